/// When a second look at a line (another way of separating ink from background) may replace a first look
/// that did not read completely.
///
/// The second look may not find fewer characters than the first (it lost some).
/// Where both looks found the same number of characters, the first must not contradict the second: a
/// character it resolved must be the same, and where it could not resolve one, no segment it saw lit or
/// nearly lit may be unlit in the second's character (a faint segment the first look missed is what a
/// second look is for; one the second drops is a digit read as a smaller one, an 8 as a 0), and the
/// second may light at most one segment the first saw clearly off (bar response lighting two is inventing
/// them: a 5 read as 8).
public enum SecondLook {
    /// Lowest character confidence of a second look that the first cannot check (it saw other characters).
    public static let aloneConfidence = 0.75

    public static func accepts(_ second: LineReading, after first: LineReading) -> Bool {
        guard second.isComplete else { return false }
        // Fewer characters than the first look saw: the second lost some ("108" read as "1").
        guard second.characters.count >= first.characters.count else { return false }
        // More characters than the first look saw: nothing to check them against, so they must be clear.
        guard first.characters.count == second.characters.count else { return second.confidence >= aloneConfidence }
        for (f, s) in zip(first.characters, second.characters) {
            // A small decimal the first look left in a full-size box (a unit label above it joined it):
            // its segments were sampled in another box and say nothing of the second's.
            if smallInOtherBox(f, s) { continue }
            if f.character != "_" {
                if f.character != s.character { return false }
            } else if let m = Charset.mask(of: s.character), !f.segments.union(f.faint).subtracting(m).isEmpty
                        || m.subtracting(f.segments.union(f.faint)).rawValue.nonzeroBitCount > 1 {
                return false
            }
        }
        return true
    }

    /// Whether `second` is a small decimal (`CharacterReading.small`, marked where
    /// `ReaderOptions.comparesSmallDecimalsApart`) that the first look left unresolved in a full-size box
    /// holding it.
    static func smallInOtherBox(_ first: CharacterReading, _ second: CharacterReading) -> Bool {
        guard second.small, !first.small, first.character == "_",
              let a = first.cell, let b = second.cell else { return false }
        return a.x <= b.x + 1 && a.maxX + 1 >= b.maxX
    }
}
