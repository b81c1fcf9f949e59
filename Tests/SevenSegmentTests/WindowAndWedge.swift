@testable import SevenSegment

/// A light window holding dark digits (846), joined below to a light wedge of the meter's body in one region
/// (`SteepKeystoneTests`, `DisplayCoreTests`).
enum WindowAndWedge {
    /// The 420 x 320 frame, the digits' left edge at `digitsAt`.
    static func image(digitsAt x0: Int) -> GrayImage {
        var d = SyntheticDisplay(text: "846")
        d.digitHeight = 60; d.digitWidth = 34; d.thickness = 8; d.spacing = 12; d.margin = 0
        let digits = d.render()
        var img = GrayImage(width: 420, height: 320, fill: 25)
        for y in 60..<150 { for x in 60..<340 { img[x, y] = 200 } }
        for x in 60..<340 {
            let y1 = 260 - Int(Double(x - 60) * 110 / 280)
            for y in 150..<max(150, y1) { img[x, y] = 200 }
        }
        for y in 0..<digits.height { for x in 0..<digits.width { img[x + x0, y + 75] = digits[x, y] } }
        return img
    }

    static let layout = SyntheticDisplay.layout(digits: 4, aspect: 1.8)
}
