/// A plane projective transform (3x3 matrix, h22 = 1) used by the renderer to put the upright scene
/// into the frame with perspective.
public struct RenderHomography: Equatable, Sendable {
    /// Row-major coefficients h00 h01 h02 h10 h11 h12 h20 h21 h22.
    public var m: [Double]

    public init(m: [Double]) {
        precondition(m.count == 9)
        self.m = m
    }

    public static let identity = RenderHomography(m: [1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// The transform taking the four `from` points to the four `to` points; nil when degenerate.
    public init?(from: [Point], to: [Point]) {
        guard from.count == 4, to.count == 4 else { return nil }
        // 8 unknowns h00..h21: for each pair, two rows of A h = b.
        var a = [[Double]](repeating: [Double](repeating: 0, count: 9), count: 8)
        for i in 0..<4 {
            let (x, y, u, v) = (from[i].x, from[i].y, to[i].x, to[i].y)
            a[2 * i] = [x, y, 1, 0, 0, 0, -u * x, -u * y, u]
            a[2 * i + 1] = [0, 0, 0, x, y, 1, -v * x, -v * y, v]
        }
        guard let h = RenderHomography.solve(&a) else { return nil }
        self.m = h + [1]
    }

    /// Maps a point; points on the horizon line map to a far-away point rather than trapping.
    @inline(__always)
    public func apply(_ p: Point) -> Point {
        let w = m[6] * p.x + m[7] * p.y + m[8]
        let d = abs(w) < 1e-12 ? 1e-12 : w
        return Point((m[0] * p.x + m[1] * p.y + m[2]) / d, (m[3] * p.x + m[4] * p.y + m[5]) / d)
    }

    /// The inverse transform; nil when singular.
    public var inverse: RenderHomography? {
        let (a, b, c, d, e, f, g, h, i) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        let co00 = e * i - f * h, co01 = -(d * i - f * g), co02 = d * h - e * g
        let det = a * co00 + b * co01 + c * co02
        guard abs(det) > 1e-12 else { return nil }
        let inv = [co00, -(b * i - c * h), b * f - c * e,
                   co01, a * i - c * g, -(a * f - c * d),
                   co02, -(a * h - b * g), a * e - b * d].map { $0 / det }
        return RenderHomography(m: inv.map { $0 / inv[8] })
    }

    /// Gaussian elimination with partial pivoting on an 8x9 augmented matrix.
    private static func solve(_ a: inout [[Double]]) -> [Double]? {
        let n = 8
        for col in 0..<n {
            var pivot = col
            for r in col + 1..<n where abs(a[r][col]) > abs(a[pivot][col]) { pivot = r }
            guard abs(a[pivot][col]) > 1e-12 else { return nil }
            a.swapAt(col, pivot)
            for r in 0..<n where r != col {
                let factor = a[r][col] / a[col][col]
                if factor == 0 { continue }
                for k in col...n { a[r][k] -= factor * a[col][k] }
            }
        }
        return (0..<n).map { a[$0][n] / a[$0][$0] }
    }
}
