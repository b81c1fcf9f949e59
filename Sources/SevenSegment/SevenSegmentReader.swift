/// The recognizer: frame → locate display → dewarp → split lines and digits → sample segments → decode.
///
/// `quad` is where a person, an overlay or a roi says the display is, in frame pixels. It is never
/// exact: the reader must tolerate a few percent of error and some bezel. nil = find the display in the
/// whole frame.
public struct SevenSegmentReader: Sendable {
    public var options: ReaderOptions

    public init(options: ReaderOptions = ReaderOptions()) {
        self.options = options
    }

    public func read(_ image: GrayImage, layout: DisplayLayout, quad: Quad?) -> DisplayReading {
        // Replaced by the staged pipeline (DisplayLocator, Dewarper, LineSplitter, DigitSegmenter,
        // SegmentSampler, GlyphDecoder).
        DisplayReading(quad: quad, lines: [], issues: [.displayNotFound])
    }
}
