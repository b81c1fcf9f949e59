/// One layout line cut out of the dewarped display, with ink separated from the background.
///
/// `ink` is the local contrast of each pixel in the segments' polarity, normalised so that a typical lit
/// segment is about 1 and the background about 0 or below. `mask` marks pixels taken as ink (1) after
/// border clutter and specks were removed.
public struct LineStrip: Sendable {
    public var width: Int
    public var height: Int
    /// Where the strip sits in the dewarped display image.
    public var origin: (x: Int, y: Int)
    public var ink: [Float]
    public var mask: [UInt8]
    /// Rows (in strip coordinates, end exclusive) that hold the digits.
    public var band: Range<Int>
    /// Gray levels between background and lit segments (before normalisation).
    public var contrast: Double
    /// Tall ink pieces dropped as bezel edges because the strip's border cuts them (strip pixels).
    public var cutPieces: [PixelRect] = []
    /// Ink pieces dropped as solid blobs far thicker than a segment on a light-on-dark line (glare on an
    /// LED, or a lit digit its halo blurred into one blob; strip pixels).
    public var solidPieces: [PixelRect] = []
    /// Clipped glare patches on a dark-on-light line (`LineSplitter.glarePieces`; strip pixels).
    public var glarePieces: [PixelRect] = []
    /// The column where a window's frame along the strip's right side begins (`LineSplitter.rightFrame`).
    public var rightFrame: Int? = nil

    public var bandHeight: Int { band.count }

    @inline(__always)
    public func inkAt(_ x: Int, _ y: Int) -> Float {
        let cx = min(max(x, 0), width - 1), cy = min(max(y, 0), height - 1)
        return ink[cy * width + cx]
    }

    /// Bilinear sample of `ink` at a sub-pixel position (clamped).
    @inline(__always)
    public func inkSample(_ x: Double, _ y: Double) -> Float {
        let fx = min(max(x, 0), Double(width - 1)), fy = min(max(y, 0), Double(height - 1))
        let x0 = Int(fx), y0 = Int(fy)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let ax = Float(fx - Double(x0)), ay = Float(fy - Double(y0))
        let p00 = ink[y0 * width + x0], p10 = ink[y0 * width + x1]
        let p01 = ink[y1 * width + x0], p11 = ink[y1 * width + x1]
        return (p00 + (p10 - p00) * ax) * (1 - ay) + (p01 + (p11 - p01) * ax) * ay
    }
}
