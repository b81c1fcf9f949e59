import Foundation

/// Stage 4: slant, then character cells by column projection of the deskewed ink: full digits, the
/// narrow "1", decimal points (apart or touching a digit), minus signs; specks and units are skipped.
public struct DigitSegmenter: Sendable {
    /// The layout puts the decimal point in one place (a fixed number of decimals): a point-shaped foot
    /// joining two digits is taken as that point. Off for floating points, where a slanted digit's
    /// foot reaching under the next one would move the point.
    public var pointsAtFixedPlace: Bool
    /// A word the line may show ends in a narrow mark standing close to the character before it (the I
    /// of HI): a narrow last mark is kept wherever it stands (see `droppingEdgeMark`).
    public var wordEndsNarrow: Bool

    /// Full-width characters' rows leave out clutter at the band's edge (`glyphExtent`). Set for a
    /// display the reader found itself, whose band often takes in the next row of the display or its
    /// bezel, and whose readings are cross-checked against the bar-response view; off for a display the
    /// caller frames (overlay, roi), where the rows stay the ink's.
    public var leavesOutEdgeClutter = false
    /// A decimal point touching a digit's foot (a few columns with ink only low down beside it) is cut
    /// out of the digit as its point. Off for the colour look of a backlit display (`SevenSegmentReader+ColourLook`),
    /// where the end of a digit's bottom bar stands out beyond its other strokes as such a foot; there a
    /// point blob must also stand wholly inside the strip, off its bottom edge (`pointBlobs`).
    public var cutsTouchingPoints = true
    /// A "1" standing tight against the next digit, faint ink bridging the gap, is cut off as a run of
    /// its own (`cuttingJoinedOnes`).
    public var cutsJoinedOnes = true
    /// A thin streak crossing the band at another slant than the digits' (`isScratch`) is not taken for
    /// a faded digit's remains (`SegmentedLine.unreadMarks`).
    public var passesOverScratches = true
    /// With `cutsJoinedOnes`: the digit after the 1 may begin with its bars alone where they run into its
    /// right stroke (`barsRunIntoStroke`).
    public var cutsOneBeforeBars = true
    /// The strip's sides are bare margins cut off, no border cutting a bezel (`ReaderOptions.sidesAreBare`):
    /// a joined 1 is cut at the side too (`cuttingJoinedOnes`).
    public var sidesAreBare = false
    /// A small digit on the line's foot after the full-size ones is a decimal (`LineLayout.smallDecimals`,
    /// `smallDecimalCell`).
    public var readsSmallDecimals = false
    /// A bare mark (no ink beside its stroke) too wide for a 1 (`GlyphDecoder.wideMark`) is not sure as a 1
    /// either, like a narrow mark with ink beside it (`SevenSegmentReader+GlareCharacter`).
    public var doubtsWideBareMarks = false

    public init(pointsAtFixedPlace: Bool = false, wordEndsNarrow: Bool = false) {
        self.pointsAtFixedPlace = pointsAtFixedPlace; self.wordEndsNarrow = wordEndsNarrow
    }

    struct Run {
        var x0: Int; var x1: Int; var top: Int; var bottom: Int; var mass: Int
        /// A decimal point touching this run's last digit was cut off after it.
        var pointAfter = false
    }

