/// Stage 3: a strip per layout line (from `LineLayout.region`), ink separated from the background by
/// local contrast, border clutter removed, and the digit rows found by row projection.
public struct LineSplitter: Sendable {
    /// The strip, or why there is none.
    public struct Outcome: Sendable {
        public var strip: LineStrip?
        public var issue: ReadingIssue?
        /// A narrow piece as tall as the digits, at the strip's left or right border, was removed as
        /// clutter (a window edge, or a "1" the crop cut close): characters may be missing at that end.
        /// Only looked for with `bars`.
        public var edgeDoubt = false
    }

    /// Ink as the bar response (`BarFilter`) instead of plain local contrast: keeps segments, drops
    /// broad shading and reflections. The reader's second look at a line the first could not read.
    public var bars: Bool
    /// Take the polarity given to `split` as it is, never flipped by the share of light pixels (a caller
    /// that tries both polarities and judges by what reads).
    public var fixedPolarity: Bool
    /// The plain view's threshold, where Otsu falls below its floor, taken from the ink the bar view
    /// finds (`barInkFloor`): for a line whose plain view is checked against the bar view anyway.
    public var floorFromBars: Bool
    /// Radius of the plain view's local mean, as a share of the strip's height (`plainRadius`, or
    /// `narrowRadius` for the narrow look).
    public var radius: Double
    /// A light frame along the strip's left side is left out of the plain view's local mean (`leftFrame`):
    /// for a display given by the caller, whose quad a person drew a little wide.
    public var leftFrame: Bool
    /// With `bars`, a window's frame beyond the band of digits does not count as the background of the
    /// digits' top and bottom bars in the levels they are sampled at (`BarFilter+FrameBeyondBand`).
    public var discountsFrame = false

    public init(bars: Bool = false, fixedPolarity: Bool = false, floorFromBars: Bool = false, radius: Double = LineSplitter.plainRadius,
                leftFrame: Bool = false) {
        self.bars = bars; self.fixedPolarity = fixedPolarity; self.floorFromBars = floorFromBars; self.radius = radius
        self.leftFrame = leftFrame
    }

    /// The plain view's local mean reaches half the strip's height each way: wide enough that a bold
    /// digit's stroke does not raise its own background.
    public static let plainRadius = 0.5
    /// The narrow look's radius: a sixth of the strip's height, so a weak segment beside bright strokes
    /// or in a shadow's edge is measured against its own surroundings.
    public static let narrowRadius = 1.0 / 6
    /// The narrow looks' radii, widest first (`SevenSegmentReader.narrowLook`).
    public static let narrowRadii = [narrowRadius, 0.1]

