import Foundation

/// The colour look's guards judged in the colour look's own cells.
///
/// The colour look (`SevenSegmentReader+ColourLook`) stands only where each character the gray look named
/// in the same cell loses segments only (`onlyTakesAway`), and a floating-point line it read without a
/// point only where the gray look named a digit and saw no point either (`neitherShowsPoint`). Both compare
/// the two looks cell by cell, as the gray look cut its cells: that holds while glare only adds light to
/// them. On the SELEC ammeter a glare patch on the panel just before the first digit is taken into the gray
/// look's row, its first cell starts 8 to 11 pixels left of the colour look's and every gray cell holds
/// parts of two digits: the gray look named 82's 8 a 1, and the colour look's right reading was refused.
///
/// Where those guards refuse a complete colour reading of a given display (`crossCheck == .none`), the
/// gray frame is sampled in the colour look's own cells (`grayInOwnCells`: the gray look's plain view of
/// the same dewarp, sampled and decoded in the very cells, slant and stroke the colour look segmented) and
/// the reading stands where, judged there (`standsInOwnCells`): every segment the colour look lights is
/// lit or faint in gray (glare and glow only add; but a character the gray frame names nothing in may lack one,
/// `SevenSegmentReader+ColourCompletesGray`), some cell names a digit, and a floating-point line read
/// without a point has no lit point-sized spot in gray in any gap between its characters, nor a point the
/// gray look cut out. A jittered box read 677 as 673 on the colour look: in its own cells the gray frame
/// shows the 7, whose middle and bottom bars are dark, and the reading is still refused.
extension SevenSegmentReader {
    /// One line of the gray frame sampled in the colour look's cells: the decoded characters, and whether
    /// every gap after a character but the last shows no lit point-sized spot (its level under
    /// `LineInterpreter.darkPointLevel`).
    struct OwnCellsLine {
        var decoded: DecodedLine
        var pointsDark: Bool
    }

    /// Whether `colour` stands when judged in its own cells: `own` (`grayInOwnCells`) lit or faint in
    /// every segment each colour character is lit in and naming a digit on every line; and every line that
    /// lacks a point its layout lets it show is, with `pointless`, a floating-point line (no hidden point)
    /// with no point in `gray` (the gray look's own cells) nor a lit spot in any gap of `own`.
    /// With `completes`, one character per line may light a segment `own` shows dark where `own` names nothing there
    /// (`completesUnnamed`).
    static func standsInOwnCells(_ colour: DisplayReading, own: [OwnCellsLine], gray: DisplayReading, layout: DisplayLayout,
                                 pointless: Bool, completes: Bool = false) -> Bool {
        guard colour.lines.count == own.count, colour.lines.count == gray.lines.count,
              colour.lines.count == layout.lines.count else { return false }
        for (i, line) in layout.lines.enumerated() {
            let c = colour.lines[i], o = own[i].decoded
            guard c.characters.count == o.characters.count, o.characters.contains(where: \.character.isNumber) else { return false }
            // One unnamed gray character a segment short of the colour one may be completed (`completesUnnamed`).
            var completed = 0
            for (a, b) in zip(c.characters, o.characters) where !a.segments.isSubset(of: b.segments.union(b.faint)) {
                guard completes, completed == 0, completesUnnamed(a, gray: b) else { return false }
                completed += 1
            }
            guard line.mayShowPoint, !c.text.contains(".") else { continue }
            guard pointless, line.floatingPoint, !line.pointMayBeHidden, !gray.lines[i].text.contains("."),
                  own[i].pointsDark else { return false }
        }
        return true
    }

    /// The gray look's dewarp (`gray.crop`) sampled, line by line, in the cells `colour` was read in
    /// (`ColourCellProbe`), each line's strip cut from it as the gray look's plain view cuts it; nil where a
    /// line's cells were not noted or were read in a dewarp of another size.
    func grayInOwnCells(_ colour: DisplayReading, gray: DisplayReading, layout: DisplayLayout, margin: Double,
                        probe: ColourCellProbe) -> [OwnCellsLine]? {
        guard let crop = gray.crop, colour.lines.count == layout.lines.count else { return nil }
        var out: [OwnCellsLine] = []
        for (i, line) in layout.lines.enumerated() {
            guard let noted = probe.noted(colour.lines[i].characters.map(\.cell)),
                  noted.width == crop.width, noted.height == crop.height else { return nil }
            let split = plainSplitter(found: false)
                .splitFollowingDigitsIn(crop, region: line.region.insideWidened(by: margin), polarity: line.polarity).outcome
            guard let strip = split.strip else { return nil }
            let cells = noted.segmented.shifted(x: Double(noted.origin.x - strip.origin.x), y: noted.origin.y - strip.origin.y)
            let sampled = SegmentSampler(pointLevels: true, footReaches: false).sample(strip, line: cells)
            let decoded = GlyphDecoder(minimumConfidence: options.minimumConfidence).decode(sampled, words: line.words)
            let dark = LineInterpreter.darkPointLevel(decoded)
            out.append(OwnCellsLine(decoded: decoded, pointsDark: decoded.pointLevels.dropLast().allSatisfy { $0 < dark }))
        }
        return out
    }
}

/// The cells each line read on the colour look was segmented in, noted by every line read (shared by the
/// copies of one reader over one reading): what `grayInOwnCells` samples the gray frame in.
final class ColourCellProbe: @unchecked Sendable {
    struct Noted {
        /// The cells as the line's reading holds them (display-crop pixels).
        var cells: [PixelRect?]
        var segmented: SegmentedLine
        /// The strip's origin in the dewarped display, and that display's size.
        var origin: (x: Int, y: Int)
        var width: Int, height: Int
    }
    private let lock = NSLock()
    private var lines: [Noted] = []

    func note(_ n: Noted) { lock.lock(); lines.append(n); lock.unlock() }

    /// The last line noted whose reading's cells are `cells`.
    func noted(_ cells: [PixelRect?]) -> Noted? {
        lock.lock(); defer { lock.unlock() }
        return lines.last { $0.cells == cells }
    }
}

extension SegmentedLine {
    /// The same cells `dx` pixels right and `dy` down: in the coordinates of another strip of the same
    /// display whose origin lies that far up and left of this one's.
    func shifted(x dx: Double, y dy: Int) -> SegmentedLine {
        var s = self
        s.top += dy; s.bottom += dy
        for i in s.cells.indices {
            s.cells[i].x0 += dx; s.cells[i].x1 += dx; s.cells[i].inkX0 += dx; s.cells[i].inkX1 += dx
            if s.cells[i].bottom > s.cells[i].top { s.cells[i].top += Double(dy); s.cells[i].bottom += Double(dy) }
        }
        return s
    }
}
