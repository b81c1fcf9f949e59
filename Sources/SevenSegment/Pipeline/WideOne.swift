/// A 1 named on the colour look in a cell as wide as a whole digit, wider than the line's other digits.
///
/// The colour look reads a coloured LED by its chroma, and glare washes the chroma out: a 9 whose left half
/// lies under a glare spot keeps colour only in its right bars and reads 1 (a panel ammeter's 94 read 14
/// through a box 30% larger than its roi: the 1 in a cell 40 px wide against the 4's 26). A real 1 is
/// only its right bars; where the segmenter gave it a cell that much wider than the other digits', ink
/// stood across the whole cell, so the cell may hold a digit whose other bars lost their colour. Such a 1
/// is not sure. Asked on the colour look only (`ReaderOptions.doubtsWideColourOnes`), where the chroma
/// glare washes out was the cause; on the gray look it was not tried.
enum WideOne {
    /// How much wider than the line's other digits' median cell a 1's cell must be to be doubted.
    static let widerShare = 1.3

    /// Positions of 1s (`characters`, the decoded line) whose glyph cell is `widerShare` times the median
    /// width of the line's other glyph cells or more.
    static func suspected(_ line: SegmentedLine, characters: [CharacterReading]) -> [Int] {
        let glyphs = line.cells.indices.filter { $0 < characters.count && line.cells[$0].kind == .glyph }
        let widths = glyphs.filter { characters[$0].character != "1" }.map { line.cells[$0].x1 - line.cells[$0].x0 }.sorted()
        guard !widths.isEmpty else { return [] }
        let median = widths[widths.count / 2]
        return glyphs.filter { characters[$0].character == "1" && line.cells[$0].x1 - line.cells[$0].x0 >= widerShare * median }
    }
}
