/// A found display's window seen inside its frame: the window's frame stands just right of the last digit,
/// on the ink side (a dark frame around a dark-on-light LCD), through the strip's whole height.
///
/// The frame is the rightmost run of columns, starting within `frameGap` of the strip's right side (the
/// columns past it may be the light body beyond the window), whose pixels lie on the ink side of the
/// strip's Otsu split in `rightFrameRows` of its rows, its top and bottom rows among them: a digit's
/// upright never reaches through the strip's rows above and below the digits, a frame does.
/// (`LineStrip.rightFrame`, `SegmentedLine.frameBesideLast`.)
extension LineSplitter {
    /// Share of the strip's rows a frame column must be ink-side in.
    static let rightFrameRows = 0.9
    /// Columns past the frame allowed at the strip's right side, as a share of the strip's height.
    static let frameGap = 0.06

    /// The strip column (of `gray`, ink side up, `w` x `h`) where a frame along the right side begins;
    /// nil when none stands there. At most `frameDepth` of the strip's height is taken for the frame.
    /// `histogram`: `gray`'s histogram (its values clamped to 0...255) where the caller has it already.
    static func rightFrame(_ gray: [Int32], width w: Int, height h: Int, histogram: [Int]? = nil) -> Int? {
        guard w >= 8, h >= 8, gray.count >= w * h else { return nil }
        var hist = histogram ?? []
        if histogram == nil {
            hist = [Int](repeating: 0, count: 256)
            gray.withUnsafeBufferPointer { gray in
                hist.withUnsafeMutableBufferPointer { hist in
                    for v in gray { hist[Int(max(0, min(255, v)))] &+= 1 }
                }
            }
        }
        let t = Int32(ImageMeasures.otsu(hist))
        let least = Int((rightFrameRows * Double(h)).rounded(.up))
        let edge = max(1, h / 10)
        func isFrame(_ x: Int) -> Bool {
            var n = 0
            for y in 0..<h where gray[y * w + x] > t { n += 1 }
            guard n >= least else { return false }
            for y in Array(0..<edge) + Array((h - edge)..<h) where gray[y * w + x] <= t { return false }
            return true
        }
        let gap = Int(frameGap * Double(h))
        var x = w - 1
        while x >= w - 1 - gap && !isFrame(x) { x -= 1 }
        guard x >= w - 1 - gap else { return nil }
        let depth = max(1, Int(frameDepth * Double(h)))
        var cols = 0
        while x > 0 && cols < depth && isFrame(x - 1) { x -= 1; cols += 1 }
        return x
    }
}
