/// A 3x3 projective transform, row-major, mapping (x, y) → (x', y') with the usual division by w.
public struct Homography: Equatable, Sendable {
    public var m: [Double]

    public init(_ m: [Double]) {
        precondition(m.count == 9, "a homography has 9 coefficients")
        self.m = m
    }

    public static let identity = Homography([1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// The transform taking the unit-less rectangle (0,0)-(w,h) corners to `quad`'s corners
    /// (top-left, top-right, bottom-right, bottom-left); nil when the quad is degenerate.
    public static func rectangle(width w: Double, height h: Double, to quad: Quad) -> Homography? {
        let src = [Point(0, 0), Point(w, 0), Point(w, h), Point(0, h)]
        return solve(from: src, to: quad.corners)
    }

    /// The transform taking 4 points to 4 points (DLT with h33 = 1); nil when degenerate.
    public static func solve(from src: [Point], to dst: [Point]) -> Homography? {
        guard src.count == 4, dst.count == 4 else { return nil }
        var a = [Double](repeating: 0, count: 8 * 9)
        for i in 0..<4 {
            let x = src[i].x, y = src[i].y, u = dst[i].x, v = dst[i].y
            let r0 = (2 * i) * 9, r1 = (2 * i + 1) * 9
            a[r0 + 0] = x; a[r0 + 1] = y; a[r0 + 2] = 1
            a[r0 + 6] = -u * x; a[r0 + 7] = -u * y; a[r0 + 8] = u
            a[r1 + 3] = x; a[r1 + 4] = y; a[r1 + 5] = 1
            a[r1 + 6] = -v * x; a[r1 + 7] = -v * y; a[r1 + 8] = v
        }
        // Gaussian elimination with partial pivoting on the 8x9 augmented matrix.
        for col in 0..<8 {
            var pivot = col
            for r in col..<8 where abs(a[r * 9 + col]) > abs(a[pivot * 9 + col]) { pivot = r }
            guard abs(a[pivot * 9 + col]) > 1e-12 else { return nil }
            if pivot != col { for k in 0..<9 { a.swapAt(col * 9 + k, pivot * 9 + k) } }
            let p = a[col * 9 + col]
            for k in col..<9 { a[col * 9 + k] /= p }
            for r in 0..<8 where r != col {
                let f = a[r * 9 + col]
                if f != 0 { for k in col..<9 { a[r * 9 + k] -= f * a[col * 9 + k] } }
            }
        }
        var h = (0..<8).map { a[$0 * 9 + 8] }
        h.append(1)
        guard h.allSatisfy({ $0.isFinite }) else { return nil }
        return Homography(h)
    }

    @inline(__always)
    public func apply(_ x: Double, _ y: Double) -> Point {
        let w = m[6] * x + m[7] * y + m[8]
        let iw = abs(w) < 1e-12 ? 0 : 1 / w
        return Point((m[0] * x + m[1] * y + m[2]) * iw, (m[3] * x + m[4] * y + m[5]) * iw)
    }

    public func apply(_ p: Point) -> Point { apply(p.x, p.y) }
}

extension Homography {
    /// The quad `r` (pixels of the image this maps from) maps to.
    func quad(of r: PixelRect) -> Quad {
        Quad(topLeft: apply(Double(r.x), Double(r.y)), topRight: apply(Double(r.maxX), Double(r.y)),
             bottomRight: apply(Double(r.maxX), Double(r.maxY)), bottomLeft: apply(Double(r.x), Double(r.maxY)))
    }
}
