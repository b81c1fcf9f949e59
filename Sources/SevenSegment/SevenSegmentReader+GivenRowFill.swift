/// A given box's reading left open at a few characters, completed by the row of digits inside the box.
///
/// Through a box looser than its display the digits come out of the dewarp small and share it with the
/// window's surroundings: a digit's faint bar or a last digit beside the window's edge is left unresolved
/// (3320 read `332_`, 2330 `2_30`, 812 `81_` through boxes 20% to 45% larger than their rois). The row of
/// digits found inside the box (`digitRowQuad`, as `SevenSegmentReader+GivenRow` compares), dewarped at the
/// digits' own size, reads them. So where the layout's one line fills its display, a reading
/// - whose only doubts are its unresolved characters (`_`): no character it named is doubted, no digit
///   count or display-level doubt other than glare stands (a guard's doubt about a character it did
///   name, a blob that may hide a digit or a digit cut at the border, is what the row, cut tight round
///   the digits, can no longer see: 77 read as 11 where a 7's top bar lies at the box's border,
///   `BorderBarTests`; `CoveredDigitTests`; `LoneFragmentTests`),
/// - with at least as many characters named as left open (a sideways timer's box reads next to nothing,
///   and its row would read an upright line out of it, `SidewaysTests`),
/// is completed by the row's reading under the strict cross-check, its variants agreeing
/// (`readRowVariants`), where that reading has as many characters and the very characters the box named at
/// every other place.
/// Glare over the display is allowed: what it hides the guards above name by position. Under the relaxed
/// cross-check the earlier version of this rule read a 9 under glare as 33 for 93 (thirtieth session).
extension SevenSegmentReader {
    func completedByRow(_ r: DisplayReading, image: GrayImage, layout: DisplayLayout, display: Quad) -> DisplayReading? {
        guard options.completesFromGivenRow, !r.isComplete, r.issues.allSatisfy({ $0 == .glare }),
              layout.lines.count == 1, let line = layout.lines.first, r.lines.count == 1,
              line.region.width >= Self.givenRowLineFill, line.region.height >= Self.givenRowLineFill,
              Self.openOnlyWhereUnresolved(r.lines[0]) else { return nil }
        guard let row = digitRowQuad(image, layout: layout, quad: display, largestShare: Self.givenRowLargestShare) else { return nil }
        let t = read(image, layout: layout, display: row, margin: 0, crossCheck: .strict, stretchedRetry: true)
        let v = readRowVariants(image, layout: layout, row: row, crossCheck: .strict, baseAlone: true, asFound: t)
        guard v.isComplete, v.lines.count == 1, Self.fills(r.lines[0].text, with: v.lines[0].text) else { return nil }
        return v
    }

    /// Whether `line` is open only at its unresolved characters (each doubt about a character it left as
    /// `_`, or a count or value doubt that follows from those), naming at least as many as it leaves open.
    /// Positions count the line's characters, its point aside.
    static func openOnlyWhereUnresolved(_ line: LineReading) -> Bool {
        let characters = Array(line.text.filter { $0 != "." })
        let open = characters.filter { $0 == "_" }.count
        guard open > 0, characters.count - open >= open else { return false }
        return line.issues.allSatisfy { issue in
            switch issue {
            case .unknownPattern(let p), .ambiguous(let p): return p < characters.count && characters[p] == "_"
            case .tooFewDigits, .notAllowed: return true
            default: return false
            }
        }
    }

    /// Whether `full` is `open` with its unresolved characters filled in: as long, the same elsewhere.
    static func fills(_ open: String, with full: String) -> Bool {
        let a = Array(open), b = Array(full)
        return a.count == b.count && a.indices.allSatisfy { a[$0] == "_" || a[$0] == b[$0] }
    }
}
