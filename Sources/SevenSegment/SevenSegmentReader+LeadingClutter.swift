/// An unnamed mark at a found display's left border, apart from the digits: a window's corner or a
/// label's edge, not a digit ("_35.00" on a fuel pump's window).
///
/// Where every character of a found display's line is named but the first, that one stands at the
/// line's left border and a whole empty place (a digit pitch and the digits' own spacing) lies between
/// it and the next, the line is read again from the middle of that gap on. The new
/// reading stands only when it is complete and shows exactly the characters the first one named (text
/// and points), each in the same place: the mark left out is all that changed.
extension SevenSegmentReader {
    func leadingClutterCut(_ display: GrayImage, line: LineLayout, hints: RecognitionHints, crossCheck: CrossCheck,
                           after reading: LineReading) -> LineReading? {
        guard !reading.isComplete, crossCheck != .none, reading.characters.count >= 3,
              reading.characters[0].character == "_",
              reading.characters.dropFirst().allSatisfy({ $0.character != "_" }),
              !reading.issues.contains(where: { if case .wordLike = $0 { return true }; return false }) else { return nil }
        let cells = reading.characters.compactMap(\.cell)
        guard cells.count == reading.characters.count else { return nil }
        let rest = Array(cells.dropFirst())
        let pitch = Double(rest[rest.count - 1].x - rest[0].x) / Double(rest.count - 1)
        let gap = Double(rest[0].x - cells[0].maxX)
        let W = Double(display.width)
        let left = max(0, Int((line.region.x * W - 0.02 * W).rounded(.down)))
        // A whole empty place: a pitch and the digits' own spacing.
        guard pitch > 0, cells[0].x <= left + 2, gap >= pitch + Double(rest[1].x - rest[0].maxX) else { return nil }
        let cut = (Double(cells[0].maxX) + gap / 2) / W
        guard cut > line.region.x, cut < line.region.x + line.region.width else { return nil }
        var narrower = line
        narrower.region = Rect(x: cut, y: line.region.y, width: line.region.x + line.region.width - cut, height: line.region.height)
        let again = readLine(display, line: narrower, hints: hints, crossCheck: crossCheck, radius: LineSplitter.plainRadius)
        let kept = again.characters.compactMap(\.cell)
        guard again.isComplete, again.text == String(reading.text.dropFirst()), kept.count == rest.count,
              zip(kept, rest).allSatisfy({ $0.x < $1.maxX && $1.x < $0.maxX }) else { return nil }
        return again
    }
}
