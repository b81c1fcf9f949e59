import Foundation

/// Asks the person to check a record before it is submitted: shows the value(s), the kind, the device,
/// warnings and the crop path, then asks submit / edit / discard. The `read` and `scan` commands call
/// `Verifier.verify` for `--submit`; `vitalsnap submit` calls it for records not yet verified.
public enum Verifier {
    /// Reads one line (nil at end of input).
    public typealias Input = () -> String?
    /// Writes text (prompts included; no newline added).
    public typealias Output = (String) -> Void

    public static let standardInput: Input = { Swift.readLine(strippingNewline: true) }
    /// Prompts go to stderr so stdout stays clean for `--json`.
    public static let standardError: Output = { FileHandle.standardError.write(Data($0.utf8)) }

    /// Returns the verified record, or nil when the person discards it (or input ends). With `assumeYes`
    /// the record is confirmed as read without asking — but never one without a number (HI/LO, missing
    /// value): that one is returned as nil with a message. Throws for records of kind `value`
    /// (evaluation devices are never submitted).
    public static func verify(record: VitalRecord, input: Input = standardInput, output: Output = standardError,
                              assumeYes: Bool = false) throws -> VerifiedRecord? {
        guard record.kind != .value else {
            throw VitalSnapError(.invalidArgument, "Record \(record.identifier) comes from an evaluation device (kind 'value'); such records are never submitted to a health server.", field: "kind")
        }
        var current = record
        var corrected = false
        output(describe(current, corrected: corrected))
        if assumeYes {
            if let missing = current.measurements.first(where: { $0.value == nil || $0.outOfRange != nil }) {
                output("Not submitted: \(missing.field.rawValue) has no number (display showed '\(missing.text)'); run without --yes to decide.\n")
                return nil
            }
            output("Submitting without asking (--yes).\n")
            return VerifiedRecord(record: current)
        }
        var invalidAnswers = 0
        while true {
            output("Submit, edit or discard? [s/e/d]: ")
            guard let answer = input()?.trimmingCharacters(in: .whitespaces).lowercased() else {
                output("\nNo answer (end of input): record discarded.\n")
                return nil
            }
            switch answer {
            case "s", "submit", "y", "yes":
                return VerifiedRecord(record: current, correctedByPerson: corrected,
                                      originalText: corrected ? record.readingText : nil)
            case "d", "discard", "n", "no":
                output("Record discarded.\n")
                return nil
            case "e", "edit":
                guard let edited = askValue(for: current, input: input, output: output) else {
                    output("\nNo value given (end of input): record discarded.\n")
                    return nil
                }
                current.measurements = merge(edited, into: current)
                current.readingText = edited.map(\.text).joined(separator: "/")
                corrected = true
                output(describe(current, corrected: corrected))
            default:
                invalidAnswers += 1
                output("Please answer s (submit), e (edit) or d (discard).\n")
                if invalidAnswers >= 5 { output("Too many invalid answers: record discarded.\n"); return nil }
            }
        }
    }

    static func askValue(for record: VitalRecord, input: Input, output: Output) -> [Measurement]? {
        while true {
            output("Corrected value (\(VerificationValueParser.example(for: record))): ")
            guard let line = input() else { return nil }
            switch VerificationValueParser.parse(line.trimmingCharacters(in: .whitespaces), for: record) {
            case .success(let measurements): return measurements
            case .failure(let error): output("\(error.message)\n")
            }
        }
    }

    /// The corrected measurements replace those of the same field; for BP/SpO2 a pulse left out is removed.
    static func merge(_ edited: [Measurement], into record: VitalRecord) -> [Measurement] {
        edited + record.measurements.filter { old in
            !edited.contains { $0.field == old.field } && old.field != .pulse
                && !(record.kind == .bloodPressure && (old.field == .systolic || old.field == .diastolic))
        }
    }

    /// The text shown to the person.
    public static func describe(_ record: VitalRecord, corrected: Bool) -> String {
        var lines = ["", "\(title(record.kind)) from \(record.device.manufacturer) \(record.device.model) (\(record.device.slug)), read \(FHIRDate.string(record.effectiveAt))"]
        for m in record.measurements {
            let value: String
            if let range = m.outOfRange { value = range == .high ? "HI (above the meter's range)" : "LO (below the meter's range)" }
            else if let v = m.value { value = VerificationValueParser.format(v) }
            else { value = "no value" }
            lines.append("  \(m.field.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) \(value) \(m.unit)")
        }
        lines.append(corrected ? "  corrected by you (the display read '\(record.readingText)')"
                               : "  display text '\(record.readingText)', confidence \(String(format: "%.2f", record.confidence))")
        for flag in record.flags { lines.append("  ! \(flag.code): \(flag.message)") }
        lines.append("  crop: \(record.cropPath ?? "none saved")")
        return lines.joined(separator: "\n") + "\n"
    }

    static func title(_ kind: RecordKind) -> String {
        switch kind {
        case .glucose: return "Blood glucose"
        case .bloodPressure: return "Blood pressure"
        case .pulse: return "Pulse"
        case .temperature: return "Body temperature"
        case .spo2: return "SpO2"
        case .weight: return "Body weight"
        case .value: return "Value"
        }
    }
}
