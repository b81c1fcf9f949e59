/// What one line decodes to, before the layout's rules are applied.
public struct DecodedLine: Sendable {
    public var characters: [CharacterReading]
    public var issues: [ReadingIssue]
    /// Separation between lit and unlit segment levels on this line (0...~1.2).
    public var separation: Float
    /// Per character: level of the brightest point-sized spot after it (`SampledCell.pointLevel`).
    public var pointLevels: [Float] = []
    /// Per character: the same spot clear of the next character's ink (`SampledCell.ownPointLevel`).
    public var ownPointLevels: [Float] = []
    /// Per character: the level of a point merged under its foot (`SampledCell.footReach`).
    public var footReaches: [Float] = []
    /// The brightest level of an unlit segment of a full-width character: how much the segments that
    /// are off still glow (ghost segments of LED and backlit displays), 0 when they do not.
    public var unlitGlow: Float = 0
    /// Some character was named although segments of it were lit faintly (`onlyCharacter`): whatever
    /// dimmed them may have hidden a decimal point too.
    public var readThroughFaintSegments = false
    /// The line's on/off level between unlit and lit segments.
    public var threshold: Float = 0.5
}

/// Stage 6: segment levels → masks → characters with a confidence from the margin between the level
/// and the line's on/off threshold; an unknown or unclear pattern becomes "_" with an issue.
public struct GlyphDecoder: Sendable {
    public var minimumConfidence: Double
    /// Share of the line's lit level (the mean of its lit segments) every lit segment must reach, or its
    /// character is not sure: where unlit segments still show gray (`ReaderOptions.solidLitSegments`).
    /// 0 = any level above the threshold counts as lit.
    public var solidLit: Float = 0
    /// `oneWayOnly` names the line's last character on any line, not only a plain one
    /// (`GlyphDecoder+OneWayOnly`): the last character beside a window's edge of a found display's line
    /// read under the strict cross-check, whose other view must decode the very same segments.
    public var oneWayLast = false
    /// A 1 whose top bar is the line's one glowing unlit segment is not sure (`GlyphDecoder+LoneGlow`).
    public var doubtsLoneGlow = true
    /// A dim character's one unsure segment judged by its own levels on a line plain without it
    /// (`GlyphDecoder+DimCharacter`).
    public var dimCharacters = true
    /// With `dimCharacters`: such a character's one unsure segment on the unlit side of the threshold is lit
    /// where only lit it names a character and its own levels have it lit (`GlyphDecoder.dimCharacterLifts`).
    public var liftsDimSegments = true

    public init(minimumConfidence: Double = 0.6, solidLit: Float = 0) {
        self.minimumConfidence = minimumConfidence; self.solidLit = solidLit
    }

