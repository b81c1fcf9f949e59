/// A display's window joined to a shadow (the photographer's, falling across the panel up to the window)
/// is one dark region with it, and the region's corner quad (`cornerQuad`) is a wedge from the window's
/// far corners to the shadow's: read, it holds no row of digits.
///
/// The window is the rectangle the region fills: the largest upright rectangle all inside the region
/// with its holes filled (the digits and reflections inside the window), widened a little for a window
/// photographed slightly tilted, and the region's corners inside it. Looked for only in a region that
/// fills its corner quad poorly or whose corner quad converges more steeply than a photo of a display
/// does (`Quad+Keystone`), not in the background, and read only where no region found read
/// (`SevenSegmentReader.readPlaces`): as a candidate among the others it took the place of regions that
/// read (insulation-tester with no roi 563 -> 492 correct, misreads on the fuel pumps). Off by default
/// (`ReaderOptions.findsDisplayCores`): read so, it still misread rendered devices under harsh perturbation.
extension DisplayLocator {
    /// A region filling less of its corner quad than this is looked into for the rectangle it holds.
    static let coreRectangularity = 0.85
    /// Least share of the region (holes filled) the rectangle must cover: a shadow beside a window, not
    /// a window beside a speck of shadow, nor a strip of a ragged region.
    static let coreShare = 0.3
    /// Most share of the region the rectangle may cover: beyond it the region is the rectangle already.
    static let coreMostShare = 0.9
    /// Least share of the frame the rectangle must cover: a display's window, not a sticker's box or the
    /// part of a window above its digits (read with no roi, an insulation tester's sticker read 14, a
    /// panel ammeter's window top 10, both under 0.3% of the frame).
    static let coreFrameShare = 0.01
    /// How far the rectangle is widened each way, as a share of its height (up and down) and its width
    /// (left and right), before the region's corners inside it are taken.
    static let coreWidening = (vertical: 0.06, horizontal: 0.02)

    /// The corner quad (mask pixels) of the upright rectangle the component `id` fills, widened by
    /// `coreWidening`, and the region's pixel count inside it; nil when there is no such rectangle
    /// (`frameArea`: the mask's pixel count).
    func coreQuad(_ labels: [Int32], id: Int32, comp c: InkCleaner.Component, width w: Int, frameArea: Int) -> (quad: Quad, area: Int)? {
        let cw = c.width, ch = c.height
        var filled = [UInt8](repeating: 0, count: cw * ch)
        for y in 0..<ch { for x in 0..<cw where labels[(c.minY + y) * w + c.minX + x] == id { filled[y * cw + x] = 1 } }
        Self.fillHoles(&filled, width: cw, height: ch)
        let total = filled.reduce(0) { $0 + Int($1) }
        guard let r = Self.largestRectangle(filled, width: cw, height: ch),
              Double(r.area) >= Self.coreShare * Double(total), Double(r.area) <= Self.coreMostShare * Double(total),
              Double(r.area) >= Self.coreFrameShare * Double(frameArea) else { return nil }
        let dy = Int((Self.coreWidening.vertical * Double(r.height)).rounded()), dx = Int((Self.coreWidening.horizontal * Double(r.width)).rounded())
        let x0 = max(0, r.x - dx), x1 = min(cw - 1, r.maxX - 1 + dx), y0 = max(0, r.y - dy), y1 = min(ch - 1, r.maxY - 1 + dy)
        var tl = (Int.max, 0, 0), tr = (Int.min, 0, 0), br = (Int.min, 0, 0), bl = (Int.max, 0, 0)
        var area = 0
        for y in y0...y1 {
            for x in x0...x1 where filled[y * cw + x] != 0 {
                area += 1
                if x + y < tl.0 { tl = (x + y, x, y) }
                if x - y > tr.0 { tr = (x - y, x, y) }
                if x + y > br.0 { br = (x + y, x, y) }
                if x - y < bl.0 { bl = (x - y, x, y) }
            }
        }
        guard area > 0 else { return nil }
        func p(_ e: (Int, Int, Int)) -> Point { Point(Double(c.minX + e.1), Double(c.minY + e.2)) }
        return (Quad(topLeft: p(tl), topRight: p(tr), bottomRight: p(br), bottomLeft: p(bl)), area)
    }

    /// Sets every 0 of `mask` that no path of 0s joins to the mask's border (4-connected) to 1.
    static func fillHoles(_ mask: inout [UInt8], width w: Int, height h: Int) {
        var outside = [Bool](repeating: false, count: w * h)
        var stack: [Int] = []
        func push(_ i: Int) { if mask[i] == 0 && !outside[i] { outside[i] = true; stack.append(i) } }
        for x in 0..<w { push(x); push((h - 1) * w + x) }
        for y in 0..<h { push(y * w); push(y * w + w - 1) }
        while let i = stack.popLast() {
            let x = i % w, y = i / w
            if x > 0 { push(i - 1) }
            if x < w - 1 { push(i + 1) }
            if y > 0 { push(i - w) }
            if y < h - 1 { push(i + w) }
        }
        for i in 0..<(w * h) where mask[i] == 0 && !outside[i] { mask[i] = 1 }
    }

    /// The largest upright rectangle of 1s in `mask` (row histograms, each read with a stack); nil when
    /// the mask holds none.
    static func largestRectangle(_ mask: [UInt8], width w: Int, height h: Int) -> PixelRect? {
        var heights = [Int](repeating: 0, count: w)
        var best: PixelRect? = nil
        for y in 0..<h {
            for x in 0..<w { heights[x] = mask[y * w + x] != 0 ? heights[x] + 1 : 0 }
            var stack: [Int] = []
            for x in 0...w {
                let hx = x < w ? heights[x] : 0
                while let top = stack.last, heights[top] >= hx {
                    stack.removeLast()
                    let left = stack.last.map { $0 + 1 } ?? 0
                    let rh = heights[top], rw = x - left
                    if rh > 0, rw * rh > (best?.area ?? 0) { best = PixelRect(x: left, y: y - rh + 1, width: rw, height: rh) }
                }
                stack.append(x)
            }
        }
        return best
    }
}
