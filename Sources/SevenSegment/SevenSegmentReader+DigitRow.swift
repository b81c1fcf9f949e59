extension SevenSegmentReader {
    /// For a display the reader found itself, with a one-line layout: the quad (frame pixels) around the
    /// row of digits inside `quad` (`DigitRowLocator`), or nil when there is no clear row or it fills the
    /// quad anyway (the row's box more than `largestShare` of the quad's area).
    func digitRowQuad(_ image: GrayImage, layout: DisplayLayout, quad: Quad, largestShare: Double = 0.85) -> Quad? {
        guard layout.lines.count == 1, let line = layout.lines.first, line.region.height >= 0.6 else { return nil }
        let (qw, qh) = Dewarper.size(of: quad)
        guard qw >= 12, qh >= 8 else { return nil }
        let height = min(96.0, qh)
        let width = min(Double(options.maximumWidth), qw * height / qh)
        let ow = max(16, Int(width.rounded())), oh = max(12, Int((qh * width / qw).rounded()))
        guard let dewarped = Dewarper().dewarp(image, quad: quad, width: ow, height: oh),
              let r = DigitRowLocator().locate(dewarped.image, polarity: line.polarity) else { return nil }
        // Nothing trimmed: the same pixels would be read again.
        guard Double(r.area) < largestShare * Double(ow * oh) else { return nil }
        return dewarped.toFrame.quad(of: r)
    }

    /// The row of digits read as found and with each side stepped in or out a little (a box that takes in
    /// a window edge, a reflection or half a point, or cuts a digit's edge, reads differently at each
    /// step). The row's reading is taken only when the variants that read completely all agree.
    /// `baseAlone`: the row as given may read alone (a row cut out of the display); false for a whole
    /// found display taken as its row, where three views must agree.
    /// `agreeing`: a text the caller already holds; a variant reading it settles that the row does not
    /// contradict it, and the base is returned doubted without the other variants being read (for that
    /// caller the same outcome as reading them all: two complete readings differ, or all read that text).
    /// `asFound`: the row as found, already read by the caller the same way (not read again).
    func readRowVariants(_ image: GrayImage, layout: DisplayLayout, row: Quad, crossCheck: CrossCheck,
                         baseAlone: Bool = true, agreeing: String? = nil, asFound: DisplayReading? = nil) -> DisplayReading {
        let base = asFound ?? read(image, layout: layout, display: row, margin: 0, crossCheck: crossCheck, stretchedRetry: true)
        var complete: [DisplayReading] = base.isComplete ? [base] : []
        let needed = base.isComplete && baseAlone ? 1 : 3
        var widerHoldsMore = false
        for (k, (l, r)) in Self.rowSteps.enumerated() {
            // The outcome is settled (the doubted base) once the variants left cannot make up the readings
            // needed, or two complete readings differ: the rest are not read.
            if complete.count + (Self.rowSteps.count - k) < needed { break }
            let q = Quad(topLeft: row.point(u: l, v: 0), topRight: row.point(u: 1 - r, v: 0),
                         bottomRight: row.point(u: 1 - r, v: 1), bottomLeft: row.point(u: l, v: 1))
            let t = read(image, layout: layout, display: q, margin: 0, crossCheck: crossCheck, stretchedRetry: true)
            // A variant reaching past the row that shows more of a right-aligned line: the row lost a digit.
            if base.isComplete && (l < 0 || r < 0) && Self.holdsMore(t, than: base, layout: layout) { widerHoldsMore = true; break }
            if t.isComplete {
                if let agreeing, t.text == agreeing {
                    var doubted = base
                    if !doubted.lines.isEmpty { doubted.lines[0].issues.append(.ambiguous(position: 0)) }
                    return doubted
                }
                if let f = complete.first, f.text != t.text { complete.append(t); break }
                complete.append(t)
            }
        }
        // The row as found reads alone (as it always has) unless a variant contradicts it; a reading first
        // found in the variants needs three of them agreeing (two let "1.473" through as "7973").
        guard !widerHoldsMore, let first = complete.first, complete.count >= needed,
              complete.allSatisfy({ $0.text == first.text }) else {
            var doubted = base
            if base.isComplete, !doubted.lines.isEmpty { doubted.lines[0].issues.append(.ambiguous(position: 0)) }
            return doubted
        }
        return first
    }

    /// Whether some right-aligned line of `wider` holds more characters (points aside) than the same line
    /// of `base`: a number that ends at its line's last place has no clutter beyond its digits, so the
    /// wider look saw a digit the row cut off (a found quad stopping before a washed-out last digit, 264
    /// read as 26). Lines that are not right-aligned (a pump window's edge, a unit sign) are not compared:
    /// there the wider look takes in clutter (fuel-pump-mq lost 2 readings, insulation-tester read with no
    /// quad 3).
    static func holdsMore(_ wider: DisplayReading, than base: DisplayReading, layout: DisplayLayout) -> Bool {
        guard base.lines.count == layout.lines.count, wider.lines.count == layout.lines.count else { return false }
        return layout.lines.indices.contains { k in
            layout.lines[k].rightAligned && seenCharacters(wider.lines[k]) > seenCharacters(base.lines[k])
        }
    }

    /// A line's characters, points aside.
    static func seenCharacters(_ line: LineReading) -> Int { line.characters.filter { $0.character != "." }.count }

    /// Left and right steps (a share of the row's width; positive = inside) of the row's variants.
    static let rowSteps: [(Double, Double)] = [(0, 0.03), (0, 0.06), (0.03, 0), (-0.03, 0), (0, -0.03), (0.03, 0.03),
                                               (0, 0.1), (0.06, 0), (0.06, 0.06), (0, -0.06), (-0.06, 0)]

    /// Where the digits fill a found display (no row to cut out of it), the display itself is its row.
    /// Not for a region cut by the frame's side (the caller passes nil): it may be a part of the display
    /// (a meter line crop read "003310.0" as "310.0" that way, three views agreeing).
    func fullRow(_ layout: DisplayLayout, _ quad: Quad?) -> Quad? {
        guard layout.lines.count == 1, let line = layout.lines.first, line.region.height >= 0.6 else { return nil }
        return quad
    }
}
