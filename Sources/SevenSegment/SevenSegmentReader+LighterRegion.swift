/// A display found at the light class's own level (`DisplayLocator.lightLevel`): a clamp meter's LCD in a
/// dim photo, inside a gray body lighter than the frame's level. Such a window holds the LCD's labels and
/// icons round a small row of digits, and its reading missed a small decimal point beside a 3's foot
/// (3.64 read 364) where a tight crop of the digits saw it. Its reading stands only where its characters'
/// own box, read as a given display, reads completely and the same, and the row of digits found in it
/// reads the same or does not read completely.
extension SevenSegmentReader {
    func lighterRowAgrees(_ r: DisplayReading, image: GrayImage, layout: DisplayLayout, box: Quad, display: Quad, crossCheck: CrossCheck) -> Bool {
        guard options.checksLighterRow else { return true }
        // The read characters' own box (their cells, in the dewarped crop of `display`), widened by an eighth of
        // their height, read as a given display is: a tight crop of the digits.
        if let tight = Self.charactersQuad(r, display: display) {
            let given = read(image, layout: layout, display: tight, margin: options.quadMargin)
            guard given.isComplete, given.text == r.text else { return false }
        }
        guard let row = digitRowQuad(image, layout: layout, quad: box) else { return true }
        let t = readRowVariants(image, layout: layout, row: row, crossCheck: crossCheck, baseAlone: true)
        return !t.isComplete || t.text == r.text
    }

    /// The box round a reading's character cells, widened by an eighth of their height each way, in frame
    /// pixels: `display` is the quad its crop was dewarped from.
    static func charactersQuad(_ r: DisplayReading, display: Quad) -> Quad? {
        guard let crop = r.crop, crop.width > 0, crop.height > 0 else { return nil }
        let cells = r.lines.flatMap { $0.characters.compactMap(\.cell) }
        guard let x0 = cells.map(\.x).min(), let x1 = cells.map(\.maxX).max(),
              let y0 = cells.map(\.y).min(), let y1 = cells.map(\.maxY).max(), y1 > y0 else { return nil }
        let pad = Double(y1 - y0) / 8
        let u0 = max(0, (Double(x0) - pad) / Double(crop.width)), u1 = min(1, (Double(x1) + pad) / Double(crop.width))
        let v0 = max(0, (Double(y0) - pad) / Double(crop.height)), v1 = min(1, (Double(y1) + pad) / Double(crop.height))
        return Quad(topLeft: display.point(u: u0, v: v0), topRight: display.point(u: u1, v: v0),
                    bottomRight: display.point(u: u1, v: v1), bottomLeft: display.point(u: u0, v: v1))
    }

    /// Whether a lighter box's reading holds as many characters as the frame-level region it lies in
    /// (`within`, as found) showed (`places`, read once per region): fewer, the lighter box is the same window
    /// cut short of its end (a fuel pump's lit part read 4.11 where the whole window showed four places, `_11_`,
    /// for 411.4).
    func lighterKeepsPlaces(_ r: DisplayReading, image: GrayImage, layout: DisplayLayout, within: Quad?, crossCheck: CrossCheck,
                            places shown: inout [Quad: Int]) -> Bool {
        guard options.checksLighterPlaces, let within else { return true }
        if shown[within] == nil {
            guard let q = DisplayLocator(margin: -0.03).refine(within, in: image)?.quad else { return true }
            shown[within] = Self.places(read(image, layout: layout, display: q, margin: -0.03, crossCheck: crossCheck))
        }
        return Self.places(r) >= shown[within] ?? 0
    }

    /// The characters a reading shows, its points left out.
    static func places(_ d: DisplayReading) -> Int { d.lines.reduce(0) { $0 + $1.characters.filter { $0.character != "." }.count } }
}
