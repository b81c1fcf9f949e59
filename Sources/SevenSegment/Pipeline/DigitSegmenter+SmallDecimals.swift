/// Many electricity meters draw the digits after the point smaller than the others, standing on the
/// line's foot, and often show no point before them: 011039 and a small 3 mean 011039.3. On a layout
/// that says so (`LineLayout.smallDecimals`), such a digit makes a cell of its own, sampled in its own
/// rows and a box as wide as a digit of its height; the interpreter reads it as a decimal.
///
/// A piece is such a digit when it
/// - spans `smallDigitShare` of the band's height,
/// - starts no higher than `smallDigitTopShare` down the band and reaches its foot (a unit label printed
///   beside the digits' tops ends well above the foot),
/// - is no wider than a digit of its height (`smallDigitWidthShare`),
/// - and its box starts within a digit's width after the character before it.
/// Anything else small after the digits still leaves the reading unsure (`smallCharacterAfter`).
extension DigitSegmenter {
    /// Heights of a small digit, as shares of the band's.
    static let smallDigitShare = 0.4...0.7
    /// Highest a small digit's top stands, as a share of the band down from its top.
    static let smallDigitTopShare = 0.25
    /// Lowest a small digit's foot stands, as a share of the band down from its top.
    static let smallDigitFootShare = 0.85
    /// Widest a small digit is, as a share of the width of a digit of its height (a small font may be a
    /// little wider for its height): the lower part of a full-size digit whose upper part faded is as
    /// wide as a full digit, at least 1/0.7 as wide as that.
    static let smallDigitWidthShare = 1.3

    /// The cell of run `r` as a small decimal after `last`, or nil when it is not shaped and placed as one.
    /// `off` is the deskewed columns' offset, `top` the band's first row, `hd` its height.
    func smallDecimalCell(_ r: Run, off: Int, top: Int, hd: Double, digitWidth: Double, stroke: Double,
                          after last: CharacterCell) -> CharacterCell? {
        let h = Double(r.bottom - r.top + 1), w = Double(r.x1 - r.x0 + 1)
        guard Self.smallDigitShare.contains(h / hd),
              Double(r.top) >= Double(top) + Self.smallDigitTopShare * hd,
              Double(r.bottom + 1) >= Double(top) + Self.smallDigitFootShare * hd else { return nil }
        let smallWidth = digitWidth * h / hd
        guard w <= Self.smallDigitWidthShare * smallWidth, w >= 0.5 * stroke else { return nil }
        let x0 = Double(r.x0 - off), x1 = Double(r.x1 - off + 1)
        guard x0 >= last.inkX1 else { return nil }
        var cell = CharacterCell(kind: .glyph, x0: x0, x1: x1, inkX0: x0, inkX1: x1, point: false,
                                 top: Double(r.top), bottom: Double(r.bottom + 1))
        if w < 0.5 * smallWidth {
            cell.kind = .narrow; cell.x0 = x1 - smallWidth
        } else if w < 0.85 * smallWidth {
            cell.x0 = x1 - smallWidth
        }
        // Its box (a 1's reaches left of its stroke) starts within a digit's width of the ink before it.
        guard cell.x0 - last.inkX1 <= digitWidth else { return nil }
        cell.small = true
        return cell
    }
}
