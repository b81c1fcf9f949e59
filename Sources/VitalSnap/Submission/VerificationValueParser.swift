import Foundation
import SevenSegment

/// Parses the value a person types when correcting a record, per kind: "104" (glucose), "120/80/72" or
/// "120/80" (blood pressure, pulse optional), "98/72" (SpO2 / pulse), "36.8", "72.4", "HI" / "LO".
/// Units stay those of the record; values outside plausible bounds are refused.
public enum VerificationValueParser {
    /// The example shown in the prompt.
    public static func example(for record: VitalRecord) -> String {
        switch record.kind {
        case .bloodPressure: return "SYS/DIA/PULSE, e.g. 120/80/72"
        case .spo2: return "SPO2 or SPO2/PULSE, e.g. 97/72"
        case .glucose: return record.measurement(.glucose)?.unit == "mmol/L" ? "e.g. 5.8, or HI / LO" : "e.g. 104, or HI / LO"
        case .temperature: return record.measurement(.temperature)?.unit == "[degF]" ? "e.g. 98.6" : "e.g. 36.8"
        case .weight: return "e.g. 72.4"
        case .pulse: return "e.g. 72"
        case .value: return "a number"
        }
    }

    /// The corrected measurements, or a message saying what is wrong with `text`.
    public static func parse(_ text: String, for record: VitalRecord) -> Result<[Measurement], VitalSnapError> {
        let parts = text.split(whereSeparator: { $0 == "/" || $0 == " " || $0 == "," }).map(String.init)
        func fail(_ why: String) -> Result<[Measurement], VitalSnapError> {
            .failure(VitalSnapError(.invalidArgument, "'\(text)' is not a valid \(record.kind.rawValue) value: \(why) (\(example(for: record))).", field: "value"))
        }
        let fields: [DisplayField]
        switch record.kind {
        case .bloodPressure:
            guard parts.count == 2 || parts.count == 3 else { return fail("give systolic/diastolic, optionally /pulse") }
            fields = parts.count == 3 ? [.systolic, .diastolic, .pulse] : [.systolic, .diastolic]
        case .spo2:
            guard parts.count == 1 || parts.count == 2 else { return fail("give SpO2, optionally /pulse") }
            fields = parts.count == 2 ? [.spo2, .pulse] : [.spo2]
        case .glucose, .pulse, .temperature, .weight, .value:
            guard parts.count == 1 else { return fail("give one number") }
            let field: DisplayField = [.glucose: .glucose, .pulse: .pulse, .temperature: .temperature,
                                       .weight: .weight, .value: .value][record.kind]!
            fields = [field]
        }
        var result: [Measurement] = []
        for (field, part) in zip(fields, parts) {
            let unit = record.measurement(field)?.unit ?? defaultUnit(field)
            let upper = part.uppercased()
            if upper == "HI" || upper == "LO" {
                guard record.kind == .glucose || fields.count == 1 else { return fail("HI/LO is only accepted for a single value") }
                result.append(Measurement(field: field, value: nil, unit: unit, outOfRange: upper == "HI" ? .high : .low, text: upper))
                continue
            }
            guard let value = Double(part.replacingOccurrences(of: ",", with: ".")), value.isFinite else {
                return fail("'\(part)' is not a number")
            }
            if let range = plausible(field, unit: unit), !range.contains(value) {
                return fail("\(field.rawValue) \(part) \(unit) is outside \(format(range.lowerBound))...\(format(range.upperBound))")
            }
            result.append(Measurement(field: field, value: value, unit: unit, text: part))
        }
        if let s = result.first(where: { $0.field == .systolic })?.value, let d = result.first(where: { $0.field == .diastolic })?.value, s <= d {
            return fail("systolic must be higher than diastolic")
        }
        return .success(result)
    }

    static func defaultUnit(_ field: DisplayField) -> String {
        switch field {
        case .glucose: return "mg/dL"
        case .systolic, .diastolic: return "mm[Hg]"
        case .pulse: return "/min"
        case .temperature: return "Cel"
        case .spo2: return "%"
        case .weight: return "kg"
        case .value: return ""
        }
    }

    /// Values a person could really have measured; anything else is a typo.
    static func plausible(_ field: DisplayField, unit: String) -> ClosedRange<Double>? {
        switch (field, FHIRCodeTable.ucumCode(unit) ?? unit) {
        case (.glucose, "mmol/L"): return 0.5...60
        case (.glucose, _): return 10...1100
        case (.systolic, _): return 50...300
        case (.diastolic, _): return 20...200
        case (.pulse, _): return 20...300
        case (.temperature, "[degF]"): return 86...113
        case (.temperature, _): return 30...45
        case (.spo2, _): return 50...100
        case (.weight, "[lb_av]"): return 1...900
        case (.weight, _): return 0.5...400
        default: return nil
        }
    }

    static func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
