/// A "1" standing tight against the next digit. On an italic LED display the 1 is drawn where a digit's
/// right strokes are, so it leans close to the next digit's left strokes; faint ink between them (a
/// scratch on the window, glow, a slant a little off) bridges the narrow gap, and the two make one run of
/// columns. That run is about a digit and a half wide: taken as the widest digit it sets the digit width
/// itself, so the 1 and the digit share one cell and the narrower digits after them are taken for 1s
/// with ink beside them (panel-ammeter's SELEC meter showing 1247 read `_4_`).
///
/// A run is cut where it starts with a bare stroke (a 1's, reaching over most of the band), the columns
/// after the stroke hold only faint ink, and one of them next to nothing: under half a bar, where a
/// digit's own bars would cross every column between its strokes. What follows must be as wide as the
/// line's other digits, the run much wider: a 0 or 8 whose bars are broken is not cut, its right part
/// being no digit's width. Nor is a run whose faint columns hold ink at the foot only: a decimal point
/// after the 1 (01.05 on a panel timer), which the cells' point tests judge; nor one starting at the strip's
/// side, where a bezel's edge cut by the border stands like a stroke (a found display's 3.67 lost), unless
/// the sides are bare margins the reader cut off (`sidesAreBare`: the frame read inside its side margins,
/// whose first ink is the 1 itself; a 1 tight against a 3 there read as an 8).
extension DigitSegmenter {
    /// `runs` with each leading "1" joined to the next digit cut off as a run of its own (the faint
    /// columns between them left out).
    /// `atSide`: per deskewed column, whether its ink reaches the strip's left or right side.
    func cuttingJoinedOnes(_ runs: [Run], profile p: ColumnProfile, atSide: [Bool], hd: Double, bar: Double) -> [Run] {
        let digitRuns = runs.indices.filter { isDigitRun(runs[$0], hd: hd) && Double(runs[$0].x1 - runs[$0].x0 + 1) >= 0.3 * hd }
        var out: [Run] = []
        for (n, r) in runs.enumerated() {
            let others = digitRuns.filter { $0 != n }.map { Double(runs[$0].x1 - runs[$0].x0 + 1) }.sorted()
            // Its first stroke's width of columns clear of the strip's sides.
            let start = r.x0...min(r.x1, r.x0 + Int((2 * p.stroke).rounded(.up)))
            guard isDigitRun(r, hd: hd), !others.isEmpty, sidesAreBare || !start.contains(where: { atSide[$0] }),
                  let (one, digit) = joinedOne(r, profile: p, hd: hd, bar: bar, digitWidth: others[others.count / 2],
                                               leading: !digitRuns.contains { $0 < n }) else {
                out.append(r); continue
            }
            out.append(one); out.append(digit)
        }
        return out
    }

    /// `r` cut into a leading 1 and the digit it stands against, or nil. `digitWidth`: the median width
    /// of the line's other digit-wide runs. `leading`: no digit-wide run stands before `r` on its line.
    func joinedOne(_ r: Run, profile p: ColumnProfile, hd: Double, bar: Double, digitWidth: Double, leading: Bool = true) -> (Run, Run)? {
        let strokeLevel = 0.5 * hd
        guard Double(r.x1 - r.x0 + 1) >= Self.joinedOneRunWidth * digitWidth else { return nil }
        // The stroke: columns inked over half the band, right after the run's start (its soft edge), and
        // on to its soft trailing edge (columns over the faint share).
        var a = r.x0
        while a <= r.x1 && Double(p.proj[a]) < strokeLevel { a += 1 }
        guard a <= r.x1, Double(a - r.x0) <= max(2, p.stroke) else { return nil }
        var b = a
        while b < r.x1 && Double(p.proj[b + 1]) >= Self.faintShare * hd { b += 1 }
        guard Double(b - a + 1) <= 2 * p.stroke else { return nil }
        // The faint columns after it, up to the next digit's body; the emptiest of them.
        let empty = max(p.active, Int(0.5 * bar))
        var gap: Int? = nil
        var x = b + 1
        while x <= r.x1 && Double(p.proj[x]) < Self.faintShare * hd {
            if gap == nil || p.proj[x] < p.proj[gap!] { gap = x }
            x += 1
        }
        guard let gap, gap < r.x1, p.proj[gap] <= empty, Double(gap - b) <= Self.joinedOneGap * hd else { return nil }
        // A column with ink at the foot only is a decimal point (or a foot) after the 1, no scratch: left to
        // the cells' own point tests.
        guard !((b + 1)..<gap).contains(where: { p.inked($0) && Double(p.colTop[$0]) >= p.low }) else { return nil }
        let one = piece(of: r, from: r.x0, to: b, profile: p, pointAfter: false)
        var digit = piece(of: r, from: gap + 1, to: r.x1, profile: p, pointAfter: r.pointAfter)
        while digit.x0 < digit.x1 && !p.inked(digit.x0) { digit.x0 += 1 }
        // The digit begins with an upright stroke of its own. Where the segments stand apart (LED gaps, a
        // drawn display's `gap`), an 8's or 0's left stroke is followed by an empty column too, then by its
        // bars alone: cut there, an 8 read as 1 and 3. A 3 or a 7 whose bars run into its right stroke is
        // cut all the same where it leads its line (`barsRunIntoStroke`).
        let lead = digit.x0...min(digit.x1, digit.x0 + Int(max(2, p.stroke).rounded(.up)))
        guard lead.contains(where: { Double(p.proj[$0]) >= Self.leadStroke * hd })
              || (cutsOneBeforeBars && leading && barsRunIntoStroke(digit, profile: p, hd: hd, bar: bar, empty: empty)) else { return nil }
        let digitInk = Double(digit.x1 - digit.x0 + 1)
        guard Double(one.bottom - one.top + 1) >= 0.7 * hd, isDigitRun(digit, hd: hd),
              digitInk >= 0.3 * hd, digitInk >= Self.joinedDigitShare * digitWidth else { return nil }
        return (one, digit)
    }

    /// A joined run is at least this many of the line's other digits wide.
    static let joinedOneRunWidth = 1.3
    /// Columns under this share of the band hold no upright stroke: faint ink between the 1 and the digit.
    static let faintShare = 0.3
    /// The emptiest column lies within this share of the band after the 1's stroke (the 1 stands tight).
    static let joinedOneGap = 0.4
    /// The digit after the 1 starts with a column inked over this share of the band (a 2's lower left stroke
    /// with its bars' ends; an 8's bars alone stay under it).
    static let leadStroke = 0.5
    /// The digit after the 1 is at least this share of the line's other digits wide.
    static let joinedDigitShare = 0.8
}
