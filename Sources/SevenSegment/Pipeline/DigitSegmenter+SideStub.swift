/// A short piece of ink cut by the strip's right side a column or two past the last digit (the foot of
/// the "M" of MΩ printed just after the digits, under a roi drawn a little wide): bridged into the
/// digit's column run, it widens a "1" into a glyph whose box takes the stub's ink for segments. The
/// column run stops before such a piece, which then stands alone (too short for a character; a smaller
/// digit standing on the line's foot still makes its own doubt).
extension DigitSegmenter {
    /// Tallest a piece at the strip's side may be, as a share of the band, to be kept out of the run
    /// before it: under the height every digit part that makes a cell needs (0.55).
    static let sideStubShare = 0.5

    /// Whether the inked columns from `start` on (up to the next column with less than `active` ink)
    /// hold ink reaching the strip's side and span fewer rows than `sideStubShare` of the band.
    func sideStub(from start: Int, proj: [Int], colTop: [Int], colBottom: [Int], atSide: [Bool], active: Int,
                  hd: Double) -> Bool {
        var end = start, top = Int.max, bottom = Int.min, side = false
        while end < proj.count && proj[end] >= active {
            top = min(top, colTop[end]); bottom = max(bottom, colBottom[end])
            side = side || atSide[end]
            end += 1
        }
        return side && Double(bottom - top + 1) < Self.sideStubShare * hd
    }
}
