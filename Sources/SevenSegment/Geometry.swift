/// A point in some coordinate space (pixels, or normalised 0...1 where stated).
public struct Point: Equatable, Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
}

/// An axis-aligned rectangle in normalised or pixel units (as the owner documents).
public struct Rect: Equatable, Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var center: Point { Point(x + width / 2, y + height / 2) }
    /// The area this rectangle shares with `other` (0 where they do not meet).
    public func intersectionArea(_ other: Rect) -> Double {
        let w = min(maxX, other.maxX) - max(x, other.x), h = min(maxY, other.maxY) - max(y, other.y)
        return w > 0 && h > 0 ? w * h : 0
    }
    /// True when the rectangle lies inside the unit square 0...1 and has a positive size.
    public var isNormalized: Bool {
        x >= 0 && y >= 0 && width > 0 && height > 0 && maxX <= 1 + 1e-9 && maxY <= 1 + 1e-9
    }
}

/// An integer pixel rectangle.
public struct PixelRect: Equatable, Hashable, Codable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var area: Int { width * height }
    public func clipped(width w: Int, height h: Int) -> PixelRect {
        let x0 = min(max(x, 0), w), y0 = min(max(y, 0), h)
        let x1 = min(max(maxX, 0), w), y1 = min(max(maxY, 0), h)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

/// A quadrilateral: corners in order top-left, top-right, bottom-right, bottom-left.
///
/// Used for the display's outline in a frame, in pixels or normalised to the frame size (0...1),
/// as the API documents. `--roi "x1 y1 x2 y2 x3 y3 x4 y4"` is a normalised quad.
public struct Quad: Equatable, Hashable, Codable, Sendable {
    public var topLeft: Point
    public var topRight: Point
    public var bottomRight: Point
    public var bottomLeft: Point

    public init(topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point) {
        self.topLeft = topLeft; self.topRight = topRight
        self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    /// The quad of an axis-aligned rectangle.
    public init(_ r: Rect) {
        self.init(topLeft: Point(r.x, r.y), topRight: Point(r.maxX, r.y),
                  bottomRight: Point(r.maxX, r.maxY), bottomLeft: Point(r.x, r.maxY))
    }

    /// From 8 numbers x1 y1 ... x4 y4 (TL, TR, BR, BL); nil unless exactly 8.
    public init?(numbers: [Double]) {
        guard numbers.count == 8 else { return nil }
        self.init(topLeft: Point(numbers[0], numbers[1]), topRight: Point(numbers[2], numbers[3]),
                  bottomRight: Point(numbers[4], numbers[5]), bottomLeft: Point(numbers[6], numbers[7]))
    }

    public var corners: [Point] { [topLeft, topRight, bottomRight, bottomLeft] }
    public var numbers: [Double] { corners.flatMap { [$0.x, $0.y] } }

    /// Every corner multiplied by (sx, sy): normalised → pixels with (width, height).
    public func scaled(_ sx: Double, _ sy: Double) -> Quad {
        Quad(topLeft: Point(topLeft.x * sx, topLeft.y * sy), topRight: Point(topRight.x * sx, topRight.y * sy),
             bottomRight: Point(bottomRight.x * sx, bottomRight.y * sy),
             bottomLeft: Point(bottomLeft.x * sx, bottomLeft.y * sy))
    }

    /// Every corner moved `dx` right and `dy` down: a quad found in a crop, in the pixels of the image it
    /// was cut from.
    public func offset(_ dx: Double, _ dy: Double) -> Quad {
        Quad(topLeft: Point(topLeft.x + dx, topLeft.y + dy), topRight: Point(topRight.x + dx, topRight.y + dy),
             bottomRight: Point(bottomRight.x + dx, bottomRight.y + dy), bottomLeft: Point(bottomLeft.x + dx, bottomLeft.y + dy))
    }

    /// The axis-aligned bounding box.
    public var bounds: Rect {
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// Point at (u, v) in the quad's own bilinear coordinates, u, v in 0...1.
    public func point(u: Double, v: Double) -> Point {
        let top = Point(topLeft.x + (topRight.x - topLeft.x) * u, topLeft.y + (topRight.y - topLeft.y) * u)
        let bottom = Point(bottomLeft.x + (bottomRight.x - bottomLeft.x) * u,
                           bottomLeft.y + (bottomRight.y - bottomLeft.y) * u)
        return Point(top.x + (bottom.x - top.x) * v, top.y + (bottom.y - top.y) * v)
    }
}