    public func decode(_ cells: [SampledCell], words: [DisplayWord]) -> DecodedLine {
        var all: [Float] = []
        for c in cells {
            switch c.cell.kind {
            case .glyph: all.append(contentsOf: c.levels)
            case .narrow: all.append(contentsOf: [c.levels[1], c.levels[2]])
            case .minus: break
            }
        }
        let (threshold, lowMean, highMean) = GlyphDecoder.twoMeans(all)
        let separation = highMean - lowMean
        var chars: [CharacterReading] = []
        var issues: [ReadingIssue] = []
        if !all.isEmpty && separation < 0.3 { issues.append(.lowContrast) }
        let scale = max(0.15, 0.25 * separation)
        // Per segment, how many full-width characters show it lit, yet under halfway to the lit level.
        var faintLit = [Int](repeating: 0, count: 7)
        for c in cells where c.cell.kind == .glyph {
            for k in 0..<7 where c.levels[k] > threshold && c.levels[k] < (threshold + highMean) / 2 { faintLit[k] += 1 }
        }
        var throughFaint = false
        let gap = LineGap(cells, threshold: threshold, sure: Float(minimumConfidence) * scale)
        for (i, c) in cells.enumerated() {
            var mask: Segments = []
            var margin: Float = 1
            let used: [Int]
            switch c.cell.kind {
            case .glyph: used = Array(0..<7)
            case .narrow: used = [1, 2]
            case .minus: used = []
            }
            var faint: Segments = []
            // Segments too close to the threshold to be sure of, and the least margin of the others.
            var unsure: Segments = []
            var sureMargin: Float = 1
            for k in used {
                let v = c.levels[k]
                if v > threshold { mask.insert(Segments.seven[k]) } else if threshold - v < Float(minimumConfidence) * scale {
                    faint.insert(Segments.seven[k])
                }
                margin = min(margin, abs(v - threshold))
                if abs(v - threshold) < Float(minimumConfidence) * scale { unsure.insert(Segments.seven[k]) } else {
                    sureMargin = min(sureMargin, abs(v - threshold))
                }
            }
            // A glyph whose unsure segments are all lit faintly where the line shows the same segment faint
            // in another character too, and name its character whether taken or not.
            if c.cell.kind == .glyph, !unsure.isEmpty, unsure.isSubset(of: mask),
               Segments.seven.indices.allSatisfy({ !unsure.contains(Segments.seven[$0]) || faintLit[$0] >= 2 }),
               GlyphDecoder.onlyCharacter(mask, unsure: unsure) == mask {
                margin = sureMargin
                throughFaint = throughFaint || Double(min(1, sureMargin / scale)) >= minimumConfidence
            }
            // A glyph left unsure by one segment alone, on a line whose sure levels leave a clear gap: the
            // side of the gap's middle the segment lies on (`LineGap`).
            if c.cell.kind == .glyph, unsure.rawValue.nonzeroBitCount == 1, margin < Float(minimumConfidence) * scale,
               sureMargin >= Float(minimumConfidence) * scale,
               let k = Segments.seven.indices.first(where: { unsure.contains(Segments.seven[$0]) }),
               let lit = gap.decides(c.levels[k]) {
                if lit { mask.insert(Segments.seven[k]) } else { mask.remove(Segments.seven[k]) }
                margin = sureMargin
            }
            // A glyph whose one unsure segment names a character only the way the threshold has it
            // (`oneWayOnly`), on a plain line.
            if c.cell.kind == .glyph, margin < Float(minimumConfidence) * scale, sureMargin >= Float(minimumConfidence) * scale,
               (oneWayLast && i == cells.count - 1) || gap.isPlain(brightest: GlyphDecoder.oneWayLit), GlyphDecoder.oneWayOnly(mask, unsure: unsure) != nil {
                margin = sureMargin
            }
            // A dim character on a line plain without it (`GlyphDecoder+DimCharacter`).
            if dimCharacters, c.cell.kind == .glyph, margin < Float(minimumConfidence) * scale, sureMargin >= Float(minimumConfidence) * scale,
               GlyphDecoder.dimCharacterDecides(cells, index: i, mask: mask, unsure: unsure, threshold: threshold,
                                                sure: Float(minimumConfidence) * scale) {
                margin = sureMargin
            }
            if dimCharacters, liftsDimSegments, c.cell.kind == .glyph, margin < Float(minimumConfidence) * scale,
               sureMargin >= Float(minimumConfidence) * scale,
               GlyphDecoder.dimCharacterLifts(cells, index: i, mask: mask, unsure: unsure, threshold: threshold,
                                              sure: Float(minimumConfidence) * scale) {
                mask.formUnion(unsure)
                margin = sureMargin
            }
            if c.cell.kind == .narrow {
                // A "1" needs its digit box free of bars: a bar near the threshold there
                // means the mark may be what is left of a wider digit.
                // With ink left of the mark (bars, ghosts, clutter) every segment a full digit would add
                // there must be clearly off. The bottom bar is not asked for, wherever the mark stands:
                // every character with it and the mark's b and c (0, 3, 8, 9, O) has the top bar too, which
                // must be clearly off, so clutter or glare along the foot cannot make the mark another one.
                // A digit the strip's start cut is caught from the strip itself (`CutLeadingDigit`,
                // `LeadingInk`), not from a foot that glare lights as well.
                for k in (c.cell.inkBeside ? [0, 4, 5, 6] : [0]) {
                    margin = min(margin, max(0, threshold - c.levels[k]))
                }
                if c.cell.wideInk && gap.unlit <= LineGap.darkUnlit { margin = 0 }
            }
            if c.cell.kind == .minus { mask = .g }
            // A lit segment well below the line's lit level may be an unlit one showing gray.
            if solidLit > 0, used.contains(where: { mask.contains(Segments.seven[$0]) && c.levels[$0] < solidLit * highMean }) {
                margin = 0
            }
            let confidence = Double(min(1, margin / scale))
            let options = Charset.characters(for: mask)
            var ch: Character = "_"
            if options.isEmpty {
                issues.append(.unknownPattern(position: i))
            } else if confidence < minimumConfidence {
                issues.append(.ambiguous(position: i))
            } else {
                ch = options[0]
            }
            chars.append(CharacterReading(character: ch, confidence: confidence, segments: mask, faint: faint))
        }
        _ = words
        if doubtsLoneGlow, let i = GlyphDecoder.loneGlow(cells, masks: chars.map(\.segments), highMean: highMean),
           chars[i].character != "_" {
            issues.append(.ambiguous(position: i))
        }
        var glow: Float = 0
        for c in cells where c.cell.kind == .glyph {
            for v in c.levels where v <= threshold { glow = max(glow, v) }
        }
        var line = DecodedLine(characters: chars, issues: issues, separation: separation, pointLevels: cells.map(\.pointLevel))
        line.ownPointLevels = cells.map(\.ownPointLevel)
        line.footReaches = cells.map(\.footReach)
        line.unlitGlow = glow
        line.threshold = threshold
        line.readThroughFaintSegments = throughFaint
        return line
    }

    /// Threshold between the low and high cluster of levels (iterated two-means), clamped to 0.3...0.65.
    static func twoMeans(_ v: [Float]) -> (Float, Float, Float) {
        guard !v.isEmpty else { return (0.5, 0, 0) }
        var t: Float = 0.5, lo: Float = 0, hi: Float = 1
        for _ in 0..<10 {
            var sl: Float = 0, nl = 0, sh: Float = 0, nh = 0
            for x in v { if x > t { sh += x; nh += 1 } else { sl += x; nl += 1 } }
            lo = nl > 0 ? sl / Float(nl) : 0
            hi = nh > 0 ? sh / Float(nh) : 1
            let nt = min(0.65, max(0.3, (lo + hi) / 2))
            if abs(nt - t) < 0.001 { t = nt; break }
            t = nt
        }
        if v.allSatisfy({ $0 > t }) { lo = 0 }
        return (t, lo, hi)
    }
}
