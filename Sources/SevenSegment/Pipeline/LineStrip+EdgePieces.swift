/// Bezel and window edges the strip's left border cuts (`LineStrip.cutPieces`) are no characters' ink:
/// where a "1" stands at the strip's left end, the box a full digit would fill reaches over such an edge,
/// and its bars would read as lit there.
extension LineStrip {
    /// The strip with the ink of tall pieces cut by its left border, ending at least a column before
    /// strip column `mark` (the left end of a mark's ink), set to background; nil when there are none.
    /// A piece touching the mark is kept: where the mark ends and the edge begins is not known.
    func clearedOfEdgePieces(before mark: Double) -> LineStrip? {
        let edges = cutPieces.filter { $0.x <= 0 && Double($0.maxX) + 1 <= mark }
        guard !edges.isEmpty else { return nil }
        var out = self
        for p in edges {
            for y in max(0, p.y)..<min(height, p.maxY) {
                for x in 0..<min(width, p.maxX) { out.ink[y * width + x] = 0 }
            }
        }
        return out
    }
}
