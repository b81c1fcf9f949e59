/// Many electricity meters draw the digits after the point smaller than the others, standing on the
/// line's foot, and often show no point before them: 011039 and a small 3 mean 011039.3. On a layout
/// that says so (`LineLayout.smallDecimals`), such a digit makes a cell of its own, sampled in its own
/// rows and a box as wide as a digit of its height; the interpreter reads it as a decimal.
///
/// A piece is such a digit when it
/// - spans `smallDigitShare` of the band's height,
/// - starts no higher than `smallDigitTopShare` down the band and reaches its foot (a unit label printed
///   beside the digits' tops ends well above the foot),
/// - is no wider than a digit of its height (`smallDigitWidthShare`) or than 0.75 of a full-size digit
///   (`smallDigitFullWidthShare`),
/// - and its box starts within a digit's width after the character before it.
/// A unit label printed just above the small digit (kW) joins it in one column run; the piece under
/// the label's row gap is taken instead (`underLabel`).
/// The small digit's levels are its own (`SegmentSampler.ownScale`).
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
    /// A small digit wider than that for its height still passes when it is no wider than this share of
    /// the line's digit width: a squashed crop's small font can be as wide as tall (011301 and a small 0
    /// 26 px wide, 25 tall, after digits 39 wide), while the lower part of a faded full-size digit is as
    /// wide as a full digit.
    static let smallDigitFullWidthShare = 0.75

    /// The cell of run `r` as a small decimal after `last`, or nil when it is not shaped and placed as one.
    /// `off` is the deskewed columns' offset, `top` the band's first row, `hd` its height.
    func smallDecimalCell(_ r: Run, off: Int, top: Int, hd: Double, digitWidth: Double, stroke: Double,
                          after last: CharacterCell) -> CharacterCell? {
        let h = Double(r.bottom - r.top + 1), w = Double(r.x1 - r.x0 + 1)
        guard Self.smallDigitShare.contains(h / hd),
              Double(r.top) >= Double(top) + Self.smallDigitTopShare * hd,
              Double(r.bottom + 1) >= Double(top) + Self.smallDigitFootShare * hd else { return nil }
        let smallWidth = digitWidth * h / hd
        guard w <= Self.smallDigitWidthShare * smallWidth || w <= Self.smallDigitFullWidthShare * digitWidth,
              w >= 0.5 * stroke else { return nil }
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

/// A unit label (kW) printed just above a small decimal joins it in one column run as tall as a digit.
/// The run's rows are split at the widest row gap with no ink in its columns; the piece under the gap is
/// the small digit when it is shaped and placed as one (`smallDecimalCell`).
extension DigitSegmenter {
    /// Tallest a unit label above a small decimal is, as a share of the band's height (a digit's upper
    /// part, cut from its lower one by a faded middle, is taller).
    static let unitLabelShare = 0.3

    /// The run `r` without the ink above its widest empty row gap (deskewed columns, points `xs`/`ys`):
    /// the gap starts 0.1...0.6 down the band, and the ink above it is no taller than `unitLabelShare`;
    /// nil when there is no such gap.
    func underLabel(_ r: Run, xs: [Int32], ys: [Int32], off: Int, shear: Double, yc: Double, top: Int, hd: Double) -> Run? {
        let rows = Int(hd.rounded())
        guard rows > 4 else { return nil }
        var rowInk = [Int](repeating: 0, count: rows)
        for i in 0..<xs.count {
            let y = Int(ys[i])
            let b = (Double(xs[i]) - shear * (yc - Double(y))).roundedInt + off
            guard b >= r.x0, b <= r.x1, y - top >= 0, y - top < rows else { continue }
            rowInk[y - top] += 1
        }
        // The widest run of empty rows starting in the band's upper part with ink above and below it.
        let lo = Int(0.1 * hd), hi = Int(0.6 * hd)
        var best: (start: Int, end: Int)? = nil
        var y = lo
        while y < hi {
            guard rowInk[y] == 0 else { y += 1; continue }
            var e = y
            while e + 1 < rows && rowInk[e + 1] == 0 { e += 1 }
            let above = rowInk[0..<y].contains { $0 > 0 }
            if above, e + 1 < rows, best.map({ e - y > $0.end - $0.start }) ?? true { best = (y, e) }
            y = e + 1
        }
        guard let gap = best else { return nil }
        // The label is short: not the upper part of a digit whose middle faded.
        guard let labelTop = rowInk[0..<gap.start].firstIndex(where: { $0 > 0 }),
              Double(gap.start - labelTop) <= Self.unitLabelShare * hd else { return nil }
        let cut = top + gap.end + 1
        var piece = Run(x0: Int.max, x1: Int.min, top: Int.max, bottom: Int.min, mass: 0)
        for i in 0..<xs.count {
            let y = Int(ys[i])
            guard y >= cut else { continue }
            let b = (Double(xs[i]) - shear * (yc - Double(y))).roundedInt + off
            guard b >= r.x0, b <= r.x1 else { continue }
            piece.x0 = min(piece.x0, b); piece.x1 = max(piece.x1, b)
            piece.top = min(piece.top, y); piece.bottom = max(piece.bottom, y); piece.mass += 1
        }
        guard piece.x0 <= piece.x1 else { return nil }
        return piece
    }
}
