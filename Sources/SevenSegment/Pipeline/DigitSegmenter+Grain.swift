/// Grain: a column run made only of small specks (the grainy rest of unlit segments in a binarised
/// crop, dirt), as tall as the digits, after a character. No piece of it is as large as a quarter of a
/// segment (a digit's segments, even drawn small and apart, are larger), so it is no character and makes
/// no cell.
extension DigitSegmenter {
    /// Whether the ink in deskewed columns `x0...x1` (bins with `off`) holds no piece of ink larger than
    /// `grainShare` of a segment (a stroke wide, 0.4 of the band tall). `labels` / `comps`: the band's
    /// pieces.
    func isGrain(x0: Int, x1: Int, xs: [Int32], ys: [Int32], top: Int, width w: Int, shear: Double, yc: Double, off: Int,
                 labels: [Int32], comps: [InkCleaner.Component], stroke: Double, hd: Double) -> Bool {
        let largest = Self.grainShare * stroke * 0.4 * hd
        for i in 0..<xs.count {
            let y = Int(ys[i])
            let b = (Double(xs[i]) - shear * (yc - Double(y))).roundedInt + off
            guard b >= x0 && b <= x1 else { continue }
            let l = Int(labels[(y - top) * w + Int(xs[i])])
            if l > 0 && Double(comps[l - 1].area) >= largest { return false }
        }
        return true
    }

    /// Largest piece of grain, as a share of a segment's area.
    static let grainShare = 0.25
}
