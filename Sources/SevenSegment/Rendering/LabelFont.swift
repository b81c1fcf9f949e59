/// A tiny 3x5 block font for the printed labels around a display (units, SYS / DIA / PULSE): they are
/// distractors the recognizer must ignore, not seven-segment characters.
enum LabelFont {
    /// Rows top to bottom, "#" = ink.
    static let glyphs: [Character: [String]] = [
        "A": ["###", "#.#", "###", "#.#", "#.#"], "B": ["##.", "#.#", "##.", "#.#", "##."],
        "C": ["###", "#..", "#..", "#..", "###"], "D": ["##.", "#.#", "#.#", "#.#", "##."],
        "E": ["###", "#..", "##.", "#..", "###"], "G": ["###", "#..", "#.#", "#.#", "###"],
        "H": ["#.#", "#.#", "###", "#.#", "#.#"], "I": ["###", ".#.", ".#.", ".#.", "###"],
        "K": ["#.#", "##.", "#..", "##.", "#.#"], "L": ["#..", "#..", "#..", "#..", "###"],
        "M": ["#.#", "###", "###", "#.#", "#.#"], "N": ["##.", "#.#", "#.#", "#.#", "#.#"],
        "O": ["###", "#.#", "#.#", "#.#", "###"], "P": ["###", "#.#", "###", "#..", "#.."],
        "R": ["##.", "#.#", "##.", "#.#", "#.#"], "S": ["###", "#..", "###", "..#", "###"],
        "U": ["#.#", "#.#", "#.#", "#.#", "###"], "Y": ["#.#", "#.#", ".#.", ".#.", ".#."],
        "2": ["##.", "..#", ".#.", "#..", "###"], "%": ["#.#", "..#", ".#.", "#..", "#.#"],
        "/": ["..#", "..#", ".#.", "#..", "#.."], "°": ["##.", "##.", "...", "...", "..."],
        " ": ["...", "...", "...", "...", "..."],
    ]

    /// The label printed for a unit code ("mm[Hg]" → "MMHG", "Cel" → "°C").
    static func label(forUnit unit: String) -> String {
        switch unit {
        case "mm[Hg]": return "MMHG"
        case "/min": return "/MIN"
        case "Cel": return "°C"
        case "[degF]": return "°F"
        default: return unit.uppercased()
        }
    }

    /// Draws `text` with its top-left at `origin`, each font pixel `px` canvas pixels; unknown characters
    /// are skipped. Returns the width used.
    @discardableResult
    static func draw(_ text: String, at origin: Point, px: Double, value: Float, on canvas: inout RenderCanvas) -> Double {
        var x = origin.x
        for ch in text {
            if let rows = glyphs[ch] {
                for (r, row) in rows.enumerated() {
                    for (c, cell) in row.enumerated() where cell == "#" {
                        canvas.fillRect(Rect(x: x + Double(c) * px, y: origin.y + Double(r) * px, width: px, height: px),
                                        value: value)
                    }
                }
            }
            x += 4 * px
        }
        return x - origin.x
    }

    /// Width of `text` at `px` (4 font pixels a character, last gap excluded).
    static func width(_ text: String, px: Double) -> Double { Double(max(0, text.count * 4 - 1)) * px }
}
