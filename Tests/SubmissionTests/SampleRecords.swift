import Foundation
import SevenSegment
@testable import VitalSnap

/// Records of every kind for the tests; each call gives fresh identifiers unless one is passed.
enum Sample {
    static let device = DeviceInfo(peripheralId: 7, slug: "acme-test-meter", manufacturer: "Acme", model: "TM-1")
    static let readAt = Date(timeIntervalSince1970: 1_795_000_000)

    static func record(_ kind: RecordKind, _ measurements: [VitalSnap.Measurement], id: String = UUID().uuidString.lowercased(),
                       flags: [RecordFlag] = []) -> VitalRecord {
        VitalRecord(identifier: id, kind: kind, measurements: measurements, effectiveAt: readAt, device: device,
                    readingText: measurements.map(\.text).joined(separator: "/"), confidence: 0.96, flags: flags)
    }

    static func m(_ field: DisplayField, _ value: Double?, _ unit: String, _ range: OutOfRange? = nil) -> VitalSnap.Measurement {
        VitalSnap.Measurement(field: field, value: value, unit: unit, outOfRange: range,
                    text: range == .high ? "HI" : range == .low ? "LO" : value.map { $0 == $0.rounded() ? String(Int($0)) : String($0) } ?? "")
    }

    static func glucose(_ v: Double = 104, unit: String = "mg/dL") -> VitalRecord { record(.glucose, [m(.glucose, v, unit)]) }
    static func bloodPressure(_ s: Double = 128, _ d: Double = 84, pulse: Double? = 71) -> VitalRecord {
        record(.bloodPressure, [m(.systolic, s, "mm[Hg]"), m(.diastolic, d, "mm[Hg]")] + (pulse.map { [m(.pulse, $0, "/min")] } ?? []))
    }
    static func pulse(_ v: Double = 64) -> VitalRecord { record(.pulse, [m(.pulse, v, "/min")]) }
    static func temperature(_ v: Double = 36.8, unit: String = "Cel") -> VitalRecord { record(.temperature, [m(.temperature, v, unit)]) }
    static func spo2(_ v: Double = 97, pulse: Double? = 72) -> VitalRecord {
        record(.spo2, [m(.spo2, v, "%")] + (pulse.map { [m(.pulse, $0, "/min")] } ?? []))
    }
    static func weight(_ v: Double = 72.4, unit: String = "kg") -> VitalRecord { record(.weight, [m(.weight, v, unit)]) }
    static func glucoseHI() -> VitalRecord { record(.glucose, [m(.glucose, nil, "mg/dL", .high)]) }

    static func verified(_ r: VitalRecord) -> VerifiedRecord { VerifiedRecord(record: r, verifiedAt: readAt.addingTimeInterval(30)) }

    /// A fresh, empty VitalSnap home in a temporary folder.
    static func home() -> VitalSnapHome {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitalsnap-test-\(UUID().uuidString)")
        return VitalSnapHome(url: url)
    }
}
