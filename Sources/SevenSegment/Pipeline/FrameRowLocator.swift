/// In a whole frame that no found region read: the boxes around rows of digit-sized ink.
///
/// A close-up of a display (a fuel pump's LCD photographed from a hand's length) fills the photo: the
/// window runs off one or more of the photo's sides, so the locator takes it for background, and the
/// whole frame read as the display holds the window's frame and the printed label under it (LITRES),
/// which join the digits into one band as tall as the photo. The digits stand out all the same as a row
/// of separate ink pieces of like height: the window's frame and other long lines are taken out (runs
/// longer than a digit can be), the pieces left are projected onto the frame's height, and each band
/// holding a run of several pieces close to each other gives a box round them.
struct FrameRowLocator {
    /// A row found: the box round it (margins included) and the height of its band of digits.
    struct Row: Equatable {
        var box: PixelRect
        var bandHeight: Int
    }

    /// A horizontal ink run longer than this share of the frame's width is a frame line, not a segment.
    var longestAcross = 0.3
    /// A vertical ink run taller than this share of the frame's height is an edge, not a segment.
    var longestDown = 0.6
    /// Largest gap between neighbouring pieces of one row, in band heights.
    var maximumGap = 0.75
    /// Least number of pieces in a row (a digit's segments are pieces of their own on most LCDs, whole
    /// digits on others: three is two digits' worth at least).
    var minimumPieces = 3
    /// Margin round the row, in band heights (sides, top and bottom).
    var sideMargin = 0.3
    var verticalMargin = 0.2
    /// At most this many rows, heaviest first.
    var rows = 2

    /// The rows in `image`'s pixels, heaviest first. `polarity`: dark ink on a light window or light
    /// ink on a dark one.
    func locate(_ image: GrayImage, polarity: Polarity) -> [Row] {
        let w = image.width, h = image.height
        guard w >= 32, h >= 32 else { return [] }
        let light = polarity == .lightOnDark
        let ink = image.pixels.map { light ? Int32($0) : 255 - Int32($0) }
        let d = LocalContrast.difference(ink, width: w, height: h, radius: max(4, h / 10))
        guard let otsu = LocalContrast.otsu(d), otsu.contrast >= 18 else { return [] }
        let t = max(otsu.value, 6)
        var mask = d.map { $0 > t ? UInt8(1) : 0 }
        // Frame lines and edges: runs longer than any segment.
        InkCleaner.eraseLongRuns(&mask, width: w, height: h, across: Int(longestAcross * Double(w)),
                                 down: Int(longestDown * Double(h)))
        var labels: [Int32] = []
        let minSide = max(3, h / 60)
        let pieces = InkCleaner.components(mask, width: w, height: h, labels: &labels).filter { c in
            !c.touchesSide(w) && !c.touchesTopOrBottom(h) && max(c.width, c.height) >= minSide && c.area >= 6
                && Double(c.width) <= 0.25 * Double(w) && Double(c.height) <= longestDown * Double(h)
        }
        guard pieces.count >= minimumPieces else { return [] }
        // Bands: runs of rows where two pieces or more overlap (a lone edge or frame piece makes none), a
        // few rows' gap (between a digit's upper and lower segments) bridged.
        var covered = [Int](repeating: 0, count: h)
        for c in pieces { for y in c.minY...c.maxY { covered[y] += 1 } }
        let bridge = max(2, h / 40)
        var bands: [Range<Int>] = []
        var y = 0
        while y < h {
            guard covered[y] >= 2 else { y += 1; continue }
            var e = y + 1, last = y
            while e < h && e - last <= bridge + 1 {
                if covered[e] >= 2 { last = e }
                e += 1
            }
            bands.append(y..<(last + 1))
            y = last + 1
        }
        var found: [(row: Row, mass: Int)] = []
        for band in bands {
            let bh = Double(band.count)
            guard band.count >= max(8, h / 30) else { continue }
            // Pieces of the band: a segment spans a fifth of the band's height at least, and no piece is wider or
            // taller than the band by more than a fifth.
            let inBand = pieces.filter { band.contains(($0.minY + $0.maxY) / 2) && Double(max($0.width, $0.height)) >= 0.2 * bh
                && Double($0.width) <= 1.2 * bh && Double($0.height) <= 1.2 * bh }.sorted { $0.minX < $1.minX }
            guard inBand.count >= minimumPieces else { continue }
            var runs: [(x0: Int, x1: Int, mass: Int, count: Int, tall: Int)] = []
            for c in inBand {
                // An upright stroke (a segment, or a whole digit joined up): tall and narrow. A blob of shade
                // in a dark window is as tall but wider.
                let tall = Double(c.height) >= 0.25 * bh && Double(c.width) <= 0.6 * Double(c.height) ? 1 : 0
                if var r = runs.last, Double(c.minX - r.x1) <= maximumGap * bh {
                    r.x1 = max(r.x1, c.maxX); r.mass += c.area; r.count += 1; r.tall += tall
                    runs[runs.count - 1] = r
                } else {
                    runs.append((c.minX, c.maxX, c.area, 1, tall))
                }
            }
            guard let run = runs.max(by: { $0.mass < $1.mass }), run.count >= minimumPieces, run.tall >= 2,
                  Double(run.x1 - run.x0 + 1) >= bh else { continue }
            let mx = Int((sideMargin * bh).rounded()), my = Int((verticalMargin * bh).rounded())
            let r = PixelRect(x: run.x0 - mx, y: band.lowerBound - my, width: run.x1 + 1 - run.x0 + 2 * mx,
                              height: band.count + 2 * my).clipped(width: w, height: h)
            guard r.width >= 8, r.height >= 8 else { continue }
            found.append((Row(box: r, bandHeight: band.count), run.mass))
        }
        return found.sorted { $0.mass > $1.mass }.prefix(rows).map(\.row)
    }
}
