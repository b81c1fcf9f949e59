import Foundation
import SevenSegment

extension ColorImage {
    /// Draws a line `thickness` pixels wide (clipped to the image).
    mutating func debugLine(from a: Point, to b: Point, color: (UInt8, UInt8, UInt8), thickness: Int = 1) {
        let steps = max(1, Int(max(abs(b.x - a.x), abs(b.y - a.y)).rounded(.up)))
        let r = max(0, thickness - 1) / 2
        for i in 0...steps {
            let t = Double(i) / Double(steps)
            let x = Int((a.x + (b.x - a.x) * t).rounded(.down)), y = Int((a.y + (b.y - a.y) * t).rounded(.down))
            for dy in -r...r { for dx in -r...r { set(x + dx, y + dy, color) } }
        }
    }

    /// Draws a quad's outline.
    mutating func debugQuad(_ q: Quad, color: (UInt8, UInt8, UInt8), thickness: Int = 2) {
        let c = q.corners
        for i in 0..<4 { debugLine(from: c[i], to: c[(i + 1) % 4], color: color, thickness: thickness) }
    }

    /// What a reading saw, drawn over the frame: the display quad (green when complete, red when not),
    /// each character cell (blue) with its lit segments (yellow), glare areas (magenta), and the
    /// dewarped crop in the top-left corner.
    public static func readingOverlay(frame: GrayImage, reading: DisplayReading) -> ColorImage {
        var image = ColorImage(frame)
        let t = max(1, min(frame.width, frame.height) / 300)
        for g in reading.glare {
            let r = Rect(x: Double(g.x), y: Double(g.y), width: Double(g.width), height: Double(g.height))
            image.debugQuad(Quad(r), color: (255, 0, 255), thickness: t)
        }
        guard let quad = reading.quad else { return image }
        image.debugQuad(quad, color: reading.isComplete ? (0, 220, 0) : (230, 0, 0), thickness: t + 1)
        if let crop = reading.crop, crop.width > 0, crop.height > 0 {
            // Crop pixel → frame point through the quad's bilinear coordinates.
            func toFrame(_ x: Double, _ y: Double) -> Point {
                quad.point(u: x / Double(crop.width), v: y / Double(crop.height))
            }
            for line in reading.lines {
                for ch in line.characters {
                    guard let cell = ch.cell else { continue }
                    let (x0, y0) = (Double(cell.x), Double(cell.y))
                    let (x1, y1) = (Double(cell.maxX), Double(cell.maxY))
                    image.debugQuad(Quad(topLeft: toFrame(x0, y0), topRight: toFrame(x1, y0),
                                        bottomRight: toFrame(x1, y1), bottomLeft: toFrame(x0, y1)),
                                   color: (40, 120, 255), thickness: t)
                    for (seg, a, b) in Self.segmentLines(x0, y0, x1, y1) where ch.segments.contains(seg) {
                        image.debugLine(from: toFrame(a.x, a.y), to: toFrame(b.x, b.y), color: (255, 220, 0), thickness: t + 1)
                    }
                }
            }
            image.pasteCrop(crop, maxWidth: frame.width / 3)
        }
        return image
    }

    /// Centre lines of segments a-g and dp inside a cell (x0, y0)-(x1, y1).
    static func segmentLines(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [(Segments, Point, Point)] {
        let w = x1 - x0, h = y1 - y0
        let l = x0 + w * 0.2, r = x0 + w * 0.8, top = y0 + h * 0.1, mid = y0 + h * 0.5, bot = y0 + h * 0.9
        return [(.a, Point(l, top), Point(r, top)), (.b, Point(r, top), Point(r, mid)), (.c, Point(r, mid), Point(r, bot)),
                (.d, Point(l, bot), Point(r, bot)), (.e, Point(l, mid), Point(l, bot)), (.f, Point(l, top), Point(l, mid)),
                (.g, Point(l, mid), Point(r, mid)), (.dp, Point(x1 - 1, bot), Point(x1, bot))]
    }

    /// Copies a gray image into the top-left corner, scaled down to at most `maxWidth` wide.
    mutating func pasteCrop(_ g: GrayImage, maxWidth: Int) {
        let scale = min(1, Double(max(1, maxWidth)) / Double(g.width))
        let w = max(1, Int(Double(g.width) * scale)), h = max(1, Int(Double(g.height) * scale))
        for y in 0..<min(h, height) {
            for x in 0..<min(w, width) {
                let v = g.clamped(Int(Double(x) / scale), Int(Double(y) / scale))
                set(x, y, (v, v, v))
            }
        }
    }
}
