import Foundation
import SevenSegment

/// Checks a record's values against what a body and a meter can show; returns flags for the person
/// to check ("implausible", "out-of-range"). Limits:
///
/// | field | plausible | note |
/// | --- | --- | --- |
/// | glucose | 20-600 mg/dL (1.1-33.3 mmol/L) | meters show LO / HI outside; 0 is never a reading |
/// | systolic / diastolic | 50-260 / 30-160 mm[Hg], systolic > diastolic | |
/// | pulse | 20-300 /min | |
/// | temperature | 30-45 Cel (86-113 [degF]) | |
/// | spo2 | 50-100 % | over 100 is impossible |
/// | weight | 1-300 kg (2-660 [lb_av]) | |
public enum RecordPlausibility {
    public static func flags(for measurements: [Measurement]) -> [RecordFlag] {
        var flags: [RecordFlag] = []
        for m in measurements {
            if let range = m.outOfRange {
                let word = range == .high ? "HI (above" : "LO (below"
                flags.append(RecordFlag(code: "out-of-range",
                                        message: "\(m.field.rawValue): the meter shows \(word) its measuring range); no number is recorded"))
                continue
            }
            guard let v = m.value else { continue }
            if let (lo, hi) = limits(m.field, unit: m.unit), v < lo || v > hi {
                flags.append(RecordFlag(code: "implausible",
                                        message: "\(m.field.rawValue) \(m.text) \(m.unit) is outside \(format(lo))-\(format(hi)) \(m.unit): check the display"))
            }
        }
        if let sys = measurements.first(where: { $0.field == .systolic })?.value,
           let dia = measurements.first(where: { $0.field == .diastolic })?.value, sys <= dia {
            flags.append(RecordFlag(code: "implausible",
                                    message: "systolic \(format(sys)) is not above diastolic \(format(dia)): check the display"))
        }
        return flags
    }

    /// Plausible (low, high) for a field in a unit; nil for generic values.
    public static func limits(_ field: DisplayField, unit: String) -> (Double, Double)? {
        switch (field, unit) {
        case (.glucose, "mmol/L"): return (1.1, 33.3)
        case (.glucose, _): return (20, 600)
        case (.systolic, _): return (50, 260)
        case (.diastolic, _): return (30, 160)
        case (.pulse, _): return (20, 300)
        case (.temperature, "[degF]"): return (86, 113)
        case (.temperature, _): return (30, 45)
        case (.spo2, _): return (50, 100)
        case (.weight, "[lb_av]"): return (2, 660)
        case (.weight, _): return (1, 300)
        case (.value, _): return nil
        }
    }

    public static func format(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(v)
    }
}
