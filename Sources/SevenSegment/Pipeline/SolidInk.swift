/// Glare or a reflection lying over a digit adds a patch of ink brighter than any lit segment, where a
/// seven-segment digit has only its strokes: sampled as segments, the patch lights whatever it covers
/// (a 3 under a glare streak reads as a 9). A character whose ink is both much larger than the other
/// characters' and largely brighter than a typical lit segment (ink level 1) is not read.
///
/// With `weighsOthersHeat`, only where its share of hot ink is also well above the other characters'
/// (`hotterThanOthers` times their median): a bright LED whose segments the camera saturates is hot in
/// every character, and a lit 6 beside a thin 7 holds three times its ink with no glare at all (a red LED
/// ammeter's 76 through a box 10% larger than its roi was read 76 with its 6 doubted). Glare is hot where
/// the characters beside it are not (the 132 whose 3 a glare streak turns into a 9: 30% of its ink hot, none
/// of the others').
public struct SolidInk: Sendable {
    /// Whether the other characters' share of hot ink is weighed (above).
    public var weighsOthersHeat: Bool

    public init(weighsOthersHeat: Bool = false) { self.weighsOthersHeat = weighsOthersHeat }

    /// How many times the other characters' median share of hot ink a glare-covered character's must exceed.
    static let hotterThanOthers = 2.0

    /// Ink level above which a pixel is brighter than a lit segment.
    static let hotLevel: Float = 1.5
    /// Share of a character's ink above `hotLevel` that makes it glare-like.
    static let hotShare = 0.15
    /// How much more ink than the median of the other glyphs a glare-covered character holds.
    static let extraInk = 1.85

    /// Indices of the cells covered by a patch of glare-like ink.
    public func covered(_ line: SegmentedLine, strip: LineStrip) -> [Int] {
        let counts = line.cells.map { inkCount($0, strip: strip, line: line) }
        var out: [Int] = []
        for (i, c) in line.cells.enumerated() where c.kind == .glyph && counts[i].ink > 0 {
            let glyphs = line.cells.indices.filter { $0 != i && line.cells[$0].kind == .glyph }
            guard !glyphs.isEmpty else { continue }
            let median = Self.median(glyphs.map { Double(counts[$0].ink) })
            guard Double(counts[i].hot) > Self.hotShare * Double(counts[i].ink) && Double(counts[i].ink) > Self.extraInk * median else { continue }
            // Where the other characters are about as hot, the heat is the display's.
            let shares = glyphs.filter { counts[$0].ink > 0 }.map { Double(counts[$0].hot) / Double(counts[$0].ink) }
            if weighsOthersHeat, !shares.isEmpty,
               Double(counts[i].hot) <= Self.hotterThanOthers * Self.median(shares) * Double(counts[i].ink) { continue }
            out.append(i)
        }
        return out
    }

    /// The middle value of `values` (the upper one of an even count); not empty.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    /// Masked pixels of the cell's box (deskewed, between its top and bottom) and how many of them are
    /// brighter than `hotLevel`.
    func inkCount(_ c: CharacterCell, strip: LineStrip, line: SegmentedLine) -> (ink: Int, hot: Int) {
        let top = c.bottom > c.top ? c.top : Double(line.top)
        let bottom = c.bottom > c.top ? c.bottom : Double(line.bottom)
        var ink = 0, hot = 0
        for y in max(0, Int(top))..<min(strip.height, Int(bottom.rounded(.up))) {
            for xd in Int(c.x0.rounded(.down))..<Int(c.x1.rounded(.up)) {
                let x = line.stripX(Double(xd), Double(y)).roundedInt
                guard x >= 0, x < strip.width, strip.mask[y * strip.width + x] != 0 else { continue }
                ink += 1
                if strip.ink[y * strip.width + x] > Self.hotLevel { hot += 1 }
            }
        }
        return (ink, hot)
    }
}
