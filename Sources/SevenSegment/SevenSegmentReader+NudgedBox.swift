/// A given box a pixel off (`ReaderOptions.readsNudgedBoxes`). A small display's box (a timer's 100 x 45 frame
/// pixels) samples its segments near a threshold: the same photo reads through one jittered roi and not through
/// another lying a pixel away. A given box that read nothing complete is read again moved by 1 and 2 frame pixels
/// right, left, down and up (the rule off for those reads, and the panel-row search round the quad, which a pixel
/// does not move); the boxes moved two pixels only where a box moved one read completely (on the rendered devices
/// under harsh perturbation that is a third fewer moved reads, and one frame of 4800 not read). A text stands only
/// where
/// - at least `nudgedBoxesAgreeing` of the 8 moved boxes read it completely, and a majority of them
///   (`nudgedBoxesUnderGlare`) where the box's own reading saw glare: moving a box under glare moves what the glare
///   covers (132 read 192 by 4 of 8 boxes, the other four nothing);
/// - no moved box read another complete text;
/// - it keeps, place for place, each character the box's own reading named, and each of its lines the box read
///   whole, every place named and no more places than the line's digits, exactly: a line read whole and refused
///   by a guard is not read again by boxes that only slipped past the guard (3.65 read `365`, its point refused,
///   and `365` moved; a noisy 17.7 read `117` and `11.7` moved). A line with more places than digits was not read
///   whole: a mark in it is no digit (an insulation tester's 2690 read `2690-` under glare, the box's edge a
///   dash);
/// - the box's own reading is not one character short of it, every other place named alike: that character was
///   sampled and could not be decided, and a pixel's move tips it one way or the other (a noisy 85 read `8_`,
///   all 8 moved boxes read 86);
/// - no line of it has fewer places than the box saw there, where the box saw no more than the line's digits: a
///   moved box lost a character (121.3 seen `_21._`, its leading 1 moved out of its cell, read 21.3).
extension SevenSegmentReader {
    /// The moves tried, in frame pixels: a pixel each way first.
    static let nudges: [(Double, Double)] = [(1, 0), (-1, 0), (0, 1), (0, -1), (2, 0), (-2, 0), (0, 2), (0, -2)]

    /// The text moved boxes agree on where the given box's own reading `own` read nothing complete; nil where
    /// they do not agree or a guard refuses it.
    func readNudged(_ image: GrayImage, layout: DisplayLayout, quad: Quad, own: DisplayReading) -> DisplayReading? {
        guard options.readsNudgedBoxes, !own.isComplete else { return nil }
        var plain = self
        plain.options.readsNudgedBoxes = false
        plain.options.readsPanelRowsAroundQuad = false
        let glare = own.issues.contains(.glare) || own.lines.contains { $0.issues.contains(.glare) }
        let need = glare ? options.nudgedBoxesUnderGlare : options.nudgedBoxesAgreeing
        var agreed: [DisplayReading] = []
        for (i, (dx, dy)) in Self.nudges.enumerated() {
            if agreed.count + (Self.nudges.count - i) < need { return nil }
            // The boxes moved two pixels only where one moved a pixel read completely.
            if i == 4, agreed.isEmpty { return nil }
            let r = plain.read(image, layout: layout, quad: quad.offset(dx, dy))
            guard r.isComplete else { continue }
            if let first = agreed.first, first.text != r.text { return nil }
            agreed.append(r)
        }
        guard let first = agreed.first, agreed.count >= need,
              Self.nudgedTextKeeps(first.text, own: own.text, digits: layout.lines.map(\.digits)) else { return nil }
        return first
    }

    /// Whether the moved boxes' `text` keeps what the box's own reading `own` saw (the guards above but the
    /// agreement); `digits`: the layout's digits per line.
    static func nudgedTextKeeps(_ text: String, own: String, digits: [Int]) -> Bool {
        let lines = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let owns = own.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard text != own, lines.count == owns.count else { return false }
        var unsure = 0, sameShape = true
        for (k, (line, mine)) in zip(lines, owns).enumerated() {
            let a = Array(bare(line)), b = Array(bare(mine))
            let within = k >= digits.count || b.count <= digits[k]
            if !mine.isEmpty, !mine.contains("_"), line != mine, within { return false }
            if a.count < b.count, within { return false }
            guard a.count == b.count else { sameShape = false; continue }
            for (x, y) in zip(a, b) {
                if y == "_" { unsure += 1 } else if x != y { return false }
            }
        }
        return !(sameShape && unsure == 1)
    }

    /// `text` with its points left out.
    static func bare(_ text: String) -> String { text.filter { $0 != "." } }
}
