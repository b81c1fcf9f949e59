/// Hollow (outline-only) segments: a segment drawn as its contour leaves, in the ink mask, a ring of ink
/// around a thin hole of background. Such holes are filled, in the mask and in the ink levels, so the
/// segmenter and the sampler see the solid stroke the display means.
///
/// A hole is background that the ink fully encloses (not connected to the strip's border). It is taken
/// for the inside of a hollow segment only when it is stroke-like: thin (at most `maximumWidth` of the
/// digits' height across), long (at least `minimumElongation` times its width), and walled off from
/// the outer background by thin ink (the median wall no thicker than the hole itself, nor than
/// `maximumWall` of the digits' height). The counters of 0, 6, 8 and 9 are much wider than a stroke,
/// and a bold digit's counter is walled by strokes thicker than itself: neither is filled.
///
/// A binarised outline often has gaps of a pixel or two, through which its inside joins the outer
/// background: holes are looked for a second time with the ink grown by one pixel, which closes them.
enum StrokeHoles {
    /// Widest hole (share of the digits' height) that can be a hollow segment's inside.
    static let maximumWidth = 0.13
    /// Least length-to-width ratio of a hollow segment's inside.
    static let minimumElongation = 2.0
    /// Thickest wall (share of the digits' height) between a hollow segment's inside and the background.
    static let maximumWall = 0.08
    /// Least height of the digits (pixels) whose segments can show as outlines: a pixel of ink either
    /// side of an inside a few pixels wide makes a segment 4 or more pixels thick. Below it, a small
    /// counter would look like a hollow segment.
    static let minimumDigitHeight = 30
    /// Ink level given to the filled pixels: a typical lit segment.
    static let filledLevel: Float = 1

    /// `strip` with its stroke-like holes filled, or nil when it has none.
    static func filled(_ strip: LineStrip) -> LineStrip? {
        var out = strip
        guard fill(&out.mask, ink: &out.ink, width: strip.width, height: strip.height, digitHeight: strip.bandHeight) > 0 else { return nil }
        return out
    }

    /// Fills the stroke-like holes of `mask` (and raises `ink` there to a lit segment's level);
    /// `digitHeight` is the height of the row of digits in pixels. Returns how many holes were filled.
    @discardableResult
    static func fill(_ mask: inout [UInt8], ink: inout [Float], width w: Int, height h: Int, digitHeight: Int) -> Int {
        guard w >= 3, h >= 3, digitHeight >= minimumDigitHeight else { return 0 }
        var count = 0
        for grow in 0...1 {
            let m = grow == 0 ? mask : dilated(mask, width: w, height: h)
            let holes = strokeHoles(m, width: w, height: h, grow: grow, digitHeight: Double(digitHeight))
            guard !holes.isEmpty else { continue }
            count += holes.count
            var fill = [Bool](repeating: false, count: w * h)
            for p in holes.flatMap({ $0 }) { fill[p] = true }
            // Grown ink stands a pixel into the hole: the hole grown back reaches the outline again.
            if grow > 0 { fill = dilated(fill.map { $0 ? 1 : 0 }, width: w, height: h).map { $0 != 0 } }
            for p in 0..<(w * h) where fill[p] {
                mask[p] = 1
                ink[p] = max(ink[p], filledLevel)
            }
        }
        return count
    }

