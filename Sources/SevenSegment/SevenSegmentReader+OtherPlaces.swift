import Foundation

/// A line whose point may stand at other places too (`LineLayout.otherDecimals`, a pump showing 46.61 and
/// 198.6) is read first with its usual place only, and at the other places only when that reads nothing:
/// a digit lost after the point (46.61 seen as 46.6) must not make a second reading that a usual one
/// would contradict. The second reading is made only where the first saw a point mark at one of the other
/// places at all (`PointPlaceProbe`): without one every line reads the same both times, so the second
/// would be the first again. It stands only where the first saw no more characters (`sawMore`).
extension SevenSegmentReader {
    func readOtherPlaces(_ image: GrayImage, layout: DisplayLayout, quad: Quad?) -> DisplayReading {
        var usual = layout
        for i in usual.lines.indices { usual.lines[i].otherDecimals = [] }
        var probed = self
        let probe = PointPlaceProbe(places: Set(layout.lines.flatMap(\.otherDecimals)))
        probed.pointPlaceProbe = probe
        let first = probed.readPlaces(image, layout: usual, quad: quad)
        if first.isComplete || !probe.seen { return first }
        let other = readPlaces(image, layout: layout, quad: quad)
        return other.isComplete && !Self.sawMore(first, than: other) ? other : first
    }

    /// Whether a reading saw more characters on some line than another (points aside): where the usual
    /// place's reading of the display saw more (143.0_), the other place's reading (143.0) lost a digit
    /// after its point (143.01 whose last 1 was cut off with the display's box), and does not stand.
    static func sawMore(_ a: DisplayReading, than b: DisplayReading) -> Bool {
        zip(a.lines, b.lines).contains { seenCharacters($0) > seenCharacters($1) }
    }
}

/// Whether any line read so far showed a point mark with one of `places` digits after it (the places a
/// fixed point may take besides its usual one). Shared by the copies of one reader over one reading.
final class PointPlaceProbe: @unchecked Sendable {
    let places: Set<Int>
    private let lock = NSLock()
    private var marked = false

    init(places: Set<Int>) { self.places = places }

    var seen: Bool { lock.lock(); defer { lock.unlock() }; return marked }

    /// Notes the cells' point marks (a mark after the last cell has no digits after it: no place).
    func note(_ cells: [CharacterCell]) {
        let n = cells.count
        guard cells.indices.contains(where: { cells[$0].point && $0 < n - 1 && places.contains(n - 1 - $0) }) else { return }
        lock.lock(); marked = true; lock.unlock()
    }
}
