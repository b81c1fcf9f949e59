/// Per-character confusion counts: expected character → read character → count.
///
/// Built from pairs of texts of the same length (label and compared reading), position by position;
/// pairs of different lengths say nothing about single characters and are only counted in
/// `lengthMismatches`. The diagonal (correct characters) is kept so per-character accuracy can be given.
public struct ConfusionTable: Equatable, Sendable, Codable {
    public struct Cell: Equatable, Sendable, Codable {
        public var expected: String
        public var read: String
        public var count: Int
    }

    public private(set) var counts: [Character: [Character: Int]] = [:]
    public private(set) var lengthMismatches = 0

    public init() {}

    /// Adds the characters of `read` against `expected` when both have the same length.
    public mutating func add(expected: String, read: String) {
        let e = Array(expected), r = Array(read)
        guard !r.isEmpty else { return }
        guard e.count == r.count else { lengthMismatches += 1; return }
        for (a, b) in zip(e, r) { counts[a, default: [:]][b, default: 0] += 1 }
    }

    public mutating func merge(_ other: ConfusionTable) {
        for (a, row) in other.counts { for (b, n) in row { counts[a, default: [:]][b, default: 0] += n } }
        lengthMismatches += other.lengthMismatches
    }

    public func count(expected: Character, read: Character) -> Int { counts[expected]?[read] ?? 0 }

    /// Off-diagonal cells (expected ≠ read), most frequent first, then by characters.
    public var confusions: [Cell] {
        var cells: [Cell] = []
        for (a, row) in counts { for (b, n) in row where a != b { cells.append(Cell(expected: String(a), read: String(b), count: n)) } }
        return cells.sorted { ($0.count, $1.expected, $1.read) > ($1.count, $0.expected, $0.read) }
    }

    /// Characters compared, right and total, per expected character (sorted).
    public var perCharacter: [(character: Character, correct: Int, total: Int)] {
        counts.keys.sorted().map { c in
            let row = counts[c] ?? [:]
            return (c, row[c] ?? 0, row.values.reduce(0, +))
        }
    }

    /// A text matrix: rows are expected characters, columns read characters ('.' for zero).
    public func matrix() -> String {
        let rows = counts.keys.sorted()
        let cols = Set(counts.values.flatMap(\.keys)).sorted()
        guard !rows.isEmpty else { return "(no characters compared)\n" }
        let width = max(3, String(counts.values.flatMap(\.values).max() ?? 0).count + 1)
        func pad(_ s: String) -> String { String(repeating: " ", count: max(0, width - s.count)) + s }
        var out = "exp\\read" + cols.map { pad(String($0)) }.joined() + "\n"
        for r in rows {
            out += String(repeating: " ", count: 7) + String(r)
            out += cols.map { c in
                let n = counts[r]?[c] ?? 0
                return pad(n == 0 ? "." : String(n))
            }.joined() + "\n"
        }
        return out
    }

    enum CodingKeys: String, CodingKey { case confusions, lengthMismatches, characters }

    struct CharStat: Codable { var character: String; var correct: Int; var total: Int }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(confusions, forKey: .confusions)
        try c.encode(lengthMismatches, forKey: .lengthMismatches)
        try c.encode(perCharacter.map { CharStat(character: String($0.character), correct: $0.correct, total: $0.total) },
                     forKey: .characters)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        lengthMismatches = try c.decode(Int.self, forKey: .lengthMismatches)
        for cell in try c.decode([Cell].self, forKey: .confusions) {
            if let a = cell.expected.first, let b = cell.read.first { counts[a, default: [:]][b] = cell.count }
        }
        for s in try c.decode([CharStat].self, forKey: .characters) {
            if let a = s.character.first, s.correct > 0 { counts[a, default: [:]][a] = s.correct }
        }
    }
}
