import Foundation
import SevenSegment

/// Checks the values of a decoded peripheral; throws naming the file, the field and the reason.
///
/// Rules (also in Peripherals/schema.json): ids 1-999 for health devices and 9001+ for `generic`
/// ones; slug of lowercase letters, digits and '-'; regions inside 0..1; 1-12 digits; decimals below
/// the digit count; lines that do not overlap; fields and units that suit the device type; for health
/// devices an overlay whose display rectangle has (within 15%) the display's aspect ratio.
public struct PeripheralValidator: Sendable {
    public init() {}

    /// Units each health field may show (UCUM codes).
    public static let allowedUnits: [DisplayField: Set<String>] = [
        .glucose: ["mg/dL", "mmol/L"], .systolic: ["mm[Hg]"], .diastolic: ["mm[Hg]"], .pulse: ["/min"],
        .temperature: ["Cel", "[degF]"], .spo2: ["%"], .weight: ["kg", "[lb_av]"],
    ]

    /// Fields a device type needs and may have.
    public static func fields(for type: PeripheralType) -> (required: Set<DisplayField>, allowed: Set<DisplayField>) {
        switch type {
        case .glucoseMeter: return ([.glucose], [.glucose])
        case .bloodPressureMonitor: return ([.systolic, .diastolic], [.systolic, .diastolic, .pulse])
        case .thermometer: return ([.temperature], [.temperature])
        case .pulseOximeter: return ([.spo2], [.spo2, .pulse])
        case .weightScale: return ([.weight], [.weight])
        case .generic: return ([], Set(DisplayField.allCases))
        }
    }

    public func validate(_ p: Peripheral, file: String) throws {
        func fail(_ field: String, _ reason: String) -> VitalSnapError {
            VitalSnapError(.catalog, "\(file): field '\(field)': \(reason)", file: file, field: field)
        }
        if p.type == .generic {
            guard p.id >= 9001 else { throw fail("id", "generic (evaluation) devices use ids 9001 and up, got \(p.id)") }
        } else {
            guard (1...999).contains(p.id) else { throw fail("id", "health devices use ids 1-999, got \(p.id)") }
        }
        let slugOK = !p.slug.isEmpty && p.slug.count <= 64 && !p.slug.hasPrefix("-") && !p.slug.hasSuffix("-")
            && p.slug.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
        guard slugOK else { throw fail("slug", "'\(p.slug)' must be lowercase letters, digits and inner '-' (at most 64)") }
        guard Int(p.slug) == nil else { throw fail("slug", "'\(p.slug)' must not be a number (it would read as an id)") }
        guard !p.manufacturer.trimmingCharacters(in: .whitespaces).isEmpty else { throw fail("manufacturer", "empty") }
        guard !p.model.trimmingCharacters(in: .whitespaces).isEmpty else { throw fail("model", "empty") }
        try validateOverlay(p, fail)
        try validateLines(p, fail)
        try validateHints(p.display.hints, fail)
    }

    private func validateOverlay(_ p: Peripheral, _ fail: (String, String) -> VitalSnapError) throws {
        let o = p.overlay
        guard o.aspectRatio > 0.05, o.aspectRatio < 20 else {
            throw fail("overlay.aspectRatio", "must be between 0.05 and 20, got \(o.aspectRatio)")
        }
        guard o.display.isNormalized else {
            throw fail("overlay.display", "region \(describe(o.display)) must lie inside 0..1 with a positive size")
        }
        guard o.fill > 0, o.fill <= 1 else { throw fail("overlay.fill", "must be in (0, 1], got \(o.fill)") }
        let d = p.display
        guard d.aspectRatio > 0.05, d.aspectRatio < 40 else {
            throw fail("display.aspectRatio", "must be between 0.05 and 40, got \(d.aspectRatio)")
        }
        // Health devices are framed by their overlay and rendered from it, so both aspects must agree.
        // Evaluation devices are read from photo sets whose crops set the display's shape: not checked.
        let overlayAspect = o.display.width * o.aspectRatio / o.display.height
        guard p.type == .generic || abs(overlayAspect / d.aspectRatio - 1) <= 0.15 else {
            throw fail("display.aspectRatio", String(format: "%.3g does not match the overlay's display rectangle (%.3g = overlay.display.width x overlay.aspectRatio / overlay.display.height); they must agree within 15%%", d.aspectRatio, overlayAspect))
        }
    }

