/// Glare after the last digit of a coloured LED line, cut off (`ReaderOptions.cutsTrailingGlare`). A box
/// drawn a little wide round a panel ammeter's red 804 or 810 takes in the window's right edge, where a white
/// reflection stripe stands beside the last digit: it is cut as a fourth cell, and read as a 1, an unknown
/// pattern or nothing sure. `SevenSegmentReader+GlareCharacter` already keeps such a reading from standing
/// (8041 and 8101 refused); this rule reads the line once more without the stripe.
///
/// Where a given box's line (light on dark, in a box coloured like an LED's, on the gray frame) did not read
/// completely, every character but the last is named, they are at least the line's least digits, and what the
/// last character's cell holds beyond the cell before it is lit (`trailingGlareLeast`) and nearly all
/// colourless glare (`glareCharacterShare`, as `glareCharacters` counts it: the cells overlap, and the last
/// digit's own strokes would dilute it), the line is read again with that stripe painted out in the crop's
/// background gray: every column after the last named cell, and the glare pixels from that cell's middle on.
/// (Ending the line's region there does not do: the splitter follows a digit cut by the region's side.) The
/// new reading stands only where it is complete, shows exactly the characters named before (text and points),
/// each in the same place, and holds no glare character itself: the stripe left out is all that changed.
/// An LED's own light is coloured, so a digit under glare keeps colour within its lit core's reach (real
/// characters under glare measured 0.72 glare at the most over their whole cells, against 0.9 asked,
/// `SevenSegmentReader+GlareCharacter`): a lit digit is not cut for glare. A glare 1 a whole place after the
/// digits is not cut either: the line read without it ends a place short (`digitCountMismatch`), a digit lost.
/// Measured on the panel ammeter (roi, seeds 1-4, loose): 810 read through four seeds and the loose box, 804
/// through seed 4; nothing else changed on any photo set or the rendered bench.
extension SevenSegmentReader {
    /// `reading` of `line` (on `display`, the dewarped crop `colour` holds) read again without its last
    /// character where that character is glare (see above); nil where the rule does not apply or the line
    /// read again shows anything else.
    func trailingGlareCut(_ display: GrayImage, line: LineLayout, hints: RecognitionHints, reading: LineReading,
                          colour: LEDColour, frame: GrayImage, reach: Int) -> LineReading? {
        let chars = reading.characters
        guard !reading.isComplete, chars.count >= 2, reading.text.count == chars.count,
              let last = chars.last, last.character != "." else { return nil }
        let rest = chars.dropLast()
        guard rest.allSatisfy({ $0.character != "_" }), rest.last?.character != ".",
              rest.filter({ $0.character != "." }).count >= max(1, line.minimumDigits) else { return nil }
        let cells = rest.filter { $0.character != "." }.compactMap(\.cell)
        guard let lastCell = last.cell, let before = cells.last, cells.count == rest.filter({ $0.character != "." }).count,
              lastCell.maxX > before.maxX else { return nil }
        // What the last cell holds beyond the cell before it: nearly all glare.
        let beyond = PixelRect(x: before.maxX, y: lastCell.y, width: lastCell.maxX - before.maxX, height: lastCell.height)
        let (lit, glare) = Self.glarePixels(in: beyond, colour: colour, frame: frame, reach: reach)
        guard lit >= Self.trailingGlareLeast * beyond.height, Double(glare) >= Self.glareCharacterShare * Double(lit) else { return nil }
        // The stripe painted out with the crop's background: every column after the last named cell, and the
        // glare pixels from that cell's middle on.
        var painted = display
        let background = UInt8(GrayImage.percentile(0.5, of: display.histogram))
        let from = (before.x + before.maxX) / 2
        for y in 0..<display.height {
            for x in max(0, from)..<display.width where x >= before.maxX || Self.litGlare(x, y, colour: colour, frame: frame, reach: reach) == true {
                painted[x, y] = background
            }
        }
        let again = readLine(painted, line: line, hints: hints)
        let kept = again.characters.filter { $0.character != "." }.compactMap(\.cell)
        guard again.isComplete, again.text == String(reading.text.dropLast()), kept.count == cells.count,
              zip(kept, cells).allSatisfy({ $0.x < $1.maxX && $1.x < $0.maxX }),
              Self.glareCharacters(again, colour: colour, frame: frame, reach: reach, ownColumns: options.glareInOwnColumns).isEmpty else { return nil }
        return again
    }

    /// Least lit pixels beyond the last named cell, per pixel of its height: a stroke's worth.
    static let trailingGlareLeast = 2
}
