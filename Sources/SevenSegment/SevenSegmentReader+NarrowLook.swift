/// A look at a line with a narrower local mean. The plain view measures each pixel against the mean of
/// a window half the strip's height across: on a found display (a photo of a whole pump window, a
/// shadow over half of it) that window takes in bright strokes and shading alike, and a weak segment
/// beside them falls below the threshold ("53.00" read as ".00"). Measured against a window a sixth of
/// the strip's height across (`LineSplitter.narrowRadius`), the same segment stands out from its own
/// surroundings.
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
                    after first: LineReading) -> LineReading? {
        guard !first.isComplete, crossCheck != .none, !options.fixedPolarity else { return nil }
        // A line that may show a word is not read again as a number.
        guard !first.issues.contains(where: { if case .wordLike = $0 { return true }; return false }) else { return nil }
        let narrow = readLine(display, line: line, hints: hints, crossCheck: .strict, radius: LineSplitter.narrowRadius)
        // Fewer characters than the first look saw: the narrow view lost one (a shadowed "_3.00" read as
        // "3.00"), as a second look may not (`SecondLook`).
        guard narrow.isComplete, narrow.characters.count >= first.characters.count else { return nil }
        return narrow
    }
}
