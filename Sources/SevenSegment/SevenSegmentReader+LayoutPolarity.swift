/// A given light-emitting display (every line light on dark) whose lines the splitter flipped to dark ink: the line splitter decides which
/// side of the gray levels is ink by the share of light pixels, and a washed-out photo of a lit LED (a
/// bright window frame or a light halo round clipped white segments) has more light pixels than dark
/// ones inside the box, so its lines are read as dark ink on a light panel and nothing reads. Where the
/// given display read nothing complete by any other look, it is read once more with every line in its
/// layout's polarity as given (`ReaderOptions.fixedPolarity`), under the strict cross-check (the fixed
/// polarity is a second guess of the reader's). panel-timer's washed-out 00.17 and 00.32 (white clipped
/// segments in a red halo inside a bright window frame) read this way. Only light-on-dark layouts: a lit
/// segment gives off light and is never darker than its own panel, while an LCD read dark-on-light as laid
/// out turns light under glare (on rendered LCDs read in their layout's polarity this look misread).
extension SevenSegmentReader {
    func readInLayoutPolarity(_ image: GrayImage, layout: DisplayLayout, display: Quad) -> DisplayReading? {
        guard options.readsLayoutPolarity, !options.fixedPolarity,
              layout.lines.allSatisfy({ $0.polarity == .lightOnDark }) else { return nil }
        var fixed = self
        fixed.options.fixedPolarity = true
        let r = fixed.read(image, layout: layout, display: display, margin: options.quadMargin, crossCheck: .strict)
        return r.isComplete ? r : nil
    }
}
