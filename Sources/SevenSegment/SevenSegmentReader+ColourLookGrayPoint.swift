/// A fixed decimal point the colour look loses: a small point is blurred into its background on a photo's
/// coarser colour (`SevenSegmentReader+ColourLook`), and where the gray half cannot bring it back (its
/// spot neither lit nor dark enough to tell) the colour look's line reads every digit and is still refused
/// for its point (03.59 read as 0359, 01.46 as 0146). The gray look of the same display, whose glowing
/// unlit segments left some of its digits unnamed, may have seen that point clearly.
///
/// The colour look's line takes the gray look's point (`withGrayPoint`) only where all of these hold:
/// the line has a fixed point (`decimals`, not floating); the colour look named every character and its
/// one issue is the point (`notAllowed`); the gray look shows exactly one point, after the character at
/// the layout's place; the characters on both sides of that point are named alike in both looks, in the
/// same cells (each colour cell's middle inside its gray twin's cell); and the line can show the text
/// with the point. A digit lost or added in either look moves the place and nothing is taken.
///
/// With `cutPoints` (`ReaderOptions.colourTakesGrayCutPoint`, twenty-seventh session): the gray look's point
/// may also be the one point its segmenter cut out where its text does not show it (`cutPointFollows`), and
/// the colour look's line may also be complete without the optional point its line may show. 03.19: the
/// colour look read 0319 complete, the point merged into its 3's foot on the coarse chroma (its spot
/// 0.10, taken for an unlit point), and was refused by `showsPoints`; the gray look lost the glare-bleached
/// 9 and read 031, so its point after the 3, cut out at 0.78, stood at no place of a three-digit line and
/// its text left it out. The twins beside the point still hold the place: the gray 3 and 1 in the colour
/// look's cells.
extension SevenSegmentReader {
    /// `colour` (the colour look's reading) with the point of `gray` (the gray look's reading of the same
    /// display) on each line that lacks only that point, as above; `colour` unchanged where any line does
    /// not qualify.
    static func withGrayPoint(_ colour: DisplayReading, gray: DisplayReading, layout: DisplayLayout,
                              cutPoints: Bool = false) -> DisplayReading {
        guard colour.issues.isEmpty, !colour.lines.isEmpty, colour.lines.count == gray.lines.count,
              colour.lines.count == layout.lines.count else { return colour }
        var out = colour
        for i in colour.lines.indices where !colour.lines[i].isComplete || (cutPoints && layout.lines[i].mayShowPoint && !colour.lines[i].text.contains(".")) {
            let c = colour.lines[i], g = gray.lines[i], line = layout.lines[i]
            guard !line.floatingPoint, line.decimals > 0, !c.text.contains("."),
                  c.characters.count > line.decimals, c.text.count == c.characters.count,
                  c.characters.allSatisfy({ $0.character.isNumber }),
                  cutPoints || !c.issues.isEmpty, c.issues.allSatisfy({ if case .notAllowed = $0 { return true } else { return false } }),
                  let j = pointFollows(g) ?? (cutPoints ? cutPointFollows(g) : nil), j + 1 < g.characters.count else { return colour }
            let k = c.characters.count - 1 - line.decimals
            guard twins(c.characters[k], g.characters[j]), twins(c.characters[k + 1], g.characters[j + 1]) else { return colour }
            var text = c.text
            text.insert(".", at: text.index(text.startIndex, offsetBy: k + 1))
            guard line.canShow(text) else { return colour }
            out.lines[i].text = text
            out.lines[i].issues = []
        }
        return out
    }

    /// The index of the character the one point of `line` follows; nil where its text shows no point or
    /// several, or does not hold its characters plus the point alone.
    static func pointFollows(_ line: LineReading) -> Int? {
        guard line.text.filter({ $0 == "." }).count == 1, line.text.count == line.characters.count + 1,
              let dot = line.text.firstIndex(of: ".") else { return nil }
        let j = line.text.distance(from: line.text.startIndex, to: dot) - 1
        return j >= 0 ? j : nil
    }

    /// The index of the character the one point the segmenter cut out of `line` follows, where its text
    /// shows no point (`LineReading.pointsCutAfter`: a lost digit moved the layout's place away from it);
    /// nil where it cut none or several.
    static func cutPointFollows(_ line: LineReading) -> Int? {
        guard !line.text.contains("."), line.pointsCutAfter.count == 1 else { return nil }
        return line.pointsCutAfter[0]
    }

    /// Whether `colour` and `gray` are the same named character in the same cell (the colour cell's middle
    /// inside the gray one).
    static func twins(_ colour: CharacterReading, _ gray: CharacterReading) -> Bool {
        guard colour.character != "_", colour.character == gray.character, let a = colour.cell, let b = gray.cell else { return false }
        let middle = a.x + a.width / 2
        return middle >= b.x && middle <= b.maxX
    }
}
