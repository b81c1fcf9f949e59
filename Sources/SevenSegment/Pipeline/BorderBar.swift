/// A digit's top bar alone at the strip's top border. A seven-segment display draws its bars apart from
/// the strokes beside them, so on a crop cut just above the digits the top bar of a 7 is a thin piece
/// touching the border, set apart from the rest by a row or two without ink: the band leaves it out, as it
/// leaves out a label's foot cut by the border (`LineSplitter.trimmedOfBorderPieces`). Sampled without it,
/// a 7 reads as a 1 and a 9 without its bottom bar as a 4. Likewise a bottom bar alone at the bottom border.
/// A character under such a piece, whose segments with that bar added name another character, is not sure.
enum BorderBar {
    /// Thickest a bar left out at the border may be, as a share of the band: a digit's bar is about a
    /// tenth of the digit's height, a label's foot cut by the border is no taller than
    /// `LineSplitter.borderPieceShare` of the band with it.
    static let pieceShare = 0.25
    /// Most rows without ink between the piece and the band, in strokes of the line (at least one row):
    /// the space between a digit's bar and the strokes below it is a fraction of a stroke, where a
    /// label's foot stands a stroke or more above the digits (an insulation tester's labels: 5 rows
    /// over strokes 6 rows wide).
    static let gapStrokes = 0.5
    /// Fewest rows the piece must span, in strokes of the line: a bar is about as thick as a stroke, where
    /// a label's foot cut by the border is a line or two of pixels (an insulation tester's unit label
    /// above a 4: 3 rows over strokes 6 rows wide). A bar the border cut that thin is not caught.
    static let leastStrokes = 0.6
    /// Least share of the piece's rows over its run that is ink: a bar is solid, where the feet of a
    /// label's letters above a digit leave half of it empty (an insulation tester's unit label above a
    /// 4, 8 rows thick over a stroke of 5-6 in a widened roi: 0.5; a rendered 7's bar 0.98-1.0).
    static let solidity = 0.7
    /// Share of a digit's width (of what the strip shows of it) the piece's longest run of inked columns
    /// over a character must span for that character to be doubted: a bar runs across the digit, where
    /// a label's foot or a speck of clutter at the border is broken into short pieces.
    static let runShare = 0.5

    /// Indices of `characters` (one per cell of `line`) that a bar left out at the strip's top or bottom
    /// border may belong to.
    static func suspected(_ strip: LineStrip, _ line: SegmentedLine, characters: [CharacterReading]) -> [Int] {
        let pieces = [(strip.borderPieceAbove, Segments.a), (strip.borderPieceBelow, Segments.d)]
        guard pieces.contains(where: { $0.0 != nil }) else { return [] }
        var out: [Int] = []
        for (i, c) in characters.enumerated() where i < line.cells.count {
            let cell = line.cells[i]
            for case let (rows?, bar) in pieces where !c.segments.contains(bar) {
                let gap = bar == .a ? strip.band.lowerBound - rows.upperBound : rows.lowerBound - strip.band.upperBound
                guard Double(gap) <= max(1, gapStrokes * line.stroke), Double(rows.count) >= leastStrokes * line.stroke else { continue }
                guard let other = Charset.characters(for: c.segments.union(bar)).first, other != c.character else { continue }
                let y = Double(rows.lowerBound + rows.upperBound) / 2
                let right = line.stripX(cell.x1, y)
                let left = min(line.stripX(cell.x0, y), right - line.digitWidth)
                // Where the strip's side cuts the character's columns, the share is of what the strip shows.
                let shown = min(right, Double(strip.width)) - max(left, 0)
                // The run must reach the character's right stroke, as its top or bottom bar does (drawn
                // between the strokes, it may stop a gap short of the stroke's left edge).
                guard let run = strip.longestInkedRun(rows, from: left, to: right), run.count >= 2,
                      Double(run.count) >= runShare * min(line.digitWidth, shown),
                      Double(run.upperBound) >= line.stripX(cell.inkX1, y) - 2 * line.stroke,
                      strip.inkShare(rows, run) >= solidity else { continue }
                out.append(i)
                break
            }
        }
        return out
    }
}

extension LineStrip {
    /// Ink pixels in row `y` of the mask.
    func ink(inRow y: Int) -> Int {
        var c = 0
        for x in 0..<width { c &+= Int(mask[y &* width &+ x]) }
        return c
    }

    /// The rows of a thin piece of ink touching the strip's top row and left out of the band above it;
    /// nil when there is none (`BorderBar`). Only the rows above the band are counted.
    var borderPieceAbove: Range<Int>? {
        guard band.lowerBound > 0 else { return nil }
        let active = LineSplitter.activeInk(width: width)
        let counts = (0..<band.lowerBound).map { ink(inRow: $0) }
        guard counts[0] >= active, let gap = counts.firstIndex(where: { $0 < active }),
              counts[gap...].allSatisfy({ $0 < active }) else { return nil }
        return thin(0..<gap) ? 0..<gap : nil
    }

    /// The rows of a thin piece of ink touching the strip's bottom row and left out of the band below it.
    var borderPieceBelow: Range<Int>? {
        guard band.upperBound < height else { return nil }
        let active = LineSplitter.activeInk(width: width)
        let rows = Array(band.upperBound..<height)
        let counts = rows.map { ink(inRow: $0) }
        guard counts[counts.count - 1] >= active, let last = counts.lastIndex(where: { $0 < active }),
              counts[...last].allSatisfy({ $0 < active }) else { return nil }
        return thin(rows[last] + 1..<height) ? rows[last] + 1..<height : nil
    }

    /// Whether a piece of `rows` is as thin as a digit's bar beside the band.
    private func thin(_ rows: Range<Int>) -> Bool { Double(rows.count) <= BorderBar.pieceShare * Double(band.count) }

    /// Share of the pixels of `rows` by `columns` that are ink.
    func inkShare(_ rows: Range<Int>, _ columns: Range<Int>) -> Double {
        var n = 0
        for y in rows { for x in columns where mask[y &* width &+ x] != 0 { n += 1 } }
        return Double(n) / Double(max(1, rows.count * columns.count))
    }

    /// The longest run of columns from `left` to `right` (strip pixels) with ink in any of `rows`, one
    /// column without ink bridged; nil when none has ink.
    func longestInkedRun(_ rows: Range<Int>, from left: Double, to right: Double) -> Range<Int>? {
        let x0 = max(0, Int(left.rounded(.down))), x1 = min(width, Int(right.rounded(.up)))
        guard x0 < x1 else { return nil }
        let inked = (x0..<x1).map { x in rows.contains { mask[$0 &* width &+ x] != 0 } }
        var best: Range<Int>? = nil, start = 0, last = -3
        for (k, on) in inked.enumerated() where on {
            if k - last > 2 { start = k }
            last = k
            if k + 1 - start > (best?.count ?? 0) { best = (x0 + start)..<(x0 + k + 1) }
        }
        return best
    }
}
