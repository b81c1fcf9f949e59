import Foundation

/// A dark display window joined to a shadow (the photographer's, or a hand's, falling across the light
/// panel up to the window) is one dark region at the frame's level, and its corner quad is a wedge from the
/// window's far corners to the shadow's: read, it holds no row of digits (fuel-pump photos read with no roi:
/// the window at gray 28, the shadow at 69, the paint at 169).
///
/// The shadow is paint in the shade, the window a dark glass: the window is clearly darker than the shadow
/// it is joined to. So a dark region whose corner quad is no display-like box (it fills the quad poorly, or
/// two opposite sides converge: `darkerWindowAngle`) is split once more at its own pixels' Otsu level,
/// where the two levels lie far apart (`darkerWindowGap`) and each holds a good share of the region
/// (`darkerWindowShare`); the darker parts are candidates as any found region is. Unlike
/// `DisplayLocator+Core` (the largest rectangle inside the region, which in a shadow joined along the
/// window's whole side is the shadow), the window's own edges are where its level changes.
/// Read only where no region found read, whole (`ReaderOptions.findsDarkerWindows`, off: the windows it
/// finds on the fuel pumps are too dim and shaded to read yet; on, no gate row changes, and the rendered
/// devices read with no quad under harsh perturbation gain 9 readings and one misread).
extension DisplayLocator {
    /// Least angle (degrees) between two opposite sides of a region's corner quad for it to be looked into
    /// (a window photographed at an angle converges by a few degrees; a wedge from a window to a shadow
    /// on the frame's border, by 11 or more).
    static let darkerWindowAngle = 8.0
    /// Least gap between the mean levels of a region's two classes (the window's and the shadow's).
    static let darkerWindowGap = 25.0
    /// Least share of the region each class must hold.
    static let darkerWindowShare = 0.15

    /// Whether a dark region's corner quad `quad`, filling `rectangularity` of it, is looked into.
    static func looksJoined(_ quad: Quad, rectangularity: Double) -> Bool {
        rectangularity < coreRectangularity || quad.keystones.contains { $0.angle >= darkerWindowAngle }
    }

    /// The darker class of component `id`'s pixels (in `small`, whose labels are `labels`) as a mask of
    /// the whole small frame, or nil when the region's levels do not split into two far-apart classes.
    func darkerPart(_ small: GrayImage, labels: [Int32], id: Int32, comp c: InkCleaner.Component) -> [UInt8]? {
        let w = small.width
        var hist = [Int](repeating: 0, count: 256)
        for y in c.minY...c.maxY { for x in c.minX...c.maxX where labels[y * w + x] == id { hist[Int(small[x, y])] += 1 } }
        let level = Int(ImageMeasures.otsu(hist))
        var n0 = 0, s0 = 0.0, n1 = 0, s1 = 0.0
        for v in 0..<256 {
            if v <= level { n0 += hist[v]; s0 += Double(v * hist[v]) } else { n1 += hist[v]; s1 += Double(v * hist[v]) }
        }
        let total = Double(n0 + n1)
        guard n0 > 0, n1 > 0, Double(n0) >= Self.darkerWindowShare * total, Double(n1) >= Self.darkerWindowShare * total,
              s1 / Double(n1) - s0 / Double(n0) >= Self.darkerWindowGap else { return nil }
        var mask = [UInt8](repeating: 0, count: w * small.height)
        for y in c.minY...c.maxY {
            for x in c.minX...c.maxX where labels[y * w + x] == id && Int(small[x, y]) <= level { mask[y * w + x] = 1 }
        }
        return mask
    }
}

extension DisplayLocator {
    /// The candidates among the pieces of `part` (a mask of the small frame, `frame` its size) holding at
    /// most `darkerWindowMostShare` of their region's `region` pixels: each a found region as any other,
    /// its digits and reflections (holes in it) counted as its own.
    func darkerCandidates(_ part: [UInt8], frame: (w: Int, h: Int), layout: DisplayLayout, factor: Int, region: Int) -> [LocatedDisplay] {
        let (w, h) = frame
        var labels: [Int32] = []
        var out: [LocatedDisplay] = []
        for (k, c) in InkCleaner.components(part, width: w, height: h, labels: &labels).enumerated() {
            guard Double(c.width) >= Double(w) * 0.12, Double(c.height) >= Double(h) * 0.06, c.area >= 150,
                  let quad = cornerQuad(labels, id: Int32(k + 1), comp: c, width: w) else { continue }
            let filled = Self.filledArea(labels, id: Int32(k + 1), comp: c, width: w)
            guard Double(filled) <= Self.coreMostShare * Double(region) else { continue }
            let sides = [c.minX == 0, c.minY == 0, c.maxX == w - 1, c.maxY == h - 1].filter { $0 }.count
            if let d = candidate(quad, area: filled, sides: sides, frame: frame, layout: layout, factor: factor, placed: { quad }) {
                out.append(d)
            }
        }
        return out
    }
}
