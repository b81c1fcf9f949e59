/// Where the display is in the frame, in frame pixels.
public struct LocatedDisplay: Equatable, Sendable {
    public var quad: Quad
    /// True when the reader found the display itself (no quad was given).
    public var found: Bool
    /// 0...1: how display-like the found region is (1 for a given quad).
    public var score: Double
    /// The found region touches the frame's side: the display may be cut off there.
    public var cut: Bool = false
    /// Cut out at the light class's own level (`DisplayLocator.lightLevel`), not the frame's.
    public var lighter: Bool = false
    /// A region cut at the light class's level overlapping one found at the frame's level by
    /// `DisplayLocator.lightClassOverlap` or more: that region (the same window cut again, perhaps short of its end).
    public var within: Quad? = nil
}

/// Stage 1: a given approximate quad is widened a little (so a quad a few percent off or cut tight
/// still holds the digits; the splitter removes the bezel); with no quad, the display is searched for as
/// a large, nearly rectangular region clearly darker or lighter than its surroundings.
public struct DisplayLocator: Sendable {
    public var margin: Double
    /// A found region the frame cut at its left or right side gets its corners there on the frame's side
    /// (`DisplayLocator+CutSides`).
    public var placesCutCorners: Bool
    /// Steps from the frame's gray level down to its dark class's own at which faces are also cut
    /// (`DisplayLocator+Panel`); 0: the frame's level only.
    var panelLevelSteps = DisplayLocator.panelLevelSteps
    /// A face's lit digits and labels, holes in its dark region, count as the face's (`filledArea`).
    var fillsFaceHoles = true
    /// A face's corner quad with one corner pulled in has it put back (`DisplayLocator+FaceCorner`).
    var squaresFaces = true

    /// Most display candidates returned, best first. A whole meter's photo holds larger, plainer light
    /// rectangles than its LCD (a glove, a sticker, a blank label): reading the third region too read 31
    /// more insulation-tester photos with no roi, the fourth and fifth 5 more (`ReaderOptions.locatedTries`).
    public static let mostFound = 5
    /// Regions are also cut at the light class's own Otsu level (`lightLevel`).
    var cutsLightClass = true
    /// What a region cut at the light class's level has its score multiplied by: after those cut at the frame's.
    static let lightClassScore = 0.8
    /// Least overlap (intersection over union) of a region cut at the light class's level with one found at
    /// the frame's level for it to be that window again (`LocatedDisplay.within`), perhaps cut short of its
    /// end: a fuel pump's lit window cut short of its shaded end read 4.11 for 411.4
    /// (`SevenSegmentReader.lighterKeepsPlaces`).
    static let lightClassOverlap = 0.5
    /// Most regions cut at the light class's level that overlap one found at the frame's level returned, after
    /// the `mostFound` best (`LocatedDisplay.within`, `ReaderOptions.readsOverlappedLighter`).
    static let mostOverlapped = 2
    /// Overlap from which a region cut at the light class's level is the very box found at the frame's level
    /// (a light panel above both levels), not returned again.
    static let sameBoxOverlap = 0.9

    /// The light class's own Otsu level, where it lies `panelLevelGap` or more above the frame's level `t`;
    /// nil otherwise. A clamp meter's LCD in a dim photo lies inside a gray body that is itself lighter than
    /// the frame's level, joined to it through the window's thin dark frame.
    static func lightLevel(_ hist: [Int], frameLevel t: UInt8) -> UInt8? {
        var light = hist
        for i in 0...Int(t) { light[i] = 0 }
        // Two levels at least (Otsu's level of a single one is no cut between its pixels).
        guard let lo = light.firstIndex(where: { $0 > 0 }), let hi = light.lastIndex(where: { $0 > 0 }), hi > lo else { return nil }
        let high = ImageMeasures.otsu(light)
        return Int(high) >= Int(t) + Int(panelLevelGap) && Int(high) >= lo && Int(high) < hi ? high : nil
    }

    public init(margin: Double = 0.04, placesCutCorners: Bool = true) {
        self.margin = margin
        self.placesCutCorners = placesCutCorners
    }

    public func refine(_ quad: Quad, in image: GrayImage) -> LocatedDisplay? {
        let m = margin
        let q = Quad(topLeft: quad.point(u: -m, v: -m), topRight: quad.point(u: 1 + m, v: -m),
                     bottomRight: quad.point(u: 1 + m, v: 1 + m), bottomLeft: quad.point(u: -m, v: 1 + m))
        let b = q.bounds
        guard b.width >= 4, b.height >= 4, b.maxX > 0, b.maxY > 0,
              b.x < Double(image.width), b.y < Double(image.height) else { return nil }
        return LocatedDisplay(quad: q, found: false, score: 1)
    }

    /// The best display candidate in the whole frame, or nil.
    public func find(in image: GrayImage, layout: DisplayLayout) -> LocatedDisplay? {
        candidates(in: image, layout: layout).first
    }

