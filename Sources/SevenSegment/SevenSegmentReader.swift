/// The recognizer: frame → locate display → dewarp → split lines and digits → sample segments → decode.
///
/// `quad` is where a person, an overlay or a roi says the display is, in frame pixels. It is never
/// exact: the reader must tolerate a few percent of error and some bezel. nil = find the display in the
/// whole frame.
public struct SevenSegmentReader: Sendable {
    public var options: ReaderOptions

    public init(options: ReaderOptions = ReaderOptions()) {
        self.options = options
    }

    /// Every line read looks here for point marks at a line's other places (`read(_:layout:quad:)`).
    var pointPlaceProbe: PointPlaceProbe? = nil
    /// Every line read notes here the cells it was read in (`SevenSegmentReader+ColourLookOwnCells`).
    var colourCellProbe: ColourCellProbe? = nil
    /// The frame's chroma plane while its colour look is read (`SevenSegmentReader+PointColour`).
    var frameChroma: GrayImage? = nil
    /// The gray frame while its colour look is read, for glare standing for a character
    /// (`ReaderOptions.doubtsGlareOnColourLook`).
    var frameGray: GrayImage? = nil

    /// The display read as a whole; see `SevenSegmentReader+OtherPlaces` for a point that may stand at
    /// several places.
    public func read(_ image: GrayImage, layout: DisplayLayout, quad: Quad?) -> DisplayReading {
        let r = layout.lines.contains(where: { !$0.otherDecimals.isEmpty }) ? readOtherPlaces(image, layout: layout, quad: quad)
            : readPlaces(image, layout: layout, quad: quad)
        guard let quad, !r.isComplete else { return r }
        return readNudged(image, layout: layout, quad: quad, own: r) ?? r
    }

