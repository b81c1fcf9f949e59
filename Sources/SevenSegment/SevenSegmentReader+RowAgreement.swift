/// The row of digits cut out of a display the reader found (`readRowVariants`) is another look at the
/// same display, and on a right-aligned line it must not contradict what the found display's own reading
/// saw. A right-aligned number ends at the line's last place, so every place the found display showed
/// belongs to the number: a row that reads fewer characters where the display's last one was unresolved
/// lost that digit (a glucose of 388 with its last digit under glare: the display saw "38_", the row cut
/// before the glare read "38"), and a row that names a character the display left unresolved must name
/// one the display's own segments allow (`SecondLook`: 19.6 seen as "19._", its 6 washed out, read "19.1"
/// by the row). Lines that are not right-aligned may carry clutter at either end of a found display (a
/// pump window's edge, a unit sign), which the row rightly leaves out: there the row reads alone.
extension SevenSegmentReader {
    /// Whether `row` (the row's reading) stands after `found` (the found display's reading).
    static func rowAgrees(_ row: DisplayReading, after found: DisplayReading, layout: DisplayLayout) -> Bool {
        guard row.lines.count == layout.lines.count, found.lines.count == layout.lines.count else { return true }
        for (k, line) in layout.lines.enumerated() where line.rightAligned {
            let t = row.lines[k], f = found.lines[k]
            guard !f.characters.isEmpty else { continue }
            // A place lost: the display's last character unresolved and no more characters than the line shows.
            if t.characters.count < f.characters.count, seenCharacters(f) <= line.digits, f.characters.last?.character == "_" { return false }
            // The same places: every character the display named stays, every one it left open is allowed by its segments.
            if t.characters.count == f.characters.count, !SecondLook.accepts(t, after: f) { return false }
        }
        return true
    }
}
