import SevenSegment

/// With `read --debug-image PATH`: the dewarped display and, per layout line, the line splitter's
/// normalised ink (gray, 0 = background, white = a typical lit segment) and ink mask, stacked top to
/// bottom, so a miss can be traced to the stage that lost it. Written next to PATH as NAME-strips.png.
///
/// Each line is shown in the reader's first two looks, cut by the reader itself
/// (`SevenSegmentReader.firstLookViews`: the plain view with the settings for a display it `found` or was
/// given, then the bar-response view), so the panels show the pixels the reader sampled.
enum StripDebugImage {
    static func make(crop: GrayImage, layout: DisplayLayout, found: Bool, reader: SevenSegmentReader) -> GrayImage {
        var panels: [GrayImage] = [crop]
        for line in layout.lines {
          for split in reader.firstLookViews(crop, line: line, found: found) {
            guard let s = split.strip else { continue }
            let ink = s.ink.map { UInt8(max(0, min(255, $0 * 200))) }
            var mask = s.mask.map { $0 != 0 ? UInt8(255) : UInt8(0) }
            for x in 0..<s.width {
                // The digit band's rows marked at both ends.
                for y in [s.band.lowerBound, max(s.band.lowerBound, s.band.upperBound - 1)] where x % 4 < 2 {
                    mask[y * s.width + x] = 128
                }
            }
            panels.append(GrayImage(width: s.width, height: s.height, pixels: ink))
            panels.append(GrayImage(width: s.width, height: s.height, pixels: mask))
          }
        }
        let width = panels.map(\.width).max() ?? 1
        let height = panels.map { $0.height + 4 }.reduce(0, +)
        var out = GrayImage(width: width, height: max(1, height), fill: 60)
        var y0 = 0
        for p in panels {
            for y in 0..<p.height { for x in 0..<p.width { out[x, y0 + y] = p[x, y] } }
            y0 += p.height + 4
        }
        return out
    }

    /// NAME.ext → NAME-strips.png
    static func path(for debugImage: String) -> String {
        let base = debugImage.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        return (base.isEmpty ? debugImage : base) + "-strips.png"
    }
}