    public func segment(_ strip: LineStrip, hints: RecognitionHints) -> SegmentedLine {
        let top = strip.band.lowerBound, bottom = strip.band.upperBound
        let hd = Double(bottom - top)
        let yc = Double(top + bottom) / 2
        let w = strip.width
        // Decimal points: small compact blobs near the bottom of the band, taken out before projecting.
        var bandMask = Array(strip.mask[(top * w)..<(bottom * w)])
        var labels: [Int32] = []
        let comps = InkCleaner.components(bandMask, width: w, height: bottom - top, labels: &labels)
        let strokeGuess = strokeWidth(strip, top: top, bottom: bottom, hd: hd)
        let (allX, allY) = Self.inkPoints(bandMask, width: w, top: top, bottom: bottom)
        let shear = hints.slantDegrees.map { tan($0 * .pi / 180) } ?? estimateShear(allX, allY, yc: yc, width: strip.width, hd: hd)
        // Deskewed columns holding ink in the upper 60% of the band: a point has none above it.
        let upOff = Int((abs(shear) * hd).rounded(.up)) + 1
        var upper = [Int](repeating: 0, count: w + 2 * upOff)
        upper.withUnsafeMutableBufferPointer { upper in
            for i in 0..<allX.count where Double(allY[i]) < Double(top) + 0.6 * hd {
                let bin = (Double(allX[i]) - shear * (yc - Double(allY[i]))).roundedInt + upOff
                if bin >= 0 && bin < upper.count { upper[bin] &+= 1 }
            }
        }
        let bar = barThickness(strip, top: top, bottom: bottom, hd: hd, fallback: strokeGuess)
        let found = pointBlobs(strip, comps: comps, labels: labels, upper: upper, upOff: upOff, shear: shear,
                               stroke: strokeGuess, bar: bar)
        let isPoint = found.isPoint
        for i in 0..<bandMask.count where labels[i] != 0 && isPoint[Int(labels[i])] { bandMask[i] = 0 }
        let (xs, ys) = Self.inkPoints(bandMask, width: w, top: top, bottom: bottom)
        let off = Int((abs(shear) * hd).rounded(.up)) + 1
        let bins = strip.width + 2 * off
        var proj = [Int](repeating: 0, count: bins)
        var colTop = [Int](repeating: Int.max, count: bins), colBottom = [Int](repeating: Int.min, count: bins)
        // Per deskewed column, whether its ink reaches the strip's left or right side.
        var atSide = [Bool](repeating: false, count: bins)
        proj.withUnsafeMutableBufferPointer { proj in
            colTop.withUnsafeMutableBufferPointer { colTop in
                colBottom.withUnsafeMutableBufferPointer { colBottom in
                    atSide.withUnsafeMutableBufferPointer { atSide in
                        for i in 0..<xs.count {
                            let y = Int(ys[i])
                            let b = (Double(xs[i]) - shear * (yc - Double(y))).roundedInt + off
                            guard b >= 0 && b < bins else { continue }
                            proj[b] &+= 1
                            if y < colTop[b] { colTop[b] = y }
                            if y > colBottom[b] { colBottom[b] = y }
                            if xs[i] == 0 || Int(xs[i]) == w - 1 { atSide[b] = true }
                        }
                    }
                }
            }
        }
        // Column runs (small gaps bridged).
        let active = max(1, Int(hd / 25))
        let bridge = max(1, Int(hd * 0.04))
        var runs: [Run] = []
        var x = 0
        while x < bins {
            guard proj[x] >= active else { x += 1; continue }
            var r = Run(x0: x, x1: x, top: colTop[x], bottom: colBottom[x], mass: proj[x])
            var e = x + 1, gap = 0
            while e < bins {
                if proj[e] >= active {
                    if gap > 0 && sideStub(from: e, proj: proj, colTop: colTop, colBottom: colBottom, atSide: atSide,
                                           active: active, hd: hd) { break }
                    gap = 0; r.x1 = e; r.mass += proj[e]
                    r.top = min(r.top, colTop[e]); r.bottom = max(r.bottom, colBottom[e])
                } else {
                    gap += 1
                    if gap > bridge { break }
                }
                e += 1
            }
            runs.append(r)
            x = r.x1 + 1
        }
        let profile = ColumnProfile(proj: proj, colTop: colTop, colBottom: colBottom, off: off, active: active,
                                    low: Double(top) + 0.72 * hd, stroke: strokeGuess)
        if pointsAtFixedPlace { runs = cutAtTouchingPoints(runs, profile: profile, strip: strip, shear: shear) }
        if cutsJoinedOnes { runs = cuttingJoinedOnes(runs, profile: profile, atSide: atSide, hd: hd, bar: bar) }
        let tall = runs.filter { Double($0.bottom - $0.top + 1) >= 0.55 * hd }
        // Runs with bars beside their stroke are digits however narrow (a condensed font, a 3 or a 7).
        let condensed = tall.filter { !profile.bareStroke($0.x0, $0.x1, hd: hd) && Double($0.x1 - $0.x0 + 1) >= 2.5 * strokeGuess }
        let digitWidth = hints.digitAspect.map { $0 * hd }
            ?? estimateDigitWidth(tall.map { Double($0.x1 - $0.x0 + 1) }, hd: hd, condensed: condensed.map { Double($0.x1 - $0.x0 + 1) },
                                  single: tall.filter { profile.strokeless($0.x0, $0.x1, hd: hd) }.map { Double($0.x1 - $0.x0 + 1) },
                                  bare: tall.filter { profile.bareStroke($0.x0, $0.x1, hd: hd) }.map { Double($0.x1 - $0.x0 + 1) })
        let stroke = strokeGuess
        var cells: [CharacterCell] = []
        var leadingPoint = false
        var trailingSmall = false
        var unreadMarks: [Double] = []
        var strokeRemains: [(x0: Double, x1: Double)] = []
        var fragments: [LoneFragment.Piece] = []
        for r in runs {
            let w = Double(r.x1 - r.x0 + 1), h = Double(r.bottom - r.top + 1)
            let x0 = Double(r.x0 - off), x1 = Double(r.x1 - off + 1)
            let cellsBefore = cells.count
            defer {
                // Half a digit (its upper or lower part) or what is left of a "1" (`isStrokeRemains`) that
                // made no cell: a digit may be lost there.
                let half = Double(r.bottom) >= Double(top) + 0.8 * hd || Double(r.top) <= Double(top) + 0.2 * hd
                if cells.count == cellsBefore && h >= 0.42 * hd && half && w <= 1.3 * digitWidth
                    && !(passesOverScratches && Self.isScratch(width: w, height: h, mass: r.mass, stroke: strokeGuess,
                                                              widestRow: Self.widestRow(r, xs: xs, ys: ys, shear: shear, yc: yc, off: off))) {
                    unreadMarks.append((x0 + x1) / 2)
                }
                if cells.count == cellsBefore && !atSide[r.x0] && !atSide[r.x1]
                    && Self.isStrokeRemains(width: w, height: h, mass: r.mass, hd: hd, stroke: strokeGuess, digitWidth: digitWidth) {
                    strokeRemains.append((x0, x1))
                }
                if cells.count == cellsBefore && LoneFragment.isFragment(top: r.top, bottom: r.bottom, width: w, band: top..<bottom,
                                                                    digitWidth: digitWidth) {
                    fragments.append(LoneFragment.Piece(x0: x0, x1: x1, top: r.top, bottom: r.bottom))
                }
            }
            // Grain after a character makes no cell (`isGrain`).
            if h >= 0.55 * hd, !cells.isEmpty, isGrain(x0: r.x0, x1: r.x1, xs: xs, ys: ys, top: top, width: strip.width, shear: shear,
                                                    yc: yc, off: off, labels: labels, comps: comps, stroke: strokeGuess, hd: hd) {
                continue
            }
            if readsSmallDecimals, let last = cells.last,
               let cell = smallDecimalCell(r, off: off, top: top, hd: hd, digitWidth: digitWidth, stroke: strokeGuess, after: last) {
                cells.append(cell)
                continue
            }
            if readsSmallDecimals, let last = cells.last, Double(r.bottom + 1) >= Double(top) + Self.smallDigitFootShare * hd,
               let piece = underLabel(r, xs: xs, ys: ys, off: off, shear: shear, yc: yc, top: top, hd: hd),
               let cell = smallDecimalCell(piece, off: off, top: top, hd: hd, digitWidth: digitWidth, stroke: strokeGuess, after: last) {
                cells.append(cell)
                continue
            }
            if h >= 0.55 * hd {
                let count = w > 1.45 * digitWidth ? max(1, Int((w / (digitWidth * 1.1)).rounded())) : 1
                let split = splitPoints(proj, lo: r.x0, hi: r.x1, count: count)
                for k in 0..<count {
                    var lo = split[k], hi = split[k + 1] - 1
                    while lo < hi && proj[lo] < active { lo += 1 }
                    while hi > lo && proj[hi] < active { hi -= 1 }
                    if count == 1, let cut = sliverCut(profile, lo: lo, hi: hi, hd: hd, digitWidth: digitWidth) { hi = cut }
                    // A decimal point touching the character: a few columns with ink only low down, on a
                    // piece wider than a digit (or than a "1").
                    let low = Double(top) + 0.72 * hd
                    let minTail = max(1, 0.5 * strokeGuess), maxTail = 2.5 * strokeGuess
                    var pointAfter = k == count - 1 && r.pointAfter
                    var rr = hi
                    while rr > lo && (proj[rr] < active || Double(colTop[rr]) >= low) { rr -= 1 }
                    let bodyR = Double(rr - lo + 1), tailR = Double(hi - rr)
                    let narrowBody = bodyR < 0.6 * digitWidth && bodyR < 0.4 * hd
                    if cutsTouchingPoints && tailR >= minTail && tailR <= maxTail && squareTail(colTop, colBottom, from: rr + 1, to: hi, width: tailR)
                        && ((bodyR >= 0.75 * digitWidth && Double(hi - lo + 1) - digitWidth >= -0.5 * strokeGuess) || narrowBody) {
                        pointAfter = true; hi = rr
                    } else if !pointAfter && cutsTouchingPoints {
                        var ll = lo
                        while ll < hi && (proj[ll] < active || Double(colTop[ll]) >= low) { ll += 1 }
                        let bodyL = Double(hi - ll + 1), tailL = Double(ll - lo)
                        if tailL >= minTail && tailL <= maxTail && !cells.isEmpty
                            && squareTail(colTop, colBottom, from: lo, to: ll - 1, width: tailL) && bodyL >= 0.8 * digitWidth
                            && Double(hi - lo + 1) - digitWidth >= 0.5 * strokeGuess {
                            cells[cells.count - 1].point = true; cells[cells.count - 1].pointTouches = true; lo = ll
                        }
                    }
                    let a = Double(lo - off), b = Double(hi + 1 - off)
                    let pw = b - a
                    var cell = CharacterCell(kind: .glyph, x0: a, x1: b, inkX0: a, inkX1: b, point: pointAfter)
                    cell.pointTouches = pointAfter
                    // A "1" is a bare stroke: a narrow piece with bars beside its stroke is a digit drawn
                    // narrow, sampled in a box at least as wide as its ink.
                    // Beside full-width digits such a piece is neither a clean 1 nor a digit: not sure.
                    if pw < 0.6 * digitWidth && pw < 0.4 * hd && (digitWidth >= 0.3 * hd || profile.bareStroke(lo, hi, hd: hd)) {
                        cell.kind = .narrow; cell.x0 = b - digitWidth
                        cell.inkBeside = !profile.bareStroke(lo, hi, hd: hd)
                        cell.wideInk = (cell.inkBeside || doubtsWideBareMarks) && GlyphDecoder.wideMark(ink: pw, digitWidth: digitWidth, stroke: strokeGuess)
                    } else if pw < 0.85 * digitWidth {
                        // 3 and 7 have no left segments: their box is a digit wide, right-aligned; L, E and C
                        // (a left stroke, none on the right) are left-aligned.
                        let leftOnly = strokeAt(lo, toward: 1, profile: profile, hd: hd) && !strokeAt(hi, toward: -1, profile: profile, hd: hd)
                        if leftOnly { cell.x1 = a + digitWidth } else { cell.x0 = b - digitWidth }
                    } else if digitWidth < 0.3 * hd && !strokeAt(lo, toward: 1, profile: profile, hd: hd) {
                        // A condensed font's 3 or 7 is as wide as the digit width it gave: its box still
                        // starts where the missing left stroke would be, or its bars are sampled at their ends.
                        cell.x0 = min(cell.x0, a - 0.6 * strokeGuess)
                    }
                    cells.append(cell)
                }
            } else if h >= 0.4 * hd && Double(r.top) >= Double(top) + 0.38 * hd && Double(r.top) <= Double(top) + 0.6 * hd
                        && Double(r.bottom) >= Double(top) + 0.85 * hd && w >= 0.35 * digitWidth && w <= 1.3 * digitWidth {
                // A lower-half character (the r of Err, from the middle bar down; a printed label beside
                // the digits is shorter): sampled as a full cell from its left stroke.
                cells.append(CharacterCell(kind: .glyph, x0: x0, x1: max(x1, x0 + digitWidth), inkX0: x0, inkX1: x1, point: false))
            } else if h > 0.4 * hd && w >= 0.3 * digitWidth && !cells.isEmpty {
                // A smaller digit stands on the line's foot; a unit label beside the digits' tops (kWh
                // printed high on a meter) ends well above it and is no character of the number.
                if Double(r.bottom) >= Double(top) + 0.8 * hd { trailingSmall = true }
            } else if h <= 0.3 * hd && w >= max(0.3 * digitWidth, 1.5 * h) && w <= 1.3 * digitWidth {
                let mid = Double(r.top + r.bottom) / 2
                if mid > Double(top) + 0.3 * hd && mid < Double(top) + 0.7 * hd {
                    cells.append(CharacterCell(kind: .minus, x0: x0, x1: x1, inkX0: x0, inkX1: x1, point: false))
                }
            }
        }
        // Each point goes after the last character that starts left of it; one before every character
        // is a leading point, one after the last character is left for the layout to judge (a unit mark).
        for p in found.points {
            let owner = pointOwner(p.x - shear * (yc - p.y), cells: cells, stroke: strokeGuess)
            if let i = owner.index { cells[i].point = true } else if owner.leading { leadingPoint = true }
        }
        // A doubtful point between two characters that have none.
        var doubtfulPoint: Int? = nil
        for p in found.doubtful {
            let owner = pointOwner(p.x - shear * (yc - p.y), cells: cells, stroke: strokeGuess)
            if let i = owner.index, i + 1 < cells.count, !cells[i].point { doubtfulPoint = i }
        }
        // Each cell's own top and bottom.
        var own = [Bool](repeating: false, count: cells.count)
        var inkExtent = [(Int, Int)?](repeating: nil, count: cells.count)
        for i in cells.indices {
            if cells[i].small {
                own[i] = true; inkExtent[i] = (Int(cells[i].top), Int(cells[i].bottom) - 1)
                continue
            }
            cells[i].top = Double(top); cells[i].bottom = Double(bottom)
            guard cells[i].kind != .minus else { continue }
            var lo = Int.max, hi = Int.min
            // Ink per row (`markExtent`, `glyphExtent`).
            let narrow = cells[i].kind == .narrow
            var rowInk = [Int](repeating: 0, count: bottom - top)
            let inkX0 = cells[i].inkX0 - 0.5, inkX1 = cells[i].inkX1 + 0.5
            // Through buffer pointers: the points lie in the band, so every row index is in rowInk.
            rowInk.withUnsafeMutableBufferPointer { rowInk in
                xs.withUnsafeBufferPointer { xs in
                    ys.withUnsafeBufferPointer { ys in
                        for k in 0..<xs.count {
                            let y = Double(ys[k])
                            let xd = Double(xs[k]) - shear * (yc - y)
                            if xd >= inkX0 && xd < inkX1 {
                                lo = min(lo, Int(ys[k])); hi = max(hi, Int(ys[k]))
                                rowInk[Int(ys[k]) &- top] &+= 1
                            }
                        }
                    }
                }
            }
            // A narrow mark's rows leave out specks of clutter beyond its stroke's ends.
            if narrow, let (a, b) = Self.markExtent(rowInk, top: top, hd: hd, keep: 0.7 * hd) {
                lo = a; hi = b
            }
            // A full-width character's rows leave out clutter at the band's edge, set apart from its ink.
            if !narrow, leavesOutEdgeClutter, let (a, b) = Self.glyphExtent(rowInk, top: top, hd: hd, stroke: strokeGuess, keep: 0.7 * hd) {
                lo = a; hi = b
                cells[i].edgeClutterLeftOut = true
            }
            if lo <= hi { inkExtent[i] = (lo, hi) }
            if lo <= hi && Double(hi - lo + 1) >= 0.7 * hd {
                cells[i].top = Double(lo); cells[i].bottom = Double(hi + 1); own[i] = true
            }
        }
        if !cells.contains(where: \.point), let foot = digitFoot(cells, own: own) {
            let late = pointBlobs(strip, comps: comps, labels: labels, upper: upper, upOff: upOff, shear: shear,
                                  stroke: strokeGuess, bar: bar, foot: foot)
            addFootPoints(late, to: &cells, shear: shear, yc: yc, stroke: strokeGuess)
        }
        let beforeEdge = cells.count
        cells = droppingEdgeMark(cells)
        let edgeDropped = cells.count < beforeEdge
        own = Array(own.prefix(cells.count)); inkExtent = Array(inkExtent.prefix(cells.count))
        let rowSlope = tiltCells(&cells, own: own, inkExtent: inkExtent, digitWidth: digitWidth, stroke: strokeGuess, bar: bar,
                                 top: top, bottom: bottom, rows: strip.height)
        var gapAfter: Int? = nil
        let pitch = Self.nominalPitch(digitWidth: digitWidth, hd: hd)
        for i in 1..<max(1, cells.count) where cells[i].x1 - cells[i - 1].x1 > 1.8 * pitch + digitWidth * 0.2
            || cells[i].x1 - cells[i - 1].x1 < 0.8 * digitWidth {
            gapAfter = i - 1
            break
        }
        var result = SegmentedLine(shear: shear, top: top, bottom: bottom, digitWidth: digitWidth, stroke: stroke, bar: bar,
                             cells: cells, gapAfter: gapAfter, leadingPoint: leadingPoint)
        result.doubtfulPointAfter = doubtfulPoint
        result.rowSlope = rowSlope
        result.unreadMarks = unreadMarks + Self.remainsBeforeFirst(strokeRemains, cells: cells, digitWidth: digitWidth)
        result.windowEdgeAfter = edgeDropped
        result.fragments = fragments
        if let last = cells.last {
            // Ink right of the last character (other than points and specks) ends where?
            var inkEnd = Double(strip.width)
            for b in stride(from: bins - 1, through: 0, by: -1) where proj[b] >= active { inkEnd = Double(b - off + 1); break }
            let room = Double(strip.width) - last.x1
            // A small decimal (`smallDecimalCell`) ends the number: what room follows is the unit's.
            result.blankRight = room > 1.4 * pitch && inkEnd <= last.x1 + 0.3 * digitWidth && !last.small
            result.smallCharacterAfter = trailingSmall
        }
        return result
    }

