/// Colours and extras of a rendered display.
public struct DisplayStyle: Equatable, Sendable {
    /// Background gray level (0...255).
    public var background: Float
    /// Lit segments.
    public var ink: Float
    /// Unlit segments: LCDs show faint "ghost" segments slightly darker than the background.
    public var ghost: Float
    /// Draw printed unit labels, SYS / DIA / PUL captions and a battery icon (distractors).
    public var labels: Bool

    public init(background: Float, ink: Float, ghost: Float, labels: Bool = true) {
        self.background = background; self.ink = ink; self.ghost = ghost; self.labels = labels
    }

    /// Typical values: LCD gray-green 190 with ink 45 and ghosts 176; LED black 22 with ink 235.
    public static func standard(for polarity: Polarity) -> DisplayStyle {
        switch polarity {
        case .darkOnLight: return DisplayStyle(background: 190, ink: 45, ghost: 177)
        case .lightOnDark: return DisplayStyle(background: 22, ink: 235, ghost: 30)
        }
    }
}

/// Draws the upright display of a `DisplayLayout` showing a value: realistic seven-segment glyphs
/// (slant, segment gaps, narrow "1" on the right of its cell, decimal point, ghost segments), per-line
/// polarity, and optional printed labels. Pure, deterministic, no I/O.
///
/// `text` holds one part per layout line, joined by "/" ("128/82/71"); each part is right-aligned in
/// its line's digit cells ("5.6", "HI", "-", "Err", " 98").
public struct DisplayRenderer: Sendable {
    /// nil = `DisplayStyle.standard(for:)` the first line's polarity.
    public var style: DisplayStyle?

    public init(style: DisplayStyle? = nil) { self.style = style }

    /// Splits "128/82/71" into per-line cells; throws `RenderError` when the text does not fit.
    public static func cells(layout: DisplayLayout, text: String) throws -> [RenderedLineText] {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == layout.lines.count else {
            throw RenderError.lineCount(expected: layout.lines.count, found: parts.count)
        }
        return try zip(parts, layout.lines).map { try RenderedLineText($0, digits: $1.digits) }
    }

    /// The display alone, `width` pixels wide (height from the layout's aspect ratio unless given).
    public func render(layout: DisplayLayout, text: String, width: Int, height: Int? = nil) throws -> GrayImage {
        let h = height ?? max(1, Int((Double(width) / max(layout.aspectRatio, 0.01)).rounded()))
        guard width >= 8, h >= 4 else { throw RenderError.badSize(width: width, height: h) }
        let lines = try Self.cells(layout: layout, text: text)
        return canvas(layout: layout, lines: lines, width: width, height: h, supersample: 2).grayImage
    }

    /// Paints at `supersample` times the size and averages down to `width` x `height`.
    func canvas(layout: DisplayLayout, lines: [RenderedLineText], width: Int, height: Int,
                supersample: Int) -> RenderCanvas {
        let k = max(1, supersample)
        let W = Double(width * k), H = Double(height * k)
        let base = style ?? DisplayStyle.standard(for: layout.lines.first?.polarity ?? .darkOnLight)
        var c = RenderCanvas(width: width * k, height: height * k, fill: base.background)
        let basePolarity = layout.lines.first?.polarity ?? .darkOnLight
        let regions = layout.lines.map {
            Rect(x: $0.region.x * W, y: $0.region.y * H, width: $0.region.width * W, height: $0.region.height * H)
        }
        for (i, line) in layout.lines.enumerated() {
            let r = regions[i]
            var s = base
            if line.polarity != basePolarity {
                s = DisplayStyle.standard(for: line.polarity)
                c.fillRect(r, value: s.background)
            }
            if base.labels { drawLabel(for: line, region: r, avoiding: regions, style: s, canvas: &c) }
            drawLine(lines[i], region: r, hints: layout.hints, style: s, smallDecimals: line.smallDecimals, canvas: &c)
        }
        if base.labels, let first = layout.lines.first, first.region.y > 0.1 {
            // A battery icon in the top-left corner.
            let u = first.region.y * H * 0.45
            let b = Rect(x: W * 0.04, y: first.region.y * H * 0.25, width: u * 2, height: u)
            c.strokeRect(b, thickness: max(1, u * 0.15), value: base.ink, alpha: 0.9)
            c.fillRect(Rect(x: b.maxX, y: b.y + u * 0.3, width: u * 0.2, height: u * 0.4), value: base.ink, alpha: 0.9)
        }
        return k > 1 ? c.downsampled(by: k) : c
    }

    /// Share of a full digit's height (and width, and stroke) a small decimal is drawn at.
    static let smallDecimalScale = 0.55

