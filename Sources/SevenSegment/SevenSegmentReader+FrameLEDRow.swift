/// A panel meter's LED window is not always a face (`DisplayLocator+Panel`): a window glowing red round
/// its lit digits is no darker than its housing, a small one is joined to the housing's dark outline or
/// the shadow beside it, a meter's black face to the dark cabinet it is set in. Its lit digits stand out
/// all the same in the frame's chroma, where nothing but coloured light is bright: where no face read,
/// the whole frame is searched as one more face, its rows of lit marks found on its chroma plane
/// (`PanelRowLocator`, as on a face) and each row read as a face's row is (gray first, the colour look
/// where gray leaves it unsure, every guard of `readPanelRow`). Only for a frame whose coloured share is
/// an LED's (`isLED`): a gray frame, or one lit all over in colour, has no such row.
///
/// The row is found in a frame downscaled for the search, so its margins round the digits are tight. A
/// line whose fixed point is optional reads a merged point as none there (04.52 read 0452: the point
/// joined to the 4's foot, the place where it stands read dark), so on the whole frame such a line's
/// pointless reading is not taken (`lacksOptionalPoint`).
///
/// Where the window glows round its digits, the chroma's lit pixels are one region (the window with the
/// digits' halo), not the rows of separate marks a row is made of (1c23ff2d, 03.26: one piece at the
/// chroma's Otsu level). Its two largest such regions (`glowingWindows`) are then faces of their own, widened
/// by `glowMargin` of their height each way, and looked at as faces are (gray and colour look), with two more
/// guards: the row's marks must mostly lie on the glow (`holdsGlow`: a reflection's glow beside the meter's
/// face held a speck row read 16 for 957), and stand clear of the face's sides by half their height (where
/// glare took the colour out of a digit, the glow holds only the others and the face cut it off: 640 read
/// 40, 637 read 63 with a margin of 0.3), and a pointless reading of an optional point is not taken.
extension SevenSegmentReader {
    /// How far a glowing window's face reaches round its glow, in the glow's heights: 0.3 cut digits off
    /// (three misreads on the panel ammeter), 1.2 let a reflection's row in; 0.7 and 0.9 read the same.
    static let glowMargin = 0.7
    /// Least share of the frame (as searched) a glowing window covers.
    static let glowShare = 0.002

    /// The two largest regions lit in `chroma` (a frame's chroma plane as searched) at its Otsu level, not
    /// touching its border, covering `glowShare` of it or more: each as the face to look at (widened by
    /// `glowMargin`) and its glow as a share of that face.
    static func glowingWindows(_ chroma: GrayImage) -> [(face: PixelRect, glow: Rect)] {
        let w = chroma.width, h = chroma.height
        var hist = [Int](repeating: 0, count: 256)
        for p in chroma.pixels { hist[Int(p)] += 1 }
        let t = ImageMeasures.otsu(hist)
        var mask = [UInt8](repeating: 0, count: w * h)
        for i in 0..<(w * h) where chroma.pixels[i] > t { mask[i] = 1 }
        var labels: [Int32] = []
        let comps = InkCleaner.components(mask, width: w, height: h, labels: &labels)
        return comps.filter { c in
            Double(c.area) >= glowShare * Double(w * h) && c.minX > 0 && c.minY > 0 && c.maxX < w - 1 && c.maxY < h - 1
        }.sorted { $0.area > $1.area }.prefix(2).map { c in
            let d = Int((glowMargin * Double(c.height)).rounded())
            let fw = Double(c.width + 2 * d), fh = Double(c.height + 2 * d)
            return (PixelRect(x: c.minX - d, y: c.minY - d, width: c.width + 2 * d, height: c.height + 2 * d),
                    Rect(x: Double(d) / fw, y: Double(d) / fh, width: Double(c.width) / fw, height: Double(c.height) / fh))
        }
    }

    /// Whether a row's `marks` (pixels of a `face`-sized dewarp of a glowing window's face) lie mostly on its
    /// `glow` (a share of the face), and clear of the face's left and right sides by half their height.
    static func holdsGlow(_ marks: PixelRect, glow: Rect, face: (w: Int, h: Int)) -> Bool {
        let g = Rect(x: glow.x * Double(face.w), y: glow.y * Double(face.h), width: glow.width * Double(face.w), height: glow.height * Double(face.h))
        let ow = min(Double(marks.maxX), g.maxX) - max(Double(marks.x), g.x)
        let oh = min(Double(marks.maxY), g.maxY) - max(Double(marks.y), g.y)
        let clear = Double(marks.height) / 2
        return ow > 0 && oh > 0 && ow * oh >= 0.5 * Double(marks.width * marks.height)
            && Double(marks.x) >= clear && Double(face.w - marks.maxX) >= clear
    }

    /// Whether a line of `reading` that its layout gives a fixed point, shown or not (`optionalPoint`),
    /// shows none.
    static func lacksOptionalPoint(_ reading: DisplayReading, layout: DisplayLayout) -> Bool {
        zip(reading.lines, layout.lines).contains { read, line in
            !line.floatingPoint && line.decimals > 0 && line.optionalPoint && !read.text.contains(".")
        }
    }
}
