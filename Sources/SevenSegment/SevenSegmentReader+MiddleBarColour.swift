/// A coloured LED's unlit segments glow: on the gray frame a 0's middle bar can show nearly as bright as
/// the lit ones (panel-timer ba06d240, 00.30 read 80.30 through boxes jittered with seeds 3 and 4; the gate's
/// seed 1 and the roi read it right), while on the frame's chroma plane only the lit segments carry the
/// LED's colour. On a light-on-dark line read complete in a box coloured like an LED's (`isLEDBox`), a
/// digit read with its middle bar lit whose middle (the centre of its box, where the bar stands whatever
/// the slant) has under `middleColourShare` of the chroma the characters' brightest pixels have (their
/// median, 1s left out) is not sure. The chroma is the most over the frame pixels within a twelfth of the
/// box's height above and below the middle and a pixel to each side. Measured with the roi: panel-timer's
/// 184 middle bars read lit 0.48 of the reference at the lowest (median 1.09), panel-ammeter's 152 0.35 for
/// one (its reading kept by another look) and 0.64 and up; ba06d240's glowing bar 0.37.
extension SevenSegmentReader {
    /// Least share of the characters' chroma a lit middle bar has.
    static let middleColourShare = 0.42

    /// Positions of `read`'s digits with a middle bar lit on the gray frame and not in the LED's colour;
    /// `crop` is the dewarped display `read` was read on, `toFrame` maps it to the frame whose chroma plane
    /// is `chroma`.
    static func middlesOffColour(_ read: LineReading, crop: GrayImage, toFrame: Homography, chroma: GrayImage) -> [Int] {
        let cells = read.characters.compactMap(\.cell)
        guard cells.count == read.characters.count else { return [] }
        func chromaMax(_ xs: ClosedRange<Int>, _ ys: ClosedRange<Int>) -> Double {
            var best = 0
            for y in ys where y >= 0 && y < crop.height {
                for x in xs where x >= 0 && x < crop.width {
                    let p = toFrame.apply(Double(x) + 0.5, Double(y) + 0.5)
                    let fx = Int(p.x), fy = Int(p.y)
                    guard fx >= 0, fy >= 0, fx < chroma.width, fy < chroma.height else { continue }
                    best = max(best, Int(chroma[fx, fy]))
                }
            }
            return Double(best)
        }
        func brightest(_ c: PixelRect) -> (Int, Int)? {
            let a = max(0, c.x), b = min(crop.width - 1, c.maxX - 1), y0 = max(0, c.y), y1 = min(crop.height - 1, c.maxY - 1)
            guard a <= b, y0 <= y1 else { return nil }
            var best = -1, at = (a, y0)
            for y in y0...y1 { for x in a...b where Int(crop[x, y]) > best { best = Int(crop[x, y]); at = (x, y) } }
            return at
        }
        let lit = read.characters.indices.filter { read.characters[$0].character.isNumber && read.characters[$0].character != "1" }
            .compactMap { i in brightest(cells[i]).map { chromaMax($0.0...$0.0, $0.1...$0.1) } }.sorted()
        guard !lit.isEmpty else { return [] }
        let reference = lit[lit.count / 2]
        guard reference >= Double(colouredLevel) else { return [] }
        var out: [Int] = []
        for i in cells.indices where read.characters[i].segments.contains(.g) && read.characters[i].character.isNumber {
            let c = cells[i]
            let mx = c.x + c.width / 2, my = c.y + c.height / 2, reach = max(1, c.height / 12)
            let v = chromaMax((mx - 1)...(mx + 1), (my - reach)...(my + reach))
            if v < middleColourShare * reference { out.append(i) }
        }
        return out
    }
}