    public func split(_ display: GrayImage, region: Rect, polarity: Polarity) -> Outcome {
        let W = display.width, H = display.height
        let mx = 0.02 * Double(W), my = 0.12 * region.height * Double(H)
        let px = PixelRect(x: Int((region.x * Double(W) - mx).rounded(.down)),
                           y: Int((region.y * Double(H) - my).rounded(.down)),
                           width: Int((region.width * Double(W) + 2 * mx).rounded(.up)),
                           height: Int((region.height * Double(H) + 2 * my).rounded(.up)))
            .clipped(width: W, height: H)
        guard px.width >= 8, px.height >= 8 else { return Outcome(strip: nil, issue: .displayTooSmall) }
        let w = px.width, h = px.height, n = w * h
        // Every value is written below: made uninitialised, not zeroed first.
        var gray = [Int32](unsafeUninitializedCapacity: n) { _, count in count = n }
        // The region's histogram, taken once: it judges the polarity, and (read the other way round for
        // dark ink) it is the histogram of `gray` that `rightFrame` splits.
        let hist = fixedPolarity ? nil : LineSplitter.histogram(display, px)
        let lightInk = hist.map { LineSplitter.inkIsLight(histogram: $0, area: px.area, layout: polarity) } ?? (polarity == .lightOnDark)
        display.pixels.withUnsafeBufferPointer { src in
            gray.withUnsafeMutableBufferPointer { g in
                for y in 0..<h {
                    let s = (px.y + y) * W + px.x, o = y * w
                    if lightInk {
                        for x in 0..<w { g[o &+ x] = Int32(src[s &+ x]) }
                    } else {
                        for x in 0..<w { g[o &+ x] = 255 &- Int32(src[s &+ x]) }
                    }
                }
            }
        }
        let r = max(2, Int(radius * Double(h)))
        // A light frame along the left side is left out of the plain view's local mean (`leftFrame`).
        let d = bars ? BarFilter.response(gray, width: w, height: h, scales: BarFilter.scales(height: h),
                                          outside: BarFilter.median(gray))
            : (leftFrame && lightInk ? LineSplitter.leftFrame(gray, width: w, height: h) : nil)
                .map { LocalContrast.difference(gray, width: w, height: h, radius: r, excluding: $0) }
                ?? LocalContrast.difference(gray, width: w, height: h, radius: r)
        guard let threshold = LocalContrast.otsu(d), threshold.contrast >= (bars ? 12 : 18) else {
            return Outcome(strip: nil, issue: .lowContrast)
        }
        var t = max(threshold.value, 6)
        if !bars, floorFromBars, threshold.value < 6, let barFloor = LineSplitter.barInkFloor(display, region: region, lightInk: lightInk, contrast: d) {
            t = max(t, barFloor)
        }
        // 1 where the contrast passes the threshold, 0 elsewhere: each byte written once.
        var mask = [UInt8](unsafeUninitializedCapacity: n) { m, count in
            d.withUnsafeBufferPointer { d in
                for i in 0..<n { m[i] = d[i] > t ? 1 : 0 }
            }
            count = n
        }
        let raw = mask
        var wideDropped = false
        var solid: [PixelRect] = []
        var cut = InkCleaner.clean(&mask, width: w, height: h, droppedWide: &wideDropped, solid: &solid)
        if !bars && wideDropped { InkCleaner.salvage(&mask, raw: raw, contrast: d, width: w, height: h) }
        guard var band = bandRows(mask, width: w, height: h) else {
            return Outcome(strip: nil, issue: .lowContrast)
        }
        // A digit joined to clutter beyond the row of digits, dropped with it as a bezel edge cut by the
        // border (`bandClipped`; such a piece is among the cut pieces, so without one there is none).
        let clipped = cut.isEmpty ? [] : InkCleaner.bandClipped(&mask, raw: raw, width: w, height: h, band: band)
        if !clipped.isEmpty {
            cut.removeAll { clipped.contains($0) }
            band = bandRows(mask, width: w, height: h) ?? band
        }
        // A digit joined to a streak along the strip's side (`sideStreak`), among the cut pieces too.
        let streaked = cut.isEmpty ? [] : InkCleaner.sideStreak(&mask, raw: raw, width: w, height: h, band: band)
        if !streaked.isEmpty {
            cut.removeAll { streaked.contains($0) }
            band = bandRows(mask, width: w, height: h) ?? band
        }
        // Ink contrast: median difference over ink pixels inside the band. Pixels far below it (unlit
        // segments that still show, reflections) are dropped from the mask, then the median is taken again.
        var c = medianInk(d, mask: mask, band: band, width: w)
        let t2 = Int32(0.45 * c)
        if t2 > t {
            d.withUnsafeBufferPointer { d in
                mask.withUnsafeMutableBufferPointer { m in
                    for i in 0..<n where m[i] != 0 && d[i] <= t2 { m[i] = 0 }
                }
            }
            var unused = false
            cut += InkCleaner.clean(&mask, width: w, height: h, droppedWide: &unused, solid: &solid)
            guard let band2 = bandRows(mask, width: w, height: h) else { return Outcome(strip: nil, issue: .lowContrast) }
            band = band2
            c = medianInk(d, mask: mask, band: band, width: w)
        }
        let scale = Float(1 / c)
        // A window's frame beyond the band does not count as a top or bottom bar's background
        // (`BarFilter+FrameBeyondBand`): the levels change, the mask and band stay.
        let levels = bars && discountsFrame
            ? BarFilter.discountingFrame(gray, bars: d, width: w, height: h, scales: BarFilter.scales(height: h),
                                         outside: BarFilter.median(gray), band: band)
            : d
        let ink = [Float](unsafeUninitializedCapacity: n) { buffer, count in
            levels.withUnsafeBufferPointer { d in
                for i in 0..<n { buffer[i] = Float(d[i]) * scale }
            }
            count = n
        }
        var strip = LineStrip(width: w, height: h, origin: (px.x, px.y), ink: ink, mask: mask, band: band,
                              contrast: c, cutPieces: cut)
        // Solid blobs may hide a lit digit (a halo, glare on an LED); a dark solid blob beside an LCD's
        // digits is a shadow or the window's bezel (`CoveredDigit`).
        if lightInk { strip.solidPieces = solid }
        if !lightInk, let hist { strip.glarePieces = LineSplitter.glarePieces(display, px, histogram: hist) }
        strip.rightFrame = LineSplitter.rightFrame(gray, width: w, height: h,
                                                   histogram: hist.map { lightInk ? $0 : Array($0.reversed()) })
        let doubt = bars && InkCleaner.removedEdgeStroke(before: raw, after: mask, width: w, height: h, band: band)
        return Outcome(strip: strip, issue: nil, edgeDoubt: doubt)
    }

