/// An 8-bit grayscale image: `width * height` bytes, row-major, no padding.
///
/// The recognizer's only image type. Value semantics (copy on write through the array); `crop` copies
/// just the requested rows, so cutting a display out of a frame is cheap.
public struct GrayImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]
    /// Where the frame was decoded from a colour image: per pixel, how coloured it is (the largest
    /// minus the smallest of its colour channels, `GrayImage.chroma`); nil for a gray source. Only a
    /// frame carries it: crops, dewarps and every image the reader derives leave it out.
    public var chroma: [UInt8]? = nil

    /// An image filled with `value`.
    public init(width: Int, height: Int, fill value: UInt8 = 0) {
        precondition(width >= 0 && height >= 0, "negative image size")
        self.width = width
        self.height = height
        self.pixels = [UInt8](repeating: value, count: width * height)
    }

    /// Wraps existing pixels; `pixels.count` must be `width * height`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height, "pixel count \(pixels.count) != \(width)x\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public var isEmpty: Bool { width == 0 || height == 0 }

    @inline(__always)
    public subscript(x: Int, y: Int) -> UInt8 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Pixel at (x, y) with coordinates clamped to the image.
    @inline(__always)
    public func clamped(_ x: Int, _ y: Int) -> UInt8 {
        let cx = min(max(x, 0), width - 1)
        let cy = min(max(y, 0), height - 1)
        return pixels[cy * width + cx]
    }

    /// Bilinear sample at a sub-pixel position (clamped at the borders).
    @inline(__always)
    public func sample(_ x: Double, _ y: Double) -> Double {
        let fx = min(max(x, 0), Double(width - 1))
        let fy = min(max(y, 0), Double(height - 1))
        let x0 = Int(fx), y0 = Int(fy)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let ax = fx - Double(x0), ay = fy - Double(y0)
        let p00 = Double(pixels[y0 * width + x0]), p10 = Double(pixels[y0 * width + x1])
        let p01 = Double(pixels[y1 * width + x0]), p11 = Double(pixels[y1 * width + x1])
        return (p00 * (1 - ax) + p10 * ax) * (1 - ay) + (p01 * (1 - ax) + p11 * ax) * ay
    }

    /// The part of the image inside `rect` (clipped to the image).
    public func crop(_ rect: PixelRect) -> GrayImage {
        let r = rect.clipped(width: width, height: height)
        guard r.width > 0, r.height > 0 else { return GrayImage(width: 0, height: 0) }
        var out = [UInt8](repeating: 0, count: r.width * r.height)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for row in 0..<r.height {
                    let s = (r.y + row) * width + r.x
                    let d = row * r.width
                    for col in 0..<r.width { dst[d + col] = src[s + col] }
                }
            }
        }
        return GrayImage(width: r.width, height: r.height, pixels: out)
    }

    /// Every pixel inverted (255 - v): turns light-on-dark into dark-on-light.
    public func inverted() -> GrayImage {
        GrayImage(width: width, height: height, pixels: pixels.map { 255 &- $0 })
    }
}
