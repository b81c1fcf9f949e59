/// A panel meter's LED window is not always a face (`DisplayLocator+Panel`): a window glowing red round
/// its lit digits is no darker than its housing, a small one is joined to the housing's dark outline or
/// the shadow beside it, a meter's black face to the dark cabinet it is set in. Its lit digits stand out
/// all the same in the frame's chroma, where nothing but coloured light is bright: where no face read,
/// the whole frame is searched as one more face, its rows of lit marks found on its chroma plane
/// (`PanelRowLocator`, as on a face) and each row read as a face's row is (gray first, the colour look
/// where gray leaves it unsure, every guard of `readPanelRow`). Only for a frame whose coloured share is
/// an LED's (`isLED`): a gray frame, or one lit all over in colour, has no such row.
///
/// The row is found in a frame downscaled for the search, so its margins round the digits are tight. A
/// line whose fixed point is optional reads a merged point as none there (04.52 read 0452: the point
/// joined to the 4's foot, the place where it stands read dark), so on the whole frame such a line's
/// pointless reading is not taken (`lacksOptionalPoint`).
extension SevenSegmentReader {
    /// Whether a line of `reading` that its layout gives a fixed point, shown or not (`optionalPoint`),
    /// shows none.
    static func lacksOptionalPoint(_ reading: DisplayReading, layout: DisplayLayout) -> Bool {
        zip(reading.lines, layout.lines).contains { read, line in
            !line.floatingPoint && line.decimals > 0 && line.optionalPoint && !read.text.contains(".")
        }
    }
}