    /// Step from one character to the next the segmenter assumes for digits `digitWidth` wide in a band
    /// `hd` rows tall: a little more than a digit, and never under 0.4 of the band.
    static func nominalPitch(digitWidth: Double, hd: Double) -> Double { max(digitWidth * 1.05, hd * 0.4) }

    /// Tail columns from...to look like a point: about as tall as wide.
    func squareTail(_ colTop: [Int], _ colBottom: [Int], from a: Int, to b: Int, width: Double) -> Bool {
        var t = Int.max, u = Int.min
        if a <= b { for i in a...b where colTop[i] != Int.max { t = min(t, colTop[i]); u = max(u, colBottom[i]) } }
        guard t <= u else { return false }
        let h = Double(u - t + 1)
        return h >= 0.6 * width && h <= 1.8 * width
    }

    /// `count + 1` boundaries from lo to hi+1, cutting at projection minima near equal divisions.
    func splitPoints(_ proj: [Int], lo: Int, hi: Int, count: Int) -> [Int] {
        var pts = [lo]
        let width = Double(hi - lo + 1)
        for k in 1..<max(1, count) {
            let target = lo + Int(width * Double(k) / Double(count))
            let reach = max(1, Int(width / Double(count) * 0.25))
            var best = target
            // An empty range (a span narrower than its count, as a frame turned on its side can give) is no trap.
            let first = max(lo + 1, target - reach), last = min(hi, target + reach)
            if first <= last { for c in first...last where proj[c] < proj[best] { best = c } }
            pts.append(best)
        }
        pts.append(hi + 1)
        return pts
    }

