import Foundation
import SevenSegment

/// What kind of vital sign a record holds.
public enum RecordKind: String, Codable, CaseIterable, Sendable {
    case glucose
    case bloodPressure = "blood-pressure"
    case pulse
    case temperature
    case spo2
    case weight
    /// A plain number from an evaluation (non-health) device; never submitted to a health server.
    case value
}

/// A reading the meter shows as a word instead of a number.
public enum OutOfRange: String, Codable, Sendable {
    /// "HI": above the meter's measuring range.
    case high
    /// "LO": below the meter's measuring range.
    case low
}

/// One measured quantity of a record (glucose, systolic, diastolic, pulse, ...).
public struct Measurement: Codable, Equatable, Sendable {
    public var field: DisplayField
    /// The number, nil when the meter showed HI / LO.
    public var value: Double?
    /// UCUM unit code: "mg/dL", "mmol/L", "mm[Hg]", "/min", "Cel", "[degF]", "%", "kg", "[lb_av]".
    public var unit: String
    /// Set when the meter showed HI or LO instead of a number.
    public var outOfRange: OutOfRange?
    /// The characters as read from the display (e.g. "5.6", "HI").
    public var text: String

    public init(field: DisplayField, value: Double?, unit: String, outOfRange: OutOfRange? = nil, text: String) {
        self.field = field; self.value = value; self.unit = unit; self.outOfRange = outOfRange; self.text = text
    }
}

/// A warning for the person to check before a record is submitted.
public struct RecordFlag: Codable, Equatable, Sendable {
    /// Stable code, e.g. "implausible", "out-of-range".
    public var code: String
    public var message: String
    public init(code: String, message: String) { self.code = code; self.message = message }
}

/// The device a record was read from.
public struct DeviceInfo: Codable, Equatable, Sendable {
    public var peripheralId: Int
    public var slug: String
    public var manufacturer: String
    public var model: String
    public init(peripheralId: Int, slug: String, manufacturer: String, model: String) {
        self.peripheralId = peripheralId; self.slug = slug; self.manufacturer = manufacturer; self.model = model
    }
}

/// A typed record made from a final reading: what the person measured, with units.
public struct VitalRecord: Codable, Equatable, Sendable {
    /// Stable identifier (UUID string) used as the FHIR identifier value: resubmitting never duplicates.
    public var identifier: String
    public var kind: RecordKind
    public var measurements: [Measurement]
    /// When the display was read.
    public var effectiveAt: Date
    public var device: DeviceInfo
    /// The display text the record came from, lines joined by "/".
    public var readingText: String
    /// Lowest per-character confidence of the reading (0...1).
    public var confidence: Double
    /// Warnings for the person (implausible value, out of range).
    public var flags: [RecordFlag]
    /// Path of the saved display crop, when one was saved.
    public var cropPath: String?

    public init(identifier: String = UUID().uuidString.lowercased(), kind: RecordKind, measurements: [Measurement],
                effectiveAt: Date, device: DeviceInfo, readingText: String, confidence: Double,
                flags: [RecordFlag] = [], cropPath: String? = nil) {
        self.identifier = identifier; self.kind = kind; self.measurements = measurements
        self.effectiveAt = effectiveAt; self.device = device; self.readingText = readingText
        self.confidence = confidence; self.flags = flags; self.cropPath = cropPath
    }

    /// The measurement for `field`, if the record has one.
    public func measurement(_ field: DisplayField) -> Measurement? {
        measurements.first { $0.field == field }
    }
}

/// A record the person has checked: confirmed as read, or corrected.
public struct VerifiedRecord: Codable, Equatable, Sendable {
    public var record: VitalRecord
    public var verifiedAt: Date
    /// True when the person changed the value; `originalText` then holds what the engine read.
    public var correctedByPerson: Bool
    public var originalText: String?

    public init(record: VitalRecord, verifiedAt: Date = Date(), correctedByPerson: Bool = false, originalText: String? = nil) {
        self.record = record; self.verifiedAt = verifiedAt
        self.correctedByPerson = correctedByPerson; self.originalText = originalText
    }
}
