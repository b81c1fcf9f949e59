import SevenSegment
import VitalSnap

/// Parses `--roi`: a quad as 8 numbers "x1 y1 x2 y2 x3 y3 x4 y4" (corners top-left, top-right,
/// bottom-right, bottom-left), normalised to the frame (0...1), separated by spaces and/or commas.
/// Shared by every command that takes `--roi` (`read`, `scan`).
enum QuadParser {
    static func parse(_ text: String, option: String = "--roi") throws -> Quad {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        let numbers = parts.compactMap(Double.init)
        guard numbers.count == parts.count else {
            let bad = parts.first { Double($0) == nil } ?? ""
            throw VitalSnapError(.invalidArgument, "\(option) '\(text)': '\(bad)' is not a number; give 8 numbers x1 y1 x2 y2 x3 y3 x4 y4 normalised to 0...1",
                                 field: option)
        }
        guard let quad = Quad(numbers: numbers) else {
            throw VitalSnapError(.invalidArgument, "\(option) '\(text)': expected 8 numbers (4 corners TL TR BR BL), got \(numbers.count)",
                                 field: option)
        }
        guard numbers.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else {
            throw VitalSnapError(.invalidArgument, "\(option) '\(text)': every coordinate must be normalised to the frame, within 0...1",
                                 field: option)
        }
        // Shoelace area: a degenerate or self-crossing quad has (near) zero or negative area.
        let c = quad.corners
        var area = 0.0
        for i in 0..<4 { area += c[i].x * c[(i + 1) % 4].y - c[(i + 1) % 4].x * c[i].y }
        guard area / 2 > 1e-4 else {
            throw VitalSnapError(.invalidArgument, "\(option) '\(text)': the corners must go top-left, top-right, bottom-right, bottom-left around a non-empty area",
                                 field: option)
        }
        return quad
    }
}
