import Foundation
import SevenSegment

/// Turns a verified record into a FHIR R4 transaction Bundle: a Device (the peripheral) and one or two
/// Observations, each created conditionally on its stable identifier so a resend never duplicates.
public struct FHIRMapper: Sendable {
    /// Identifier system of the Observations; the value is the record's identifier
    /// (plus ":heart-rate" for the pulse read alongside a blood pressure or SpO2).
    public static let observationSystem = "urn:vitalsnap:record"
    /// Identifier system of the Device; the value is the peripheral's slug.
    public static let deviceSystem = "urn:vitalsnap:peripheral"

    /// Patient reference, e.g. "Patient/123".
    public var patient: String

    public init(patient: String) { self.patient = patient }

    /// The transaction Bundle for `verified`. Throws for records of kind `value` (evaluation devices are
    /// never sent), unknown units and measurements without value or HI/LO.
    public func bundle(for verified: VerifiedRecord) throws -> FHIRBundle {
        let record = verified.record
        guard record.kind != .value else {
            throw VitalSnapError(.invalidArgument, "Record \(record.identifier) comes from an evaluation device (kind 'value'); such records are never sent to a health server.", field: "kind")
        }
        let deviceURL = "urn:uuid:" + StableUUID.make(record.identifier, "device")
        let device = FHIRDevice(
            identifier: [FHIRIdentifier(system: Self.deviceSystem, value: Self.deviceIdentifierValue(record.device))],
            manufacturer: record.device.manufacturer.nonEmpty,
            deviceName: record.device.model.nonEmpty.map { [FHIRDeviceName(name: $0, type: "model-name")] },
            modelNumber: record.device.model.nonEmpty)
        var entries = [entry(.device(device), fullUrl: deviceURL)]
        for observation in try observations(for: verified, deviceURL: deviceURL) {
            let url = "urn:uuid:" + StableUUID.make(record.identifier, observation.identifier[0].value)
            entries.append(entry(.observation(observation), fullUrl: url))
        }
        return FHIRBundle(entry: entries)
    }

    static func deviceIdentifierValue(_ device: DeviceInfo) -> String {
        device.slug.nonEmpty ?? "peripheral-\(device.peripheralId)"
    }

    private func entry(_ resource: FHIRResource, fullUrl: String) -> FHIRBundleEntry {
        FHIRBundleEntry(fullUrl: fullUrl, resource: resource,
                        request: FHIRBundleRequest(method: "POST", url: resource.resourceType,
                                                   ifNoneExist: resource.identifier?.searchQuery))
    }

    func observations(for verified: VerifiedRecord, deviceURL: String) throws -> [FHIRObservation] {
        let record = verified.record
        func required(_ field: DisplayField) throws -> Measurement {
            guard let m = record.measurement(field) else {
                throw VitalSnapError(.badInput, "Record \(record.identifier) (\(record.kind.rawValue)) has no \(field.rawValue) measurement.", field: "measurements")
            }
            return m
        }
        var primary = base(verified, idSuffix: nil, deviceURL: deviceURL)
        var result: [FHIRObservation] = []
        switch record.kind {
        case .bloodPressure:
            primary.code = FHIRCodeTable.bloodPressurePanel
            primary.component = try [required(.systolic), required(.diastolic)].map { try component($0, record) }
            result.append(primary)
        case .glucose, .pulse, .temperature, .spo2, .weight:
            let field: DisplayField = [.glucose: .glucose, .pulse: .pulse, .temperature: .temperature,
                                       .spo2: .spo2, .weight: .weight][record.kind]!
            try fill(&primary, with: required(field), record)
            result.append(primary)
        case .value:
            return []
        }
        // A pulse shown next to a blood pressure or an SpO2 becomes its own heart-rate Observation.
        if record.kind == .bloodPressure || record.kind == .spo2, let pulse = record.measurement(.pulse) {
            var heartRate = base(verified, idSuffix: "heart-rate", deviceURL: deviceURL)
            try fill(&heartRate, with: pulse, record)
            result.append(heartRate)
        }
        return result
    }

    private func base(_ verified: VerifiedRecord, idSuffix: String?, deviceURL: String) -> FHIRObservation {
        let record = verified.record
        let value = idSuffix.map { "\(record.identifier):\($0)" } ?? record.identifier
        var notes: [FHIRAnnotation] = []
        if verified.correctedByPerson {
            let original = verified.originalText ?? "unknown"
            notes.append(FHIRAnnotation(text: "Value corrected by the person at verification; the display was read as '\(original)'."))
        }
        for flag in record.flags {
            notes.append(FHIRAnnotation(text: "Confirmed by the person despite the warning '\(flag.code)': \(flag.message)"))
        }
        return FHIRObservation(
            identifier: [FHIRIdentifier(system: Self.observationSystem, value: value)],
            category: [FHIRCodeTable.category(for: record.kind)],
            code: FHIRCodeableConcept(text: record.kind.rawValue),
            subject: FHIRReference(patient),
            effectiveDateTime: FHIRDate.string(record.effectiveAt),
            issued: FHIRDate.string(verified.verifiedAt),
            device: FHIRReference(deviceURL),
            note: notes.isEmpty ? nil : notes)
    }

