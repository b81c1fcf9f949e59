/// Decimal points standing apart from the digits: small compact blobs at the foot of the band with no
/// ink above them.
extension DigitSegmenter {
    /// What the point search found.
    struct PointBlobs {
        /// Per component label (1-based): taken as a decimal point.
        var isPoint: [Bool]
        /// Centres (strip x, y) of the points.
        var points: [(x: Double, y: Double)]
        /// Centres of blobs shaped and lit like a point but with some ink above them in the deskewed
        /// columns (a point tucked under the next digit's slanted foot, or the foot of a segment): not
        /// taken as points, but a reading that would read differently with them is not sure.
        var doubtful: [(x: Double, y: Double)]
    }

    /// `upper` is the deskewed column projection of the ink in the upper 60% of the band, offset by `upOff`.
    ///
    /// `bar` is the thickness of the horizontal segments (nil: as thick as the vertical ones). A display
    /// stretched sideways (a crop resized to a fixed size) has vertical strokes much thicker than its bars,
    /// and its point is as flattened as they are: the point's height is compared to its width, and its
    /// area to a stroke's square, after undoing that stretch (`stretch(stroke:bar:)`).
    ///
    /// `foot`: the digits' own bottom line, when known (`digitFoot`): a point is looked for at that line
    /// and sized against the digits' height instead of the band's foot and height (clutter below the
    /// digits makes the band taller than they are).
    func pointBlobs(_ strip: LineStrip, comps: [InkCleaner.Component], labels: [Int32], upper: [Int], upOff: Int,
                    shear: Double, stroke: Double, bar: Double? = nil, foot: DigitFoot? = nil) -> PointBlobs {
        let sx = Self.stretch(stroke: stroke, bar: bar)
        let top = strip.band.lowerBound, hd = Double(strip.band.count)
        let yc = Double(top + strip.band.upperBound) / 2
        var found = PointBlobs(isPoint: [Bool](repeating: false, count: comps.count + 1), points: [], doubtful: [])
        for (k, c) in comps.enumerated() {
            let cw = Double(c.width), ch = Double(c.height), area = Double(c.area)
            // Height and area as they would be on the unstretched display.
            let chu = ch * sx, areaU = area * sx
            // Against the digits' own foot, a point stands on that line and is about a stroke across (a
            // speck of glare a little above it is smaller).
            let size = foot?.height ?? hd
            let atFoot = foot.map { abs(Double(top + c.maxY + 1) - $0.row) <= 0.06 * $0.height && areaU >= 0.5 * stroke * stroke }
                ?? (Double(c.maxY) >= 0.88 * hd)
            // Where touching points are not cut (a backlit display's colour look), a point must also stand
            // wholly inside the strip: a blob on its bottom edge may be a piece of clutter the edge cut.
            guard cutsTouchingPoints || top + c.maxY + 1 < strip.height else { continue }
            guard ch <= 0.26 * size, cw <= 0.32 * size, atFoot,
                  cw <= 1.6 * chu, chu <= 1.8 * cw, cw <= 2.2 * stroke,
                  areaU >= 0.2 * stroke * stroke, area >= 0.4 * cw * ch, areaU <= 4 * stroke * stroke,
                  blobLevel(strip, labels: labels, id: Int32(k + 1), comp: c, top: top) >= 0.55
            else { continue }
            let cy = Double(top) + Double(c.minY + c.maxY + 1) / 2
            let xa = Double(c.minX) - shear * (yc - cy), xb = Double(c.maxX + 1) - shear * (yc - cy)
            var above = 0, columns = 0
            let first = Int(xa.rounded()) + 1 + upOff
            let last = max(first + 1, Int(xb.rounded()) - 1 + upOff)
            for bin in first..<last where bin >= 0 && bin < upper.count { above += upper[bin]; columns += 1 }
            let perColumn = Double(above) / Double(max(1, columns))
            let centre = (x: Double(c.minX + c.maxX + 1) / 2, y: cy)
            if perColumn <= 0.15 * hd {
                found.isPoint[k + 1] = true
                found.points.append(centre)
            } else if perColumn <= 0.3 * hd {
                found.doubtful.append(centre)
            }
        }
        return found
    }

    /// How much wider than tall the display was stretched, judged from its strokes: vertical segments
    /// (`stroke`, measured across) at least 1.6 times as thick as horizontal ones (`bar`) mean a sideways
    /// stretch of stroke / bar (at most 3); otherwise 1. Segments of one display are drawn about equally
    /// thick, so a smaller ratio is taken as measuring noise, not stretch.
    static func stretch(stroke: Double, bar: Double?) -> Double {
        guard let bar, bar > 0, stroke >= 1.6 * bar else { return 1 }
        return min(3, stroke / bar)
    }

    /// Mean normalised ink over a blob's pixels (a decimal point is lit like a segment).
    func blobLevel(_ strip: LineStrip, labels: [Int32], id: Int32, comp c: InkCleaner.Component, top: Int) -> Float {
        var sum: Float = 0, n = 0
        for y in c.minY...c.maxY {
            for x in c.minX...c.maxX where labels[y * strip.width + x] == id {
                sum += strip.ink[(y + top) * strip.width + x]; n += 1
            }
        }
        return n > 0 ? sum / Float(n) : 0
    }

    /// The character a point at deskewed x `xd` follows: the last one whose middle lies left of it, when
    /// the point lies right of that character's ink and before the next one's. nil: before every
    /// character, or inside one.
    func pointOwner(_ xd: Double, cells: [CharacterCell], stroke: Double) -> (index: Int?, leading: Bool) {
        var owner: Int? = nil
        for (i, c) in cells.enumerated() where c.inkX0 + 0.5 * (c.inkX1 - c.inkX0) < xd { owner = i }
        guard let i = owner else { return (nil, true) }
        let beforeNext = i + 1 >= cells.count || xd < cells[i + 1].inkX0 + 0.5 * stroke
        return (xd > cells[i].inkX1 - 0.5 * stroke && beforeNext ? i : nil, false)
    }
}
