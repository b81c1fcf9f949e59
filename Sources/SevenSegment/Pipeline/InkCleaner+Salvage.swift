/// Digits merged with clutter: on a dim display a reflection or the window's shading is ink too, and a
/// digit touching it is dropped with it (`InkCleaner.clean` judges whole pieces). Within such a piece the
/// segments stand out from the clutter (they are darker, or lighter, than any shading): its pixels are
/// split again at their own Otsu threshold, and the pieces of the stronger part that then pass the
/// cleaner, away from the strip's border, are put back.
///
/// Only pieces wider than the strip is tall are looked into (wider than any digit: clutter with digits
/// merged into it; a digit cut by the frame's side is dropped alone), and digits joined to grain along
/// the top or bottom border (`borderJoined`). Nothing is put back when a
/// digit-sized piece is still dropped after the split (a digit cut by the frame, or still merged with
/// clutter): the rest would read a character short. Thin upright slivers are not put back either: a
/// window's edge looks just like a 1 there (a lost leading 1 is caught by `LeadingInk`, the strip's ink
/// still showing it).
extension InkCleaner {
    static func salvage(_ mask: inout [UInt8], raw: [UInt8], contrast d: [Int32], width w: Int, height h: Int) {
        var labels: [Int32] = []
        let comps = components(raw, width: w, height: h, labels: &labels)
        let n = w * h
        precondition(mask.count >= n && labels.count >= n && d.count >= n, "a \(w)x\(h) strip's arrays")
        // The loops over the strip's pixels read and write through buffer pointers (labels are 0 or a
        // component's number, so every table index is in range).
        var kept = [Bool](repeating: false, count: comps.count + 1)
        mask.withUnsafeBufferPointer { mask in
            labels.withUnsafeBufferPointer { labels in
                kept.withUnsafeMutableBufferPointer { kept in
                    for i in 0..<n where mask[i] != 0 && labels[i] != 0 { kept[Int(labels[i])] = true }
                }
            }
        }
        var look = [Bool](repeating: false, count: comps.count + 1)
        for (k, c) in comps.enumerated() where !kept[k + 1] && (c.width >= h || borderJoined(c, width: w, height: h)) { look[k + 1] = true }
        var values: [Int32] = []
        labels.withUnsafeBufferPointer { labels in
            look.withUnsafeBufferPointer { look in
                d.withUnsafeBufferPointer { d in
                    for i in 0..<n where labels[i] != 0 && look[Int(labels[i])] { values.append(d[i]) }
                }
            }
        }
        guard values.count >= 20, let split = LocalContrast.otsu(values) else { return }
        // A digit joined to border grain: the grain is what falls below the split, along the border. A
        // piece losing ink in the strip's middle rows is no such digit (glare over a segment of it).
        var middleWeak = [Int](repeating: 0, count: comps.count + 1)
        labels.withUnsafeBufferPointer { labels in
            look.withUnsafeBufferPointer { look in
                d.withUnsafeBufferPointer { d in
                    middleWeak.withUnsafeMutableBufferPointer { middleWeak in
                        for i in 0..<n where labels[i] != 0 && look[Int(labels[i])] && d[i] <= split.value {
                            let y = i / w
                            if 5 * y >= h && 5 * y < 4 * h { middleWeak[Int(labels[i])] += 1 }
                        }
                    }
                }
            }
        }
        for (k, c) in comps.enumerated() where look[k + 1] && c.width < h && middleWeak[k + 1] > c.area / 20 { look[k + 1] = false }
        var strong = [UInt8](repeating: 0, count: n)
        labels.withUnsafeBufferPointer { labels in
            look.withUnsafeBufferPointer { look in
                d.withUnsafeBufferPointer { d in
                    strong.withUnsafeMutableBufferPointer { strong in
                        for i in 0..<n where labels[i] != 0 && look[Int(labels[i])] && d[i] > split.value { strong[i] = 1 }
                    }
                }
            }
        }
        let before = strong
        clean(&strong, width: w, height: h)
        // A digit-sized piece the cleaner still drops cannot be put back: nothing is.
        var beforeLabels: [Int32] = []
        let pieces0 = components(before, width: w, height: h, labels: &beforeLabels)
        var survived = [Bool](repeating: false, count: pieces0.count + 1)
        for i in 0..<(w * h) where strong[i] != 0 && beforeLabels[i] != 0 { survived[Int(beforeLabels[i])] = true }
        for (k, c) in pieces0.enumerated() where !survived[k + 1] {
            if Double(c.height) >= 0.5 * Double(h) && Double(c.width) >= 0.15 * Double(h) && 5 * c.width >= c.height { return }
        }
        var pieceLabels: [Int32] = []
        let pieces = components(strong, width: w, height: h, labels: &pieceLabels)
        var keep = [Bool](repeating: false, count: pieces.count + 1)
        for (k, c) in pieces.enumerated() {
            let clear = c.minX > 0 && c.minY > 0 && c.maxX < w - 1 && c.maxY < h - 1
            let sliver = 5 * c.width < c.height
            keep[k + 1] = clear && !sliver && Double(c.height) >= salvageHeight * Double(h)
        }
        for i in 0..<(w * h) where pieceLabels[i] != 0 && keep[Int(pieceLabels[i])] { mask[i] = 1 }
    }

    /// Smallest height (a share of the strip's) of a piece put back: a segment, not a speck.
    static let salvageHeight = 0.1
}