    /// Slant that makes the ink's column projection sharpest (sum of squares), -10°...+22°. When the
    /// sharpest lies at the steep end (a display photographed from the side leans its digits further
    /// than any italic font), the search goes on up to +40° and takes the sharpest found there.
    func estimateShear(_ xs: [Int32], _ ys: [Int32], yc: Double, width: Int, hd: Double) -> Double {
        guard xs.count > 20 else { return 0 }
        let near = sharpestShear(xs, ys, yc: yc, width: width, hd: hd, from: -10, through: 22)
        let steep = sharpestShear(xs, ys, yc: yc, width: width, hd: hd, from: 23, through: Self.steepestSlant)
        let gain = near.degrees > 20 ? Self.steepGain : Self.steepGainFromUpright
        return tan((steep.score > near.score * gain ? steep.degrees : near.degrees) * .pi / 180)
    }

    /// The columns and rows (strip coordinates) of the ink of a band's mask (`mask` holds rows top..<bottom),
    /// in raster order; empty stretches are skipped eight pixels at a time.
    /// The arrays are made at the band's size, uninitialised, and cut to the points written (no append's
    /// uniqueness and capacity checks per point).
    static func inkPoints(_ mask: [UInt8], width w: Int, top: Int, bottom: Int) -> (xs: [Int32], ys: [Int32]) {
        let rows = bottom - top
        guard w > 0, rows > 0, mask.count >= w * rows else { return ([], []) }
        let most = w * rows
        var ys: [Int32] = []
        let xs = [Int32](unsafeUninitializedCapacity: most) { xs, xCount in
            ys = [Int32](unsafeUninitializedCapacity: most) { ys, yCount in
                var n = 0
                mask.withUnsafeBufferPointer { m in
                    let bytes = UnsafeRawPointer(m.baseAddress!)
                    for r in 0..<rows {
                        let line = r &* w, y = Int32(truncatingIfNeeded: top &+ r)
                        var x = 0
                        while x < w {
                            if x &+ 8 <= w && bytes.loadUnaligned(fromByteOffset: line &+ x, as: UInt64.self) == 0 { x &+= 8; continue }
                            if m[line &+ x] != 0 {
                                (xs.baseAddress! + n).initialize(to: Int32(truncatingIfNeeded: x))
                                (ys.baseAddress! + n).initialize(to: y)
                                n &+= 1
                            }
                            x &+= 1
                        }
                    }
                }
                yCount = n
            }
            xCount = ys.count
        }
        return (xs, ys)
    }

