import SevenSegment

/// One frame as the session remembers it.
struct Observation: Sendable {
    var index: Int
    var timestamp: Double
    /// The reading's text when it is a complete, confident vote; nil otherwise.
    var vote: String?
    /// Per layout line: the characters read ("_" unresolved), for the partial text.
    var lineTexts: [[Character]]
    var confidence: Double
    var sharpness: Double?
    /// Kept only for votes (the final reading and its crop come from one of them).
    var reading: DisplayReading?
}

/// The last `capacity` observations: a fixed-size ring, so a session's memory does not grow with
/// the number of frames.
struct VoteWindow: Sendable {
    let capacity: Int
    private var storage: [Observation] = []
    private var head = 0

    init(capacity: Int) {
        self.capacity = capacity
        storage.reserveCapacity(capacity)
    }

    mutating func append(_ o: Observation) {
        if storage.count < capacity {
            storage.append(o)
        } else {
            storage[head] = o
            head = (head + 1) % capacity
        }
    }

    mutating func removeAll() { storage.removeAll(keepingCapacity: true); head = 0 }

    /// Oldest first.
    var observations: [Observation] {
        storage.count < capacity ? storage : Array(storage[head...] + storage[..<head])
    }

    var count: Int { storage.count }

    /// Complete votes per text.
    func tally() -> [String: (count: Int, newest: Int, oldestTimestamp: Double)] {
        var t: [String: (count: Int, newest: Int, oldestTimestamp: Double)] = [:]
        for o in storage {
            guard let v = o.vote else { continue }
            if let e = t[v] {
                t[v] = (e.count + 1, max(e.newest, o.index), min(e.oldestTimestamp, o.timestamp))
            } else {
                t[v] = (1, o.index, o.timestamp)
            }
        }
        return t
    }

    /// Per-character majority for layout line `line`: readings of the most common length vote per
    /// position; unresolved characters do not vote; a character needs more than half of the votes at
    /// its position, and its confidence is its share of all readings of that length.
    func partialLine(_ line: Int) -> (text: [Character], confidences: [Double]) {
        let texts = observations.compactMap { $0.lineTexts.count > line ? $0.lineTexts[line] : nil }.filter { !$0.isEmpty }
        guard !texts.isEmpty else { return ([], []) }
        var lengths: [Int: (count: Int, last: Int)] = [:]
        for (i, t) in texts.enumerated() { lengths[t.count] = ((lengths[t.count]?.count ?? 0) + 1, i) }
        let length = lengths.max { a, b in a.value.count != b.value.count ? a.value.count < b.value.count : a.value.last < b.value.last }!.key
        let group = texts.filter { $0.count == length }
        var text: [Character] = [], confidences: [Double] = []
        for p in 0..<length {
            var counts: [Character: Int] = [:], resolved = 0
            for t in group where t[p] != "_" { counts[t[p], default: 0] += 1; resolved += 1 }
            if let best = counts.max(by: { $0.value < $1.value }), best.value * 2 > resolved {
                text.append(best.key)
                confidences.append(Double(best.value) / Double(group.count))
            } else {
                text.append("_")
                confidences.append(0)
            }
        }
        return (text, confidences)
    }
}