    /// Display candidates, best first (at most `mostFound`; faces at most `mostPanels`). `cores`: instead, the rectangles held by the regions
    /// that are no rectangle themselves (`DisplayLocator+Core`). `panels`: instead, the dark device faces
    /// a lit row of digits may sit on (`DisplayLocator+Panel`).
    /// `darkerWindows`: instead, the darker parts of the dark regions that are no box themselves
    /// (`DisplayLocator+DarkerWindow`).
    public func candidates(in image: GrayImage, layout: DisplayLayout, cores: Bool = false, panels: Bool = false,
                           darkerWindows: Bool = false) -> [LocatedDisplay] {
        guard image.width >= 16, image.height >= 16 else { return [] }
        let factor = max(1, Int((Double(max(image.width, image.height)) / 320).rounded(.up)))
        let small = ImageMeasures.downscale(image, factor: factor)
        let w = small.width, h = small.height
        var hist = [Int](repeating: 0, count: 256)
        for p in small.pixels { hist[Int(p)] += 1 }
        let t = ImageMeasures.otsu(hist)
        var found: [LocatedDisplay] = []
        var overlapped: [LocatedDisplay] = []
        // Faces are also cut at levels down to the dark class's own (`panelLevels`): a dark face on a wall
        // whose light falls off joins the wall's dark side at the frame's level.
        var passes: [(dark: Bool, level: UInt8)] = panels ? Self.panelLevels(hist, frameLevel: t, steps: panelLevelSteps).map { (true, $0) } : [(true, t), (false, t)]
        // A light display inside a body lighter than the frame's level: cut at the light class's own level too.
        let lightLevel = Self.lightLevel(hist, frameLevel: t)
        if !panels, !cores, !darkerWindows, cutsLightClass, let l = lightLevel { passes.append((false, l)) }
        for (dark, level) in passes {
            let lighter = !panels && !cores && level == lightLevel && !dark
            var mask = [UInt8](repeating: 0, count: w * h)
            for i in 0..<(w * h) where (small.pixels[i] <= level) == dark { mask[i] = 1 }
            var labels: [Int32] = []
            let comps = InkCleaner.components(mask, width: w, height: h, labels: &labels)
            for (k, c) in comps.enumerated() {
                let bw = Double(c.width), bh = Double(c.height)
                guard bw >= Double(w) * 0.12, bh >= Double(h) * 0.06, c.area >= 150 else { continue }
                guard let quad = cornerQuad(labels, id: Int32(k + 1), comp: c, width: w) else { continue }
                // A close-up may cut the display at the frame's sides: a region touching one or two sides
                // is still a candidate (less likely), one touching three or four is the background.
                let sides = [c.minX == 0, c.minY == 0, c.maxX == w - 1, c.maxY == h - 1].filter { $0 }.count
                let rectangularity = Double(c.area) / max(1, polygonArea(quad))
                if panels {
                    let filled = fillsFaceHoles ? Self.filledArea(labels, id: Int32(k + 1), comp: c, width: w) : c.area
                    let placed = squaresFaces ? squaredFace(quad, within: c) : quad
                    if let d = panelCandidate(quad, area: filled, sides: sides, frame: (w, h), factor: factor, placed: placed) { found.append(d) }
                    // A face joined to its shadow or frame: the rectangle it holds.
                    else if sides <= 2, let core = coreQuad(labels, id: Int32(k + 1), comp: c, width: w, frameArea: w * h) {
                        let b = core.quad.bounds
                        let coreSides = [b.x <= 0, b.y <= 0, b.maxX >= Double(w - 1), b.maxY >= Double(h - 1)].filter { $0 }.count
                        if let d = panelCandidate(core.quad, area: core.area, sides: coreSides, frame: (w, h), factor: factor) { found.append(d) }
                    }
                    continue
                }
                if darkerWindows {
                    if dark, sides <= 2, Self.looksJoined(quad, rectangularity: rectangularity),
                       let part = darkerPart(small, labels: labels, id: Int32(k + 1), comp: c) {
                        found += darkerCandidates(part, frame: (w, h), layout: layout, factor: factor, region: c.area)
                    }
                    continue
                }
                if !cores, var d = candidate(quad, area: c.area, sides: sides, frame: (w, h), layout: layout, factor: factor, placed: {
                    placesCutCorners
                        ? cutCorners(quad, left: c.minX == 0, right: c.maxX == w - 1, labels: labels, id: Int32(k + 1), comp: c, width: w)
                        : quad
                }) {
                    if lighter {
                        // The same region again (one found at the frame's level much like it): kept apart, after the others.
                        d.score *= Self.lightClassScore
                        d.lighter = true
                        if let same = found.filter({ !$0.lighter }).max(by: { Self.overlap($0.quad.bounds, d.quad.bounds) < Self.overlap($1.quad.bounds, d.quad.bounds) }),
                           Self.overlap(same.quad.bounds, d.quad.bounds) >= Self.lightClassOverlap {
                            // Near enough that very box: nothing new.
                            guard Self.overlap(same.quad.bounds, d.quad.bounds) < Self.sameBoxOverlap else { continue }
                            d.within = same.quad
                            overlapped.append(d)
                            continue
                        }
                    }
                    found.append(d)
                }
                // A window joined to a shadow: the rectangle the region fills; not in the background.
                if cores, sides <= 2, rectangularity < Self.coreRectangularity || quad.isSteepKeystone,
                   let core = coreQuad(labels, id: Int32(k + 1), comp: c, width: w, frameArea: w * h) {
                    let b = core.quad.bounds
                    let coreSides = [b.x <= 0, b.y <= 0, b.maxX >= Double(w - 1), b.maxY >= Double(h - 1)].filter { $0 }.count
                    if let d = candidate(core.quad, area: core.area, sides: coreSides, frame: (w, h), layout: layout, factor: factor,
                                         placed: { core.quad }) { found.append(d) }
                }
            }
        }
        if panels { return Array(Self.distinctFaces(found.sorted { $0.score > $1.score }).prefix(Self.mostPanels)) }
        return Array(found.sorted { $0.score > $1.score }.prefix(Self.mostFound)) + overlapped.sorted { $0.score > $1.score }.prefix(Self.mostOverlapped)
    }

