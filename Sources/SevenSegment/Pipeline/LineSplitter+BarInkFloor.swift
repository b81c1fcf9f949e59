/// The plain view's threshold on a dim strip. Where the digits differ from the background by only a
/// few grey levels, Otsu over the whole strip splits the background's own spread (the background is
/// most of the strip) and the threshold sits at its floor: speckle and reflections pass as ink and join
/// the digits. The bar-response view (`BarFilter`) finds the segments cleanly there, so the plain
/// contrast those pixels have tells how strong the ink is: the plain threshold is raised to a share of
/// it.
///
/// Only on a display the reader found itself (`floorFromBars`, where the plain look is checked against
/// the bar view anyway): on a display given by the caller the plain look stands alone, and a cleaner
/// mask there also let a digit whose segment a glare spot hides read whole as another digit (a 9 as 5
/// on the rendered harsh bench).
extension LineSplitter {
    /// A share of the median plain contrast `d` over the ink the bar view of the same pixels finds,
    /// nil when the bar view finds none.
    static func barInkFloor(_ display: GrayImage, region: Rect, lightInk: Bool, contrast d: [Int32]) -> Int32? {
        let polarity: Polarity = lightInk ? .lightOnDark : .darkOnLight
        guard let strip = LineSplitter(bars: true, fixedPolarity: true).split(display, region: region, polarity: polarity).strip,
              strip.mask.count == d.count else { return nil }
        var values: [Int32] = []
        for y in strip.band { for x in 0..<strip.width where strip.mask[y * strip.width + x] != 0 { values.append(d[y * strip.width + x]) } }
        guard values.count >= 20, let median = upperMedian(values) else { return nil }
        return Int32(barInkShare * Double(median))
    }

    static let barInkShare = 0.4
}
