extension LineInterpreter {
    /// Level from which a point under a foot (`pointUnderFoot`) counts as lit: its half-stroke square lies
    /// on the point itself, so most of a lit segment's level (a bare foot's blur reads 0.3 at most on the
    /// timer photos, stray ink beside a found 7 up to 0.53).
    static let footPointLit: Float = 0.75

    /// The level of a point merged under the foot of character `k` (`SegmentSampler.footReach`), or 0:
    /// only for a digit with a lower right segment and no bottom bar (a 1, 4, 7 or a tailless 9), whose
    /// stroke's foot, unlit beside, ends straight below its edge. Such a point sits where the character's
    /// width hardly grows (a 7 or 1 is narrower than a full digit anyway), so `widened` cannot see it;
    /// lit half a stroke beyond the stroke's edge in the foot only, the foot itself shows it.
    func pointUnderFoot(_ decoded: DecodedLine, chars: [CharacterReading], at k: Int) -> Float {
        guard k >= 0, k < chars.count, decoded.footReaches.count == chars.count else { return 0 }
        let s = chars[k].segments
        guard s.contains(.c), !s.contains(.d) else { return 0 }
        return decoded.footReaches[k]
    }
}
