/// A line whose digits sit higher or lower than the layout says (the quad is only approximate, and a
/// small line is only a few percent of the display tall): the strip is cut from a taller region so the
/// digits are whole, since a digit cut at the strip's edge reads as another digit (a 7 without its top
/// bar is a 1).
extension LineSplitter {
    /// How far the region grows, as a fraction of its height, toward a border the digits touch.
    static let displacementReach = 0.45

    /// `split` of `region`; when the digit rows touch the strip's top or bottom edge and the display goes
    /// on there, the region is grown that way and split again. The grown strip is taken when its digits
    /// are clear of that edge, else the strip is refused (digits cut by the edge are not read).
    public func splitFollowingDigits(_ display: GrayImage, region: Rect, polarity: Polarity) -> Outcome {
        splitFollowingDigitsIn(display, region: region, polarity: polarity).outcome
    }

    /// `splitFollowingDigits`, and the region the strip was cut from (to cut another view of the same
    /// pixels alike).
    public func splitFollowingDigitsIn(_ display: GrayImage, region: Rect, polarity: Polarity) -> (outcome: Outcome, region: Rect) {
        let first = split(display, region: region, polarity: polarity)
        guard let strip = first.strip else { return (first, region) }
        let H = Double(display.height)
        let touchesTop = strip.band.lowerBound <= 1 && strip.origin.y > 0
        let touchesBottom = strip.band.upperBound >= strip.height - 1 && strip.origin.y + strip.height < display.height
        guard touchesTop || touchesBottom else { return (first, region) }
        let grow = Self.displacementReach * region.height
        var grown = region
        if touchesTop { grown.y = max(0, region.y - grow); grown.height += region.y - grown.y }
        if touchesBottom { grown.height = min(1 - grown.y, grown.height + grow) }
        let second = split(display, region: grown, polarity: polarity)
        guard let s = second.strip else { return (Outcome(strip: nil, issue: .displayCutOff), grown) }
        let topFree = !touchesTop || s.band.lowerBound > 1 || s.origin.y == 0
        let bottomFree = !touchesBottom || s.band.upperBound < s.height - 1 || Double(s.origin.y + s.height) >= H
        guard topFree && bottomFree else { return (Outcome(strip: nil, issue: .displayCutOff), grown) }
        return (second, grown)
    }
}
