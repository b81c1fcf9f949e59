/// A line whose fixed point is optional (a timer that shows 0308 as well as 03.08, its point blinking or
/// off) read without it on the whole frame's chroma or a glowing window (`SevenSegmentReader+FrameLEDRow`).
/// There a point merged into a digit's foot can read as none in a row's tight margins (04.52 read 0452), so
/// such a reading was never taken (`lacksOptionalPoint`): panel-timer's photos of a timer showing no point
/// read right and were refused, 7 of its 25 no-reads with no roi.
///
/// The point is not looked for again; the other rows are asked. Such a reading is held while the search
/// goes on (`PointlessRows`), and taken at its end only where no face read, two rows or more read it alike,
/// and no row of the photo saw a point among the same digits: read them with a point, or refused the same
/// pointless text because its point's place was not dark (`notAllowed`, the interpreter's `pointIsDark`).
/// In 04.52 one row read 0452 complete, another refused 0452 for its point, and a glowing window read 04.52.
/// Switch: `ReaderOptions.holdsPointlessRows`.
extension SevenSegmentReader {
    /// The pointless readings held in one photo's face search, and the signs of a point its rows showed.
    struct PointlessRows {
        /// Least rows that read a held text alike for it to be taken (`ReaderOptions.pointlessRowsAlike`).
        var least: Int
        /// Each held text, with the rows that read it complete.
        var held: [String: (reading: DisplayReading, rows: Int)] = [:]
        /// Digits some row read with a point, or whose pointless text a row refused for its point.
        var pointSeen: Set<String> = []

        /// Notes a row's reading `t` (complete or not) for the signs of a point.
        mutating func note(_ t: DisplayReading) {
            guard t.lines.count == 1, let line = t.lines.first else { return }
            let digits = line.text.filter { $0 != "." }
            guard !digits.isEmpty, !digits.contains("_") else { return }
            if line.text.contains(".") || line.issues.contains(.notAllowed(text: line.text)) { pointSeen.insert(digits) }
        }

        /// Holds `t`, a complete reading without its optional point.
        mutating func hold(_ t: DisplayReading) {
            held[t.text, default: (t, 0)].rows += 1
        }

        /// The held reading to take: the only text held, read by `least` rows or more, its digits
        /// never seen with a point; nil otherwise.
        var taken: DisplayReading? {
            guard held.count == 1, let (text, h) = held.first, h.rows >= least,
                  !pointSeen.contains(text) else { return nil }
            return h.reading
        }
    }
}
