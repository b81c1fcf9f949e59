/// A narrow mark just after a line's last full digit, closer to it than any character can stand: the
/// edge of the display's window (or its shadow) inside a found display's crop. A "1" lights the right
/// segments of its position, so it ends about a character pitch after the digit before it; a mark ending
/// well within that pitch is no character, and taken as a "1" it leaves the line unsure or a digit too long.
extension DigitSegmenter {
    /// Share of the line's pitch the narrow mark must end within, after the digit before it, to be taken
    /// as an edge: a 1 in the next position ends about a whole pitch after it.
    static let edgeMarkReach = 0.65

    /// `cells` without a last `.narrow` mark that ends within `edgeMarkReach` of the line's pitch after the
    /// full digit before it. The pitch is the median step between the right ends of neighbouring full
    /// digits, so at least two of them must stand before the mark. Unchanged when the line may show a word
    /// ending in a narrow mark (the I of HI).
    func droppingEdgeMark(_ cells: [CharacterCell]) -> [CharacterCell] {
        // A small decimal's 1 (`smallDecimalCell`) stands that close to the digit before it and is no
        // window's edge, which runs the digits' height.
        guard !wordEndsNarrow, cells.count >= 3, let last = cells.last, last.kind == .narrow, !last.small else { return cells }
        let before = cells[cells.count - 2]
        guard before.kind == .glyph else { return cells }
        var steps: [Double] = []
        for i in 1..<(cells.count - 1) where cells[i].kind == .glyph && cells[i - 1].kind == .glyph {
            steps.append(cells[i].x1 - cells[i - 1].x1)
        }
        guard !steps.isEmpty else { return cells }
        let pitch = steps.sorted()[steps.count / 2]
        guard last.inkX1 - before.x1 < Self.edgeMarkReach * pitch else { return cells }
        return Array(cells.dropLast())
    }
}
