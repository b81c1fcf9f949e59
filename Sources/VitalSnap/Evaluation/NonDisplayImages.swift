import SevenSegment

/// Generated images that contain no seven-segment display: the recognizer must give no reading at all
/// for any of them. Seeded and deterministic.
public enum NonDisplayImages {
    public enum Kind: String, CaseIterable, Sendable {
        /// Uniform and salt-and-pepper noise.
        case noise
        /// Linear and radial brightness gradients.
        case gradient
        /// Rows of printed-text-like strokes and blocks (letters, barcodes, a keypad).
        case textLike = "text-like"
        /// A plain wall: flat gray with soft shading, fine noise and a few stains or a switch plate.
        case blankWall = "blank-wall"
        /// Tiles, stripes, a grid of dark bars: regular structure without digits.
        case pattern
    }

    public static func image(_ kind: Kind, width: Int = 320, height: Int = 240, seed: UInt64) -> GrayImage {
        var g = SeededRandom(seed: seed &* 0x9E37_79B9 &+ UInt64(Kind.allCases.firstIndex(of: kind)!))
        var img = GrayImage(width: width, height: height, fill: 128)
        func rnd(_ n: Int) -> Int { Int(g.next() % UInt64(max(n, 1))) }
        func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ v: UInt8) {
            for yy in max(0, y)..<min(height, y + h) { for xx in max(0, x)..<min(width, x + w) { img[xx, yy] = v } }
        }
        switch kind {
        case .noise:
            let salt = rnd(2) == 0
            for i in 0..<img.pixels.count {
                if salt { img.pixels[i] = rnd(10) == 0 ? (rnd(2) == 0 ? 0 : 255) : 128 }
                else { img.pixels[i] = UInt8(rnd(256)) }
            }
        case .gradient:
            let radial = rnd(2) == 0
            let a = Double(rnd(200)), b = Double(30 + rnd(225))
            let cx = Double(rnd(width)), cy = Double(rnd(height))
            let ang = Double(rnd(360)) * Double.pi / 180
            let (ca, sa) = (cosApprox(ang), cosApprox(ang - Double.pi / 2))
            let diag = Double(width * width + height * height).squareRoot()
            for y in 0..<height {
                for x in 0..<width {
                    let t: Double = radial
                        ? min(1, ((Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy)).squareRoot() / (diag / 2))
                        : min(1, max(0, 0.5 + (Double(x) * ca + Double(y) * sa) / diag))
                    img[x, y] = UInt8(max(0, min(255, a + (b - a) * t)))
                }
            }
        case .textLike:
            let bg: UInt8 = rnd(2) == 0 ? UInt8(200 + rnd(50)) : UInt8(20 + rnd(40))
            let ink: UInt8 = bg > 128 ? UInt8(rnd(60)) : UInt8(190 + rnd(60))
            img = GrayImage(width: width, height: height, fill: bg)
            var y = 8 + rnd(10)
            while y < height - 12 {
                let size = 8 + rnd(18)
                var x = 6 + rnd(20)
                while x < width - size {
                    let w = size / 2 + rnd(size / 2 + 1)
                    // A letter-like glyph: a few strokes in its box (stems, bowls as boxes, cross bars).
                    let stroke = max(1, size / 7)
                    for _ in 0..<(2 + rnd(3)) {
                        switch rnd(4) {
                        case 0: fill(x + rnd(w), y, stroke, size, ink)
                        case 1: fill(x, y + rnd(size), w, stroke, ink)
                        case 2: for k in 0..<size { fill(x + k * w / size, y + k, stroke, 1, ink) }
                        default: fill(x, y, w, stroke, ink); fill(x, y + size - stroke, w, stroke, ink)
                        }
                    }
                    x += w + 2 + rnd(4) + (rnd(6) == 0 ? size : 0)
                }
                y += size + 6 + rnd(12)
            }
            if rnd(2) == 0 { // a barcode
                var x = rnd(width / 2)
                let top = rnd(height / 2)
                while x < width, x < width / 2 + 120 { fill(x, top, 1 + rnd(4), 40, ink); x += 2 + rnd(6) }
            }
        case .blankWall:
            let base = Double(90 + rnd(140))
            let gx = Double(rnd(40)) - 20, gy = Double(rnd(40)) - 20
            for y in 0..<height {
                for x in 0..<width {
                    let v = base + gx * Double(x) / Double(width) + gy * Double(y) / Double(height) + Double(rnd(7)) - 3
                    img[x, y] = UInt8(max(0, min(255, v)))
                }
            }
            for _ in 0..<rnd(4) { // stains
                let cx = rnd(width), cy = rnd(height), r = 3 + rnd(15)
                let d = UInt8(rnd(40))
                for y in max(0, cy - r)..<min(height, cy + r) {
                    for x in max(0, cx - r)..<min(width, cx + r) where (x - cx) * (x - cx) + (y - cy) * (y - cy) < r * r {
                        img[x, y] = img[x, y] > d ? img[x, y] - d : 0
                    }
                }
            }
            if rnd(2) == 0 { // a light switch plate
                let w = 40 + rnd(30), h = 60 + rnd(30), x = rnd(width - w), y = rnd(height - h)
                fill(x, y, w, h, UInt8(min(255, Int(base) + 25)))
                fill(x + w / 3, y + h / 4, w / 3, h / 2, UInt8(max(0, Int(base) - 30)))
            }
        case .pattern:
            let period = 8 + rnd(40)
            let dark = UInt8(rnd(80)), light = UInt8(170 + rnd(80))
            let mode = rnd(3)
            for y in 0..<height {
                for x in 0..<width {
                    let on: Bool
                    switch mode {
                    case 0: on = ((x / period) + (y / period)) % 2 == 0
                    case 1: on = (x / period) % 2 == 0
                    default: on = x % period < max(2, period / 5) || y % period < max(2, period / 5)
                    }
                    img[x, y] = on ? dark : light
                }
            }
        }
        return img
    }

    /// cos via the standard library's math-free series (keeps SevenSegment-style purity; accuracy ~1e-6).
    static func cosApprox(_ x: Double) -> Double {
        var a = x.truncatingRemainder(dividingBy: 2 * Double.pi)
        if a > Double.pi { a -= 2 * Double.pi }
        if a < -Double.pi { a += 2 * Double.pi }
        var term = 1.0, sum = 1.0
        for n in 1..<12 { term *= -a * a / Double((2 * n - 1) * (2 * n)); sum += term }
        return sum
    }
}
