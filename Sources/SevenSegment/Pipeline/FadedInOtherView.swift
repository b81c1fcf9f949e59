/// Under the relaxed cross-check (a display the reader found, and the filled look of `hollowLook`) the first
/// look's character stands when the other view of the same pixels does not clearly decode other segments.
/// Glare fading a lit segment into the background makes the first look read a digit as a subset of itself
/// (a 9 as a 5, an 8 as a 0), clearly, while the other view still sees something of the faded segment. The
/// character is not sure where the other view
/// - decodes a digit with every segment of the first look's and more, if not clearly (confidence at least
///   `supersetFloor`), or
/// - decodes the same segments of a full-width digit but is unsure of one the first look has unlit (its
///   level within the decoder's unsure margin of the threshold), and lighting it makes another digit.
///
/// Measured on the rendered health devices read with no quad (harsh seed 1): 19 misreads -> 16, one more
/// reading right; no reading lost on any shared set. A "1" is left to its own rules (the segments a wider
/// digit adds beside the mark are asked there, and clutter beside a mark in the other view is common).
enum FadedInOtherView {
    /// Least confidence of the other view's reading of a digit with more segments that makes the first look's
    /// digit not sure (under the reader's floor: one the other view names clearly already makes them differ).
    static let supersetFloor = 0.35

    /// Indices of the first look's characters that the other view sees a faint further segment in.
    static func suspected(_ first: DecodedLine, other: DecodedLine, sampled: [SampledCell],
                          minimumConfidence: Double) -> [Int] {
        let scale = max(0.15, 0.25 * other.separation)
        let unsure = Float(minimumConfidence) * scale
        var out: [Int] = []
        for i in first.characters.indices where i < other.characters.count && i < sampled.count {
            let a = first.characters[i], b = other.characters[i]
            guard a.character != "_", Charset.digits[a.segments] != nil, sampled[i].cell.kind != .minus else { continue }
            // The other view decodes another digit holding every segment of this one and more, if not clearly.
            if b.segments != a.segments, b.segments.isSuperset(of: a.segments), Charset.digits[b.segments] != nil,
               b.confidence >= supersetFloor {
                out.append(i)
                continue
            }
            // A "1" the other view is unsure of sees clutter beside it there (its own rules ask those segments).
            guard a.segments == b.segments, b.confidence < minimumConfidence, sampled[i].cell.kind == .glyph else { continue }
            var faint: Segments = []
            for k in 0..<7 where !a.segments.contains(Segments.seven[k])
                && other.threshold - sampled[i].levels[k] < unsure {
                faint.insert(Segments.seven[k])
            }
            if !faint.isEmpty && lightsAnotherDigit(a.segments, faint: faint) { out.append(i) }
        }
        return out
    }

    /// Some non-empty part of `faint` added to `shown` makes a digit.
    static func lightsAnotherDigit(_ shown: Segments, faint: Segments) -> Bool {
        let bits = Segments.seven.filter { faint.contains($0) }
        for subset in 1..<(1 << bits.count) {
            var mask = shown
            for (j, s) in bits.enumerated() where subset & (1 << j) != 0 { mask.insert(s) }
            if Charset.digits[mask] != nil { return true }
        }
        return false
    }
}
