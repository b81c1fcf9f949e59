import Foundation
import SevenSegment

/// Checks the values of a decoded peripheral; throws naming the file, the field and the reason.
public struct PeripheralValidator: Sendable {
    public init() {}

    public func validate(_ p: Peripheral, file: String) throws {
        func fail(_ field: String, _ reason: String) -> VitalSnapError {
            VitalSnapError(.catalog, "\(file): field '\(field)': \(reason)", file: file, field: field)
        }
        guard p.id > 0 else { throw fail("id", "must be a positive integer, got \(p.id)") }
        let slugOK = !p.slug.isEmpty && p.slug.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
        guard slugOK else { throw fail("slug", "'\(p.slug)' must be lowercase letters, digits and '-'") }
        guard !p.manufacturer.trimmingCharacters(in: .whitespaces).isEmpty else { throw fail("manufacturer", "empty") }
        guard !p.model.trimmingCharacters(in: .whitespaces).isEmpty else { throw fail("model", "empty") }
        guard p.overlay.aspectRatio > 0.05, p.overlay.aspectRatio < 20 else {
            throw fail("overlay.aspectRatio", "must be between 0.05 and 20, got \(p.overlay.aspectRatio)")
        }
        guard p.overlay.display.isNormalized else { throw fail("overlay.display", "region must lie inside 0..1 with a positive size") }
        guard p.overlay.fill > 0, p.overlay.fill <= 1 else { throw fail("overlay.fill", "must be in (0, 1], got \(p.overlay.fill)") }
        guard p.display.aspectRatio > 0.05, p.display.aspectRatio < 40 else {
            throw fail("display.aspectRatio", "must be between 0.05 and 40, got \(p.display.aspectRatio)")
        }
        guard !p.display.lines.isEmpty else { throw fail("display.lines", "a display needs at least one line") }
        for (i, line) in p.display.lines.enumerated() {
            let f = "display.lines[\(i)]"
            guard line.region.isNormalized else { throw fail("\(f).region", "region must lie inside 0..1 with a positive size") }
            guard line.digits >= 1, line.digits <= 12 else { throw fail("\(f).digits", "digit count must be 1...12, got \(line.digits)") }
            guard line.decimals >= 0, line.decimals < line.digits else {
                throw fail("\(f).decimals", "must be 0...\(line.digits - 1), got \(line.decimals)")
            }
            if p.type != .generic, line.field == .value {
                throw fail("\(f).field", "'value' is only for generic (evaluation) devices")
            }
        }
    }
}
