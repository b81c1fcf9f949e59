@testable import SevenSegment

/// A timer's four-digit line with an optional point (`OptionalMergedPointTests`, `BlurredPointTests`): glyph
/// cells 24 px wide (stroke 5), `extra` px added to the width of each, decoded as `text` with the point
/// spots `levels` and the unlit segments' `glow`, interpreted by `interpreter`.
enum MergedPointLine {
    static let line = LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 4, decimals: 2,
                                 polarity: .lightOnDark, minimumDigits: 4, optionalPoint: true, leadingZeros: true)

    static func interpret(_ text: String, levels: [Float], extra: [Double], glow: Float, separation: Float = 1,
                          interpreter: LineInterpreter = LineInterpreter()) -> LineReading {
        var cells: [CharacterCell] = []
        for i in 0..<4 {
            let x0 = Double(i * 34)
            let x1 = x0 + 24 + extra[i]
            cells.append(CharacterCell(kind: .glyph, x0: x0, x1: x1, inkX0: x0, inkX1: x1, point: false))
        }
        let chars = text.map { CharacterReading(character: $0, confidence: 1) }
        let segmented = SegmentedLine(shear: 0, top: 0, bottom: 40, digitWidth: 24, stroke: 5, bar: 5, cells: cells,
                                      gapAfter: nil, leadingPoint: false)
        var decoded = DecodedLine(characters: chars, issues: [], separation: separation, pointLevels: levels)
        decoded.unlitGlow = glow
        return interpreter.interpret(decoded, cells: cells, segmented: segmented, layout: line)
    }
}
