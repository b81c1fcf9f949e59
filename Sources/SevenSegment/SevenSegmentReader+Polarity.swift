/// Polarity judged by what reads. The line splitter decides which side of the gray levels is ink by the
/// share of light pixels, which fails on a crop where the display's light panel (dark digits) fills
/// most of the frame inside a dark bezel, or where bold light digits cover half of it. When the frame
/// read in the splitter's polarity gives no complete reading, it is read in each polarity as given
/// (never flipped by the light share): the polarity whose segments decode to characters wins. When
/// both decode completely and differently, which one is meant is unknown and nothing is read.
///
/// The frame is a crop whose digits may touch its edges, so it is read widened by the reader's quad
/// margin (edge pixels repeated: the digits stand a little apart from the border). A reading of nothing
/// but eights is no evidence (the gaps between bold segments, read the other way, make eights too), nor
/// is one with a character of low confidence (`polarityConfidence`), unless the other polarity's view
/// names no character at all: then the reader's own floor holds (`judged`).
/// Every reading must hold up to the strict cross-check, and no character's cell may reach past the
/// frame's left or right side (a digit cut by the crop misses the segments the cut took: a slanted 8
/// cut at its lower right reads as a 6), nor may ink stand at a side of the frame, in the characters'
/// rows, more than half a character away from the nearest character: a digit cut by the crop there (it
/// merges with the bezel and is dropped with it) would leave a reading one digit short.
extension SevenSegmentReader {
    func readEitherPolarity(_ image: GrayImage, layout: DisplayLayout, display quad: Quad) -> DisplayReading? {
        guard !options.fixedPolarity, options.quadMargin > 0 else { return nil }
        var fixed = self
        fixed.options.fixedPolarity = true
        let m = options.quadMargin
        let looks = [Polarity.lightOnDark, .darkOnLight].map { polarity in
            var laid = layout
            for i in laid.lines.indices { laid.lines[i].polarity = polarity }
            return fixed.readWidened(image, layout: laid, display: quad, margin: m)
        }
        return Self.judged(looks, floor: options.minimumConfidence)
    }

    /// Lowest character confidence a reading judged by its polarity must have: the reader's floor (0.6)
    /// is for a view the light share agreed with; this one is a second guess.
    static let polarityConfidence = 0.75

    /// The reading the looks in each polarity agree on: the complete ones of `polarityConfidence` or
    /// more, all of the same text. When there is none, a complete reading of the reader's own `floor`
    /// or more stands where it is the only look that names any character at all (the other view shows
    /// nothing it could read, not even an unresolved "_" with a digit beside it): then the polarity is
    /// no guess. `names`: the look named a character, complete or not.
    static func judged(_ looks: [(reading: DisplayReading?, names: Bool)], floor: Double) -> DisplayReading? {
        let complete = looks.compactMap(\.reading).filter { $0.confidence >= polarityConfidence }
        if let first = complete.first { return complete.allSatisfy({ $0.text == first.text }) ? first : nil }
        let naming = looks.filter(\.names)
        guard naming.count == 1, let only = naming[0].reading, only.confidence >= floor else { return nil }
        return only
    }

    /// `quad` widened by `margin` on every side, read with the strict cross-check; the reading is nil
    /// unless complete, not all eights and of the reader's confidence floor or more. `names`: the
    /// reading named a character (a digit, letter or sign, complete or not).
    func readWidened(_ image: GrayImage, layout: DisplayLayout, display quad: Quad,
                     margin: Double) -> (reading: DisplayReading?, names: Bool) {
        guard let widened = DisplayLocator(margin: margin).refine(quad, in: image) else { return (nil, false) }
        var fixed = self
        fixed.options.keepCrop = true
        var r = fixed.read(image, layout: layout, display: widened.quad, margin: margin, crossCheck: .strict)
        let names = r.lines.contains { $0.characters.contains { $0.character != "_" } }
        guard r.isComplete, !r.lines.contains(where: Self.onlyEights), let crop = r.crop,
              r.confidence >= options.minimumConfidence else { return (nil, names) }
        // The frame's sides in the dewarped display.
        let side = Double(crop.width) * margin / (1 + 2 * margin)
        guard Self.overshoot(r, from: side, to: Double(crop.width) - side) <= Self.maximumOvershoot,
              !Self.unexplainedSideInk(r, crop: crop, side: side, lightInk: layout.lines.first?.polarity == .lightOnDark)
        else { return (nil, names) }
        if !options.keepCrop { r.crop = nil }
        return (r, names)
    }

    /// Whether the frame's left or right side (in `crop`, `side` pixels in from its edges) holds ink in
    /// the rows of the characters while the nearest character ends more than half its width away. A
    /// bezel there counts too: a digit cut by the crop merges with it.
    static func unexplainedSideInk(_ reading: DisplayReading, crop: GrayImage, side: Double, lightInk: Bool) -> Bool {
        let cells = reading.lines.flatMap { $0.characters.compactMap(\.cell) }
        guard let first = cells.min(by: { $0.x < $1.x }), let last = cells.max(by: { $0.x + $0.width < $1.x + $1.width }) else { return false }
        let top = max(0, cells.map(\.y).min() ?? 0), bottom = min(crop.height, cells.map { $0.y + $0.height }.max() ?? crop.height)
        guard bottom > top else { return false }
        let t = Int(crop.otsuLevel)
        func inkShare(_ x0: Int, _ x1: Int) -> Double {
            var ink = 0, n = 0
            for y in top..<bottom {
                for x in max(0, x0)..<min(crop.width, x1) {
                    let v = Int(crop.pixels[y * crop.width + x])
                    if lightInk ? v > t : v <= t { ink += 1 }
                    n += 1
                }
            }
            return n == 0 ? 0 : Double(ink) / Double(n)
        }
        let left = Int(side.rounded()), right = crop.width - Int(side.rounded())
        let width = Double(max(first.width, last.width))
        if Double(first.x - left) > 0.5 * width && inkShare(left, left + 3) >= 0.2 { return true }
        if Double(right - (last.x + last.width)) > 0.5 * width && inkShare(right - 3, right) >= 0.2 { return true }
        return false
    }
}
