import Foundation
import SevenSegment

/// Turns what a display shows (one text per layout line) into a typed `VitalRecord`.
///
/// - The unit of each line is what the meter shows (`LineLayout.units.first`); glucose is converted to
///   the unit the person wants (`glucoseUnit`, mg/dL by default) with 1 mmol/L = 18.016 mg/dL
///   (mg/dL rounded to whole numbers, mmol/L to one decimal). `Measurement.text` keeps what was shown.
/// - "HI" / "LO" become `outOfRange` (no number) plus an "out-of-range" flag.
/// - Values a person should check (systolic ≤ diastolic, glucose 0, SpO2 over 100 %...) get an
///   "implausible" flag; they are never silently dropped or changed.
/// - A line showing "Err", dashes or something that is not a number for its layout throws
///   `.invalidArgument` naming the line: there is no record to make.
public struct RecordBuilder: Sendable {
    /// mg/dL per mmol/L of glucose.
    public static let mgPerMmol = 18.016
    /// Glucose units a person can ask for.
    public static let glucoseUnits = ["mg/dL", "mmol/L"]

    public var glucoseUnit: String

    /// `glucoseUnit` must be "mg/dL" or "mmol/L".
    public init(glucoseUnit: String = "mg/dL") throws {
        guard Self.glucoseUnits.contains(glucoseUnit) else {
            throw VitalSnapError(.invalidArgument, "unit '\(glucoseUnit)': glucose unit must be mg/dL or mmol/L", field: "unit")
        }
        self.glucoseUnit = glucoseUnit
    }

    /// The record for a complete reading; nil when some line is missing or unresolved (no reading).
    public func record(from reading: DisplayReading, peripheral: Peripheral, at date: Date = Date()) throws -> VitalRecord? {
        guard reading.isComplete, reading.lines.count == peripheral.display.lines.count else { return nil }
        return try record(texts: reading.lines.map(\.text), peripheral: peripheral, confidence: reading.confidence, at: date)
    }

    /// The record for `texts` (one per layout line, e.g. ["128", "82", "71"], or a person's correction).
    public func record(texts: [String], peripheral: Peripheral, confidence: Double = 1, at date: Date = Date()) throws -> VitalRecord {
        let layout = peripheral.display
        guard texts.count == layout.lines.count else {
            throw VitalSnapError(.invalidArgument, "\(peripheral.slug) shows \(layout.lines.count) line(s), got \(texts.count) value(s) ('\(texts.joined(separator: "/"))')",
                                 field: "value")
        }
        var measurements: [Measurement] = []
        for (i, (text, line)) in zip(texts, layout.lines).enumerated() {
            measurements.append(try measurement(text, line: line, index: i))
        }
        var record = VitalRecord(kind: Self.kind(of: peripheral.type), measurements: measurements, effectiveAt: date,
                                 device: DeviceInfo(peripheralId: peripheral.id, slug: peripheral.slug,
                                                    manufacturer: peripheral.manufacturer, model: peripheral.model),
                                 readingText: texts.joined(separator: "/"), confidence: confidence)
        record.flags = RecordPlausibility.flags(for: measurements)
        return record
    }

    /// The record kind of a device type.
    public static func kind(of type: PeripheralType) -> RecordKind {
        switch type {
        case .glucoseMeter: return .glucose
        case .bloodPressureMonitor: return .bloodPressure
        case .thermometer: return .temperature
        case .pulseOximeter: return .spo2
        case .weightScale: return .weight
        case .generic: return .value
        }
    }

    /// One line's text → measurement in the wanted unit.
    func measurement(_ raw: String, line: LineLayout, index: Int) throws -> Measurement {
        let text = raw.trimmingCharacters(in: .whitespaces)
        let shownUnit = line.units.first ?? ""
        let unit = line.field == .glucose ? glucoseUnit : shownUnit
        func fail(_ reason: String) -> VitalSnapError {
            VitalSnapError(.invalidArgument, "line \(index + 1) (\(line.field.rawValue)) shows '\(raw)': \(reason)", field: "value")
        }
        if let word = DisplayWord.allCases.first(where: { $0.rawValue.uppercased() == text.uppercased() }),
           !line.words.contains(word) {
            throw fail("this line of \(line.field.rawValue) never shows \(word.rawValue)")
        }
        switch text.uppercased() {
        case "HI": return Measurement(field: line.field, value: nil, unit: unit, outOfRange: .high, text: text)
        case "LO": return Measurement(field: line.field, value: nil, unit: unit, outOfRange: .low, text: text)
        case "ERR": throw fail("the device reports an error, there is no value")
        default: break
        }
        guard !text.isEmpty else { throw fail("nothing to read") }
        guard !text.allSatisfy({ $0 == "-" }) else { throw fail("dashes, no measurement shown") }
        guard var value = Double(text), value.isFinite, !text.contains("e"), !text.contains("E") else {
            throw fail("not a number")
        }
        if value < 0, !line.signed { throw fail("a negative value on a line that has no minus sign") }
        if let dot = text.firstIndex(of: ".") {
            let shownDecimals = text.distance(from: dot, to: text.endIndex) - 1
            if !line.floatingPoint, !line.fixedPointAllows(decimals: shownDecimals, value: value) {
                let places = ([line.decimals] + line.otherDecimals).map(String.init).joined(separator: " or ")
                throw fail("\(shownDecimals) decimal(s) where the display has \(places)")
            }
        } else if line.decimals > 0, !line.floatingPoint {
            // The decimal point is fixed by the layout: a missed dot does not move it.
            value /= pow(10, Double(line.decimals))
        }
        if line.field == .glucose, shownUnit != glucoseUnit {
            switch (shownUnit, glucoseUnit) {
            case ("mmol/L", "mg/dL"): value = (value * Self.mgPerMmol).rounded()
            case ("mg/dL", "mmol/L"): value = (value / Self.mgPerMmol * 10).rounded() / 10
            default: throw fail("cannot convert \(shownUnit) to \(glucoseUnit)")
            }
        }
        return Measurement(field: line.field, value: value, unit: unit, text: text)
    }
}
