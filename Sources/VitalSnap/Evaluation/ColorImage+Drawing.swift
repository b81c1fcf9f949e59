import SevenSegment

/// Drawing helpers for evaluation galleries: text, rectangles, lines, quads, scaling.
extension ColorImage {
    /// Draws `text` with its top-left corner at (x, y), each font pixel a `scale` x `scale` square.
    public mutating func drawText(_ text: String, x: Int, y: Int, scale: Int = 2, color: (UInt8, UInt8, UInt8)) {
        var cx = x
        for c in text {
            let rows = BitmapFont.glyph(c)
            for (ry, bits) in rows.enumerated() {
                for rx in 0..<BitmapFont.glyphWidth where bits & (1 << (BitmapFont.glyphWidth - 1 - rx)) != 0 {
                    fillRect(x: cx + rx * scale, y: y + ry * scale, width: scale, height: scale, color: color)
                }
            }
            cx += BitmapFont.advance * scale
        }
    }

    /// Fills a rectangle (clipped to the image).
    public mutating func fillRect(x: Int, y: Int, width w: Int, height h: Int, color: (UInt8, UInt8, UInt8)) {
        let x0 = max(0, x), y0 = max(0, y), x1 = min(width, x + w), y1 = min(height, y + h)
        guard x0 < x1, y0 < y1 else { return }
        for yy in y0..<y1 { for xx in x0..<x1 { set(xx, yy, color) } }
    }

    /// Draws a line `thickness` pixels wide (clipped).
    public mutating func drawLine(from a: Point, to b: Point, thickness: Int = 1, color: (UInt8, UInt8, UInt8)) {
        let steps = max(1, Int(max(abs(b.x - a.x), abs(b.y - a.y)).rounded(.up)))
        let r = thickness / 2
        for i in 0...steps {
            let t = Double(i) / Double(steps)
            let x = Int((a.x + (b.x - a.x) * t).rounded()), y = Int((a.y + (b.y - a.y) * t).rounded())
            fillRect(x: x - r, y: y - r, width: thickness, height: thickness, color: color)
        }
    }

    /// Draws the outline of a quad.
    public mutating func drawQuad(_ q: Quad, thickness: Int = 2, color: (UInt8, UInt8, UInt8)) {
        let c = q.corners
        for i in 0..<4 { drawLine(from: c[i], to: c[(i + 1) % 4], thickness: thickness, color: color) }
    }

    /// The image resized to `w` x `h` (nearest neighbour when enlarging, box average when shrinking).
    public func resized(width w: Int, height h: Int) -> ColorImage {
        precondition(w > 0 && h > 0)
        var out = [UInt8](repeating: 0, count: w * h * 3)
        let sx = Double(width) / Double(w), sy = Double(height) / Double(h)
        for y in 0..<h {
            let y0 = Int(Double(y) * sy), y1 = max(y0 + 1, min(height, Int(Double(y + 1) * sy)))
            for x in 0..<w {
                let x0 = Int(Double(x) * sx), x1 = max(x0 + 1, min(width, Int(Double(x + 1) * sx)))
                var acc = (0, 0, 0), n = 0
                for yy in y0..<min(y1, height) {
                    for xx in x0..<min(x1, width) {
                        let i = (yy * width + xx) * 3
                        acc.0 += Int(pixels[i]); acc.1 += Int(pixels[i + 1]); acc.2 += Int(pixels[i + 2]); n += 1
                    }
                }
                let o = (y * w + x) * 3
                let d = max(n, 1)
                out[o] = UInt8(acc.0 / d); out[o + 1] = UInt8(acc.1 / d); out[o + 2] = UInt8(acc.2 / d)
            }
        }
        return ColorImage(width: w, height: h, pixels: out)
    }

    /// This image with a band of `height` pixels of `color` added below it.
    public func padded(bottom band: Int, minWidth: Int = 0, color: (UInt8, UInt8, UInt8) = (0, 0, 0)) -> ColorImage {
        let w = max(width, minWidth), h = height + band
        var out = ColorImage(width: w, height: h, pixels: [UInt8](repeating: 0, count: w * h * 3))
        out.fillRect(x: 0, y: 0, width: w, height: h, color: color)
        for y in 0..<height {
            let s = y * width * 3, d = y * w * 3
            for i in 0..<(width * 3) { out.pixels[d + i] = pixels[s + i] }
        }
        return out
    }
}
