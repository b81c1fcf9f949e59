/// Whole-image measures: sharpness, glare, downscaling, Otsu on a histogram.
enum ImageMeasures {
    /// Variance of the 4-neighbour Laplacian (higher is sharper).
    static func laplacianVariance(_ img: GrayImage) -> Double {
        let w = img.width, h = img.height
        guard w >= 3, h >= 3 else { return 0 }
        // Summed as integers: exact, and the same sums as adding the values as Doubles (every partial
        // sum is an integer far below 2^53), in any order.
        var sumInt = 0, sum2Int = 0
        img.pixels.withUnsafeBufferPointer { p in
            let bytes = UnsafeRawPointer(p.baseAddress!)
            // Four pixels at a time in Int32 lanes where a row's lane sums cannot overflow (|l| <= 1020, so
            // l * l <= 1 040 400, and a lane takes at most 2000 of them); the lanes' sums added as Ints.
            let lanes = w <= 8000
            @inline(__always) func four(_ i: Int) -> SIMD4<Int32> {
                SIMD4<Int32>(truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: i, as: SIMD4<UInt8>.self))
            }
            for y in 1..<(h - 1) {
                var s = 0, s2 = 0
                var start = 1
                if lanes {
                    var ls = SIMD4<Int32>(), ls2 = SIMD4<Int32>()
                    while start &+ 4 <= w &- 1 {
                        let i = y &* w &+ start
                        let l = four(i &- 1) &+ four(i &+ 1) &+ four(i &- w) &+ four(i &+ w) &- 4 &* four(i)
                        ls &+= l; ls2 &+= l &* l
                        start &+= 4
                    }
                    for k in 0..<4 { s &+= Int(ls[k]); s2 &+= Int(ls2[k]) }
                }
                for x in start..<(w - 1) {
                    let i = y &* w &+ x
                    let l = Int(p[i &- 1]) &+ Int(p[i &+ 1]) &+ Int(p[i &- w]) &+ Int(p[i &+ w]) &- 4 &* Int(p[i])
                    s &+= l; s2 &+= l &* l
                }
                sumInt += s; sum2Int += s2
            }
        }
        let sum = Double(sumInt), sum2 = Double(sum2Int)
        let n = Double((w - 2) * (h - 2))
        let mean = sum / n
        return sum2 / n - mean * mean
    }

    /// Gray level from which a pixel counts as clipped (saturated by glare).
    static let clippedLevel: UInt8 = 250

    /// Bounding boxes (frame pixels) of saturated patches in the dewarped display.
    static func glare(_ d: DewarpedDisplay) -> [PixelRect] {
        let img = d.image
        // No saturated pixel: no patch (the labelling of an empty mask finds none). Looked for sixteen
        // pixels at a time; the mask is made only where there is one.
        let n = min(img.width * img.height, img.pixels.count)
        guard n > 0 else { return [] }
        let saturated: Bool = img.pixels.withUnsafeBufferPointer { p in
            let bytes = UnsafeRawPointer(p.baseAddress!)
            let limit = SIMD16<UInt8>(repeating: clippedLevel)
            var i = 0
            while i &+ 16 <= n {
                if any(bytes.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self) .>= limit) { return true }
                i &+= 16
            }
            while i < n {
                if p[i] >= clippedLevel { return true }
                i &+= 1
            }
            return false
        }
        guard saturated else { return [] }
        let whole = PixelRect(x: 0, y: 0, width: img.width, height: img.height)
        return clippedPatches(img, in: whole, minArea: max(12, img.width * img.height / 400)).map { c in
            let pts = [d.toFrame.apply(Double(c.minX), Double(c.minY)), d.toFrame.apply(Double(c.maxX + 1), Double(c.minY)),
                       d.toFrame.apply(Double(c.maxX + 1), Double(c.maxY + 1)), d.toFrame.apply(Double(c.minX), Double(c.maxY + 1))]
            let xs = pts.map(\.x), ys = pts.map(\.y)
            let x0 = Int(xs.min()!.rounded(.down)), y0 = Int(ys.min()!.rounded(.down))
            return PixelRect(x: x0, y: y0, width: Int(xs.max()!.rounded(.up)) - x0, height: Int(ys.max()!.rounded(.up)) - y0)
        }
    }

    /// The connected patches of clipped pixels (`clippedLevel`) in `px` of `img` (in `px`'s pixels), each
    /// at least `minArea` pixels.
    static func clippedPatches(_ img: GrayImage, in px: PixelRect, minArea: Int) -> [InkCleaner.Component] {
        var labels: [Int32] = []
        return clippedPatches(img, in: px, minArea: minArea, labels: &labels).map(\.piece)
    }

    /// As `clippedPatches(_:in:minArea:)`, each patch with its number in `labels` (`InkCleaner.components`,
    /// 1-based, over `px`'s pixels row by row).
    static func clippedPatches(_ img: GrayImage, in px: PixelRect, minArea: Int, labels: inout [Int32]) -> [(piece: InkCleaner.Component, label: Int32)] {
        var mask = [UInt8](repeating: 0, count: px.area)
        for y in 0..<px.height {
            let s = (px.y + y) * img.width + px.x, o = y * px.width
            for x in 0..<px.width where img.pixels[s + x] >= clippedLevel { mask[o + x] = 1 }
        }
        return InkCleaner.components(mask, width: px.width, height: px.height, labels: &labels).enumerated()
            .filter { $0.element.area >= minArea }.map { ($0.element, Int32($0.offset + 1)) }
    }

    /// Box-average downscale by an integer factor.
    static func downscale(_ img: GrayImage, factor f: Int) -> GrayImage {
        guard f > 1 else { return img }
        let w = img.width / f, h = img.height / f
        var out = [UInt8](repeating: 0, count: w * h)
        img.pixels.withUnsafeBufferPointer { p in
            for y in 0..<h {
                for x in 0..<w {
                    var s = 0
                    for yy in 0..<f { let row = (y * f + yy) * img.width + x * f; for xx in 0..<f { s += Int(p[row + xx]) } }
                    out[y * w + x] = UInt8(s / (f * f))
                }
            }
        }
        return GrayImage(width: w, height: h, pixels: out)
    }

    static func otsu(_ hist: [Int]) -> UInt8 {
        let total = hist.reduce(0, +)
        var sum = 0.0
        for i in 0..<hist.count { sum += Double(i * hist[i]) }
        var sumB = 0.0, wB = 0, best = -1.0, bestT = 128
        for i in 0..<hist.count {
            wB += hist[i]
            if wB == 0 { continue }
            let wF = total - wB
            if wF == 0 { break }
            sumB += Double(i * hist[i])
            let mB = sumB / Double(wB), mF = (sum - sumB) / Double(wF)
            let between = Double(wB) * Double(wF) * (mB - mF) * (mB - mF)
            if between > best { best = between; bestT = i }
        }
        return UInt8(bestT)
    }
}
