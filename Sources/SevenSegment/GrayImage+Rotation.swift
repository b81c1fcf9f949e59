import Foundation

/// Turning a crop whose digits stand at an angle.
extension GrayImage {
    /// The image turned by `degrees` (positive: clockwise, as seen) about its centre, on a canvas that
    /// holds all of it; what lies outside the source is `fill`. Bilinear.
    public func rotated(degrees: Double, fill: UInt8) -> GrayImage {
        guard !isEmpty else { return self }
        let t = degrees * .pi / 180, c = cos(t), s = sin(t)
        let w = Double(width), h = Double(height)
        let ow = Int((abs(w * c) + abs(h * s)).rounded()), oh = Int((abs(w * s) + abs(h * c)).rounded())
        var out = GrayImage(width: max(1, ow), height: max(1, oh), fill: fill)
        let cx = (w - 1) / 2, cy = (h - 1) / 2, ocx = Double(out.width - 1) / 2, ocy = Double(out.height - 1) / 2
        for y in 0..<out.height {
            for x in 0..<out.width {
                // The source point: the output point turned back.
                let dx = Double(x) - ocx, dy = Double(y) - ocy
                let sx = c * dx + s * dy + cx, sy = -s * dx + c * dy + cy
                guard sx >= -0.5, sy >= -0.5, sx <= w - 0.5, sy <= h - 0.5 else { continue }
                out.pixels[y * out.width + x] = UInt8(max(0, min(255, sample(sx, sy).rounded())))
            }
        }
        return out
    }

    /// The directions (degrees, -45..<45, modulo a right angle) the image's edges run at most, strongest
    /// first: the two highest peaks of the edge-direction histogram of the image blurred by about two
    /// pixels (a binarised crop's staircase edges otherwise all run along the axes), at least
    /// `peakSpacing` apart. A seven-segment digit's edges run along its bars and its uprights: on a crop
    /// taken at an angle, the peaks give that angle (the bars') and that angle plus the digits' slant
    /// (the uprights'). nil when the image has no clear edges.
    public var strokeDirections: (first: Double, second: Double)? {
        guard width >= 8, height >= 8 else { return nil }
        var hist = [Double](repeating: 0, count: 90)
        var total = 0.0
        forEachBlurredEdge { _, _, gx, gy, m in
            var a = atan2(gy, gx) * 180 / .pi
            a = (a + 45).truncatingRemainder(dividingBy: 90)
            if a < 0 { a += 90 }
            hist[min(89, Int(a))] += m
            total += m
        }
        guard total > 0 else { return nil }
        let k = [1.0, 2, 3, 2, 1]
        let smooth = (0..<90).map { i in (0..<5).reduce(0.0) { $0 + k[$1] * hist[(i + $1 - 2 + 90) % 90] } }
        let order = smooth.indices.sorted { smooth[$0] > smooth[$1] }
        let top = order[0]
        guard let next = order.first(where: { min(abs($0 - top), 90 - abs($0 - top)) >= Int(Self.peakSpacing) }) else { return nil }
        return (Double(top) - 44.5, Double(next) - 44.5)
    }

    /// The direction (degrees, -44...45, as `strokeDirections`) the image's edges line up along most: for
    /// each whole degree, the edge pixels running within `alignedTolerance` of it, weighted by their
    /// strength, are projected across it onto a line two pixels a bin; the direction whose bins are the
    /// most peaked (the largest sum of squares) wins. The edge-direction histogram counts every
    /// edge pixel alike, wherever it lies; here edges only count together where they lie along common
    /// lines, as a row of digits' bars do (top, middle and bottom bars of each digit in line). On a
    /// crop of thin, slanted digits the histogram's peaks can both fall on the uprights or a staircase
    /// of the binarisation, a few degrees off the bars. nil when the image has no clear edges.
    public var alignedDirection: Double? {
        guard width >= 8, height >= 8 else { return nil }
        var edges: [(x: Double, y: Double, along: Double, strength: Double)] = []
        forEachBlurredEdge { x, y, gx, gy, m in
            // The edge runs across its gradient: -90..<90.
            var a = atan2(gy, gx) * 180 / .pi - 90
            while a < -90 { a += 180 }
            while a >= 90 { a -= 180 }
            edges.append((Double(x), Double(y), a, m))
        }
        guard !edges.isEmpty else { return nil }
        let n = Int(Double(width * width + height * height).squareRoot()) + 4
        var best = 0.0, bestAngle: Double? = nil
        for degrees in -44...45 {
            let t = Double(degrees), r = t * .pi / 180, c = cos(r), s = sin(r)
            var bins = [Double](repeating: 0, count: n)
            for e in edges {
                var d = e.along - t
                if d < -90 { d += 180 } else if d >= 90 { d -= 180 }
                guard abs(d) <= Self.alignedTolerance else { continue }
                // Across the direction: constant along each line running at `t`.
                let i = Int((-e.x * s + e.y * c) / 2) + n / 2
                guard i >= 0, i < n else { continue }
                bins[i] += e.strength
            }
            let score = bins.reduce(0) { $0 + $1 * $1 }
            if score > best { best = score; bestAngle = t }
        }
        return bestAngle
    }

    /// Each pixel of the image blurred by about two pixels (two box blurs) whose gradient is at least
    /// `edgeStrength`: its place, gradient and the gradient's magnitude.
    func forEachBlurredEdge(_ body: (_ x: Int, _ y: Int, _ gx: Double, _ gy: Double, _ magnitude: Double) -> Void) {
        let b = boxBlurred(boxBlurred(radius: 2), radius: 2)
        for y in 1..<(height - 1) {
            for x in 1..<(width - 1) {
                let gx = Double(b[y * width + x + 1]) - Double(b[y * width + x - 1])
                let gy = Double(b[(y + 1) * width + x]) - Double(b[(y - 1) * width + x])
                let m = (gx * gx + gy * gy).squareRoot()
                guard m >= Self.edgeStrength else { continue }
                body(x, y, gx, gy, m)
            }
        }
    }

    /// Most difference (degrees) between an edge's direction and the one `alignedDirection` tries.
    static let alignedTolerance = 8.0

    /// The image shrunk by a whole factor (the mean of each factor x factor square, `ImageMeasures.downscale`)
    /// so that neither side is longer than `side`; itself when it is not.
    public func shrunk(atMost side: Int) -> GrayImage {
        let f = (max(width, height) + side - 1) / max(1, side)
        guard f > 1, !isEmpty else { return self }
        return ImageMeasures.downscale(self, factor: f)
    }

    /// Least gray-level difference across two pixels of the blurred image counted as an edge.
    static let edgeStrength = 20.0
    /// Least distance (degrees) between the two directions `strokeDirections` gives.
    static let peakSpacing = 6.0

    /// Mean over a (2r+1)-wide square (edges clamped).
    func boxBlurred(radius r: Int) -> [Int32] {
        boxBlurred(pixels.map { Int32($0) }, radius: r)
    }

    func boxBlurred(_ v: [Int32], radius r: Int) -> [Int32] {
        let n = Int32(2 * r + 1)
        var rows = [Int32](repeating: 0, count: v.count)
        for y in 0..<height {
            for x in 0..<width {
                var acc: Int32 = 0
                for d in -r...r { acc += v[y * width + min(max(x + d, 0), width - 1)] }
                rows[y * width + x] = acc / n
            }
        }
        var out = rows
        for y in 0..<height {
            for x in 0..<width {
                var acc: Int32 = 0
                for d in -r...r { acc += rows[min(max(y + d, 0), height - 1) * width + x] }
                out[y * width + x] = acc / n
            }
        }
        return out
    }
}
