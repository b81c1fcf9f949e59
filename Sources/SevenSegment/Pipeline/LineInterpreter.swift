/// Applies a line's layout to decoded characters: words (HI, LO, Err), decimal points, sign, digit
/// count. Anything the layout cannot show becomes an issue, so a wrong guess is never reported as read.
public struct LineInterpreter: Sendable {
    /// The line is read on the colour look, whose chroma blurs a small point (`LineInterpreter+BlurredPoint`).
    public var blurredPoints = false

    public init() {}

    /// `pointPlacesClear`: every place a point could hide was measured clearly background
    /// (`PointPlaces`), so a reading without a point stands on a line whose point may be hidden, when
    /// the line is sharp enough for a point to show (`clearPlacesSeparation`).
    public func interpret(_ decoded: DecodedLine, cells: [CharacterCell], segmented: SegmentedLine,
                          layout line: LineLayout, pointPlacesClear: Bool = false) -> LineReading {
        var issues = decoded.issues
        var chars = decoded.characters
        if chars.isEmpty {
            if issues.isEmpty { issues.append(.digitCountMismatch(expected: line.digits, found: 0)) }
            return LineReading(field: line.field, text: "", characters: [], issues: issues)
        }
        // Words: compare masks, since O/0 and I/1 share theirs.
        if let word = matchWord(chars, cells: cells, words: line.words) {
            let letters = Array(word.rawValue)
            for i in chars.indices { chars[i].character = letters[i] }
            let text = String(letters)
            return LineReading(field: line.field, text: text, characters: chars,
                               issues: issues.filter { if case .unknownPattern = $0 { return false }; return true })
        }
        if let w = footlessL(cells, words: line.words) { issues.append(.wordLike(w.rawValue)) }
        // Ink that made no character before the first one (a faded digit's remains): a digit may be lost.
        if let first = cells.first, segmented.unreadMarks.contains(where: { $0 < first.inkX0 }) {
            issues.append(.ambiguous(position: 0))
        }
        var text = ""
        var digitCount = 0, points = 0, digitsAfterPoint = 0
        for (i, c) in chars.enumerated() {
            let ch = c.character
            // Small decimals (`LineLayout.smallDecimals`): the first small digit has the point before it,
            // seen or not; a full-size character after a small one is no number the layout shows.
            if i > 0, i < cells.count, cells[i].small, !cells[i - 1].small, !cells[i - 1].point {
                text.append(".")
                points += 1
            }
            if i > 0, i < cells.count, cells[i - 1].small, !cells[i].small { issues.append(.ambiguous(position: i)) }
            if ch == "-" {
                if i != 0 || !line.signed { issues.append(.notAllowed(text: "-")) }
            } else if ch.isNumber {
                digitCount += 1
                if points > 0 { digitsAfterPoint += 1 }
            } else if ch != "_" {
                issues.append(.unknownPattern(position: i))
                chars[i].character = "_"
            } else if points > 0 { digitsAfterPoint += 1 }
            text.append(chars[i].character)
            // A fixed-decimals line has its point in one place only: marks seen elsewhere (the foot of a
            // "1", a speck) are not points the display can show.
            if cells[i].point && i < chars.count - 1 && (line.floatingPoint || line.fixedPointAllows(decimals: chars.count - 1 - i)) {
                text.append(".")
                points += 1
            }
        }
        // A display that keeps no leading zeros shows "08" only when a digit before the 0 was lost.
        if !line.leadingZeros, chars.count >= 2, chars[0].character == "0", chars[1].character.isNumber,
           !(cells[0].point && (line.floatingPoint || line.fixedPointAllows(decimals: chars.count - 1))) {
            issues.append(.notAllowed(text: text))
        }
        if chars.contains(where: { $0.character == "_" }) == false && digitCount == 0 {
            issues.append(.notAllowed(text: text))
        }
        let total = chars.count
        if digitCount >= 2, digitCount == line.digits, chars.allSatisfy({ $0.character == "8" }) {
            issues.append(.segmentTest)
        }
        if total > line.digits { issues.append(.digitCountMismatch(expected: line.digits, found: total)) }
        if digitCount < line.minimumDigits { issues.append(.tooFewDigits(minimum: line.minimumDigits, found: digitCount)) }
        if segmented.smallCharacterAfter { issues.append(.ambiguous(position: total)) }
        if segmented.blankRight { issues.append(.digitCountMismatch(expected: line.digits, found: total)) }
        if let g = segmented.gapAfter { issues.append(.ambiguous(position: g + 1)) }
        if let p = segmented.doubtfulPointAfter, line.floatingPoint, p < chars.count {
            issues.append(.ambiguous(position: p + 1))
        }
        if points > 1 { issues.append(.notAllowed(text: text)) }
        // A point that may stand at several places is told from a speck or a digit's foot by being the
        // only one: marks at two places, or one after the last character (a fixed point always has digits
        // after it: the last ones were lost), leave the place unknown.
        if !line.floatingPoint, !line.otherDecimals.isEmpty, cells.count == chars.count {
            let marked = cells.indices.filter { cells[$0].point }
            if marked.count > 1 || marked.last == chars.count - 1 { issues.append(.ambiguous(position: marked.last ?? 0)) }
        }
        // A number the display cannot show: a digit lost or misread.
        if let range = line.range, !chars.contains(where: { $0.character == "_" }), let value = Double(text),
           !range.contains(value) {
            issues.append(.notAllowed(text: text))
        }
        let placesShowAPoint = pointPlacesClear && decoded.separation >= Self.clearPlacesSeparation
        if line.floatingPoint && line.pointMayBeHidden && points == 0 && digitCount >= 2 && !placesShowAPoint {
            issues.append(.ambiguous(position: total))
        }
        // Segments lit faintly (a display's lower part dimmed by the viewing angle) were read through: a
        // point there may be too faint to be seen at all.
        if line.floatingPoint && decoded.readThroughFaintSegments && points == 0 {
            issues.append(.ambiguous(position: total))
        }
        if points == 0, let k = mergedPointPlace(decoded, chars: chars, segmented: segmented, layout: line) {
            text.insert(".", at: text.index(text.startIndex, offsetBy: k + 1))
            points = 1
            digitsAfterPoint = line.decimals
        }
        if !line.floatingPoint {
            if line.decimals == 0 && points > 0 { issues.append(.notAllowed(text: text)) }
            let unlitPoint = points == 0 && line.optionalPoint && pointIsDark(decoded, segmented, at: chars.count - 1 - line.decimals)
            if line.decimals > 0 && !unlitPoint && (points != 1 || !line.fixedPointAllows(decimals: digitsAfterPoint, value: Double(text))) {
                issues.append(.notAllowed(text: text))
            }
        }
        return LineReading(field: line.field, text: text, characters: chars, issues: dedupe(issues))
    }