    private func validateLines(_ p: Peripheral, _ fail: (String, String) -> VitalSnapError) throws {
        let lines = p.display.lines
        guard !lines.isEmpty else { throw fail("display.lines", "a display needs at least one line") }
        guard lines.count <= 6 else { throw fail("display.lines", "at most 6 lines, got \(lines.count)") }
        let (required, allowed) = Self.fields(for: p.type)
        var seen: Set<DisplayField> = []
        for (i, line) in lines.enumerated() {
            let f = "display.lines[\(i)]"
            guard allowed.contains(line.field) else {
                throw fail("\(f).field", "'\(line.field.rawValue)' is not a field of a \(p.type.rawValue) (allowed: \(allowed.map(\.rawValue).sorted().joined(separator: ", ")))")
            }
            if p.type != .generic {
                guard seen.insert(line.field).inserted else { throw fail("\(f).field", "'\(line.field.rawValue)' appears on two lines") }
            }
            guard line.region.isNormalized else {
                throw fail("\(f).region", "region \(describe(line.region)) must lie inside 0..1 with a positive size")
            }
            guard line.digits >= 1, line.digits <= 12 else { throw fail("\(f).digits", "digit count must be 1...12, got \(line.digits)") }
            guard line.decimals >= 0, line.decimals < line.digits else {
                throw fail("\(f).decimals", "must be 0...\(line.digits - 1) (fewer than the digits), got \(line.decimals)")
            }
            guard line.minimumDigits >= 1, line.minimumDigits <= line.digits else {
                throw fail("\(f).minimumDigits", "must be 1...\(line.digits) (at most the digits), got \(line.minimumDigits)")
            }
            if let r = line.range {
                guard r.minimum.isFinite, r.maximum.isFinite, r.minimum <= r.maximum else {
                    throw fail("\(f).range", "minimum must be at most maximum, got \(r.minimum)...\(r.maximum)")
                }
                guard r.minimum >= 0 || line.signed else {
                    throw fail("\(f).range", "a line without a sign cannot show \(r.minimum) (set signed or a minimum of 0 or more)")
                }
            }
            if line.floatingPoint, line.decimals > 0 {
                throw fail("\(f).decimals", "a floating-point line has no fixed decimals (set decimals to 0)")
            }
            if line.pointMayBeHidden, !line.floatingPoint {
                throw fail("\(f).pointMayBeHidden", "only a floating-point line can hide its point (set floatingPoint)")
            }
            if line.smallDecimals, !line.floatingPoint, line.decimals == 0 {
                throw fail("\(f).smallDecimals", "small decimals need a point (set floatingPoint or decimals)")
            }
            if line.optionalPoint, line.decimals == 0 || line.floatingPoint {
                throw fail("\(f).optionalPoint", "an optional point needs fixed decimals (decimals > 0, floatingPoint false)")
            }
            if !line.otherDecimals.isEmpty {
                guard line.decimals > 0, !line.floatingPoint else {
                    throw fail("\(f).otherDecimals", "other decimal places need a fixed point (decimals > 0, floatingPoint false)")
                }
                guard !line.optionalPoint else {
                    throw fail("\(f).otherDecimals", "a point at one of several places must be lit (set optionalPoint false)")
                }
                for d in line.otherDecimals where d < 1 || d >= line.digits || d == line.decimals {
                    throw fail("\(f).otherDecimals", "each must be 1...\(line.digits - 1) and differ from decimals (\(line.decimals)), got \(d)")
                }
                guard Set(line.otherDecimals).count == line.otherDecimals.count else {
                    throw fail("\(f).otherDecimals", "a place is listed twice")
                }
            }
            if let from = line.otherDecimalsFrom {
                guard !line.otherDecimals.isEmpty else {
                    throw fail("\(f).otherDecimalsFrom", "applies to other decimal places only (set otherDecimals)")
                }
                guard from.isFinite else { throw fail("\(f).otherDecimalsFrom", "must be a finite number, got \(from)") }
            }
            guard Set(line.words).count == line.words.count else { throw fail("\(f).words", "a word is listed twice") }
            guard Set(line.units).count == line.units.count else { throw fail("\(f).units", "a unit is listed twice") }
            if let units = Self.allowedUnits[line.field] {
                guard !line.units.isEmpty else {
                    throw fail("\(f).units", "a \(line.field.rawValue) line needs its unit (one of \(units.sorted().joined(separator: ", ")))")
                }
                for u in line.units where !units.contains(u) {
                    throw fail("\(f).units", "'\(u)' is not a unit of \(line.field.rawValue) (use \(units.sorted().joined(separator: ", ")))")
                }
            }
            for (j, other) in lines.enumerated().prefix(i) {
                let overlap = intersection(line.region, other.region)
                if overlap > 0.1 * min(area(line.region), area(other.region)) {
                    throw fail("\(f).region", "overlaps display.lines[\(j)].region")
                }
            }
        }
        let missing = required.subtracting(seen)
        guard missing.isEmpty else {
            throw fail("display.lines", "a \(p.type.rawValue) needs a line for \(missing.map(\.rawValue).sorted().joined(separator: " and "))")
        }
    }

    private func validateHints(_ h: RecognitionHints, _ fail: (String, String) -> VitalSnapError) throws {
        if let s = h.slantDegrees, !(s >= -30 && s <= 30) {
            throw fail("display.hints.slantDegrees", "must be between -30 and 30, got \(s)")
        }
        if let a = h.digitAspect, !(a >= 0.2 && a <= 1.2) {
            throw fail("display.hints.digitAspect", "must be between 0.2 and 1.2, got \(a)")
        }
    }

    private func area(_ r: Rect) -> Double { r.width * r.height }

    private func intersection(_ a: Rect, _ b: Rect) -> Double {
        max(0, min(a.maxX, b.maxX) - max(a.x, b.x)) * max(0, min(a.maxY, b.maxY) - max(a.y, b.y))
    }

    private func describe(_ r: Rect) -> String { "x \(r.x) y \(r.y) width \(r.width) height \(r.height)" }
}