    /// Draws the cells of one line inside `region` (canvas pixels). With `smallDecimals`, the cells after
    /// the lit point are drawn `smallDecimalScale` the size, standing on the line's foot.
    func drawLine(_ text: RenderedLineText, region r: Rect, hints: RecognitionHints, style: DisplayStyle,
                  smallDecimals: Bool = false, canvas c: inout RenderCanvas) {
        let n = max(1, text.cells.count)
        let pitch = r.width / Double(n)
        let gh = r.height * 0.9
        let slant = renderTan((hints.slantDegrees ?? 0) * Double.pi / 180)
        let aspect = min(hints.digitAspect ?? 0.55, 0.7)
        let gw = max(2, min(pitch * 0.8 - gh * abs(slant), gh * aspect * 0.9))
        let t = max(1, min(gw * 0.22, gh * 0.12))
        let gap = (hints.segmentGaps ?? false) ? t * 0.5 : t * 0.15
        let gy = r.y + (r.height - gh) / 2
        let firstSmall = smallDecimals ? text.cells.firstIndex(where: { $0.contains(.dp) }).map { $0 + 1 } : nil
        for (i, lit) in text.cells.enumerated() {
            let gx = r.x + Double(i) * pitch + (pitch - gw) / 2 - pitch * 0.04
            var glyph = SegmentGlyph(origin: Point(gx, gy), width: gw, height: gh, thickness: t, gap: gap, slant: slant)
            if let firstSmall, i >= firstSmall {
                let k = Self.smallDecimalScale
                glyph = SegmentGlyph(origin: Point(gx, gy + gh * (1 - k)), width: gw * k, height: gh * k, thickness: max(1, t * k),
                                     gap: gap * k, slant: slant)
            }
            for seg in Segments.seven + [.dp] where !lit.contains(seg) && style.ghost != style.background {
                c.fillConvex(glyph.polygon(seg), value: style.ghost)
            }
            for seg in Segments.seven + [.dp] where lit.contains(seg) {
                c.fillConvex(glyph.polygon(seg), value: style.ink)
            }
        }
    }

    /// The unit (or SYS / DIA / PUL caption) printed next to a line: right of it, else left, else
    /// below, else above, wherever it stays inside the display and off every line's digits.
    func drawLabel(for line: LineLayout, region r: Rect, avoiding regions: [Rect], style: DisplayStyle,
                   canvas c: inout RenderCanvas) {
        let text: String
        switch line.field {
        case .systolic: text = "SYS"
        case .diastolic: text = "DIA"
        case .pulse where line.units == ["/min"]: text = "PUL"
        default:
            guard let unit = line.units.first else { return }
            text = LabelFont.label(forUnit: unit)
        }
        let px = max(1, r.height * 0.055)
        let w = LabelFont.width(text, px: px), h = 5 * px
        let margin = px * 2
        let candidates = [
            Point(r.maxX + margin, r.maxY - h - r.height * 0.08),
            Point(r.x - w - margin, r.y + r.height * 0.08),
            Point(r.maxX - w, r.maxY + margin * 0.5),
            Point(r.maxX - w, r.y - h - margin * 0.5),
        ]
        let W = Double(c.width), H = Double(c.height)
        for o in candidates {
            let box = Rect(x: o.x - px, y: o.y - px, width: w + 2 * px, height: h + 2 * px)
            guard box.x >= 0, box.y >= 0, box.maxX <= W, box.maxY <= H else { continue }
            let clear = regions.allSatisfy { g in
                box.maxX <= g.x || box.x >= g.maxX || box.maxY <= g.y || box.y >= g.maxY
            }
            guard clear else { continue }
            LabelFont.draw(text, at: o, px: px, value: style.ink, on: &c)
            return
        }
    }
}

/// The polygons of one seven-segment glyph: hexagonal bars with gaps, sheared by the slant.
struct SegmentGlyph {
    var origin: Point
    var width: Double
    var height: Double
    var thickness: Double
    var gap: Double
    /// tan(slant): top leans right for positive values.
    var slant: Double

    func polygon(_ s: Segments) -> [Point] {
        let w = width, h = height, t = thickness, g = gap, half = t / 2
        func horizontal(_ y: Double) -> [Point] {
            let x0 = half + g, x1 = w - half - g
            return [Point(x0, y), Point(x0 + half, y - half), Point(x1 - half, y - half), Point(x1, y),
                    Point(x1 - half, y + half), Point(x0 + half, y + half)]
        }
        func vertical(_ x: Double, _ y0: Double, _ y1: Double) -> [Point] {
            [Point(x, y0), Point(x + half, y0 + half), Point(x + half, y1 - half), Point(x, y1),
             Point(x - half, y1 - half), Point(x - half, y0 + half)]
        }
        let mid = h / 2
        let local: [Point]
        switch s {
        case .a: local = horizontal(half)
        case .g: local = horizontal(mid)
        case .d: local = horizontal(h - half)
        case .f: local = vertical(half, half + g, mid - g)
        case .b: local = vertical(w - half, half + g, mid - g)
        case .e: local = vertical(half, mid + g, h - half - g)
        case .c: local = vertical(w - half, mid + g, h - half - g)
        case .dp:
            let d = t * 1.1
            local = Quad(Rect(x: w + t * 0.35, y: h - d, width: d, height: d)).corners
        default: local = []
        }
        return local.map { p in Point(origin.x + p.x + (mid - p.y) * slant, origin.y + p.y) }
    }
}