    /// Level above which a spot where an optional point belongs may be a lit point the segmenter missed
    /// (the background is about 0, a lit segment about 1). On a display whose unlit segments glow
    /// (`DecodedLine.unlitGlow`), an unlit point glows as much: the spot must then be this much
    /// brighter than the brightest unlit segment, up to `ghostPointCap`.
    static let pointDoubt: Float = 0.15
    static let ghostPointCap: Float = 0.5

    /// Separation between lit and unlit segment levels (`DecodedLine.separation`) a line must show for
    /// its clear point places (`pointPlacesClear`) to rule a hidden point out: on a blurred or faint
    /// line a small point fades more than the bars. Lines of the electricity-meter crops that read
    /// every digit show 0.86 to 1.7.
    static let clearPlacesSeparation: Float = 0.8

    /// Level below which the spot of an optional point is taken for an unlit point.
    static func darkPointLevel(_ decoded: DecodedLine) -> Float {
        max(pointDoubt, min(ghostPointCap, decoded.unlitGlow + pointDoubt))
    }

    /// Whether `interpret` reads the decoded line's `pointLevels` for this line at all: only a fixed point
    /// does (`mergedPointPlace` asks decimals; `pointIsDark` an optional point), never a floating one. On
    /// other lines the sampler need not measure them (`SegmentSampler.pointLevels`).
    static func readsPointLevels(_ line: LineLayout) -> Bool {
        !line.floatingPoint && (line.decimals > 0 || line.optionalPoint)
    }

    /// Whether an optional point after character `i` is really off: nothing point-like lit in the gap
    /// after it, and the character no wider than the others (a point merged into its foot widens it).
    func pointIsDark(_ decoded: DecodedLine, _ segmented: SegmentedLine, at i: Int) -> Bool {
        let cells = segmented.cells
        guard i >= 0, i < decoded.pointLevels.count, i < cells.count else { return false }
        guard decoded.pointLevels[i] < Self.darkPointLevel(decoded) else { return false }
        guard cells[i].kind == .glyph else { return cells[i].kind == .narrow }
        // No other digit to compare widths with: a merged point cannot be ruled out.
        guard cells.indices.contains(where: { $0 != i && cells[$0].kind == .glyph }) else { return false }
        return !widened(segmented, i)
    }

    func dedupe(_ issues: [ReadingIssue]) -> [ReadingIssue] {
        var seen = Set<ReadingIssue>(), out: [ReadingIssue] = []
        for i in issues where seen.insert(i).inserted { out.append(i) }
        return out
    }
}
