extension SevenSegmentReader {
    /// For a display the reader found itself, with a one-line layout: the quad (frame pixels) around the
    /// row of digits inside `quad` (`DigitRowLocator`), or nil when there is no clear row or it fills the
    /// quad anyway.
    func digitRowQuad(_ image: GrayImage, layout: DisplayLayout, quad: Quad) -> Quad? {
        guard layout.lines.count == 1, let line = layout.lines.first, line.region.height >= 0.6 else { return nil }
        let (qw, qh) = Dewarper.size(of: quad)
        guard qw >= 12, qh >= 8 else { return nil }
        let height = min(96.0, qh)
        let width = min(Double(options.maximumWidth), qw * height / qh)
        let ow = max(16, Int(width.rounded())), oh = max(12, Int((qh * width / qw).rounded()))
        guard let dewarped = Dewarper().dewarp(image, quad: quad, width: ow, height: oh),
              let r = DigitRowLocator().locate(dewarped.image, polarity: line.polarity) else { return nil }
        // Nothing trimmed: the same pixels would be read again.
        guard Double(r.area) < 0.85 * Double(ow * oh) else { return nil }
        let h = dewarped.toFrame
        return Quad(topLeft: h.apply(Double(r.x), Double(r.y)), topRight: h.apply(Double(r.maxX), Double(r.y)),
                    bottomRight: h.apply(Double(r.maxX), Double(r.maxY)), bottomLeft: h.apply(Double(r.x), Double(r.maxY)))
    }
}