    /// Whether the segments are the light pixels. The layout's polarity unless the strip clearly
    /// disagrees: segments cover a minority of a display, so when the layout's ink side of an Otsu split
    /// holds over 62% of the pixels the display is read the other way (a backlit LCD on an LED meter).
    static func inkIsLight(_ img: GrayImage, _ r: PixelRect, layout: Polarity) -> Bool {
        inkIsLight(histogram: histogram(img, r), area: r.area, layout: layout)
    }

    /// Gray-level histogram of `r` (inside `img`).
    static func histogram(_ img: GrayImage, _ r: PixelRect) -> [Int] {
        var hist = [Int](repeating: 0, count: 256)
        img.pixels.withUnsafeBufferPointer { p in
            hist.withUnsafeMutableBufferPointer { hist in
                for y in r.y..<r.maxY {
                    let line = y &* img.width
                    for x in r.x..<r.maxX { hist[Int(p[line &+ x])] &+= 1 }
                }
            }
        }
        return hist
    }

    /// `inkIsLight` from the region's histogram and its pixel count.
    static func inkIsLight(histogram hist: [Int], area total: Int, layout: Polarity) -> Bool {
        let t = Int(ImageMeasures.otsu(hist))
        var light = 0
        for v in (t + 1)..<256 { light += hist[v] }
        let lightFraction = Double(light) / Double(max(1, total))
        switch layout {
        case .lightOnDark: return lightFraction <= 0.62
        case .darkOnLight: return lightFraction < 0.38
        }
    }

    /// Share of the inked columns of the smaller band that also hold ink in the other band.
    func columnOverlap(_ mask: [UInt8], width w: Int, _ a: Range<Int>, _ b: Range<Int>) -> Double {
        func columns(_ r: Range<Int>) -> [Bool] {
            var c = [Bool](repeating: false, count: w)
            for y in r { for x in 0..<w where mask[y * w + x] != 0 { c[x] = true } }
            // Tolerate a little slant: widen each inked column by 2 pixels.
            var wide = c
            for x in 0..<w where c[x] { for d in -2...2 where x + d >= 0 && x + d < w { wide[x + d] = true } }
            return wide
        }
        let ca = columns(a), cb = columns(b)
        let na = ca.filter { $0 }.count, nb = cb.filter { $0 }.count
        guard na > 0, nb > 0 else { return 0 }
        var both = 0
        for x in 0..<w where ca[x] && cb[x] { both += 1 }
        return Double(both) / Double(min(na, nb))
    }

