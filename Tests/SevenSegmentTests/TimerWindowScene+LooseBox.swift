@testable import SevenSegment

/// A timer's window with a wide dark margin round its digits, and a given box drawn loosely round it
/// (`GivenRowTests`, `GivenRowFillTests`).
extension TimerWindowScene {
    /// The window showing `text` with a 30-pixel margin round its digits.
    static func wideMargin(_ text: String) -> TimerWindowScene {
        var s = TimerWindowScene(text: text)
        s.windowMargin = 30
        return s
    }

    /// The window grown a little into the housing, in frame pixels: much larger than the row of digits.
    var looseBox: Quad {
        let d = display(ink: 0, background: 0, ghost: nil)
        return Quad(Rect(x: Double(x - 6), y: Double(y - 6), width: Double(d.width + 12), height: Double(d.height + 12)))
    }
}
