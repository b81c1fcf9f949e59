/// A small LED display in a large photo: the whole frame is searched for an LED's row where its
/// coloured share is an LED's (`SevenSegmentReader+FrameLEDRow`), but that share was the one a display's
/// own box must show (1%). A panel timer's window a tenth of the photo wide, its red digits lit on a
/// few hundred pixels, colours under 1% of the frame: 11 of panel-timer's 25 no-reads with no roi never had
/// their frame's chroma searched, nor its glowing windows looked at. The whole frame needs its own, lower
/// share (`ReaderOptions.frameLEDShare`); the rows found there keep every guard of a face's row.
extension SevenSegmentReader {
    /// Whether the whole frame's `chroma` holds an LED's coloured light: coloured on `frameLEDShare` of it
    /// or more, and on no more than `ledShare`.
    func frameIsLED(_ chroma: GrayImage) -> Bool {
        let whole = Quad(Rect(x: 0, y: 0, width: Double(chroma.width), height: Double(chroma.height)))
        let share = Self.colourShare(chroma, quad: whole)
        return share >= min(Self.colouredShare, options.frameLEDShare) && share <= Self.ledShare
    }
}
