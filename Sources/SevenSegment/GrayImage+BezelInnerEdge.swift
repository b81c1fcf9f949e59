/// A light panel's dark side bezel painted over only up to its inner edge.
///
/// `sideBezelsFilled` paints every dark piece standing along the frame's left or right side. A digit
/// pressed against the bezel (its right bars touching the bezel's inner edge on a binarised crop) is
/// part of that piece and is painted over with it: an 8 loses its right side and reads nothing. Here
/// each such piece is painted only from its side to its inner edge: a low quantile (`bezelEdgeQuantile`),
/// over the rows where the piece touches that side, of how far it runs in from the side, plus `bezelEdgeMargin` pixels. What
/// stands further in (the digit joined to it) stays.
extension GrayImage {
    /// The image with each side bezel (as `sideBezelsFilled` finds them) painted `fill` only up to its
    /// inner edge; nil when there is none, or when no piece reaches past its inner edge (the whole piece
    /// painted is then `sideBezelsFilled`'s look already).
    func sideBezelsFilledToInnerEdge(fill: UInt8) -> GrayImage? {
        guard let (labels, _) = darkPieces() else { return nil }
        let least = Int((Self.bezelRows * Double(height)).rounded(.up))
        var out = self
        var paintedAny = false, leftInside = false
        for fromLeft in [true, false] {
            // Each piece touching this side: how far it runs in from the side, per row it touches.
            var runs: [Int32: [Int]] = [:]
            for y in 0..<height {
                let row = y * width
                let l = labels[fromLeft ? row : row + width - 1]
                guard l > 0 else { continue }
                var n = 0
                while n < width, labels[row + (fromLeft ? n : width - 1 - n)] == l { n += 1 }
                runs[l, default: []].append(n)
            }
            for (l, r) in runs where r.count >= least {
                let edge = min(width, r.sorted()[Int(Self.bezelEdgeQuantile * Double(r.count - 1))] + Self.bezelEdgeMargin)
                for y in 0..<height {
                    let row = y * width
                    for k in 0..<edge {
                        let i = row + (fromLeft ? k : width - 1 - k)
                        if labels[i] == l { out.pixels[i] = fill; paintedAny = true }
                    }
                }
                // Whether any of the piece lies further in than the edge.
                for y in 0..<height where !leftInside {
                    let row = y * width
                    for k in edge..<width where labels[row + (fromLeft ? k : width - 1 - k)] == l { leftInside = true; break }
                }
            }
        }
        return paintedAny && leftInside ? out : nil
    }

    /// Which low quantile of a bezel's runs in from its side is taken for its inner edge: a digit joined
    /// to the bezel over more than half its rows (an 8's two right bars) must not move the edge.
    static let bezelEdgeQuantile = 0.2
    /// Pixels past that inner edge still painted as bezel (its edge is ragged on a binarised crop).
    static let bezelEdgeMargin = 1
}
