/// A face's row read as a given display (`ReaderOptions.readsPanelRowsAsGiven`). With no quad, a glossy LED
/// face's row of digits is found (`SevenSegmentReader+PanelRow`) but read only in gray and on the colour look;
/// the same box given as a roi is read with every look a given display has (turned level, the colour look
/// clear of glare, the layout's polarity). On panel-ammeter photos whose roi reads, the row found with no roi
/// read nothing (82 read `8`, 637 read `____`) and read right given as a roi. A row that neither reads is read
/// so, within the face search and under its guards (glare across the row, the half turn, the faces'
/// agreement), and the reading stands only where it keeps, in order, each character the row's own reading
/// named, or that character with segments taken away (a timer's glowing 0 read 8 in gray): 810 read `8108` in
/// gray, its reflection stripe an 8, and `38` as given.
extension SevenSegmentReader {
    /// `row` read as a given display; nil unless complete and keeping what `own` (its reading in gray) named.
    func rowAsGiven(_ image: GrayImage, layout: DisplayLayout, row: Quad, own: DisplayReading) -> DisplayReading? {
        var plain = self
        // Not again inside (the given display's own panel row search).
        plain.options.readsPanelRowsAsGiven = false
        plain.options.readsPanelRowsAroundQuad = false
        guard let display = DisplayLocator(margin: options.quadMargin).refine(row, in: image)?.quad else { return nil }
        let r = plain.readGiven(image, layout: layout, given: row, display: display)
        guard r.isComplete, Self.keepsNamed(r.text, of: own.text), !Self.namesEndOne(r.text, own: own.text) else { return nil }
        return r
    }

    /// Whether `text` ends in a 1 where `own`, as many places long, left its last place unresolved: a narrow
    /// reflection stripe or window edge after the digits (602 read `602_` in gray and `6021` as given).
    static func namesEndOne(_ text: String, own: String) -> Bool {
        let read = text.filter { $0 != "." }, mine = own.filter { $0 != "." }
        return read.count == mine.count && read.last == "1" && mine.last == "_"
    }

    /// Whether `text` holds, in order, each character `own` named (unresolved places and points left out), or
    /// that character with segments taken away.
    static func keepsNamed(_ text: String, of own: String) -> Bool {
        let read = Array(text.filter { $0 != "." })
        var i = 0
        for g in own where g != "_" && g != "." {
            guard let gm = Charset.mask(of: g) else { return false }
            while i < read.count, !(Charset.mask(of: read[i]).map { $0.isSubset(of: gm) } ?? false) { i += 1 }
            guard i < read.count else { return false }
            i += 1
        }
        return true
    }
}
