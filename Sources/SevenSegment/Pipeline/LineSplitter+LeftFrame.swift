/// A display window seen inside its frame: where the quad is drawn a little wide (a person lining up the
/// overlay), the strip takes in the meter's frame beside the window. On a light-on-dark display the
/// frame is lighter than the window's dark background, and in the plain view's local mean it raises the
/// background of the first digit beside it: that digit's left bars (f, e of a 0 or 4) fall under the
/// threshold and the digit is lost or unknown. The frame is the light piece of the strip's Otsu split
/// that stands along the strip's left side through most of its rows (`frameRows`); in each row the run
/// of it from the side, at most `frameDepth` of the strip's height deep (the frame's own width, not a
/// digit joined to it), is left out of the local mean. Those pixels keep their own contrast: no ink is
/// added or taken away there, only the digits beside the frame are measured against the window.
///
/// Only on a display given by the caller (`LineSplitter.leftFrame`, set for the roi and overlay path): on
/// a display the reader found itself the strip's side is no frame drawn around it (a rotated, binarised
/// blood-pressure crop's 70 read 11). The left side only: at the right side the frame's inner edge,
/// measured against the dark window alone, stands out as a narrow mark after the last digit (an
/// ammeter's 714 read 714_), and a deeper run (0.3 of the height) made a timer's 03.19 read 03.11.
extension LineSplitter {
    /// Share of the strip's rows the frame must stand along its left side in.
    static let frameRows = 0.8
    /// Longest run of frame pixels per row left out of the mean, as a share of the strip's height.
    static let frameDepth = 0.15

    /// 1 for the frame pixels left out of the local mean of `gray` (ink side up, `w` x `h`); nil when
    /// no light piece stands along the left side.
    static func leftFrame(_ gray: [Int32], width w: Int, height h: Int) -> [UInt8]? {
        guard w >= 8, h >= 8, gray.count >= w * h else { return nil }
        var hist = [Int](repeating: 0, count: 256)
        for v in gray { hist[Int(max(0, min(255, v)))] += 1 }
        let t = Int32(ImageMeasures.otsu(hist))
        let mask = gray.map { $0 > t ? UInt8(1) : 0 }
        var labels: [Int32] = []
        let comps = InkCleaner.components(mask, width: w, height: h, labels: &labels)
        guard !comps.isEmpty else { return nil }
        var sideRows = [Int](repeating: 0, count: comps.count + 1)
        for y in 0..<h where labels[y * w] > 0 { sideRows[Int(labels[y * w])] += 1 }
        let least = Int((frameRows * Double(h)).rounded(.up))
        guard let frame = sideRows.indices.first(where: { $0 > 0 && sideRows[$0] >= least }) else { return nil }
        let depth = max(1, Int(frameDepth * Double(h)))
        var out = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            var x = 0
            while x < min(w, depth) && labels[y * w + x] == Int32(frame) { out[y * w + x] = 1; x += 1 }
        }
        return out
    }
}
