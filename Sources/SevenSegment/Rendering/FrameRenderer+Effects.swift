extension FrameRenderer {
    /// Light, glare, contrast, blur and noise, in that order (as a camera would see them).
    static func applyEffects(_ p: PerturbationParameters, to frame: inout RenderCanvas, displayQuad: Quad,
                             rng: inout SeededRandom) {
        let w = frame.width, h = frame.height
        if p.lightGradient > 0 {
            let gx = renderCos(p.lightAngle) * p.lightGradient * 2, gy = renderSin(p.lightAngle) * p.lightGradient * 2
            frame.pixels.withUnsafeMutableBufferPointer { buf in
                for y in 0..<h {
                    let fy = gy * (Double(y) / Double(h) - 0.5)
                    for x in 0..<w {
                        let f = Float(1 + gx * (Double(x) / Double(w) - 0.5) + fy)
                        buf[y * w + x] *= f
                    }
                }
            }
        }
        if p.glareStrength > 0, p.glareRadius > 0 { addGlare(p, to: &frame, displayQuad: displayQuad) }
        if p.contrast != 1 {
            let c = Float(p.contrast)
            frame.pixels.withUnsafeMutableBufferPointer { buf in
                for i in 0..<buf.count { buf[i] = 128 + (buf[i] - 128) * c }
            }
        }
        if p.blurRadius > 0 {
            boxBlur(&frame, radius: p.blurRadius)
            boxBlur(&frame, radius: p.blurRadius)
        }
        if p.noiseSigma > 0 {
            let sigma = Float(p.noiseSigma)
            frame.pixels.withUnsafeMutableBufferPointer { buf in
                for i in 0..<buf.count {
                    // Four 16-bit uniforms from one draw: Irwin–Hall approximation of a normal value.
                    let r = rng.next()
                    let s = Float(r & 0xFFFF) + Float((r >> 16) & 0xFFFF) + Float((r >> 32) & 0xFFFF) + Float(r >> 48)
                    buf[i] += (s / 65535 - 2) * 1.7320508 * sigma
                }
            }
        }
    }

    /// An elliptical highlight over the display, brightening towards white.
    static func addGlare(_ p: PerturbationParameters, to frame: inout RenderCanvas, displayQuad q: Quad) {
        let b = q.bounds
        let cx = b.center.x + p.glareOffset.x * b.width, cy = b.center.y + p.glareOffset.y * b.height
        let rx = max(2, p.glareRadius * b.width), ry = max(2, rx * 0.6)
        let w = frame.width, h = frame.height
        let x0 = max(0, Int(cx - rx)), x1 = min(w - 1, Int(cx + rx)), y0 = max(0, Int(cy - ry)), y1 = min(h - 1, Int(cy + ry))
        guard x0 <= x1, y0 <= y1 else { return }
        let strength = Float(p.glareStrength)
        frame.pixels.withUnsafeMutableBufferPointer { buf in
            for y in y0...y1 {
                for x in x0...x1 {
                    let dx = (Double(x) - cx) / rx, dy = (Double(y) - cy) / ry
                    let d2 = dx * dx + dy * dy
                    guard d2 < 1 else { continue }
                    let f = Float((1 - d2) * (1 - d2)) * strength
                    let i = y * w + x
                    buf[i] += (255 - buf[i]) * f
                }
            }
        }
    }

    /// Separable box blur with running sums (edges clamped).
    static func boxBlur(_ c: inout RenderCanvas, radius r: Int) {
        let w = c.width, h = c.height
        guard r > 0, w > 0, h > 0 else { return }
        var tmp = [Float](repeating: 0, count: w * h)
        let norm = 1 / Float(2 * r + 1)
        c.pixels.withUnsafeMutableBufferPointer { src in
            tmp.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let row = y * w
                    var s: Float = 0
                    for k in -r...r { s += src[row + min(max(k, 0), w - 1)] }
                    for x in 0..<w {
                        dst[row + x] = s * norm
                        s += src[row + min(x + r + 1, w - 1)] - src[row + max(x - r, 0)]
                    }
                }
                for x in 0..<w {
                    var s: Float = 0
                    for k in -r...r { s += dst[min(max(k, 0), h - 1) * w + x] }
                    for y in 0..<h {
                        src[y * w + x] = s * norm
                        s += dst[min(y + r + 1, h - 1) * w + x] - dst[max(y - r, 0) * w + x]
                    }
                }
            }
        }
    }
}
