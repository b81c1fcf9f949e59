import SevenSegment

/// Disturbs a region of interest the way a person lining up a meter would: the quad is enlarged by
/// `enlarge` (10%) about its centre and shifted by up to `shift` (3%) of its width and height, with
/// numbers drawn from a generator seeded by the run's seed and the image's index, so the result does
/// not depend on the order in which images are processed.
public struct RoiJitter: Equatable, Sendable {
    public var seed: UInt64
    public var enlarge: Double
    public var shift: Double

    public init(seed: UInt64, enlarge: Double = 0.10, shift: Double = 0.03) {
        self.seed = seed; self.enlarge = enlarge; self.shift = shift
    }

    /// The jittered quad for image number `index` (same units as `quad`).
    public func apply(to quad: Quad, index: Int) -> Quad {
        var g = SeededRandom(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93))
        _ = g.next()
        let c = Point(quad.corners.map(\.x).reduce(0, +) / 4, quad.corners.map(\.y).reduce(0, +) / 4)
        let b = quad.bounds
        let dx = g.uniform(-shift...shift) * b.width
        let dy = g.uniform(-shift...shift) * b.height
        let s = 1 + enlarge
        func move(_ p: Point) -> Point { Point(c.x + (p.x - c.x) * s + dx, c.y + (p.y - c.y) * s + dy) }
        return Quad(topLeft: move(quad.topLeft), topRight: move(quad.topRight),
                    bottomRight: move(quad.bottomRight), bottomLeft: move(quad.bottomLeft))
    }
}
