@testable import SevenSegment

extension TimerWindowScene {
    /// The timer's window (its dark margin included) in the frame.
    var windowBox: Rect {
        let box = display(ink: 0, background: 0, ghost: nil)
        return Rect(x: Double(x), y: Double(y), width: Double(box.width), height: Double(box.height))
    }

    /// A glossy LED face showing `text`: the lit digits' cores overexposed (little chroma left but at their
    /// rims) and two white reflections on the face, a bar above the first digit and one below the last, lit in
    /// gray and in the colour look's gray half and stacked close on the digits into one tall row.
    static func glossyFace(_ text: String) -> GrayImage {
        let s = TimerWindowScene(text: text, wallLeft: 20, wallRight: 230, housing: false, x: 150, gap: 0)
        var img = s.render()
        var plane = img.chroma ?? []
        for i in plane.indices where plane[i] > 0 { plane[i] = 110 }
        for yy in (s.y + 3)..<(s.y + 14) { for xx in (s.x + 24)..<(s.x + 31) { img[xx, yy] = 250; plane[yy * img.width + xx] = 0 } }
        let bottom = s.y + s.windowMargin + 40
        for yy in (bottom + 3)..<(bottom + 14) { for xx in (s.x + 112)..<(s.x + 119) { img[xx, yy] = 250; plane[yy * img.width + xx] = 0 } }
        img.chroma = plane
        return img
    }
}
