/// A rendered camera frame and where its display really is.
public struct RenderedFrame: Equatable, Sendable {
    public var image: GrayImage
    /// Ground truth: the display's visible area in frame pixels (TL, TR, BR, BL).
    public var displayQuad: Quad
    /// The meter body's outline in frame pixels.
    public var meterQuad: Quad
    /// The perturbation values used.
    public var parameters: PerturbationParameters
}

/// Renders a photo-like frame: a table, the meter body with a bezel and buttons, and its display
/// (drawn by `DisplayRenderer`) placed at `display` inside `meter`, then seeded perturbations
/// (perspective, shift, blur, noise, glare, low contrast, uneven light). Pure and deterministic:
/// the same inputs and seed give the same pixels. A 640x480 frame takes a few milliseconds (release).
public struct FrameRenderer: Sendable {
    public var perturbation: Perturbation
    public var seed: UInt64
    /// Printed unit labels and icons on the display (distractors).
    public var labels: Bool

    public init(perturbation: Perturbation = .none, seed: UInt64 = 1, labels: Bool = true) {
        self.perturbation = perturbation; self.seed = seed; self.labels = labels
    }

    /// Renders `text` on `layout` into a `width` x `height` frame. `meter` and `display` are the
    /// unperturbed rectangles in frame pixels (e.g. the peripheral's overlay frame and display frame).
    public func render(layout: DisplayLayout, text: String, width: Int, height: Int,
                       meter: Rect, display: Rect) throws -> RenderedFrame {
        guard width >= 64, height >= 48, width <= 8192, height <= 8192 else {
            throw RenderError.badSize(width: width, height: height)
        }
        let lines = try DisplayRenderer.cells(layout: layout, text: text)
        var rng = SeededRandom(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 0x1234_5678)
        let polarity = layout.lines.first?.polarity ?? .darkOnLight
        let params = PerturbationParameters.draw(perturbation, polarity: polarity, frameWidth: width,
                                                 frameHeight: height, rng: &rng)

        // The display's own image, at its size in the frame (times the perturbation scale).
        var style = params.style ?? DisplayStyle.standard(for: polarity)
        style.labels = labels
        let dw = max(8, Int((display.width * max(1, params.scale)).rounded(.up)))
        let dh = max(4, Int((display.height * max(1, params.scale)).rounded(.up)))
        let screen = DisplayRenderer(style: style).canvas(layout: layout, lines: lines, width: dw, height: dh,
                                                          supersample: 1)

        // Nominal scene → frame: rotation, scale and shift about the meter centre, then corner jitter.
        let transform = sceneTransform(meter: meter, params: params)
        let meterQuad = Quad(meter).corners.map(transform.apply)
        let jittered = zip(meterQuad, params.cornerJitter).map { q, j in
            Point(q.x + j.x * meter.width, q.y + j.y * meter.height)
        }
        let toFrame = RenderHomography(from: Quad(meter).corners, to: jittered) ?? .identity
        guard let toScene = toFrame.inverse else { throw RenderError.badSize(width: width, height: height) }
        let q = Quad(display).corners.map(toFrame.apply)
        let displayQuad = Quad(topLeft: q[0], topRight: q[1], bottomRight: q[2], bottomLeft: q[3])

        var frame = RenderCanvas(width: width, height: height, fill: 0)
        let scene = Scene(meter: meter, display: display, screen: screen, background: Float(params.backgroundLevel),
                          body: Float(params.meterLevel), bezel: polarity == .lightOnDark ? 8 : 40)
        scene.paint(&frame, toScene: toScene)
        Self.applyEffects(params, to: &frame, displayQuad: displayQuad, rng: &rng)
        let mq = jittered
        return RenderedFrame(image: frame.grayImage, displayQuad: displayQuad,
                             meterQuad: Quad(topLeft: mq[0], topRight: mq[1], bottomRight: mq[2], bottomLeft: mq[3]),
                             parameters: params)
    }

    /// Similarity transform (rotation, scale about the meter centre, shift) as a homography.
    func sceneTransform(meter: Rect, params: PerturbationParameters) -> RenderHomography {
        let a = params.rotationDegrees * Double.pi / 180
        let c = renderCos(a) * params.scale, s = renderSin(a) * params.scale
        let cx = meter.center.x, cy = meter.center.y
        let tx = cx - c * cx + s * cy + params.shift.x
        let ty = cy - s * cx - c * cy + params.shift.y
        return RenderHomography(m: [c, -s, tx, s, c, ty, 0, 0, 1])
    }
}