    /// The steepest slant (degrees) the segmenter looks for.
    static let steepestSlant = 40.0
    /// How much sharper (sum of squares) a slant past 22° must make the projection to be taken: clutter
    /// beside the digits can favour a steep slant a little.
    static let steepGain = 1.05
    /// The same where the sharpest slant up to 22° is not at its steep end: digits leaning well past 22°
    /// can score best a little upright (their segments' ends line up there too), so a steep slant is
    /// taken only where it is clearly sharper.
    static let steepGainFromUpright = 1.15

    /// The slant in from...through (1.5° steps) whose deskewed column projection has the largest sum of
    /// squares, and that sum.
    func sharpestShear(_ xs: [Int32], _ ys: [Int32], yc: Double, width: Int, hd: Double,
                       from: Double, through: Double) -> (degrees: Double, score: Double) {
        var best = 0.0, bestScore = -1.0
        let steepest = Self.steepestSlant
        let off = Int(hd * max(0.45, 0.5 * tan(steepest * .pi / 180) + 0.1)) + 2
        var proj = [Int](repeating: 0, count: width + 2 * off)
        var deg = from
        while deg <= through {
            let s = tan(deg * .pi / 180)
            for i in 0..<proj.count { proj[i] = 0 }
            for i in 0..<xs.count {
                let b = (Double(xs[i]) - s * (yc - Double(ys[i]))).roundedInt + off
                if b >= 0 && b < proj.count { proj[b] += 1 }
            }
            var score = 0.0
            for v in proj { score += Double(v * v) }
            if score > bestScore * 1.0001 { bestScore = score; best = deg }
            deg += 1.5
        }
        return (best, bestScore)
    }

