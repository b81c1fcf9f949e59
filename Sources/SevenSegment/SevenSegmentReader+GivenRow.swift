/// A given box looser than its display. A person lining up an overlay, or a roi drawn round a meter's
/// whole window, leaves a margin round the digits; the wider it is, the smaller the digits come out of
/// the dewarp and the more of the window's surroundings they share it with. Given boxes 20% to 45% larger
/// than the labelled rois misread: a point lost (3.55 read 355, 37.5 read 375), a leading digit taken
/// for clutter (811 read 11), a glare blob beside the last digit named (804 read 8047).
///
/// The row of digits found inside the box (`digitRowQuad`, as for a display found with no quad) reads
/// those right: it is dewarped at the digits' own size. So where the layout's only line fills its display
/// (the row then stands for the line), the row is read as well:
/// - a complete reading the row contradicts (the row's variants, `readRowVariants`, agreeing on another
///   text) is refused. It is not replaced by the row's: with a box 45% too large, the row's variants
///   agreed on 80.30 for a timer's 00.30 (a ghost-lit 0) that the box read right, and on 640 for 2640;
/// - an incomplete one takes the row's reading under the strict cross-check (as a found display's), its
///   variants agreeing and it keeping every character the box saw: a 9 under glare read 33 for 93 under the
///   relaxed one, and rows that lost a leading digit 2230 as 223.
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
        guard options.checksGivenRow, layout.lines.count == 1, let line = layout.lines.first,
              line.region.width >= Self.givenRowLineFill, line.region.height >= Self.givenRowLineFill,
              r.lines.count == 1,
              let row = digitRowQuad(image, layout: layout, quad: display, largestShare: Self.givenRowLargestShare) else { return r }
        if r.isComplete {
            // The row as found agreeing: nothing to check further.
            let t = read(image, layout: layout, display: row, margin: 0, crossCheck: .relaxed, stretchedRetry: true)
            if t.isComplete && t.text == r.text { return r }
            let v = readRowVariants(image, layout: layout, row: row, crossCheck: .relaxed, baseAlone: true)
            guard v.isComplete, v.text != r.text else { return r }
            var refused = r
            let k = zip(r.lines[0].text, v.lines[0].text).prefix { $0 == $1 }.count
            refused.lines[0].issues.append(.ambiguous(position: min(k, max(0, r.lines[0].characters.count - 1))))
            return refused
        }
        let v = readRowVariants(image, layout: layout, row: row, crossCheck: .strict, baseAlone: true)
        guard v.isComplete, Self.seenCharacters(v.lines[0]) >= Self.seenCharacters(r.lines[0]) else { return r }
        return v
    }
}
