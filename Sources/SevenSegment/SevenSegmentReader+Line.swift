extension SevenSegmentReader {
    /// How far a line's first look is checked against a second view of the same pixels.
    public enum CrossCheck: Sendable { case none, relaxed, strict }

    /// One line through splitter, segmenter, sampler, decoder and the layout's rules.
    ///
    /// A line that does not read completely gets a second look with the ink taken as bar response
    /// (`LineSplitter(bars: true)`: shading, reflections and window edges removed, which often finds the
    /// digits the first look lost). Bar response can also lose or invent a segment (a thick stroke seen as
    /// two edges, a middle bar squeezed between others), so its reading stands only when the plain ink,
    /// sampled in the very same cells, decodes to the same characters: two independent views must agree.
    /// A line with a floating point must show its point in the second look.
    ///
    /// With `crossCheck` (a display the reader found itself, whose crop may hold shadows, glare and window
    /// edges) the first look is checked against the bar-response ink too: no character may clearly decode
    /// to other segments there (`.relaxed`), or every character must decode the same (`.strict`, for a
    /// display cut by the frame's side).
    ///
    /// A found display's line that none of these looks reads gets a last one with a narrower local mean
    /// (`narrowLook`).
    public func readLine(_ display: GrayImage, line: LineLayout, hints: RecognitionHints,
                         crossCheck: CrossCheck = .none) -> LineReading {
        let barViews = BarViews()
        let first = readLine(display, line: line, hints: hints, crossCheck: crossCheck, radius: LineSplitter.plainRadius, barViews: barViews)
        let read = narrowLook(display, line: line, hints: hints, crossCheck: crossCheck, after: first, barViews: barViews) ?? first
        // An unnamed mark at a found display's left border, apart from the digits (`leadingClutterCut`).
        return leadingClutterCut(display, line: line, hints: hints, crossCheck: crossCheck, after: read) ?? read
    }

    /// The bar-response views of one display's line, by the region they were cut from: the looks at a
    /// line differ only in the plain view, so each region's bar view is worked out once.
    final class BarViews {
        private var views: [Rect: LineSplitter.Outcome] = [:]

        func view(_ display: GrayImage, region: Rect, polarity: Polarity, fixedPolarity: Bool, discountsFrame: Bool) -> LineSplitter.Outcome {
            if let v = views[region] { return v }
            var splitter = LineSplitter(bars: true, fixedPolarity: fixedPolarity)
            splitter.discountsFrame = discountsFrame
            let v = splitter.split(display, region: region, polarity: polarity)
            views[region] = v
            return v
        }
    }

    /// The splitter of a line's plain view: on a display the reader found itself (`found`) its threshold
    /// floor comes from the bar view (the crop may hold shadows and window edges); on a given one a light
    /// frame along the strip's left side is left out of the local mean.
    func plainSplitter(found: Bool, radius: Double = LineSplitter.plainRadius) -> LineSplitter {
        LineSplitter(fixedPolarity: options.fixedPolarity, floorFromBars: found, radius: radius, leftFrame: !found)
    }

    /// A line's plain and bar-response views as its first look cuts them (digits followed out of the
    /// layout's region, the bar view from the same region): what `read --debug-image` shows.
    public func firstLookViews(_ display: GrayImage, line: LineLayout, found: Bool) -> [LineSplitter.Outcome] {
        let (plain, region) = plainSplitter(found: found).splitFollowingDigitsIn(display, region: line.region, polarity: line.polarity)
        return [plain, BarViews().view(display, region: region, polarity: line.polarity, fixedPolarity: options.fixedPolarity,
                                 discountsFrame: options.discountsFrameBeyondBars)]
    }

    /// `readLine` with the plain view's local mean taken over `radius` of the strip's height.
    func readLine(_ display: GrayImage, line: LineLayout, hints: RecognitionHints,
                  crossCheck: CrossCheck, radius: Double, barViews: BarViews = BarViews()) -> LineReading {
        // Digits displaced from the layout's region are followed (see splitFollowingDigits); the bar view
        // is cut from the same region, so both views have the same pixels.
        let (plain, region) = plainSplitter(found: crossCheck != .none, radius: radius)
            .splitFollowingDigitsIn(display, region: line.region, polarity: line.polarity)
        let bars = crossCheck == .none ? nil : barViews.view(display, region: region, polarity: line.polarity, fixedPolarity: options.fixedPolarity,
                                 discountsFrame: options.discountsFrameBeyondBars)
        let first = guardLeading(readLine(display, line: line, hints: hints, split: plain, check: bars?.strip,
                                          strict: crossCheck == .strict, found: crossCheck != .none), strip: plain.strip, found: crossCheck != .none)
        // A line that may show a word is not read again as a number.
        let wordLike = first.issues.contains { if case .wordLike = $0 { return true }; return false }
        guard !first.isComplete, !wordLike, let plainStrip = plain.strip else { return first }
        let barSplit = bars ?? barViews.view(display, region: region, polarity: line.polarity, fixedPolarity: options.fixedPolarity,
                                 discountsFrame: options.discountsFrameBeyondBars)
        // The second look stands only when checked against the plain view of the same pixels.
        guard let barStrip = barSplit.strip, barStrip.width == plainStrip.width, barStrip.height == plainStrip.height,
              barStrip.origin == plainStrip.origin else {
            return hollowLook(display, line: line, hints: hints, plain: plainStrip, bars: nil, first: first, crossCheck: crossCheck) ?? first
        }
        let second = readLine(display, line: line, hints: hints, split: barSplit, check: plainStrip, strict: true,
                              found: crossCheck != .none)
        // A small point may fade in bar response: where the display may show a point anywhere, a reading
        // without one cannot be told from a missed point, so it is not taken from the second look.
        if line.floatingPoint && !second.text.contains(".") {
            return confirmedLook(display, line: line, hints: hints, plain: plain, bars: barStrip, first: first, second: second, crossCheck: crossCheck)
                ?? hollowLook(display, line: line, hints: hints, plain: plainStrip, bars: barStrip, first: first, crossCheck: crossCheck) ?? first
        }
        // The first look must not contradict the second either (`SecondLook`).
        if SecondLook.accepts(second, after: first)
            || (crossCheck != .none && Self.onlyOverflowClutterLost(first, second, digits: line.digits, display: display, region: region)) {
            return guardLeading(second, strip: plainStrip, found: crossCheck != .none)
        }
        return confirmedLook(display, line: line, hints: hints, plain: plain, bars: barStrip, first: first, second: second, crossCheck: crossCheck)
            ?? hollowLook(display, line: line, hints: hints, plain: plainStrip, bars: barStrip, first: first, crossCheck: crossCheck) ?? first
    }

    /// A third look at a line neither look read: its stroke-like holes filled (`StrokeHoles`, hollow
    /// segments drawn as outlines). It stands when no character of it clearly decodes to other segments
    /// from the unfilled ink, nor (on a display given by the caller, or under the strict cross-check)
    /// from the bar-response ink, and the first look does not contradict it (`SecondLook`).
    func hollowLook(_ display: GrayImage, line: LineLayout, hints: RecognitionHints, plain: LineStrip, bars: LineStrip?,
                    first: LineReading, crossCheck: CrossCheck) -> LineReading? {
        guard let filled = StrokeHoles.filled(plain) else { return nil }
        let split = LineSplitter.Outcome(strip: filled)
        let third = readLine(display, line: line, hints: hints, split: split, check: plain, strict: false,
                             found: crossCheck != .none)
        guard SecondLook.accepts(third, after: first) else { return nil }
        // Filling can close a hole that is no hollow segment (glare around an unlit one). On a display given
        // by the caller the first look was checked against nothing: the bar-response ink must not clearly
        // decode to other segments either. A found display's first look was (`crossCheck`); the strict
        // check needs the bar view in any case.
        if crossCheck == .strict && bars == nil { return nil }
        if crossCheck != .relaxed, let bars {
            guard readLine(display, line: line, hints: hints, split: split, check: bars, strict: false,
                           found: crossCheck != .none).isComplete else { return nil }
        }
        return guardLeading(third, strip: plain, found: crossCheck != .none)
    }

    /// In a display the reader found itself, a complete reading with unexplained ink just before its
    /// first character (`LeadingInk`) may have lost a leading digit: its first character is doubted.
    func guardLeading(_ reading: LineReading, strip: LineStrip?, found: Bool) -> LineReading {
        guard found, reading.isComplete, let strip else { return reading }
        let cells = reading.characters.compactMap(\.cell).map {
            PixelRect(x: $0.x - strip.origin.x, y: $0.y - strip.origin.y, width: $0.width, height: $0.height)
        }
        guard cells.count == reading.characters.count, LeadingInk.suspected(strip, cells: cells) else { return reading }
        var out = reading
        out.issues.append(.ambiguous(position: 0))
        return out
    }

    /// Reads a line from one split. `found`: the display was found by the reader, not given (its band
    /// may take in the next row or the bezel: `DigitSegmenter.leavesOutEdgeClutter`). With `check`
    /// (another strip of the same pixels), each character must
    /// also decode from `check`'s ink in the same cells to the same segments, or (not `strict`) at least
    /// not clearly to other segments, or it is reported ambiguous (`differs`). Under `strict`, a character
    /// left unresolved by a segment near the threshold is named when `check` decodes the very same
    /// segments clearly (`ConfirmedCharacters`).
    func readLine(_ display: GrayImage, line: LineLayout, hints: RecognitionHints, split: LineSplitter.Outcome,
                  check: LineStrip?, strict: Bool, found: Bool = false) -> LineReading {
        guard let strip = split.strip else {
            return LineReading(field: line.field, text: "", characters: [], issues: [split.issue ?? .lowContrast])
        }
        let grid = DigitGrid(region: line.region, displayWidth: display.width, strip: strip, digits: line.digits)
        var segmenter = DigitSegmenter(pointsAtFixedPlace: !line.floatingPoint && line.decimals > 0,
                                       wordEndsNarrow: line.words.contains(.hi))
        segmenter.leavesOutEdgeClutter = found
        segmenter.cutsTouchingPoints = options.cutsTouchingPoints
        segmenter.cutsJoinedOnes = options.cutsJoinedOnes
        segmenter.passesOverScratches = options.passesOverScratches
        segmenter.cutsOneBeforeBars = options.cutsOneBeforeBars
        segmenter.sidesAreBare = options.sidesAreBare
        segmenter.readsSmallDecimals = line.smallDecimals
        segmenter.doubtsWideBareMarks = options.doubtsWideBareMarks
        let segmented = grid.keepInside(segmenter.segment(strip, hints: hints))
        // A window's edge just after the last character (`SegmentedLine+WindowEdge`, `SevenSegmentReader+EdgeFade`).
        let edgeBesideLast = check != nil && segmented.edgeBesideLast(strip, found: found)
        var decoder = GlyphDecoder(minimumConfidence: options.minimumConfidence, solidLit: Float(options.solidLitSegments))
        decoder.oneWayLast = strict && found && edgeBesideLast
        decoder.doubtsLoneGlow = options.doubtsLoneGlow
        // On the colour look only, where unlit segments do not glow (`GlyphDecoder+DimCharacter`).
        decoder.dimCharacters = options.judgesDimCharacters && options.onColourLook
        decoder.liftsDimSegments = options.liftsDimSegments
        let sampler = SegmentSampler(pointLevels: LineInterpreter.readsPointLevels(line),
                                     footReaches: options.seesPointsUnderFoot)
        var decoded = decoder.decode(sampler.sample(strip, line: segmented), words: line.words)
        // The other view of the same pixels, sampled in the same cells (decoded once, used twice below).
        var other: DecodedLine? = nil
        var otherSampled: [SampledCell] = []
        if let check, check.width == strip.width, check.height == strip.height {
            otherSampled = sampler.sample(check, line: segmented)
            other = decoder.decode(otherSampled, words: line.words)
        }
        if strict, let other {
            decoded = ConfirmedCharacters.resolved(decoded, by: other, minimumConfidence: options.minimumConfidence,
                                                   lastBesideEdge: edgeBesideLast)
        }
        // A line whose point may be hidden, read without one: every place a point could sit measured in
        // both views of the same pixels (`PointPlaces`).
        var placesClear = false
        if line.floatingPoint && line.pointMayBeHidden && !segmented.cells.contains(where: \.point),
           let check, check.width == strip.width, check.height == strip.height {
            placesClear = PointPlaces.clear([strip, check], segmented)
        }
        pointPlaceProbe?.note(segmented.cells)
        var interpreter = LineInterpreter()
        interpreter.blurredPoints = options.onColourLook && options.seesBlurredPoints
        var reading = interpreter.interpret(decoded, cells: segmented.cells, segmented: segmented, layout: line,
                                                  pointPlacesClear: placesClear)
        reading.pointsCutAfter = segmented.cells.indices.filter { segmented.cells[$0].point && $0 < reading.characters.count }
        // A faint point the segmenter did not cut out turns a floating point's number into a larger one.
        if line.floatingPoint && !reading.text.contains("."),
           let i = HiddenPoint.suspected(strip, segmented, unlitGlow: decoded.unlitGlow,
                                               smallSpots: options.seesSmallHiddenPoints), i + 1 < reading.characters.count {
            reading.issues.append(.ambiguous(position: i + 1))
        }
        // Words (HI, LO, Err) need not stand right-aligned; numbers do.
        if line.rightAligned && !reading.text.contains(where: \.isLetter)
            && TrailingBlank.suspected(segmented, grid: grid, digits: line.digits) {
            reading.issues.append(.digitCountMismatch(expected: line.digits, found: segmented.cells.count))
        }
        if CutLeadingDigit.suspected(strip, segmented, grid: grid, digits: line.digits) {
            reading.issues.append(.ambiguous(position: 0))
        }
        // A fragment inside a "1"'s box may be what is left of a wider digit (`LoneFragment`).
        if options.doubtsLoneFragments, let i = LoneFragment.insideNarrow(segmented), i < reading.characters.count {
            reading.issues.append(.ambiguous(position: i))
        }
        // A bar of a character left out of the band at the strip's border (`BorderBar`).
        if options.doubtsBorderBars {
            for i in BorderBar.suspected(strip, segmented, characters: reading.characters) { reading.issues.append(.ambiguous(position: i)) }
        }
        // A digit-tall blob among the characters may hide a digit (`CoveredDigit`).
        if let i = CoveredDigit.suspected(strip, segmented, besidePitches: options.coveredDigitBesidePitches) {
            if i < reading.characters.count { reading.issues.append(.ambiguous(position: i)) }
            else { reading.issues.append(.digitCountMismatch(expected: line.digits, found: reading.characters.count)) }
        }
        if CutTrailingDigit.suspected(strip, segmented, grid: grid, digits: line.digits) {
            reading.issues.append(.digitCountMismatch(expected: line.digits, found: segmented.cells.count))
        }
        // A character stretched by ink beyond the row, where the line shows such ink, is not sure.
        for i in StretchedCell.suspected(segmented) where i < reading.characters.count {
            reading.issues.append(.ambiguous(position: i))
        }
        // On the colour look, a 1 in a cell much wider than the other digits' (`WideOne`).
        if options.onColourLook && options.doubtsWideColourOnes {
            for i in WideOne.suspected(segmented, characters: reading.characters) { reading.issues.append(.ambiguous(position: i)) }
        }
        // A patch of glare over a character lights segments that are off (where the others are not as hot).
        for i in SolidInk(weighsOthersHeat: options.weighsOthersHeat).covered(segmented, strip: strip) where i < reading.characters.count {
            reading.issues.append(.ambiguous(position: i))
        }
        if split.edgeDoubt {
            reading.issues.append(.digitCountMismatch(expected: line.digits, found: reading.characters.count))
        }
        if !strict, let other {
            for i in FadedInOtherView.suspected(decoded, other: other, sampled: otherSampled,
                                                minimumConfidence: options.minimumConfidence) where i < reading.characters.count {
                reading.issues.append(.ambiguous(position: i))
            }
        }
        if let other {
            for i in decoded.characters.indices where i < other.characters.count {
                let a = decoded.characters[i], b = other.characters[i]
                // Beside a window's edge the bar response of the last character is weak: the same
                // segments there agree however unclearly.
                let besideEdge = i == segmented.cells.count - 1 && edgeBesideLast
                if Self.differs(a, b, strict: strict, minimumConfidence: options.minimumConfidence, besideEdge: besideEdge) {
                    reading.issues.append(.ambiguous(position: i))
                }
            }
        }
        for i in reading.characters.indices {
            let c = segmented.cells[i]
            let x0 = Int(segmented.stripX(c.x0, Double(segmented.bottom)).rounded(.down)) + strip.origin.x
            let x1 = Int(segmented.stripX(c.x1, Double(segmented.top)).rounded(.up)) + strip.origin.x
            reading.characters[i].cell = PixelRect(x: x0, y: segmented.top + strip.origin.y, width: max(1, x1 - x0),
                                                   height: segmented.bottom - segmented.top)
            reading.characters[i].small = c.small && options.comparesSmallDecimalsApart
        }
        colourCellProbe?.note(.init(cells: reading.characters.map(\.cell), segmented: segmented, origin: strip.origin,
                                    width: display.width, height: display.height))
        return reading
    }
}
