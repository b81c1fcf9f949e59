@testable import SevenSegment

/// A synthetic photo of a panel timer for `PanelWindowTests`: a wall (its gray falling off linearly from
/// its right side to its left), a light housing on it, and in the housing's upper part a small dark
/// window held close round an LED number. The lit segments are red in the chroma plane; unlit ones glow
/// `ghost` gray (neutral) when set.
struct TimerWindowScene {
    var text: String
    var width = 480, height = 360
    var wallLeft: UInt8 = 190, wallRight: UInt8 = 190
    /// A light housing round the window, or the window straight on the wall.
    var housing = true
    /// The window's top-left corner.
    var x = 180, y = 110
    /// The window's dark margin round the digits.
    var windowMargin = 16
    var ghost: UInt8? = nil
    /// Pixels between a digit's segments.
    var gap = 1
    /// A segment's width, a digit's width and the space between digits.
    var thickness = 5, digitWidth = 22, spacing = 8
    /// The photo turned half round.
    var turned = false
    /// The window's bottom-left corner lit lighter (a reflection): a triangle this many pixels along its
    /// bottom edge and a quarter more up its left side, `cornerGray` gray.
    var lightCorner = 0
    /// The window's own chroma round the digits (a red LED window glowing): 0, none.
    var windowGlow: UInt8 = 0
    var cornerGray: UInt8 = 140
    static let window: UInt8 = 30, lit: UInt8 = 200, housingGray: UInt8 = 215

    static var layout: DisplayLayout {
        DisplayLayout(aspectRatio: 1.8, lines: [
            LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 4, decimals: 2,
                       polarity: .lightOnDark, minimumDigits: 4, optionalPoint: true, leadingZeros: true),
        ])
    }

    func display(ink: UInt8, background: UInt8, ghost: UInt8?) -> GrayImage {
        var d = SyntheticDisplay(text: text)
        d.ink = ink; d.background = background; d.ghost = ghost; d.margin = windowMargin; d.gap = gap; d.thickness = thickness
        d.digitWidth = digitWidth; d.spacing = spacing
        return d.render()
    }

    func render() -> GrayImage {
        var img = GrayImage(width: width, height: height, fill: 0)
        for yy in 0..<height {
            for xx in 0..<width {
                img[xx, yy] = UInt8(Int(wallLeft) + (Int(wallRight) - Int(wallLeft)) * xx / (width - 1))
            }
        }
        var plane = [UInt8](repeating: 0, count: width * height)
        let g = display(ink: Self.lit, background: Self.window, ghost: ghost), c = display(ink: 195, background: windowGlow, ghost: nil)
        if housing {
            for yy in (y - 24)..<(y + g.height + 90) { for xx in (x - 24)..<(x + g.width + 24) { img[xx, yy] = Self.housingGray } }
        }
        for yy in 0..<g.height {
            for xx in 0..<g.width {
                img[x + xx, y + yy] = g[xx, yy]
                plane[(y + yy) * width + x + xx] = c[xx, yy]
            }
        }
        if lightCorner > 0 {
            let a = Double(lightCorner), b = a * 1.25
            for yy in 0..<g.height {
                let up = Double(g.height - 1 - yy)
                guard up < b else { continue }
                for xx in 0..<Int((a * (1 - up / b)).rounded()) { img[x + xx, y + yy] = cornerGray }
            }
        }
        img.chroma = plane
        guard turned else { return img }
        var back = img
        var backPlane = plane
        for yy in 0..<height {
            for xx in 0..<width {
                back[width - 1 - xx, height - 1 - yy] = img[xx, yy]
                backPlane[(height - 1 - yy) * width + width - 1 - xx] = plane[yy * width + xx]
            }
        }
        back.chroma = backPlane
        return back
    }
}
