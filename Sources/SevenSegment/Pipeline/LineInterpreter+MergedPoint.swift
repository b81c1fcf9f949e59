extension LineInterpreter {
    /// Level (a lit segment is about 1) from which the spot where a fixed point belongs counts as lit.
    static let mergedPointLit: Float = 0.5
    /// How far above every other gap's spot the fixed place's spot must be.
    static let mergedPointMargin: Float = 0.3

    /// A fixed-decimals line whose point the segmenter did not cut out (a point touching the next digit,
    /// or merged into the foot of its own): the index of the character the point follows, when the spot at
    /// the layout's place (`decimals` characters from the end) is clearly lit and clearly brighter than the
    /// spot after every other character. A lost or extra character moves the layout's place away from the
    /// lit spot, so the reading is refused as before.
    func mergedPointPlace(_ decoded: DecodedLine, chars: [CharacterReading], layout line: LineLayout) -> Int? {
        guard !line.floatingPoint, line.decimals > 0, chars.count > line.decimals,
              decoded.pointLevels.count == chars.count,
              chars.allSatisfy({ $0.character.isNumber }) else { return nil }
        let k = chars.count - 1 - line.decimals
        let level = decoded.pointLevels[k]
        guard level >= Self.mergedPointLit else { return nil }
        for (i, other) in decoded.pointLevels.enumerated() where i != k {
            if other > level - Self.mergedPointMargin { return nil }
        }
        return k
    }
}
