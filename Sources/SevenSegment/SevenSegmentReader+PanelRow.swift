/// A panel meter's lit digits on its dark face (`DisplayLocator+Panel`): read with no quad where nothing
/// else read, by the face's rows of lit marks (`PanelRowLocator`), whose variants must agree three times
/// over (`readRowVariants`), as for a row first found inside a found display.
///
/// A coloured LED's unlit segments can glow in gray nearly as bright as its lit ones (a row of 8s), and
/// the window's light bevel beside them crowds the row: on a coloured face the rows are also looked for
/// on the colour look (`SevenSegmentReader+ColourLook`), where only the lit segments stand out, and a row
/// gray leaves unsure is read there.
extension SevenSegmentReader {
    /// How many faces are looked at, best first.
    static let panelFaces = 6

    /// `upsideDown`: where given, notes each row refused as an upside-down photo's with its half turn's reading
    /// (`SevenSegmentReader+TurnedFrame`).
    /// `rowsAsGiven`: a row neither gray nor the colour look reads is read as a given display (`SevenSegmentReader+RowAsGiven`);
    /// only with no quad.
    func readPanelRow(_ image: GrayImage, layout: DisplayLayout, upsideDown: UpsideDownRows? = nil, rowsAsGiven: Bool = false) -> DisplayReading? {
        guard options.readsPanelRows, layout.lines.count == 1, layout.lines[0].polarity == .lightOnDark else { return nil }
        var read: DisplayReading? = nil
        // The row `read` was read on.
        var readRow: Quad? = nil
        // The frame's colour look, made once when a coloured face needs it.
        var colourLook: GrayImage? = nil
        var faceList = Array(DisplayLocator().candidates(in: image, layout: layout, panels: true).prefix(Self.panelFaces))
        // Last, where no face read: the whole frame, its rows found on its chroma (`SevenSegmentReader+FrameLEDRow`).
        let frame = LocatedDisplay(quad: Quad(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))), found: true, score: 0)
        if options.readsFrameLEDRows { faceList.append(frame) }
        // Glowing windows found on the frame's chroma (`glowingWindows`): each face's index, with its glow's box as
        // a share of the face.
        var glows: [Int: Rect] = [:]
        // Readings without their optional point held to the search's end (`SevenSegmentReader+PointlessRow`).
        var pointless = PointlessRows(least: options.pointlessRowsAlike)
        var next = 0
        faces: while next < faceList.count {
            let face = faceList[next], glow = glows[next]
            next += 1
            let whole = face == frame
            if whole && read != nil { break }
            let (qw, qh) = Dewarper.size(of: face.quad)
            let height = min(options.panelSearchHeight, qh)
            let width = min(Double(options.maximumWidth), qw * height / qh)
            let ow = max(16, Int(width.rounded())), oh = max(16, Int((qh * width / qw).rounded()))
            guard let dewarped = Dewarper().dewarp(image, quad: face.quad, width: ow, height: oh) else { continue }
            let chroma = image.chromaImage.flatMap { Dewarper().dewarp($0, quad: face.quad, width: ow, height: oh)?.image }
            // The looks the face's rows are found on: gray, and an LED face's colour look.
            var looks: [(frame: GrayImage, face: GrayImage)] = [(image, dewarped.image)]
            // The whole frame's colour: an LED's share of a photo it is small in (`frameIsLED`).
            if options.readsColour, let c = image.chromaImage, whole ? frameIsLED(c) : Self.isLED(c, quad: face.quad) {
                if colourLook == nil { colourLook = image.colourLook(c) }
                if let look = colourLook, let f = Dewarper().dewarp(look, quad: face.quad, width: ow, height: oh)?.image { looks.append((look, f)) }
                // And on the face's chroma alone, read on the colour look: a glossy face's white reflections and
                // scratches, lit in gray and in the colour look's gray half, join the digits into one row as large
                // as the face; the red digits' chroma stands apart from them (`findsPanelRowsOnChroma`).
                if options.findsPanelRowsOnChroma, let look = colourLook, let chroma { looks.append((look, chroma)) }
            }
            // The whole frame's rows are found on its chroma only (read on gray first all the same).
            if whole {
                guard looks.count > 1, let chroma else { break }
                looks[1].face = chroma
            }
            var tried: [PixelRect] = []
            for look in whole ? Array(looks.suffix(1)) : looks {
                for r in PanelRowLocator().locate(look.face, chroma: chroma) where !tried.contains(r.box) {
                    tried.append(r.box)
                    let row = dewarped.toFrame.quad(of: r.box)
                    guard !refusesKeystone(row) else { continue }
                    if let glow, !Self.holdsGlow(r.marks, glow: glow, face: (ow, oh)) { continue }
                    // Read on gray; where unlit segments glowing in gray leave it incomplete, on the colour look
                    // (taking segments away only).
                    var t = readRowVariants(image, layout: layout, row: row, crossCheck: .relaxed, baseAlone: false)
                    var seen = image
                    // Each reading is noted for a point among its digits (`PointlessRows`).
                    pointless.note(t)
                    if !t.isComplete, looks.count > 1, let colour = colourRow(looks[1].frame, layout: layout, row: row, gray: t) {
                        t = colour; seen = looks[1].frame
                    }
                    // Where neither reads it, read as a given display is (`SevenSegmentReader+RowAsGiven`).
                    if !t.isComplete, rowsAsGiven, options.readsPanelRowsAsGiven, let given = rowAsGiven(image, layout: layout, row: row, own: t) {
                        t = given; seen = image
                    }
                    pointless.note(t)
                    // Glare clipped across the row's digits from beyond the row: a streak across a lit digit adds
                    // a segment the digit does not show (132 read 192), in every variant alike. (A patch within
                    // the row is most often a lit segment's overexposed core.)
                    guard t.isComplete, !glareAcross(r, in: dewarped.image) else { continue }
                    // Without its optional point on the whole frame or a glowing window: held, once the half turn is asked.
                    let lacksPoint = (whole || glow != nil) && Self.lacksOptionalPoint(t, layout: layout)
                    if lacksPoint && !options.holdsPointlessRows { continue }
                    // A photo turned upside down: the row turned half round reads another number, with a point
                    // where this reading has none (a point stands at the digits' foot; turned, it is at their top).
                    // Not where this reading holds a digit that turned half round is none (`turnsToDigits`).
                    if options.refusesTurnedPanelRows && !t.text.contains(".") && (!options.trustsUnturnableDigits || Self.turnsToDigits(t.text)) {
                        let turned = readRowVariants(seen, layout: layout, row: Self.halfTurned(row), crossCheck: .relaxed, baseAlone: false)
                        guard !(turned.isComplete && turned.text.contains(".")) else { upsideDown?.note(turned, upright: t); continue }
                    }
                    if lacksPoint { pointless.hold(t); continue }
                    // Faces reading different numbers (a photo of several meters): none is taken. A row lying on the
                    // row read and showing part of its number is that row again, cut short (a small face round an
                    // ammeter's last two digits read 43 of 843): it is no other meter's.
                    if let read, read.text != t.text {
                        if options.keepsRowOverShortRow, let taken = readRow, Self.repeatsPart(t.text, of: read.text, row: row, taken: taken) { continue faces }
                        return nil
                    }
                    read = t
                    readRow = row
                    continue faces
                }
            }
            // The whole frame's chroma read no row: its glowing windows are looked at as faces next.
            if whole, options.readsGlowingWindows, let chroma {
                for g in Self.glowingWindows(chroma) {
                    glows[faceList.count] = g.glow
                    faceList.append(LocatedDisplay(quad: dewarped.toFrame.quad(of: g.face), found: true, score: 0))
                }
            }
        }
        // A pointless reading held (`PointlessRows`): taken where no face read; where one did, the same digits
        // read with a point stand, other digits make the faces disagree.
        if options.holdsPointlessRows, !pointless.held.isEmpty {
            guard let read else { return pointless.taken }
            let digits = read.text.filter { $0 != "." }
            if pointless.held.keys.contains(where: { $0 != digits }) { return nil }
        }
        return read
    }

    /// Whether the box round `quad` holds an LED's coloured light: coloured (`colouredShare`) on no more
    /// than `ledShare` of it (more is a backlit LCD's background).
    static func isLED(_ chroma: GrayImage, quad: Quad) -> Bool {
        let share = colourShare(chroma, quad: quad)
        return share >= colouredShare && share <= ledShare
    }

    /// The row `row` read on the colour look `look` (`SevenSegmentReader+ColourLook`) where its gray reading
    /// `gray` is incomplete and shows no glare and the row is an LED's: complete, showing a point where the
    /// line may have one, and only taking segments away from the gray reading.
    func colourRow(_ look: GrayImage, layout: DisplayLayout, row: Quad, gray: DisplayReading) -> DisplayReading? {
        guard gray.glare.isEmpty else { return nil }
        let r = readRowVariants(look, layout: layout, row: row, crossCheck: .relaxed, baseAlone: false)
        guard r.isComplete, Self.showsPoints(r, layout: layout), Self.onlyTakesAway(r, gray: gray) else { return nil }
        return r
    }

    /// Whether every digit of `text` turned half round is a digit again (0, 1, 2, 5, 8; 6 and 9 each other's).
    /// A 3, 4 or 7 turned is an E, an h or an L: a row reading one, upright, is no upside-down photo's number,
    /// and its half turn's point is a piece of that digit (an ammeter's 967 turned read 1.96, the 7's bar
    /// taken for a point).
    static func turnsToDigits(_ text: String) -> Bool {
        !text.contains { "347".contains($0) }
    }

    /// Whether a row `row` reading `text` is the taken row `taken`, reading `whole`, seen again cut short: its text
    /// a part of the taken one's and its box overlapping the taken row's.
    static func repeatsPart(_ text: String, of whole: String, row: Quad, taken: Quad) -> Bool {
        let a = row.bounds, b = taken.bounds
        let meets = min(a.maxX, b.maxX) > max(a.x, b.x) && min(a.maxY, b.maxY) > max(a.y, b.y)
        return meets && !text.isEmpty && text.count < whole.count && whole.contains(text)
    }

    /// `q` with its corners taken half round (what is read upside down).
    static func halfTurned(_ q: Quad) -> Quad {
        Quad(topLeft: q.bottomRight, topRight: q.bottomLeft, bottomRight: q.topLeft, bottomLeft: q.topRight)
    }
}