/// The unperturbed scene in frame coordinates: table, meter body (rounded, shaded, two buttons),
/// dark bezel, display.
struct Scene {
    let meter: Rect
    let display: Rect
    let screen: RenderCanvas
    let background: Float
    let body: Float
    let bezel: Float
    let bezelRect: Rect
    let cornerRadius: Double
    /// Buttons under the display: centres and radius (radius 0 = none).
    let buttons: [Point]
    let buttonRadius: Double

    init(meter: Rect, display: Rect, screen: RenderCanvas, background: Float, body: Float, bezel: Float) {
        self.meter = meter; self.display = display; self.screen = screen
        self.background = background; self.body = body; self.bezel = bezel
        let pad = min(display.width, display.height) * 0.06 + 1
        bezelRect = Rect(x: display.x - pad, y: display.y - pad, width: display.width + 2 * pad, height: display.height + 2 * pad)
        cornerRadius = min(meter.width, meter.height) * 0.12
        let below = meter.maxY - bezelRect.maxY
        if below > meter.height * 0.15 {
            buttonRadius = min(meter.width * 0.09, below * 0.22)
            let by = bezelRect.maxY + below * 0.45
            buttons = [Point(meter.x + meter.width * 0.33, by), Point(meter.x + meter.width * 0.67, by)]
        } else {
            buttonRadius = 0; buttons = []
        }
    }

    /// Fills every frame pixel with the scene seen through `toScene` (frame → scene homography),
    /// stepping the projective coordinates incrementally along each row.
    func paint(_ frame: inout RenderCanvas, toScene h: RenderHomography) {
        let w = frame.width, hgt = frame.height
        let m = h.m
        let (dxx, dxy, dxw) = (m[0], m[3], m[6])
        let sx = Double(screen.width) / display.width, sy = Double(screen.height) / display.height
        let sw = screen.width, sh = screen.height
        let (dx0, dy0, dx1, dy1) = (display.x, display.y, display.maxX, display.maxY)
        let maxU = Double(sw - 1), maxV = Double(sh - 1)
        screen.pixels.withUnsafeBufferPointer { src in
            frame.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<hgt {
                    let fy = Double(y) + 0.5
                    var nx = m[0] * 0.5 + m[1] * fy + m[2]
                    var ny = m[3] * 0.5 + m[4] * fy + m[5]
                    var nw = m[6] * 0.5 + m[7] * fy + m[8]
                    for x in 0..<w {
                        let iw = 1 / (abs(nw) < 1e-12 ? 1e-12 : nw)
                        let px = nx * iw, py = ny * iw
                        var v: Float
                        if px >= dx0, py >= dy0, px < dx1, py < dy1 {
                            // Bilinear sample of the display image.
                            var fx = (px - dx0) * sx - 0.5, fy2 = (py - dy0) * sy - 0.5
                            fx = fx < 0 ? 0 : (fx > maxU ? maxU : fx)
                            fy2 = fy2 < 0 ? 0 : (fy2 > maxV ? maxV : fy2)
                            let x0 = Int(fx), y0 = Int(fy2)
                            let x1 = min(x0 + 1, sw - 1), y1 = min(y0 + 1, sh - 1)
                            let ax = Float(fx - Double(x0)), ay = Float(fy2 - Double(y0))
                            let top = src[y0 * sw + x0] * (1 - ax) + src[y0 * sw + x1] * ax
                            let bottom = src[y1 * sw + x0] * (1 - ax) + src[y1 * sw + x1] * ax
                            v = top * (1 - ay) + bottom * ay
                        } else {
                            v = value(px, py)
                        }
                        dst[y * w + x] = v
                        nx += dxx; ny += dxy; nw += dxw
                    }
                }
            }
        }
    }

    /// Everything outside the display.
    @inline(__always)
    func value(_ x: Double, _ y: Double) -> Float {
        let b = bezelRect
        if x >= b.x, y >= b.y, x < b.maxX, y < b.maxY { return bezel }
        if insideRoundedMeter(x, y) {
            let v = Float((y - meter.y) / meter.height)
            var level = body * (1.04 - 0.08 * v)
            for c in buttons {
                let dx = x - c.x, dy = y - c.y
                if dx * dx + dy * dy < buttonRadius * buttonRadius { level = body * 0.78 }
            }
            return min(255, level)
        }
        // Table: a gentle gradient.
        return background * Float(0.92 + 0.16 * min(1, max(0, y / (meter.maxY + meter.y))))
    }

    @inline(__always)
    private func insideRoundedMeter(_ x: Double, _ y: Double) -> Bool {
        guard x >= meter.x, y >= meter.y, x < meter.maxX, y < meter.maxY else { return false }
        let r = cornerRadius
        let cx = min(max(x, meter.x + r), meter.maxX - r), cy = min(max(y, meter.y + r), meter.maxY - r)
        let dx = x - cx, dy = y - cy
        return dx * dx + dy * dy <= r * r
    }
}
