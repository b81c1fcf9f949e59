/// A given box looser than its display. A person lining up an overlay, or a roi drawn round a meter's
/// whole window, leaves a margin round the digits; the wider it is, the smaller the digits come out of
/// the dewarp and the more of the window's surroundings they share it with. Given boxes 20% to 45% larger
/// than the labelled rois misread: a point lost (3.55 read 355, 37.5 read 375), a leading digit taken
/// for clutter (811 read 11), a glare blob beside the last digit named (804 read 8047).
///
/// The row of digits found inside the box (`digitRowQuad`, as for a display found with no quad) reads
/// those right: it is dewarped at the digits' own size. So where the layout's only line fills its display
/// (the row then stands for the line), a complete reading is checked against the row: where the row as
/// found reads otherwise and the row's variants (`readRowVariants`) agree on another text, the reading is
/// refused. It is not replaced by the row's: with a box 45% too large, the row's variants agreed on 80.30
/// for a timer's 00.30 (a ghost-lit 0) that the box read right, and on 640 for 2640. A point the two
/// disagree on is refused without the variants (`SevenSegmentReader+GivenRowPoint`); a reading the box left
/// open only at unresolved characters is completed by the row (`SevenSegmentReader+GivenRowFill`), never
/// one a guard doubted: cut tight round the digits, the row loses what the box's guards look at (a 7's top
/// bar at the crop's border read 77 as 11, `BorderBarTests`).
/// A row found where the line fills only part of its display (a glucometer's digits beside its icons) is
/// read against the wrong region: not compared.
extension SevenSegmentReader {
    /// The least share of the display's width and height the layout's one line must fill.
    static let givenRowLineFill = 0.9
    /// The largest share of the box's area the row may take and still be compared. Higher than a found
    /// display's 0.85: a small meter's row with its margins takes 86% to 89% of a box only 30% too large
    /// (68 x 54 pixels round a clamp meter's 3.55), and is still read at its own, larger scale.
    static let givenRowLargestShare = 0.95

    func checkedAgainstRow(_ r: DisplayReading, image: GrayImage, layout: DisplayLayout, display: Quad) -> DisplayReading {
        guard options.checksGivenRow, r.isComplete, layout.lines.count == 1, let line = layout.lines.first,
              line.region.width >= Self.givenRowLineFill, line.region.height >= Self.givenRowLineFill,
              r.lines.count == 1,
              let row = digitRowQuad(image, layout: layout, quad: display, largestShare: Self.givenRowLargestShare) else { return r }
        // The row as found agreeing: nothing to check further.
        let t = read(image, layout: layout, display: row, margin: 0, crossCheck: .relaxed, stretchedRetry: true)
        if t.isComplete && t.text == r.text { return r }
        if pointDisputedByRow(r, rowAsFound: t) {
            return optionalPointSeenByRow(r, rowAsFound: t, image: image, layout: layout, row: row) ?? refused(r, against: t)
        }
        let v = readRowVariants(image, layout: layout, row: row, crossCheck: .relaxed, baseAlone: true, agreeing: r.text, asFound: t)
        guard v.isComplete, v.text != r.text else { return r }
        return refused(r, against: v)
    }

    /// `r` not sure at the first character where `other`'s text departs from it.
    func refused(_ r: DisplayReading, against other: DisplayReading) -> DisplayReading {
        var refused = r
        let k = zip(r.lines[0].text, other.lines[0].text).prefix { $0 == $1 }.count
        refused.lines[0].issues.append(.ambiguous(position: min(k, max(0, r.lines[0].characters.count - 1))))
        return refused
    }
}
