/// A leading "1" standing tight against a 3 or a 7 (`DigitSegmenter+JoinedOne`).
///
/// A blood-pressure monitor's leading 1 stands close to the next digit; binarised, the one or two columns
/// between them keep a speck or two and the 1 and a 3 make one run of columns (crops showing 135 and 134
/// read nothing: one cell for `13`, about a digit and a half wide). The joined-one cut asks the digit after
/// the 1 to begin with an upright stroke, because an 8 or a 0 whose segments stand apart, its left stroke
/// taken for the 1, leaves its bars alone after the empty column (2383.3 read 23133.3). A 3 and a 7 begin
/// with their bars alone too. Their bars run into their right stroke: from the first column crossed by two
/// bars on to the right stroke (a column inked over half the band) no column is empty. That alone does not
/// clear an 8: drawn with one-pixel gaps and dewarped to a smaller strip, an 8's gap closes on one side and
/// stays open on the other (2383.3 and 3047 were cut with it). So the digit is taken this way only where the
/// run leads its line (no digit-wide run before it), where a display's half digit "1" stands; an 8 there must
/// still be 1.3 times as wide as the line's other digits to be a candidate at all.
extension DigitSegmenter {
    /// Whether `digit`'s bars run into its right stroke with no empty column (at most `empty` pixels)
    /// between (see above); false where it shows no two bars or no right stroke.
    func barsRunIntoStroke(_ digit: Run, profile p: ColumnProfile, hd: Double, bar: Double, empty: Int) -> Bool {
        guard digit.x0 <= digit.x1,
              let bars = (digit.x0...digit.x1).first(where: { Double(p.proj[$0]) >= 2 * bar }),
              let stroke = (bars...digit.x1).first(where: { Double(p.proj[$0]) >= Self.leadStroke * hd }) else { return false }
        return !(bars...stroke).contains { p.proj[$0] <= empty }
    }
}