    /// A found region's corner `quad` (mask pixels of a frame downscaled by `factor`) holding `area` of
    /// its pixels and touching `sides` of the frame, scored, in frame pixels (`placed`: its quad with
    /// corners on the frame's cut sides); nil when it is no display-like rectangle.
    func candidate(_ quad: Quad, area: Int, sides: Int, frame: (w: Int, h: Int), layout: DisplayLayout, factor: Int,
                   placed: () -> Quad) -> LocatedDisplay? {
        let (qw, qh) = Dewarper.size(of: quad)
        let quadArea = polygonArea(quad)
        let rectangularity = Double(area) / max(1, quadArea)
        let aspect = qw / max(1, qh)
        let aspectFit = min(aspect, layout.aspectRatio) / max(aspect, layout.aspectRatio)
        let frameArea = Double(frame.w * frame.h)
        guard rectangularity > 0.6, aspectFit > 0.45, sides <= 2, quadArea < 0.8 * frameArea else { return nil }
        let size = min(1, quadArea / frameArea * 6)
        let cut = sides == 0 ? 1.0 : (sides == 1 ? 0.8 : 0.65)
        let score = rectangularity * aspectFit * (0.5 + 0.5 * size) * cut
        return LocatedDisplay(quad: Self.framePixels(placed(), factor: factor), found: true, score: score, cut: sides > 0)
    }

    /// A corner quad of mask pixels (a frame downscaled by `factor`) in frame pixels, to its corner
    /// pixels' outer edges.
    static func framePixels(_ p: Quad, factor: Int) -> Quad {
        let s = Double(factor)
        return Quad(topLeft: Point(p.topLeft.x * s, p.topLeft.y * s),
                    topRight: Point((p.topRight.x + 1) * s, p.topRight.y * s),
                    bottomRight: Point((p.bottomRight.x + 1) * s, (p.bottomRight.y + 1) * s),
                    bottomLeft: Point(p.bottomLeft.x * s, (p.bottomLeft.y + 1) * s))
    }

    /// Extreme points of a component along the diagonals: its corners when it is a tilted rectangle.
    func cornerQuad(_ labels: [Int32], id: Int32, comp c: InkCleaner.Component, width w: Int) -> Quad? {
        var tl = (Int.max, 0, 0), tr = (Int.min, 0, 0), br = (Int.min, 0, 0), bl = (Int.max, 0, 0)
        for y in c.minY...c.maxY {
            for x in c.minX...c.maxX where labels[y * w + x] == id {
                if x + y < tl.0 { tl = (x + y, x, y) }
                if x - y > tr.0 { tr = (x - y, x, y) }
                if x + y > br.0 { br = (x + y, x, y) }
                if x - y < bl.0 { bl = (x - y, x, y) }
            }
        }
        guard tl.0 != Int.max else { return nil }
        return Quad(topLeft: Point(Double(tl.1), Double(tl.2)), topRight: Point(Double(tr.1), Double(tr.2)),
                    bottomRight: Point(Double(br.1), Double(br.2)), bottomLeft: Point(Double(bl.1), Double(bl.2)))
    }

    func polygonArea(_ q: Quad) -> Double {
        let p = q.corners
        var s = 0.0
        for i in 0..<4 { let a = p[i], b = p[(i + 1) % 4]; s += a.x * b.y - b.x * a.y }
        return abs(s) / 2
    }
}
