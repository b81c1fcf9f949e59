/// A light panel whose digit is pressed against its dark side bezel.
///
/// The tight crop's look (`readTightCrop`) paints a light panel's side bezels over whole
/// (`sideBezelsFilled`); on a binarised crop a digit whose right (or left) bars touch the bezel's inner
/// edge is one dark piece with it and goes too: the 8 of 98 loses its right side and nothing reads.
/// When nothing else read (not even the despeckled look), a binarised frame (`isTwoLevel`) whose side
/// bezels reach further in than their inner edge somewhere is read once more as such a panel with the
/// bezels painted only up to that edge (`sideBezelsFilledToInnerEdge`), as the tight crop's panel look
/// reads: dark digits on the panel (mostly light once painted) padded with its level, twice the padding
/// reading the same under the strict cross-check, lit segments solid (`panelSolidLit`), not every
/// segment lit. The despeckled and side-margin looks' own reads do not use it.
extension SevenSegmentReader {
    /// The frame read as a light panel with its side bezels painted up to their inner edge (see above);
    /// nil unless that reads.
    func readToBezelEdge(_ image: GrayImage, layout: DisplayLayout) -> DisplayReading? {
        guard options.readsToBezelEdge, image.width >= 8, image.height >= 8, image.isTwoLevel else { return nil }
        let fill = image.sideLevels.light
        guard let panel = image.sideBezelsFilledToInnerEdge(fill: fill), Self.lightShare(panel) > 0.5 else { return nil }
        var solid = self
        solid.options.solidLitSegments = Self.panelSolidLit
        guard let r = solid.readPaddedTwice(panel, layout: layout, polarity: .darkOnLight, fill: fill, pad: options.tightCropPadding),
              !r.lines.contains(where: Self.everySegmentLit) else { return nil }
        return r
    }
}
