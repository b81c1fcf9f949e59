/// A look at a line with a narrower local mean. The plain view measures each pixel against the mean of
/// a window half the strip's height across: on a found display (a photo of a whole pump window, a
/// shadow over half of it) that window takes in bright strokes and shading alike, and a weak segment
/// beside them falls below the threshold ("53.00" read as ".00"). Measured against a window a sixth of
/// the strip's height across (`LineSplitter.narrowRadius`), the same segment stands out from its own
/// surroundings. Where that look does not read either, one with a window a tenth of the strip's height
/// across is taken when the wider narrow look does not contradict it (`SecondLook`).
///
/// The narrow view also lifts grain and the edges of reflections, so it is a last look, only where the
/// line did not read completely, and it is held to the strict cross-check: every character must decode
/// to the same segments from the bar-response ink of the same cells. It is looked at only on a display
/// the reader found itself (a display given by the caller was framed by a person or an overlay; there the
/// narrow view read more wrong digits than it found), and not under a polarity guessed by what reads
/// (`options.fixedPolarity`: a crop read both ways is already a guess, and grain read the other way
/// makes segments).
extension SevenSegmentReader {
    /// The narrow look at a line whose first reading `first` is not complete; nil where it is not looked
    /// at or does not read completely.
    func narrowLook(_ display: GrayImage, line: LineLayout, hints: RecognitionHints, crossCheck: CrossCheck,
                    after first: LineReading, radii: [Double] = LineSplitter.narrowRadii,
                    barViews: BarViews = BarViews()) -> LineReading? {
        guard !first.isComplete, crossCheck != .none, !options.fixedPolarity else { return nil }
        // A line that may show a word is not read again as a number.
        guard !first.issues.contains(where: { if case .wordLike = $0 { return true }; return false }) else { return nil }
        var previous: LineReading? = nil
        for radius in radii {
            let look = readLine(display, line: line, hints: hints, crossCheck: .strict, radius: radius, barViews: barViews)
            defer { previous = look }
            guard look.isComplete else { continue }
            // A narrower look must not contradict the wider one before it (`SecondLook`).
            if let previous, !SecondLook.accepts(look, after: previous) { continue }
            // Fewer characters than the first look saw: the narrow view lost one (a shadowed "_3.00" read as
            // "3.00"), as a second look may not (`SecondLook`); unless all it lost is unnamed clutter at the
            // line's border (a window's corner), beyond an empty place.
            guard look.characters.count >= first.characters.count
                    || Self.onlyBorderClutterLost(first, look, display: display, region: line.region)
                    || Self.onlyOverflowClutterLost(first, look, digits: line.digits, display: display, region: line.region) else { continue }
            return look
        }
        return nil
    }

    /// Whether every character of `first` that `narrow` has no cell for is unnamed, stands at the line's
    /// left or right border (a window's edge) and is set apart from `narrow`'s characters by an empty
    /// place: clutter, not a digit of the number (after a number's first digit no place is empty).
    static func onlyBorderClutterLost(_ first: LineReading, _ narrow: LineReading, display: GrayImage, region: Rect) -> Bool {
        let cells = narrow.characters.compactMap(\.cell)
        guard cells.count == narrow.characters.count, cells.count >= 2, let lo = cells.first, let hi = cells.last else { return false }
        let pitch = Double(hi.x - lo.x) / Double(cells.count - 1)
        let W = Double(display.width)
        let left = max(0, Int((region.x * W - 0.02 * W).rounded(.down)))
        let right = min(display.width, Int(((region.x + region.width) * W + 0.02 * W).rounded(.up)))
        for c in first.characters {
            guard let cell = c.cell else { return false }
            if cells.contains(where: { $0.x < cell.maxX && cell.x < $0.maxX }) { continue }
            guard c.character == "_" else { return false }
            let atLeft = cell.x <= left + 2 && Double(lo.x - cell.maxX) >= 1.5 * pitch
            let atRight = cell.maxX >= right - 2 && Double(cell.x - hi.maxX) >= 1.5 * pitch
            guard atLeft || atRight else { return false }
        }
        return true
    }
}