    /// The pixels of each stroke-like hole of `m`, whose ink was grown by `grow` pixels.
    static func strokeHoles(_ m: [UInt8], width w: Int, height h: Int, grow: Int, digitHeight hd: Double) -> [[Int]] {
        let n = w * h
        // Background labels: 0 ink or not yet seen, 1 outer background (reaches the border), 2... holes.
        var label = [Int32](repeating: 0, count: n)
        var stack: [Int] = []
        var none: [Int] = []
        for p in 0..<n {
            let x = p % w
            guard p < w || p >= n - w || x == 0 || x == w - 1, m[p] == 0, label[p] == 0 else { continue }
            flood(p, 1, m, width: w, label: &label, stack: &stack, pixels: &none, keep: false)
        }
        var holes: [[Int]] = []
        for p in 0..<n where m[p] == 0 && label[p] == 0 {
            var pixels: [Int] = []
            flood(p, Int32(holes.count + 2), m, width: w, label: &label, stack: &stack, pixels: &pixels, keep: true)
            holes.append(pixels)
        }
        // A hole's rim (pixels next to ink) runs along both its sides: twice its area over its rim is
        // at most its width, and a hole that is wider by that alone needs no distance map.
        holes.removeAll { pixels in
            var rim = 0
            for p in pixels {
                let x = p % w
                if (x > 0 && m[p - 1] != 0) || (x < w - 1 && m[p + 1] != 0) || (p >= w && m[p - w] != 0) || (p + w < n && m[p + w] != 0) { rim += 1 }
            }
            return 2 * Double(pixels.count) / Double(max(1, rim)) > maximumWidth * hd + 2 * Double(grow)
        }
        guard !holes.isEmpty else { return [] }
        // Thin and long enough first (the wall costs another distance map).
        let toInk = chamfer(m.map { $0 != 0 }, width: w, height: h)
        var thin: [(pixels: [Int], across: Double)] = []
        for pixels in holes {
            let depth = pixels.reduce(Int32(0)) { max($0, toInk[$1]) }
            // Across: twice the depth, less the pixel the depth counts into the ink; grown ink took
            // `grow` pixels off either side of the hole.
            let acrossHere = max(1, 2 * Double(depth) / 3 - 1)
            let across = acrossHere + 2 * Double(grow)
            let length = Double(pixels.count) / acrossHere
            if across <= maximumWidth * hd && length >= minimumElongation * across { thin.append((pixels, across)) }
        }
        guard !thin.isEmpty else { return [] }
        let toOuter = chamfer(label.map { $0 == 1 }, width: w, height: h)
        return thin.compactMap { hole in
            // The median wall over the hole's rim (its pixels next to ink); grown ink added `grow`
            // pixels to either side of it.
            var walls = hole.pixels.filter { toInk[$0] == 3 }.map { toOuter[$0] }
            guard !walls.isEmpty else { return nil }
            walls.sort()
            let wall = max(0, Double(walls[walls.count / 2]) / 3 - 1 - 2 * Double(grow))
            return wall <= max(1, hole.across) && wall <= maximumWall * hd ? hole.pixels : nil
        }
    }

    /// Labels `id` the background of `m` 4-connected to `start` (and collects it in `pixels` if `keep`).
    static func flood(_ start: Int, _ id: Int32, _ m: [UInt8], width w: Int, label: inout [Int32], stack: inout [Int],
                      pixels: inout [Int], keep: Bool) {
        let n = m.count
        label[start] = id
        stack.append(start)
        while let p = stack.popLast() {
            if keep { pixels.append(p) }
            let x = p % w
            if x > 0, m[p - 1] == 0, label[p - 1] == 0 { label[p - 1] = id; stack.append(p - 1) }
            if x < w - 1, m[p + 1] == 0, label[p + 1] == 0 { label[p + 1] = id; stack.append(p + 1) }
            if p >= w, m[p - w] == 0, label[p - w] == 0 { label[p - w] = id; stack.append(p - w) }
            if p + w < n, m[p + w] == 0, label[p + w] == 0 { label[p + w] = id; stack.append(p + w) }
        }
    }

    /// `m` grown by one pixel (3×3).
    static func dilated(_ m: [UInt8], width w: Int, height h: Int) -> [UInt8] {
        var rows = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w where m[y * w + x] != 0 || (x > 0 && m[y * w + x - 1] != 0) || (x < w - 1 && m[y * w + x + 1] != 0) {
                rows[y * w + x] = 1
            }
        }
        var out = rows
        for y in 0..<h {
            for x in 0..<w where rows[y * w + x] == 0 && ((y > 0 && rows[(y - 1) * w + x] != 0) || (y < h - 1 && rows[(y + 1) * w + x] != 0)) {
                out[y * w + x] = 1
            }
        }
        return out
    }

    /// Chamfer (3-4) distance of every pixel to the nearest pixel where `source` holds (0 there).
    static func chamfer(_ source: [Bool], width w: Int, height h: Int) -> [Int32] {
        let far = Int32.max / 4
        var out = source.map { $0 ? 0 : far }
        out.withUnsafeMutableBufferPointer { d in
            for y in 0..<h {
                for x in 0..<w {
                    let p = y * w + x
                    var v = d[p]
                    if x > 0 { v = min(v, d[p - 1] + 3) }
                    if y > 0 {
                        v = min(v, d[p - w] + 3)
                        if x > 0 { v = min(v, d[p - w - 1] + 4) }
                        if x < w - 1 { v = min(v, d[p - w + 1] + 4) }
                    }
                    d[p] = v
                }
            }
            for y in stride(from: h - 1, through: 0, by: -1) {
                for x in stride(from: w - 1, through: 0, by: -1) {
                    let p = y * w + x
                    var v = d[p]
                    if x < w - 1 { v = min(v, d[p + 1] + 3) }
                    if y < h - 1 {
                        v = min(v, d[p + w] + 3)
                        if x < w - 1 { v = min(v, d[p + w + 1] + 4) }
                        if x > 0 { v = min(v, d[p + w - 1] + 4) }
                    }
                    d[p] = v
                }
            }
        }
        return out
    }
}