    /// Median length of short vertical ink runs in the band: the thickness of horizontal segments.
    func barThickness(_ strip: LineStrip, top: Int, bottom: Int, hd: Double, fallback: Double) -> Double {
        var lengths: [Int] = []
        let limit = Int(0.3 * hd)
        for x in stride(from: 0, to: strip.width, by: 2) {
            var run = 0
            for y in top..<bottom {
                if strip.mask[y * strip.width + x] != 0 { run += 1 } else if run > 0 { if run <= limit { lengths.append(run) }; run = 0 }
            }
            if run > 0 && run <= limit { lengths.append(run) }
        }
        guard lengths.count >= 3 else { return fallback }
        lengths.sort()
        return min(max(Double(lengths[lengths.count / 2]), 0.05 * hd), 0.25 * hd)
    }

    /// Median length of horizontal ink runs in the band: the thickness of vertical segments.
    func strokeWidth(_ strip: LineStrip, top: Int, bottom: Int, hd: Double) -> Double {
        var lengths: [Int] = []
        for y in stride(from: top, to: bottom, by: 2) {
            var run = 0
            for x in 0..<strip.width {
                if strip.mask[y * strip.width + x] != 0 { run += 1 } else if run > 0 { lengths.append(run); run = 0 }
            }
            if run > 0 { lengths.append(run) }
        }
        guard !lengths.isEmpty else { return 0.15 * hd }
        lengths.sort()
        return min(max(Double(lengths[lengths.count / 2]), 0.06 * hd), 0.3 * hd)
    }
}
