import Foundation
import SevenSegment

extension Peripheral {
    /// The meter outline in a preview of `width` x `height` pixels.
    public func overlayFrame(previewWidth width: Int, previewHeight height: Int) -> Rect {
        overlay.overlayFrame(previewWidth: Double(width), previewHeight: Double(height))
    }

    /// The display's rectangle in a preview of `width` x `height` pixels (the quad the reader starts from).
    public func displayFrame(previewWidth width: Int, previewHeight height: Int) -> Rect {
        overlay.displayFrame(previewWidth: Double(width), previewHeight: Double(height))
    }

    /// The display quad for a frame of that size, in pixels.
    public func displayQuad(frameWidth width: Int, frameHeight height: Int) -> Quad {
        Quad(displayFrame(previewWidth: width, previewHeight: height))
    }

    /// A picture of the overlay for a preview: mid-gray background, the meter outline (rounded, light,
    /// 1% of the short side thick) and the display rectangle (yellow), each line's region (cyan).
    /// Encode with `ImageIO.encode` / `ImageIO.write`.
    public func overlayImage(previewWidth width: Int, previewHeight height: Int) throws -> ColorImage {
        guard width >= 16, height >= 16, width <= 8192, height <= 8192 else {
            throw VitalSnapError(.invalidArgument, "preview size \(width)x\(height) must be between 16x16 and 8192x8192",
                                 field: "preview")
        }
        var image = ColorImage(GrayImage(width: width, height: height, fill: 96))
        let t = max(2, min(width, height) / 100)
        let meter = overlayFrame(previewWidth: width, previewHeight: height)
        let display = displayFrame(previewWidth: width, previewHeight: height)
        image.strokeOverlayRect(meter, thickness: t, color: (240, 240, 240), cornerRadius: min(meter.width, meter.height) * 0.12)
        image.strokeOverlayRect(display, thickness: t, color: (255, 210, 0), cornerRadius: 0)
        for line in self.display.lines {
            let r = Rect(x: display.x + line.region.x * display.width, y: display.y + line.region.y * display.height,
                         width: line.region.width * display.width, height: line.region.height * display.height)
            image.strokeOverlayRect(r, thickness: max(1, t / 2), color: (0, 200, 230), cornerRadius: 0)
        }
        return image
    }
}

extension ColorImage {
    /// Strokes a rectangle outline (optionally rounded) `thickness` pixels wide, inside the rectangle.
    mutating func strokeOverlayRect(_ r: Rect, thickness: Int, color: (UInt8, UInt8, UInt8), cornerRadius: Double) {
        let x0 = Int(r.x.rounded()), y0 = Int(r.y.rounded())
        let x1 = Int(r.maxX.rounded()) - 1, y1 = Int(r.maxY.rounded()) - 1
        guard x1 > x0, y1 > y0 else { return }
        let rad = max(0, min(cornerRadius, Double(min(x1 - x0, y1 - y0)) / 2))
        let t = Double(thickness)
        for y in max(0, y0)...min(height - 1, y1) {
            for x in max(0, x0)...min(width - 1, x1) {
                // Distance to the rounded rectangle's border, from the inside.
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let cx = min(max(px, Double(x0) + rad), Double(x1 + 1) - rad)
                let cy = min(max(py, Double(y0) + rad), Double(y1 + 1) - rad)
                let dx = px - cx, dy = py - cy
                let inCorner = dx != 0 && dy != 0
                let d: Double
                if inCorner {
                    d = rad - (dx * dx + dy * dy).squareRoot()
                } else {
                    d = min(px - Double(x0), Double(x1 + 1) - px, py - Double(y0), Double(y1 + 1) - py)
                }
                if d >= 0, d < t { set(x, y, color) }
            }
        }
    }
}
