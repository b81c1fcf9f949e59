/// The words a line's layout allows (HI, LO, Err) read as whole lines, and readings a word could be.
extension LineInterpreter {
    /// The allowed word the characters spell, comparing segment masks (O/0 and I/1 share theirs; I may
    /// be the left or the right pair of verticals). A word has no decimal point and no unresolved letter.
    func matchWord(_ chars: [CharacterReading], cells: [CharacterCell], words: [DisplayWord]) -> DisplayWord? {
        for w in words {
            let letters = Array(w.rawValue)
            guard letters.count == chars.count else { continue }
            var ok = true
            for (i, l) in letters.enumerated() {
                let seen = chars[i].segments
                let fits = Charset.letters.contains { $0.value == l && $0.key == seen }
                if !fits || cells[i].point || chars[i].character == "_" { ok = false; break }
            }
            if ok { return w }
        }
        return nil
    }

    /// Position of a "1" with a point touching its foot where an allowed word of the same length has an
    /// L: an L whose foot blurred into a dot-sized blob looks exactly like that, so the digits are not
    /// sure ("LO" must not read as 1.0 or 10).
    func footlessL(_ cells: [CharacterCell], words: [DisplayWord]) -> DisplayWord? {
        for w in words {
            let letters = Array(w.rawValue)
            guard letters.count == cells.count else { continue }
            for (i, l) in letters.enumerated() where l == "L" && cells[i].kind == .narrow && cells[i].pointTouches {
                return w
            }
        }
        return nil
    }
}
