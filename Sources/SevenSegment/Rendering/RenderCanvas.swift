/// A floating-point gray raster (0...255) the renderer paints on: convex polygons with horizontal
/// anti-aliasing, rectangles and ellipses, then converts to `GrayImage`.
public struct RenderCanvas: Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [Float]

    public init(width: Int, height: Int, fill: Float) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [Float](repeating: fill, count: self.width * self.height)
    }

    /// Blends `value` into a convex polygon with opacity `alpha`, anti-aliased: exact horizontal
    /// coverage, 4 sub-rows vertically, summed per pixel before blending.
    public mutating func fillConvex(_ points: [Point], value: Float, alpha: Float = 1) {
        guard points.count >= 3, width > 0, height > 0 else { return }
        let ys = points.map(\.y)
        let y0 = max(0, Int(ys.min()!.rounded(.down))), y1 = min(height - 1, Int(ys.max()!.rounded(.up)))
        guard y0 <= y1 else { return }
        let xs = points.map(\.x)
        let bx0 = max(0, Int(xs.min()!.rounded(.down))), bx1 = min(width - 1, Int(xs.max()!.rounded(.up)))
        guard bx0 <= bx1 else { return }
        let w = width
        var coverage = [Float](repeating: 0, count: bx1 - bx0 + 1)
        pixels.withUnsafeMutableBufferPointer { buf in
            for y in y0...y1 {
                for k in coverage.indices { coverage[k] = 0 }
                for sub in 0..<4 {
                    let sy = Double(y) + (Double(sub) + 0.5) / 4
                    var lo = Double.infinity, hi = -Double.infinity
                    for i in 0..<points.count {
                        let p = points[i], q = points[(i + 1) % points.count]
                        if (p.y <= sy && q.y > sy) || (q.y <= sy && p.y > sy) {
                            let x = p.x + (sy - p.y) / (q.y - p.y) * (q.x - p.x)
                            lo = Swift.min(lo, x); hi = Swift.max(hi, x)
                        }
                    }
                    guard lo < hi else { continue }
                    let xa = max(bx0, Int(lo.rounded(.down))), xb = min(bx1, Int(hi.rounded(.down)))
                    guard xa <= xb else { continue }
                    for x in xa...xb {
                        let cover = Swift.min(Double(x + 1), hi) - Swift.max(Double(x), lo)
                        if cover > 0 { coverage[x - bx0] += Float(Swift.min(1, cover)) * 0.25 }
                    }
                }
                for k in coverage.indices where coverage[k] > 0 {
                    let i = y * w + bx0 + k
                    buf[i] += (value - buf[i]) * Swift.min(1, coverage[k]) * alpha
                }
            }
        }
    }

    /// Fills an axis-aligned rectangle (pixel units, fractional edges anti-aliased).
    public mutating func fillRect(_ r: Rect, value: Float, alpha: Float = 1) {
        fillConvex(Quad(r).corners, value: value, alpha: alpha)
    }

    /// Strokes the outline of a rectangle with a line `thickness` pixels wide.
    public mutating func strokeRect(_ r: Rect, thickness t: Double, value: Float, alpha: Float = 1) {
        fillRect(Rect(x: r.x, y: r.y, width: r.width, height: t), value: value, alpha: alpha)
        fillRect(Rect(x: r.x, y: r.maxY - t, width: r.width, height: t), value: value, alpha: alpha)
        fillRect(Rect(x: r.x, y: r.y + t, width: t, height: r.height - 2 * t), value: value, alpha: alpha)
        fillRect(Rect(x: r.maxX - t, y: r.y + t, width: t, height: r.height - 2 * t), value: value, alpha: alpha)
    }

    /// Fills an ellipse centred at `c` with radii `rx`, `ry`.
    public mutating func fillEllipse(center c: Point, rx: Double, ry: Double, value: Float, alpha: Float = 1) {
        let n = 24
        let pts = (0..<n).map { k -> Point in
            let t = Double(k) / Double(n) * 2 * Double.pi
            return Point(c.x + rx * renderCos(t), c.y + ry * renderSin(t))
        }
        fillConvex(pts, value: value, alpha: alpha)
    }

    /// Averages `factor` x `factor` blocks (supersampled drawing → final size).
    public func downsampled(by factor: Int) -> RenderCanvas {
        guard factor > 1 else { return self }
        let w = width / factor, h = height / factor
        var out = RenderCanvas(width: w, height: h, fill: 0)
        let scale = 1 / Float(factor * factor)
        for y in 0..<h {
            for x in 0..<w {
                var s: Float = 0
                for dy in 0..<factor {
                    let row = (y * factor + dy) * width + x * factor
                    for dx in 0..<factor { s += pixels[row + dx] }
                }
                out.pixels[y * w + x] = s * scale
            }
        }
        return out
    }

    /// Bilinear sample (clamped at the borders).
    @inline(__always)
    public func sample(_ x: Double, _ y: Double) -> Float {
        let fx = Swift.min(Swift.max(x, 0), Double(width - 1)), fy = Swift.min(Swift.max(y, 0), Double(height - 1))
        let x0 = Int(fx), y0 = Int(fy)
        let x1 = Swift.min(x0 + 1, width - 1), y1 = Swift.min(y0 + 1, height - 1)
        let ax = Float(fx - Double(x0)), ay = Float(fy - Double(y0))
        let p00 = pixels[y0 * width + x0], p10 = pixels[y0 * width + x1]
        let p01 = pixels[y1 * width + x0], p11 = pixels[y1 * width + x1]
        return (p00 * (1 - ax) + p10 * ax) * (1 - ay) + (p01 * (1 - ax) + p11 * ax) * ay
    }

    /// Rounded and clamped to 8 bits.
    public var grayImage: GrayImage {
        var out = [UInt8](repeating: 0, count: pixels.count)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for i in 0..<src.count { dst[i] = UInt8(Swift.max(0, Swift.min(255, src[i] + 0.5))) }
            }
        }
        return GrayImage(width: width, height: height, pixels: out)
    }
}

// Foundation-free trigonometry (SevenSegment imports nothing): Taylor series after range reduction,
// precise to ~1e-9, plenty for drawing.
@inline(__always)
func renderSin(_ x: Double) -> Double {
    var t = x.truncatingRemainder(dividingBy: 2 * Double.pi)
    if t > Double.pi { t -= 2 * Double.pi } else if t < -Double.pi { t += 2 * Double.pi }
    if t > Double.pi / 2 { t = Double.pi - t } else if t < -Double.pi / 2 { t = -Double.pi - t }
    let t2 = t * t
    return t * (1 - t2 / 6 * (1 - t2 / 20 * (1 - t2 / 42 * (1 - t2 / 72 * (1 - t2 / 110 * (1 - t2 / 156))))))
}

@inline(__always)
func renderCos(_ x: Double) -> Double { renderSin(x + Double.pi / 2) }

@inline(__always)
func renderTan(_ x: Double) -> Double { renderSin(x) / renderCos(x) }
