/// A coloured LED's complete gray reading checked against its colour look.
///
/// On the gray frame an LED's segment can show faint: a red segment seen at an angle, or behind a
/// window's reflection, is dim in gray while its colour is plain. A panel timer's 00.56 read through a
/// jittered box (seed 8) as **10.56** complete and sure: the first 0's left strokes were too faint in
/// gray, leaving a 1. The colour look (`SevenSegmentReader+ColourLook`) read 00.56 there. Glow only adds
/// segments in gray (an unlit segment's scattered light is neutral, a lit one bright in every channel),
/// so the colour look of the same cell may take segments away from the gray look's character, never add
/// them (`onlyTakesAway`); where it adds a segment, the colour is the LED's own light, and the gray look
/// lost a lit segment.
///
/// Where a given display's line is laid out light on dark, its box is coloured like an LED's
/// (`isLEDBox`) and the gray look read it completely, the colour look is read too, as `readColourLook`
/// reads it for a gray look that read nothing: a colour reading that lights a segment the gray look's
/// character lacks stands there only where, judged in its own cells, every segment it lights is lit or
/// faint on the gray frame (`standsInOwnCells`: the 0's left strokes faint in gray, not absent). Where that
/// reading is complete, differs, and adds segments to a character the gray look named, the two looks
/// disagree on a lit segment and nothing stands. Where it only takes segments away (glow the gray look
/// took for lit: the point and middle bar colour checks judge those), or reads nothing that stands, the
/// gray reading stands as before. The colour look read without those guards was tried: it lit segments
/// the gray look rightly left dark on 8 to 19 panel-ammeter photos a row, refusing correct readings.
/// A backlit LCD's characters are dark on a coloured ground, where colour is no segment's light: not
/// checked.
extension SevenSegmentReader {
    /// `gray` (the given display's complete gray reading) with the first character its colour look lights
    /// more segments in marked ambiguous, where that look reads completely and otherwise (see above); nil
    /// where the check does not apply or the looks do not disagree so.
    func colourDisagrees(_ gray: DisplayReading, image: GrayImage, layout: DisplayLayout, display: Quad) -> DisplayReading? {
        guard options.crossChecksColourLook, gray.isComplete, !layout.lines.isEmpty,
              layout.lines.allSatisfy({ $0.polarity == .lightOnDark }),
              let chroma = image.chromaImage, Self.isLEDBox(chroma, quad: display),
              let colour = readColourLook(image, layout: layout, display: display, gray: gray),
              colour.isComplete, colour.lines.count == gray.lines.count, colour.text != gray.text,
              !Self.onlyTakesAway(colour, gray: gray) else { return nil }
        // Each line the looks read otherwise (its characters or its point): ambiguous at its first difference.
        var doubted = gray
        for (i, theirs) in colour.lines.enumerated() where doubted.lines[i].text != theirs.text {
            let a = doubted.lines[i].characters.map(\.character), b = theirs.characters.map(\.character)
            let k = a.indices.first(where: { $0 >= b.count || a[$0] != b[$0] }) ?? max(0, a.count - 1)
            doubted.lines[i].issues.append(.ambiguous(position: k))
        }
        return doubted
    }
}
