@testable import SevenSegment

/// A light panel with dark digits between dark side bezels, read whole with no quad
/// (`BezelInnerEdgeTests`, `BorderBarTests`).
enum BezelledPanel {
    /// Dark digits (20) on a light panel (235); dark bezels `bezel` pixels wide along the left and right
    /// sides from row `notch` down (the panel's light rim above them, so no side column is bare dark);
    /// `leftGap` pixels of panel between the left bezel and the first digit, none between the last digit
    /// and the right bezel; `pad` rows of panel above and below the digits.
    static func pressed(_ text: String, bezel: Int = 12, leftGap: Int = 6, rightGap: Int = 0, notch: Int = 5, pad: Int = 4) -> GrayImage {
        var d = SyntheticDisplay(text: text)
        d.margin = 0; d.ink = 20; d.background = 235
        d.digitHeight = 60; d.digitWidth = 32; d.thickness = 7; d.spacing = 10
        let digits = d.render()
        let w = bezel + leftGap + digits.width + rightGap + bezel, h = digits.height + 2 * pad
        var img = GrayImage(width: w, height: h, fill: 235)
        for y in 0..<digits.height { for x in 0..<digits.width { img[bezel + leftGap + x, pad + y] = digits[x, y] } }
        for y in notch..<h {
            for x in 0..<bezel { img[x, y] = 20; img[w - 1 - x, y] = 20 }
        }
        return img
    }
}
