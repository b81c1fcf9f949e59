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
        guard !image.isEmpty, !layout.lines.isEmpty else { return DisplayReading(quad: quad, issues: [.displayNotFound]) }
        if let quad {
            guard let display = DisplayLocator(margin: options.quadMargin).refine(quad, in: image) else {
                return DisplayReading(quad: quad, issues: [.displayNotFound])
            }
            return read(image, layout: layout, display: display.quad, margin: options.quadMargin)
        }
        // No quad: try the whole frame (the image may already be a crop of the display), then the
        // display-like regions found (stepping inside their frame); the first complete reading wins.
        let whole = Quad(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        var quads = [whole]
        quads += DisplayLocator(margin: options.quadMargin).candidates(in: image, layout: layout).prefix(2)
            .compactMap { DisplayLocator(margin: -0.03).refine($0.quad, in: image)?.quad }
        var first: DisplayReading? = nil
        for q in quads {
            let r = read(image, layout: layout, display: q, margin: q == whole ? 0 : -0.03)
            if r.isComplete { return r }
            if first == nil && !r.lines.isEmpty && q != whole { first = r }
        }
        return first ?? DisplayReading(issues: [.displayNotFound])
    }

    /// Reads the display inside `quad` (frame pixels, already widened or found). `margin` is how far
    /// `quad` was widened around the display (a fraction of its size per side; negative = stepped
    /// inside), so the layout's line regions land where the display really has them.
    func read(_ image: GrayImage, layout: DisplayLayout, display quad: Quad, margin: Double = 0) -> DisplayReading {
        let (qw, qh) = Dewarper.size(of: quad)
        guard qw >= 12, qh >= 8 else { return DisplayReading(quad: quad, issues: [.displayTooSmall]) }
        let minLine = layout.lines.map(\.region.height).min() ?? 1
        var scale = options.lineHeight / max(1, qh * minLine)
        scale = min(scale, options.maximumUpscale)
        if qw * scale > Double(options.maximumWidth) { scale = Double(options.maximumWidth) / qw }
        let ow = max(16, Int((qw * scale).rounded())), oh = max(12, Int((qh * scale).rounded()))
        guard let dewarped = Dewarper().dewarp(image, quad: quad, width: ow, height: oh) else {
            return DisplayReading(quad: quad, issues: [.displayNotFound])
        }
        var reading = DisplayReading(quad: quad)
        reading.sharpness = ImageMeasures.laplacianVariance(dewarped.image)
        reading.glare = ImageMeasures.glare(dewarped)
        if options.keepCrop { reading.crop = dewarped.image }
        for var line in layout.lines {
            line.region = line.region.insideWidened(by: margin)
            reading.lines.append(readLine(dewarped.image, line: line, hints: layout.hints))
        }
        if !reading.glare.isEmpty && !reading.isComplete { reading.issues.append(.glare) }
        if reading.lines.allSatisfy({ $0.issues.contains(.lowContrast) }) { reading.issues.append(.lowContrast) }
        return reading
    }

    /// One line through splitter, segmenter, sampler, decoder and the layout's rules; a line that does not
    /// read completely gets a second look with the ink taken as bar response (shading and reflections
    /// removed), kept only when that one reads completely.
    public func readLine(_ display: GrayImage, line: LineLayout, hints: RecognitionHints) -> LineReading {
        let first = readLine(display, line: line, hints: hints, splitter: LineSplitter())
        // A line that may show a word is not read again as a number.
        let wordLike = first.issues.contains { if case .wordLike = $0 { return true }; return false }
        guard !first.isComplete, !wordLike else { return first }
        let second = readLine(display, line: line, hints: hints, splitter: LineSplitter(bars: true))
        return second.isComplete ? second : first
    }

    func readLine(_ display: GrayImage, line: LineLayout, hints: RecognitionHints, splitter: LineSplitter) -> LineReading {
        let split = splitter.splitFollowingDigits(display, region: line.region, polarity: line.polarity)
        guard let strip = split.strip else {
            return LineReading(field: line.field, text: "", characters: [], issues: [split.issue ?? .lowContrast])
        }
        let grid = DigitGrid(region: line.region, displayWidth: display.width, strip: strip, digits: line.digits)
        let segmenter = DigitSegmenter(pointsAtFixedPlace: !line.floatingPoint && line.decimals > 0)
        let segmented = grid.keepInside(segmenter.segment(strip, hints: hints))
        let sampled = SegmentSampler().sample(strip, line: segmented)
        let decoded = GlyphDecoder(minimumConfidence: options.minimumConfidence).decode(sampled, words: line.words)
        var reading = LineInterpreter().interpret(decoded, cells: segmented.cells, segmented: segmented, layout: line)
        for i in reading.characters.indices {
            let c = segmented.cells[i]
            let x0 = Int(segmented.stripX(c.x0, Double(segmented.bottom)).rounded(.down)) + strip.origin.x
            let x1 = Int(segmented.stripX(c.x1, Double(segmented.top)).rounded(.up)) + strip.origin.x
            reading.characters[i].cell = PixelRect(x: x0, y: segmented.top + strip.origin.y, width: max(1, x1 - x0),
                                                   height: segmented.bottom - segmented.top)
        }
        return reading
    }
}
