/// A dark bezel standing along a side of a crop whose display is a light panel with dark digits.
extension GrayImage {
    /// The image with every dark piece that stands along its left or right side through most of its
    /// height (`bezelRows` of the rows touch that side) painted `fill`; nil when there is none.
    func sideBezelsFilled(fill: UInt8) -> GrayImage? {
        guard let (labels, count) = darkPieces() else { return nil }
        var leftRows = [Int](repeating: 0, count: count + 1), rightRows = leftRows
        for y in 0..<height {
            let l = Int(labels[y * width]), r = Int(labels[y * width + width - 1])
            if l > 0 { leftRows[l] += 1 }
            if r > 0 { rightRows[r] += 1 }
        }
        let least = Int((Self.bezelRows * Double(height)).rounded(.up))
        let bezels = Set((1...count).filter { leftRows[$0] >= least || rightRows[$0] >= least })
        guard !bezels.isEmpty else { return nil }
        var out = self
        for i in labels.indices where bezels.contains(Int(labels[i])) { out.pixels[i] = fill }
        return out
    }

    /// The dark pieces (at most Otsu's level) of a frame at least 8 pixels each way: each pixel's piece
    /// label (0 = light) and the number of pieces; nil when there is none.
    func darkPieces() -> (labels: [Int32], count: Int)? {
        guard width >= 8, height >= 8 else { return nil }
        let t = otsuLevel
        let mask = pixels.map { $0 <= t ? UInt8(1) : 0 }
        var labels: [Int32] = []
        let comps = InkCleaner.components(mask, width: width, height: height, labels: &labels)
        return comps.isEmpty ? nil : (labels, comps.count)
    }

    /// Share of the rows a dark piece must touch the side in to be a bezel.
    static let bezelRows = 0.8
}
