/// Which dewarps a display needs: one per group of lines of similar height.
///
/// Each line wants the display dewarped so that it is `ReaderOptions.lineHeight` pixels tall. On a
/// display whose lines are close in height (most meters) one dewarp serves them all, at the scale the
/// smallest needs. On a display with a small line beside large ones (a blood-pressure monitor's pulse
/// under systolic and diastolic), one dewarp at the small line's scale would make the large lines two
/// or three times taller than needed, and the stages after the dewarp cost grow with the square of the
/// height. So lines are grouped by the scale they need (within `tolerance` of each other); the group of
/// the largest lines is dewarped whole (it is the crop, and where sharpness and glare are measured),
/// and each other group only in windows around its lines, at its own scale.
struct DewarpPlan: Equatable {
    struct Group: Equatable {
        /// Frame pixels to dewarped pixels.
        var scale: Double
        var width: Int
        var height: Int
        /// Indices into the layout's lines.
        var lines: [Int]
        /// Only these parts of the image are dewarped (nil: all of it). Pixels outside stay 0; the line
        /// stages never read there (see `window(for:width:height:)`).
        var windows: [PixelRect]?
    }

    /// The first group is the one dewarped whole.
    var groups: [Group]

    /// How much larger than needed a line may be drawn so that it shares a dewarp with smaller lines.
    static let tolerance = 1.25

    /// `regions`: the lines' regions as laid out (normalised to the display); `dewarpRegions`: where the
    /// lines are looked for in the dewarped image (the same regions moved inside a widened quad).
    /// `quadWidth`, `quadHeight`: the quad's size in frame pixels.
    init(regions: [Rect], dewarpRegions: [Rect], quadWidth qw: Double, quadHeight qh: Double, options: ReaderOptions) {
        func capped(_ s: Double) -> Double {
            var s = min(s, options.maximumUpscale)
            if qw * s > Double(options.maximumWidth) { s = Double(options.maximumWidth) / qw }
            return s
        }
        let wanted = regions.map { capped(options.lineHeight / max(1, qh * $0.height)) }
        // Largest lines (smallest scale) first; a group takes lines up to `tolerance` times its first scale.
        let order = wanted.indices.sorted { wanted[$0] < wanted[$1] }
        var grouped: [[Int]] = []
        for i in order {
            if let first = grouped.last?.first, wanted[i] <= wanted[first] * Self.tolerance {
                grouped[grouped.count - 1].append(i)
            } else {
                grouped.append([i])
            }
        }
        if grouped.isEmpty { grouped = [[]] }
        groups = grouped.enumerated().map { g, lines in
            let scale = lines.map { wanted[$0] }.max() ?? capped(options.lineHeight / max(1, qh))
            let w = max(16, Int((qw * scale).rounded())), h = max(12, Int((qh * scale).rounded()))
            let windows = g == 0 ? nil : lines.map { Self.window(for: dewarpRegions[$0], width: w, height: h) }
            return Group(scale: scale, width: w, height: h, lines: lines, windows: windows)
        }
    }

    /// The part of a `width` x `height` dewarped display the line stages may read for a line in
    /// `region`: the splitter's margins (2% of the width, 12% of the height) around the region grown by
    /// `LineSplitter.displacementReach` up and down and by `LineSplitter.sidewaysReach` digit heights
    /// left and right (the strip, and so its digit band, at most the grown region's height), with room
    /// to spare.
    static func window(for region: Rect, width: Int, height: Int) -> PixelRect {
        let W = Double(width), H = Double(height)
        let tallest = (1 + 2 * LineSplitter.displacementReach + 0.24) * region.height * H
        let padX = 0.04 * W + LineSplitter.sidewaysReach * tallest + 2
        let padY = (LineSplitter.displacementReach + 0.35) * region.height * H + 2
        let x0 = Int((region.x * W - padX).rounded(.down)), y0 = Int((region.y * H - padY).rounded(.down))
        let x1 = Int((region.maxX * W + padX).rounded(.up)), y1 = Int((region.maxY * H + padY).rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).clipped(width: width, height: height)
    }
}

extension LineReading {
    /// Moves the character cells from a dewarp at another scale into the crop's pixels.
    mutating func rescaleCells(x sx: Double, y sy: Double) {
        for i in characters.indices {
            guard let c = characters[i].cell else { continue }
            let x0 = Int((Double(c.x) * sx).rounded(.down)), y0 = Int((Double(c.y) * sy).rounded(.down))
            let x1 = Int((Double(c.maxX) * sx).rounded(.up)), y1 = Int((Double(c.maxY) * sy).rounded(.up))
            characters[i].cell = PixelRect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
        }
    }
}
