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
        let vertical = followVertically(display, region: region, polarity: polarity)
        return followSideways(display, vertical, polarity: polarity)
    }

    func followVertically(_ display: GrayImage, region: Rect, polarity: Polarity) -> (outcome: Outcome, region: Rect) {
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

    /// How far the region grows sideways toward a border a digit touches, in digit-band heights: about a
    /// digit's width (half its height), enough to take in a digit cut anywhere, and short of the blank a
    /// lost digit would leave (`SegmentedLine.blankRight`).
    static let sidewaysReach = 0.55

    /// A digit cut by the strip's left or right side (the line's region is only where the layout expects
    /// the digits; an overlay held a little off moves them): a cut 5 reads as a 3 placed a stroke too far
    /// left, whose left segments then fall on the digit before. Where the display goes on past that side,
    /// the region grows that way and the line is split again; the grown strip is taken when its ink is
    /// clear of that side (or it reached the display's side), else the line is refused as cut off.
    func followSideways(_ display: GrayImage, _ found: (outcome: Outcome, region: Rect), polarity: Polarity) -> (outcome: Outcome, region: Rect) {
        guard let strip = found.outcome.strip, strip.bandHeight >= 4 else { return found }
        let W = display.width
        let left = strip.origin.x > 0 && Self.digitAtSide(strip, right: false)
        let right = strip.origin.x + strip.width < W && Self.digitAtSide(strip, right: true)
        guard left || right else { return found }
        let grow = Self.sidewaysReach * Double(strip.bandHeight) / Double(W)
        var grown = found.region
        if left { grown.x = max(0, grown.x - grow); grown.width += found.region.x - grown.x }
        if right { grown.width = min(1 - grown.x, grown.width + grow) }
        let second = split(display, region: grown, polarity: polarity)
        guard let s = second.strip else { return (Outcome(strip: nil, issue: .displayCutOff), grown) }
        let leftFree = !left || s.origin.x == 0 || !Self.digitAtSide(s, right: false)
        let rightFree = !right || s.origin.x + s.width >= W || !Self.digitAtSide(s, right: true)
        guard leftFree && rightFree else { return (Outcome(strip: nil, issue: .displayCutOff), grown) }
        return (second, grown)
    }

    /// Whether ink kept by the cleaner in the strip's outermost two columns on one side spans over a third
    /// of the digit band's rows: a digit's stroke or bars cut there (a speck, a short mark or a unit's
    /// foot does not; a bezel or window edge is dropped by the cleaner before).
    static func digitAtSide(_ strip: LineStrip, right: Bool) -> Bool {
        let w = strip.width
        guard w >= 4 else { return false }
        let cols = right ? [w - 1, w - 2] : [0, 1]
        var rows = 0
        for y in strip.band where cols.contains(where: { strip.mask[y * w + $0] != 0 }) { rows += 1 }
        return 3 * rows > strip.bandHeight
    }
}
