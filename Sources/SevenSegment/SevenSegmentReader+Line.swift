extension SevenSegmentReader {
    /// One line through splitter, segmenter, sampler, decoder and the layout's rules.
    ///
    /// A line that does not read completely gets a second look with the ink taken as bar response
    /// (`LineSplitter(bars: true)`: shading, reflections and window edges removed, which often finds the
    /// digits the first look lost). Bar response can also lose or invent a segment (a thick stroke seen as
    /// two edges, a middle bar squeezed between others), so its reading stands only when the plain ink,
    /// sampled in the very same cells, decodes to the same characters: two independent views must agree.
    public func readLine(_ display: GrayImage, line: LineLayout, hints: RecognitionHints) -> LineReading {
        let plain = LineSplitter().split(display, region: line.region, polarity: line.polarity)
        let first = readLine(display, line: line, hints: hints, split: plain, check: nil)
        guard !first.isComplete, let plainStrip = plain.strip else { return first }
        let bars = LineSplitter(bars: true).split(display, region: line.region, polarity: line.polarity)
        let second = readLine(display, line: line, hints: hints, split: bars, check: plainStrip)
        return second.isComplete ? second : first
    }

    /// Reads a line from one split. With `check` (another strip of the same pixels), each character must
    /// also decode the same from `check`'s ink in the same cells, or it is reported ambiguous.
    func readLine(_ display: GrayImage, line: LineLayout, hints: RecognitionHints, split: LineSplitter.Outcome,
                  check: LineStrip?) -> LineReading {
        guard let strip = split.strip else {
            return LineReading(field: line.field, text: "", characters: [], issues: [split.issue ?? .lowContrast])
        }
        let grid = DigitGrid(region: line.region, displayWidth: display.width, strip: strip, digits: line.digits)
        let segmented = grid.keepInside(DigitSegmenter().segment(strip, hints: hints))
        let decoder = GlyphDecoder(minimumConfidence: options.minimumConfidence)
        let decoded = decoder.decode(SegmentSampler().sample(strip, line: segmented), words: line.words)
        var reading = LineInterpreter().interpret(decoded, cells: segmented.cells, segmented: segmented, layout: line)
        if split.edgeDoubt {
            reading.issues.append(.digitCountMismatch(expected: line.digits, found: reading.characters.count))
        }
        if let check, check.width == strip.width, check.height == strip.height {
            let other = decoder.decode(SegmentSampler().sample(check, line: segmented), words: line.words)
            for i in decoded.characters.indices where i < other.characters.count
                && (other.characters[i].character != decoded.characters[i].character
                    || other.characters[i].segments != decoded.characters[i].segments) {
                reading.issues.append(.ambiguous(position: i))
            }
        }
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
