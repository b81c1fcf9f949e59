@testable import SevenSegment

/// An electricity meter's counter with small tenths, rendered and read whole (`SmallDecimalTests`,
/// `SmallDecimalLabelTests`).
enum SmallDecimalMeter {
    /// 8 places, leading zeros, a point that may not show.
    static func layout(smallDecimals: Bool) -> DisplayLayout {
        DisplayLayout(aspectRatio: 5, lines: [
            LineLayout(field: .value, region: Rect(x: 0, y: 0.1, width: 0.9, height: 0.8), digits: 8, floatingPoint: true,
                       minimumDigits: 3, pointMayBeHidden: true, leadingZeros: true, smallDecimals: smallDecimals),
        ])
    }

    static func rendered(_ text: String) throws -> GrayImage {
        let style = DisplayStyle(background: 200, ink: 30, ghost: 200, labels: false)
        return try DisplayRenderer(style: style).render(layout: layout(smallDecimals: true), text: text, width: 480)
    }

    static func read(_ image: GrayImage, smallDecimals: Bool) -> DisplayReading {
        let quad = Quad(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        return SevenSegmentReader().read(image, layout: layout(smallDecimals: smallDecimals), quad: quad)
    }
}
