/// Segment masks of the characters a seven-segment line can show.
public enum Charset {
    static let abc: Segments = [.a, .b, .c]
    /// Digits, with the common variants (7 with f, 9 without d).
    public static let digits: [Segments: Character] = [
        [.a, .b, .c, .d, .e, .f]: "0",
        [.b, .c]: "1",
        [.a, .b, .d, .e, .g]: "2",
        [.a, .b, .c, .d, .g]: "3",
        [.b, .c, .f, .g]: "4",
        [.a, .c, .d, .f, .g]: "5",
        [.a, .c, .d, .e, .f, .g]: "6",
        [.a, .b, .c]: "7",
        [.a, .b, .c, .f]: "7",
        [.a, .b, .c, .d, .e, .f, .g]: "8",
        [.a, .b, .c, .d, .f, .g]: "9",
        [.a, .b, .c, .f, .g]: "9",
        [.g]: "-",
    ]

    /// Letters used by the words HI, LO and Err.
    public static let letters: [Segments: Character] = [
        [.b, .c, .e, .f, .g]: "H",
        [.b, .c]: "I",
        [.e, .f]: "I",
        [.d, .e, .f]: "L",
        [.a, .b, .c, .d, .e, .f]: "O",
        [.a, .d, .e, .f, .g]: "E",
        [.e, .g]: "r",
    ]

    /// The characters a mask can stand for (digit first).
    public static func characters(for mask: Segments) -> [Character] {
        var out: [Character] = []
        if let d = digits[mask] { out.append(d) }
        if let l = letters[mask] { out.append(l) }
        return out
    }

    /// The canonical mask of a digit or letter (for drawing and tests).
    public static func mask(of c: Character) -> Segments? {
        switch c {
        case "0", "O": return [.a, .b, .c, .d, .e, .f]
        case "1", "I": return [.b, .c]
        case "2": return [.a, .b, .d, .e, .g]
        case "3": return [.a, .b, .c, .d, .g]
        case "4": return [.b, .c, .f, .g]
        case "5": return [.a, .c, .d, .f, .g]
        case "6": return [.a, .c, .d, .e, .f, .g]
        case "7": return [.a, .b, .c]
        case "8": return [.a, .b, .c, .d, .e, .f, .g]
        case "9": return [.a, .b, .c, .d, .f, .g]
        case "-": return [.g]
        case "H": return [.b, .c, .e, .f, .g]
        case "L": return [.d, .e, .f]
        case "E": return [.a, .d, .e, .f, .g]
        case "r": return [.e, .g]
        default: return nil
        }
    }
}