    func medianInk(_ d: [Int32], mask: [UInt8], band: Range<Int>, width w: Int) -> Double {
        // The ink's values in raster order, written through buffer pointers into an array made at the
        // band's size and cut to the values written.
        precondition(band.isEmpty || (band.lowerBound >= 0 && band.upperBound * w <= min(d.count, mask.count)), "band outside the strip")
        let values = [Int32](unsafeUninitializedCapacity: band.count * w) { values, count in
            var n = 0
            d.withUnsafeBufferPointer { d in
                mask.withUnsafeBufferPointer { mask in
                    for y in band {
                        let line = y &* w
                        for x in 0..<w where mask[line &+ x] != 0 { values[n] = d[line &+ x]; n &+= 1 }
                    }
                }
            }
            count = n
        }
        guard let median = Self.upperMedian(values) else { return 8 }
        return max(8, Double(median))
    }

    /// `values` sorted, the element at `count / 2`; counted in a histogram when the values span a small
    /// range (ink contrast does), sorted otherwise. nil when empty.
    static func upperMedian(_ values: [Int32]) -> Int32? {
        guard let lo = values.min(), let hi = values.max() else { return nil }
        let span = Int(hi) - Int(lo) + 1
        guard span <= 4096 else { return values.sorted()[values.count / 2] }
        var counts = [Int](repeating: 0, count: span)
        for v in values { counts[Int(v) - Int(lo)] += 1 }
        var seen = 0
        for (i, c) in counts.enumerated() {
            seen += c
            if seen > values.count / 2 { return Int32(Int(lo) + i) }
        }
        return hi
    }

    /// Fewest ink pixels a row of a strip `width` wide needs to count in the band.
    static func activeInk(width: Int) -> Int { max(2, width / 80) }

    /// The run of rows holding the most ink (small gaps bridged); nil when there is too little ink.
    func bandRows(_ mask: [UInt8], width w: Int, height h: Int) -> Range<Int>? {
        var counts = [Int](repeating: 0, count: h)
        mask.withUnsafeBufferPointer { mask in
            for y in 0..<h {
                var c = 0
                let line = y &* w
                for x in 0..<w { c &+= Int(mask[line &+ x]) }
                counts[y] = c
            }
        }
        let active = Self.activeInk(width: w)
        let maxGap = max(1, h / 30)
        var best: (Range<Int>, Int)? = nil
        var bands: [(Range<Int>, Int)] = []
        var y = 0
        while y < h {
            guard counts[y] >= active else { y += 1; continue }
            var end = y + 1, mass = counts[y], gap = 0, lastActive = y
            while end < h {
                if counts[end] >= active { gap = 0; lastActive = end; mass += counts[end] } else {
                    gap += 1
                    if gap > maxGap { break }
                }
                end += 1
            }
            let r = y..<(lastActive + 1)
            bands.append((r, mass))
            if best == nil || mass > best!.1 { best = (r, mass) }
            y = lastActive + 1
        }
        guard var b = best else { return nil }
        // Halves of one row of digits split by the gap between upper and lower segments (a lone 7,
        // "LO"): a neighbouring band as tall, close by, with ink in the same columns, joins it.
        var merged = true
        while merged {
            merged = false
            for o in bands where o.0 != b.0 {
                let gap = o.0.lowerBound >= b.0.upperBound ? o.0.lowerBound - b.0.upperBound : b.0.lowerBound - o.0.upperBound
                guard gap >= 0, Double(gap) <= 0.25 * Double(h), Double(o.0.count) >= 0.5 * Double(b.0.count),
                      columnOverlap(mask, width: w, o.0, b.0) >= 0.5 else { continue }
                let r = min(o.0.lowerBound, b.0.lowerBound)..<max(o.0.upperBound, b.0.upperBound)
                bands.removeAll { $0.0 == o.0 || $0.0 == b.0 }
                b = (r, o.1 + b.1)
                bands.append(b)
                merged = true
                break
            }
        }
        guard b.0.count >= max(6, h / 5) else { return nil }
        // Two rows of digits of like size where the layout has one line: which one is meant is unknown.
        for o in bands where o.0 != b.0 && Double(o.1) >= 0.5 * Double(b.1) && Double(o.0.count) >= 0.6 * Double(b.0.count) {
            return nil
        }
        return Self.trimmedOfBorderPieces(b.0, counts: counts, active: active, height: h)
    }
}
