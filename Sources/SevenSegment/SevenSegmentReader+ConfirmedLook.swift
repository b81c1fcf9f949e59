extension SevenSegmentReader {
    /// A line neither look read, read again as a display cut by the frame's side is read: the plain ink's
    /// cells, points and characters, each checked against the bar-response ink of the same cells under the
    /// strict cross-check. A character the plain ink left unresolved only by a segment near its threshold is
    /// named where the bar view decodes the very same segments clearly (`ConfirmedCharacters`), and every
    /// other character must decode the same in both views. The second look may have been refused for what
    /// the bar view does to the line as a whole (a point faded where the display may show one anywhere);
    /// here the bar view only confirms characters, so its points and cells do not count.
    func confirmedLook(_ display: GrayImage, line: LineLayout, hints: RecognitionHints, plain: LineSplitter.Outcome,
                       bars: LineStrip, first: LineReading, second: LineReading, crossCheck: CrossCheck) -> LineReading? {
        guard Self.mayConfirm(first: first, second: second, crossCheck: crossCheck) else { return nil }
        let look = readLine(display, line: line, hints: hints, split: plain, check: bars, strict: true)
        guard Self.confirmedLookStands(look, after: first) else { return nil }
        return guardLeading(look, strip: plain.strip, found: crossCheck != .none)
    }

    /// Whether the bar view may confirm the first look's characters: not under the strict cross-check (the
    /// first look already was this one), and only where the second look found as many characters as the
    /// first (finding more or fewer, the bar view sees the line otherwise: a leading 1 the plain ink lost).
    static func mayConfirm(first: LineReading, second: LineReading, crossCheck: CrossCheck) -> Bool {
        crossCheck != .strict && second.characters.count == first.characters.count
    }

    /// A confirmed look stands when complete and the first look does not contradict it (`SecondLook`).
    static func confirmedLookStands(_ look: LineReading, after first: LineReading) -> Bool {
        look.isComplete && SecondLook.accepts(look, after: first)
    }
}
