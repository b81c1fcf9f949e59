/// The deskewed column profile of a line's ink, read for what the runs of inked columns hide: decimal
/// points that blur or tight spacing joins to the digits around them (the runs are cut at the point, so
/// each digit gets its own cell and the one before the point gets it), and on which side of a
/// character its vertical strokes are.
extension DigitSegmenter {
    /// The deskewed column projection of the band's ink (bins offset by `off`), and where a column
    /// counts as inked.
    struct ColumnProfile {
        var proj: [Int]
        var colTop: [Int]
        var colBottom: [Int]
        var off: Int
        var active: Int
        /// Strip row below which ink is "low": a column with ink only there holds a point or a foot.
        var low: Double
        var stroke: Double

        func inked(_ b: Int) -> Bool { proj[b] >= active }
        /// Ink above the foot of the band: part of a digit's body.
        func tall(_ b: Int) -> Bool { proj[b] >= active && Double(colTop[b]) < low }
    }

    /// `runs` cut at every decimal point touching a digit on both sides, or touching one digit with the
    /// other close by (the point's columns hold ink only at the foot of the band, about as wide and tall
    /// as a point and lit like a segment). The piece before such a point gets `pointAfter`. A foot at
    /// the end of a run with no digit after it is left to the tail test (a point or a unit mark).
    func cutAtTouchingPoints(_ runs: [Run], profile p: ColumnProfile, strip: LineStrip, shear: Double) -> [Run] {
        let hd = Double(strip.band.count)
        var out: [Run] = []
        for (n, r) in runs.enumerated() {
            let prevClose = n > 0 && isDigitRun(runs[n - 1], hd: hd) && Double(r.x0 - runs[n - 1].x1) <= 0.35 * hd
            let nextClose = n + 1 < runs.count && isDigitRun(runs[n + 1], hd: hd) && Double(runs[n + 1].x0 - r.x1) <= 0.35 * hd
            var start = r.x0
            var x = r.x0
            while x <= r.x1 {
                guard !p.tall(x) else { x += 1; continue }
                var e = x
                while e <= r.x1 && !p.tall(e) { e += 1 }
                // Columns x..<e hold no body ink; a digit (or a close neighbour) on each side?
                // The digit after a point starts right at it: never a lone "1" (right-aligned in its cell),
                // which is what the two sides of a 0 or u without its middle bars would look like.
                let leftBody = x > start || (x == r.x0 && prevClose && !out.isEmpty)
                let rightBody = e <= r.x1 ? Double(inkedWidth(from: e, to: r.x1, profile: p)) >= 0.3 * hd
                    : nextClose && Double(runs[n + 1].x1 - runs[n + 1].x0 + 1) >= 0.3 * hd
                if leftBody && rightBody && isPoint(columns: x..<e, profile: p, strip: strip, shear: shear) {
                    if x > start {
                        out.append(piece(of: r, from: start, to: x - 1, profile: p, pointAfter: true))
                    } else {
                        out[out.count - 1].pointAfter = true
                    }
                    start = e
                }
                x = e
            }
            if start <= r.x1 {
                var last = piece(of: r, from: start, to: r.x1, profile: p, pointAfter: false)
                if last.x0 == r.x0 { last = r }
                out.append(last)
            }
        }
        return out
    }

    /// Columns from `a` while inked (up to `b`).
    func inkedWidth(from a: Int, to b: Int, profile p: ColumnProfile) -> Int {
        var e = a
        while e <= b && p.inked(e) { e += 1 }
        return e - a
    }

    func isDigitRun(_ r: Run, hd: Double) -> Bool { Double(r.bottom - r.top + 1) >= 0.55 * hd }

    /// The inked columns among `columns` look like a decimal point: width within 0.5...2.5 strokes, about
    /// as tall as wide, reaching the foot of the band, and lit like a segment.
    func isPoint(columns: Range<Int>, profile p: ColumnProfile, strip: LineStrip, shear: Double) -> Bool {
        let inked = columns.filter { p.inked($0) }
        guard let a = inked.first, let b = inked.last else { return false }
        let width = Double(b - a + 1)
        guard width >= max(1, 0.5 * p.stroke), width <= 2.5 * p.stroke,
              squareTail(p.colTop, p.colBottom, from: a, to: b, width: width) else { return false }
        var t = Int.max, u = Int.min
        for i in a...b where p.inked(i) { t = min(t, p.colTop[i]); u = max(u, p.colBottom[i]) }
        let hd = Double(strip.band.count)
        guard Double(u) >= Double(strip.band.lowerBound) + 0.88 * hd else { return false }
        // Mean ink over the point's box (deskewed columns back to strip x).
        let yc = Double(strip.band.lowerBound + strip.band.upperBound) / 2
        var sum: Float = 0, count = 0
        for y in t...u {
            for bin in a...b {
                let x = Double(bin - p.off) + shear * (yc - Double(y))
                sum += strip.inkSample(x, Double(y)); count += 1
            }
        }
        return count > 0 && sum / Float(count) >= 0.55
    }

    /// Columns from...to of `r` as a run of their own (ink extent and mass recounted).
    func piece(of r: Run, from a: Int, to b: Int, profile p: ColumnProfile, pointAfter: Bool) -> Run {
        var out = Run(x0: a, x1: b, top: Int.max, bottom: Int.min, mass: 0)
        for i in a...b where p.inked(i) {
            out.top = min(out.top, p.colTop[i]); out.bottom = max(out.bottom, p.colBottom[i]); out.mass += p.proj[i]
        }
        if out.top > out.bottom { out.top = r.top; out.bottom = r.top }
        out.pointAfter = pointAfter
        return out
    }

    /// A vertical stroke (ink over most of the band) within a stroke's width of column `b`, looking
    /// inward (`direction` +1 from a left edge, -1 from a right edge).
    func strokeAt(_ b: Int, toward direction: Int, profile p: ColumnProfile, hd: Double) -> Bool {
        let reach = max(1, Int(p.stroke.rounded()))
        for k in 0..<reach {
            let i = b + direction * k
            if i >= 0 && i < p.proj.count && Double(p.proj[i]) >= 0.5 * hd { return true }
        }
        return false
    }
}