    private func fill(_ observation: inout FHIRObservation, with m: Measurement, _ record: VitalRecord) throws {
        let unit = try ucum(m, record)
        guard let code = FHIRCodeTable.code(for: m.field, unit: unit) else {
            throw VitalSnapError(.badInput, "Record \(record.identifier): no FHIR code for \(m.field.rawValue) in \(unit).", field: "measurements")
        }
        observation.code = code
        let v = try value(m, unit: unit, record)
        observation.valueQuantity = v.quantity
        observation.dataAbsentReason = v.absent
        observation.interpretation = v.interpretation
        if let range = m.outOfRange {
            let word = range == .high ? "HI" : "LO"
            let side = range == .high ? "above" : "below"
            observation.note = (observation.note ?? []) + [FHIRAnnotation(text: "The meter showed \(word): the \(m.field.rawValue) was \(side) its measuring range, so no number is recorded.")]
        }
    }

    private func component(_ m: Measurement, _ record: VitalRecord) throws -> FHIRObservationComponent {
        let unit = try ucum(m, record)
        let v = try value(m, unit: unit, record)
        return FHIRObservationComponent(code: FHIRCodeTable.code(for: m.field, unit: unit)!, valueQuantity: v.quantity,
                                        dataAbsentReason: v.absent, interpretation: v.interpretation)
    }

    private func ucum(_ m: Measurement, _ record: VitalRecord) throws -> String {
        guard let unit = FHIRCodeTable.ucumCode(m.unit), FHIRCodeTable.allowedUnits[m.field]?.contains(unit) == true else {
            let allowed = FHIRCodeTable.allowedUnits[m.field]?.joined(separator: ", ") ?? "none"
            throw VitalSnapError(.badInput, "Record \(record.identifier): unit '\(m.unit)' is not valid for \(m.field.rawValue) (allowed: \(allowed)).", field: "measurements.unit")
        }
        return unit
    }

    private func value(_ m: Measurement, unit: String, _ record: VitalRecord)
        throws -> (quantity: FHIRQuantity?, absent: FHIRCodeableConcept?, interpretation: [FHIRCodeableConcept]?) {
        if let value = m.value, m.outOfRange == nil {
            guard value.isFinite else {
                throw VitalSnapError(.badInput, "Record \(record.identifier): \(m.field.rawValue) value is not a finite number.", field: "measurements.value")
            }
            return (FHIRQuantity(value: value, unit: FHIRCodeTable.unitDisplay[unit] ?? unit, system: FHIRCodeTable.ucum, code: unit), nil, nil)
        }
        guard let range = m.outOfRange else {
            throw VitalSnapError(.badInput, "Record \(record.identifier): \(m.field.rawValue) has neither a value nor HI/LO.", field: "measurements.value")
        }
        let (code, display, word) = range == .high ? ("H", "High", "HI") : ("L", "Low", "LO")
        let absent = FHIRCodeableConcept(coding: [FHIRCoding(system: FHIRCodeTable.dataAbsentSystem, code: "unknown", display: "Unknown")],
                                         text: "The meter showed \(word) (\(range == .high ? "above" : "below") its measuring range)")
        let interpretation = FHIRCodeableConcept(coding: [FHIRCoding(system: FHIRCodeTable.interpretationSystem, code: code, display: display)],
                                                 text: "Meter showed \(word)")
        return (nil, absent, [interpretation])
    }
}

/// FHIR dateTime / instant strings (UTC, milliseconds).
enum FHIRDate {
    static func string(_ date: Date) -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        f.timeZone = TimeZone(identifier: "UTC")
        return f.string(from: date)
    }
}

/// Deterministic UUID-shaped strings (bundle-internal `urn:uuid` references), so the same record always
/// gives the same payload.
enum StableUUID {
    static func make(_ parts: String...) -> String {
        let text = parts.joined(separator: "\u{1F}")
        var a: UInt64 = 0xcbf29ce484222325, b: UInt64 = 0x84222325cbf29ce4
        for byte in text.utf8 {
            a = (a ^ UInt64(byte)) &* 0x100000001b3
            b = (b ^ UInt64(byte)) &* 0x100000001b3 &+ 0x9e3779b97f4a7c15
        }
        var bytes = (0..<8).map { UInt8(truncatingIfNeeded: a >> (8 * UInt64($0))) }
            + (0..<8).map { UInt8(truncatingIfNeeded: b >> (8 * UInt64($0))) }
        bytes[6] = (bytes[6] & 0x0F) | 0x80   // version 8 (custom)
        bytes[8] = (bytes[8] & 0x3F) | 0x80   // RFC 4122 variant
        let hex = bytes.map { String(format: "%02x", $0) }.joined()
        let i = hex.startIndex
        func cut(_ from: Int, _ to: Int) -> Substring { hex[hex.index(i, offsetBy: from)..<hex.index(i, offsetBy: to)] }
        return "\(cut(0, 8))-\(cut(8, 12))-\(cut(12, 16))-\(cut(16, 20))-\(cut(20, 32))"
    }
}

fileprivate extension String {
    var nonEmpty: String? {
        let t = trimmingCharacters(in: .whitespacesAndNewlines)
        return t.isEmpty ? nil : t
    }
}
