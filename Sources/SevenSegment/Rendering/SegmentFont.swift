/// The seven-segment patterns the renderer draws for each character it accepts.
///
/// Words: "HI" = H (b c e f g) + I (e f, the left vertical pair, so it never looks like a "1"),
/// "LO" = L (d e f) + O (a b c d e f, same pattern as "0"), "Err" = E (a d e f g) + r (e g) + r.
public enum SegmentFont {
    /// Lit segments for `character`; nil when the renderer cannot draw it. " " is all off.
    public static func segments(for character: Character) -> Segments? {
        switch character {
        case "0", "O", "D": return [.a, .b, .c, .d, .e, .f]
        case "1": return [.b, .c]
        case "2": return [.a, .b, .g, .e, .d]
        case "3": return [.a, .b, .g, .c, .d]
        case "4": return [.f, .g, .b, .c]
        case "5", "S": return [.a, .f, .g, .c, .d]
        case "6": return [.a, .f, .g, .e, .d, .c]
        case "7": return [.a, .b, .c]
        case "8": return [.a, .b, .c, .d, .e, .f, .g]
        case "9": return [.a, .b, .c, .d, .f, .g]
        case "-": return [.g]
        case "H": return [.b, .c, .e, .f, .g]
        case "I": return [.e, .f]
        case "L": return [.d, .e, .f]
        case "E": return [.a, .d, .e, .f, .g]
        case "r": return [.e, .g]
        case "o": return [.c, .d, .e, .g]
        case "P": return [.a, .b, .e, .f, .g]
        case "F": return [.a, .e, .f, .g]
        case "C": return [.a, .d, .e, .f]
        case " ": return []
        default: return nil
        }
    }
}

/// What the renderer shows in one line: one `Segments` value per cell (dp included), right-aligned.
public struct RenderedLineText: Equatable, Sendable {
    /// Cells left to right; blank leading cells are empty.
    public var cells: [Segments]

    /// Parses `text` ("128", "5.6", "HI", "-", " 98", "Err") into `digits` cells, right-aligned.
    /// A "." lights the decimal point of the character before it.
    public init(_ text: String, digits: Int) throws {
        var cells: [Segments] = []
        for ch in text {
            if ch == "." {
                if cells.isEmpty { cells.append([]) }
                cells[cells.count - 1].insert(.dp)
                continue
            }
            guard let s = SegmentFont.segments(for: ch) else { throw RenderError.unknownCharacter(ch, text: text) }
            cells.append(s)
        }
        guard cells.count <= digits else { throw RenderError.tooManyCharacters(text: text, digits: digits) }
        self.cells = [Segments](repeating: [], count: digits - cells.count) + cells
    }
}

/// Why a value cannot be rendered.
public enum RenderError: Error, Equatable, CustomStringConvertible, Sendable {
    case unknownCharacter(Character, text: String)
    case tooManyCharacters(text: String, digits: Int)
    case lineCount(expected: Int, found: Int)
    case badSize(width: Int, height: Int)

    public var description: String {
        switch self {
        case let .unknownCharacter(c, t):
            return "'\(t)': character '\(c)' cannot be shown on a seven-segment display (use 0-9 . - H I L O E r and blanks)"
        case let .tooManyCharacters(t, d):
            return "'\(t)' has more characters than the line's \(d) digits"
        case let .lineCount(e, f):
            return "the display has \(e) line(s) but the value has \(f) (join lines with '/', e.g. 128/82/71)"
        case let .badSize(w, h):
            return "image size \(w)x\(h) is too small (at least 64x48)"
        }
    }
}
