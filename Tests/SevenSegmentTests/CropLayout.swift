@testable import SevenSegment

extension DisplayLayout {
    /// One line of up to three digits (at least two) filling the whole display: the layout of a crop of
    /// a blood-pressure monitor's line, as the crop tests read it.
    static func wholeCrop(_ polarity: Polarity = .lightOnDark) -> DisplayLayout {
        let line = LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 3,
                              polarity: polarity, minimumDigits: 2)
        return DisplayLayout(aspectRatio: 1.85, lines: [line])
    }
}