    func readPlaces(_ image: GrayImage, layout: DisplayLayout, quad: Quad?) -> DisplayReading {
        guard !image.isEmpty, !layout.lines.isEmpty else { return DisplayReading(quad: quad, issues: [.displayNotFound]) }
        if let quad {
            guard let display = DisplayLocator(margin: options.quadMargin).refine(quad, in: image) else {
                return DisplayReading(quad: quad, issues: [.displayNotFound])
            }
            let checked = checkedAgainstRow(readGiven(image, layout: layout, given: quad, display: display.quad), image: image,
                                            layout: layout, display: display.quad)
            return completedByRow(checked, image: image, layout: layout, display: display.quad) ?? checked
        }
        // No quad: try the whole frame (the image may already be a crop of the display), then the
        // display-like regions found (stepping inside their frame); the first complete reading wins.
        let whole = Quad(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        var quads: [(Quad, CrossCheck)] = [(whole, .relaxed)]
        // Each found box, stepped inside less: what its row of digits is looked for in.
        var rowSearch: [Quad: Quad] = [:]
        // Each found box as found: where it is widened to see whether it cut a character off (`checkedAtBorder`).
        var boxes: [Quad: Quad] = [:]
        // The found boxes cut at the light class's level (`DisplayLocator.lightLevel`).
        var lighter: Set<Quad> = []
        // A lighter box's region found at the frame's level that it overlaps much (`LocatedDisplay.within`).
        var within: [Quad: Quad] = [:]
        // What each such region showed read whole (`lighterKeepsPlaces`).
        var withinPlaces: [Quad: Int] = [:]
        let locator = DisplayLocator(margin: options.quadMargin, placesCutCorners: options.placesCutCorners)
        // A found box stepped inside its frame, with its cross-check, its row search box and the box as found.
        func add(_ c: LocatedDisplay, to list: inout [(Quad, CrossCheck)]) {
            guard let q = DisplayLocator(margin: -0.03).refine(c.quad, in: image)?.quad else { return }
            // A lighter region overlapping one found at the frame's level that comes out the same box is that box.
            guard c.within == nil || boxes[q] == nil else { return }
            list.append((q, c.cut ? .strict : .relaxed))
            boxes[q] = c.quad
            if c.lighter { lighter.insert(q) }
            if let w = c.within { within[q] = w }
            rowSearch[q] = DisplayLocator(margin: -0.015).refine(c.quad, in: image)?.quad
        }
        let located = locator.candidates(in: image, layout: layout)
        // Lighter regions overlapping one found at the frame's level come after the others (`readsOverlappedLighter`).
        let overlapped = options.readsOverlappedLighter ? located.filter { $0.within != nil } : []
        for c in located.filter({ $0.within == nil }).prefix(options.locatedTries) + overlapped { add(c, to: &quads) }
        var first: DisplayReading? = nil, wholeFrame: DisplayReading? = nil
        // `q` read (the whole frame, or a found box): the reading to return, or nil to go on. `rows`: a
        // found box that did not read is searched for its row of digits.
        func attempt(_ q: Quad, _ check: CrossCheck, rows: Bool = true) -> DisplayReading? {
            var r = read(image, layout: layout, display: q, margin: q == whole ? 0 : -0.03, crossCheck: check)
            if !r.isComplete, let colour = readColourLook(image, layout: layout, display: q, margin: q == whole ? 0 : -0.03,
                                                          crossCheck: check, gray: r) { r = colour }
            // A box that converges more steeply than a photo of a display does (`Quad+Keystone`) reads sheared digits.
            if r.isComplete && q != whole && refusesKeystone(q) { for i in r.lines.indices { r.lines[i].issues.append(.displayNotFound) } }
            if r.isComplete, let box = boxes[q] { r = checkedAtBorder(r, image: image, layout: layout, box: box, crossCheck: check) }
            if r.isComplete, lighter.contains(q), !lighterRowAgrees(r, image: image, layout: layout, box: rowSearch[q] ?? q, display: q, crossCheck: check)
                || !lighterKeepsPlaces(r, image: image, layout: layout, within: within[q], crossCheck: check, places: &withinPlaces) {
                for i in r.lines.indices { r.lines[i].issues.append(.displayNotFound) }
            }
            // The whole frame stands for the display only as a crop of it (`standsForDisplay`).
            if r.isComplete && (q != whole || standsForDisplay(r, image: image, layout: layout, margin: 0)) { return r }
            if first == nil && !r.lines.isEmpty && q != whole { first = r }
            if q == whole {
                wholeFrame = r
                if let p = readEitherPolarity(image, layout: layout, display: q),
                   standsForDisplay(p, image: image, layout: layout, margin: options.quadMargin, eitherPolarity: true) { return p }
            }
            // A found display read without success: its row of digits alone, clutter around it left out.
            if rows, q != whole, let row = digitRowQuad(image, layout: layout, quad: rowSearch[q] ?? q) ?? fullRow(layout, check == .strict ? nil : rowSearch[q]) {
                let t = readRowVariants(image, layout: layout, row: row, crossCheck: check, baseAlone: row != rowSearch[q])
                // On a right-aligned line the row must not contradict the found display (`rowAgrees`).
                if t.isComplete && Self.rowAgrees(t, after: r, layout: layout) && !refusesKeystone(row)
                    && !(options.doubtsRowLeavingOutDigit && rowLeavesOutDigit(r, display: q, row: row, layout: layout))
                    && !(lighter.contains(q) && !lighterKeepsPlaces(t, image: image, layout: layout, within: within[q], crossCheck: check, places: &withinPlaces)) { return t }
            }
            return nil
        }
        for (q, check) in quads { if let r = attempt(q, check) { return r } }
        // Nothing read in the regions found: the rectangles held by those that are no rectangle themselves
        // (a window joined to a shadow, `DisplayLocator+Core`), read whole: not searched for a row of
        // digits, which found a sticker's handwriting inside an insulation tester's region (164 read 14).
        if options.findsDisplayCores {
            var cores: [(Quad, CrossCheck)] = []
            for c in locator.candidates(in: image, layout: layout, cores: true).prefix(2) { add(c, to: &cores) }
            for (q, check) in cores { if let r = attempt(q, check, rows: false) { return r } }
        }
        // A dark window joined to a lighter shadow: the region's darker part (`DisplayLocator+DarkerWindow`), read whole.
        if options.findsDarkerWindows {
            var windows: [(Quad, CrossCheck)] = []
            for c in locator.candidates(in: image, layout: layout, darkerWindows: true).prefix(2) { add(c, to: &windows) }
            for (q, check) in windows { if let r = attempt(q, check, rows: false) { return r } }
        }
        if let tight = readTightCrop(image, layout: layout) { return tight }
        if let inside = readInsideSideMargins(image, layout: layout) { return inside }
        if let upright = readTurnedUpright(image, layout: layout) { return upright }
        if let closed = readBezelClosed(image, layout: layout) { return closed }
        let upsideDown = UpsideDownRows()
        if let panel = readPanelRow(image, layout: layout, upsideDown: upsideDown, rowsAsGiven: true) { return panel }
        if let row = readFrameRow(image, layout: layout, found: quads.map(\.0).filter { $0 != whole }) { return row }
        // Nothing display-like was found: when the frame itself showed characters (a crop of a display
        // whose digits did not read), its own reasons say more than "display not found".
        // (A complete one whose digits did not fill their lines is no display's reading: not sure.)
        var plain = first ?? DisplayReading(issues: [.displayNotFound])
        if first == nil, var wholeFrame, wholeFrame.lines.contains(where: { !$0.characters.isEmpty }) {
            if wholeFrame.isComplete { wholeFrame.issues.append(.displayNotFound) }
            plain = wholeFrame
        }
        // Speckle over the segments (`SevenSegmentReader+SpeckleLook`).
        if let clean = readDespeckled(image, layout: layout, plain: plain) { return clean }
        // A digit pressed against a light panel's side bezel (`SevenSegmentReader+BezelInnerEdge`).
        if let edge = readToBezelEdge(image, layout: layout) { return edge }
        // A photo turned upside down or on its side (`SevenSegmentReader+TurnedFrame`).
        if let turned = readTurnedFrame(image, layout: layout, upsideDown: upsideDown) { return turned }
        return plain
    }

    /// A given display read: as given, then its other looks in turn until one reads it completely.
    func readGiven(_ image: GrayImage, layout: DisplayLayout, given quad: Quad, display: Quad) -> DisplayReading {
        let r = read(image, layout: layout, display: display, margin: options.quadMargin)
        if let doubted = colourDisagrees(r, image: image, layout: layout, display: display) { return doubted }
        if !r.isComplete, let turned = readSideways(image, layout: layout, given: quad) { return turned }
        if !r.isComplete, let level = readLevelled(image, layout: layout, given: quad, asGiven: r) { return level }
        if !r.isComplete, let colour = readColourLook(image, layout: layout, display: display, gray: r) { return colour }
        if !r.isComplete, let laid = readInLayoutPolarity(image, layout: layout, display: display) { return laid }
        if !r.isComplete, let panel = readPanelRowAround(image, layout: layout, given: quad) { return panel }
        return r
    }

    /// Reads the display inside `quad` (frame pixels, already widened or found). `margin` is how far
    /// `quad` was widened around the display (a fraction of its size per side; negative = stepped
    /// inside), so the layout's line regions land where the display really has them.
    /// `crossCheck`: the display was found, not given (see `readLine`).
    ///
    /// `stretchedRetry` (the row of digits cut out of a display the reader found, `readRowVariants`): where
    /// it does not read completely it is read once more with its dewarped gray levels stretched over the
    /// whole range (`GrayImage.stretched`, only where they span under 128 levels): the splitter's floors
    /// are in gray levels, and the digits of a dim display in the shade (dark segments on a dark window)
    /// lie too few levels from their background to pass them. Every look and cross-check applies to that
    /// reading as to the first, and the row's variants must agree. Not for a display given by the caller,
    /// the whole frame or a whole found region: on rendered health devices read with no quad those read
    /// 99 for 293 (whole frame) and 98/108 for 98/100 (a found pulse-oximeter display with glare).
    func read(_ image: GrayImage, layout: DisplayLayout, display quad: Quad, margin: Double = 0,
              crossCheck: CrossCheck = .none, stretchedRetry: Bool = false) -> DisplayReading {
        var unused = false
        // The stretched reading looks at the same dewarps, stretched: they are cut out of the frame once.
        var dewarps: [DewarpedDisplay]? = nil
        let first = read(image, layout: layout, display: quad, margin: margin, crossCheck: crossCheck, stretched: false,
                         stretchedAny: &unused, dewarps: &dewarps)
        guard stretchedRetry, crossCheck != .none, !first.isComplete else { return first }
        var stretchedAny = false
        let again = read(image, layout: layout, display: quad, margin: margin, crossCheck: crossCheck, stretched: true,
                         stretchedAny: &stretchedAny, dewarps: &dewarps)
        return stretchedAny && again.isComplete ? again : first
    }

    /// One reading of the display inside `quad`; `stretched`: with its dewarped gray levels stretched
    /// (`stretchedAny` is set when a dewarp was stretched at all). A stretched reading where no dewarp could
    /// be stretched stops before its lines, which would be the very same pixels read again (and is not
    /// taken: `read(stretchedRetry:)`). `dewarps`: the display's dewarped groups (`DewarpPlan`) as an
    /// earlier reading of the same quad left them; nil: dewarped here and left there.
    func read(_ image: GrayImage, layout: DisplayLayout, display quad: Quad, margin: Double,
              crossCheck: CrossCheck, stretched: Bool, stretchedAny: inout Bool,
              dewarps cached: inout [DewarpedDisplay]?) -> DisplayReading {
        let (qw, qh) = Dewarper.size(of: quad)
        guard qw >= 12, qh >= 8 else { return DisplayReading(quad: quad, issues: [.displayTooSmall]) }
        let regions = layout.lines.map { $0.region.insideWidened(by: margin) }
        let plan = DewarpPlan(regions: layout.lines.map(\.region), dewarpRegions: regions,
                              quadWidth: qw, quadHeight: qh, options: options)
        var reading = DisplayReading(quad: quad)
        var lines = [LineReading?](repeating: nil, count: layout.lines.count)
        var main: GrayImage? = nil
        if cached == nil {
            var all: [DewarpedDisplay] = []
            for group in plan.groups {
                guard let dewarped = Dewarper().dewarp(image, quad: quad, width: group.width, height: group.height,
                                                       windows: group.windows) else {
                    return DisplayReading(quad: quad, issues: [.displayNotFound])
                }
                all.append(dewarped)
            }
            cached = all
        }
        var dewarps = cached ?? []
        if stretched {
            for i in dewarps.indices {
                if let s = dewarps[i].image.stretched() { dewarps[i].image = s; stretchedAny = true }
            }
            if !stretchedAny { return reading }
        }
        for (group, dewarped) in zip(plan.groups, dewarps) {
            if main == nil {
                main = dewarped.image
                reading.sharpness = ImageMeasures.laplacianVariance(dewarped.image)
                reading.glare = ImageMeasures.glare(dewarped)
                if options.keepCrop { reading.crop = dewarped.image }
            }
            for i in group.lines {
                var line = layout.lines[i]
                line.region = regions[i]
                var read = readLine(dewarped.image, line: line, hints: layout.hints, crossCheck: crossCheck)
                // A point or a middle bar lit without the LED's colour (`SevenSegmentReader+PointColour`,
                // `SevenSegmentReader+MiddleBarColour`); then, on the gray frame, glare standing for a character
                // (`SevenSegmentReader+GlareCharacter`).
                // On the colour look glare is judged on the gray frame (`ReaderOptions.doubtsGlareOnColourLook`).
                let glareFrame = !options.onColourLook ? image : options.doubtsGlareOnColourLook ? frameGray : nil
                let glareCheck = options.doubtsGlareCharacters && glareFrame != nil
                if options.checksPointColour || options.checksMiddleBarColour || glareCheck, line.polarity == .lightOnDark,
                   read.isComplete, let chroma = frameChroma ?? image.chromaImage, Self.isLEDBox(chroma, quad: quad) {
                    let colour = LEDColour(crop: dewarped.image, toFrame: dewarped.toFrame, chroma: chroma)
                    var doubted = options.checksPointColour ? Self.pointsOffColour(read, colour: colour) : []
                    if options.checksMiddleBarColour { doubted += Self.middlesOffColour(read, colour: colour) }
                    for k in doubted { read.issues.append(.ambiguous(position: k)) }
                    if glareCheck, read.isComplete {
                        for k in Self.glareCharacters(read, colour: colour, frame: glareFrame ?? image, reach: litCoreReach(quad),
                                                         ownColumns: options.glareInOwnColumns) {
                            read.issues.append(.ambiguous(position: k))
                        }
                    }
                }
                // Glare after a coloured LED line's last digit cut off (`SevenSegmentReader+TrailingGlare`).
                if options.cutsTrailingGlare, glareCheck, !options.onColourLook, crossCheck == .none, line.polarity == .lightOnDark, !read.isComplete,
                   let chroma = frameChroma ?? image.chromaImage, Self.isLEDBox(chroma, quad: quad) {
                    let colour = LEDColour(crop: dewarped.image, toFrame: dewarped.toFrame, chroma: chroma)
                    read = trailingGlareCut(dewarped.image, line: line, hints: layout.hints, reading: read, colour: colour,
                                            frame: image, reach: litCoreReach(quad)) ?? read
                }
                if let main, main.width != group.width {
                    read.rescaleCells(x: Double(main.width) / Double(group.width), y: Double(main.height) / Double(group.height))
                }
                lines[i] = read
            }
        }
        reading.lines = lines.compactMap { $0 }
        // A line stopping short of a line laid out to end with it lost its trailing digit.
        for i in SharedRightEdge.short(reading.lines, layout: layout) {
            let line = layout.lines[i]
            reading.lines[i].issues.append(.digitCountMismatch(expected: line.digits, found: reading.lines[i].characters.count))
        }
        if !reading.glare.isEmpty && !reading.isComplete { reading.issues.append(.glare) }
        if reading.lines.allSatisfy({ $0.issues.contains(.lowContrast) }) { reading.issues.append(.lowContrast) }
        return reading
    }
}
