import Foundation

/// A given quad drawn turned round a display that stands level in the frame: a box drawn at an angle
/// (by hand, or by a tool that fits turned boxes) round digits that stand upright, so the dewarp turns
/// the digits by the box's angle and the layout's lines, laid level over it, cut across them. Where the
/// quad as given read nothing complete and it stands turned `levelTurn` degrees or more in the frame,
/// the same quad turned level about its centre (its size and shape kept) is read too.
extension SevenSegmentReader {
    /// Least angle (degrees) of a given quad in the frame for its level twin to be read.
    static let levelTurn = 5.0
    /// Most angle (degrees): a box turned further stands on its side (`readSideways`).
    static let levelTurnMost = 80.0

    /// The angle (degrees, clockwise as seen) of the quad's top and bottom sides in the frame, their mean.
    static func turnAngle(_ q: Quad) -> Double {
        let top = atan2(q.topRight.y - q.topLeft.y, q.topRight.x - q.topLeft.x)
        let bottom = atan2(q.bottomRight.y - q.bottomLeft.y, q.bottomRight.x - q.bottomLeft.x)
        return (top + bottom) / 2 * 180 / .pi
    }

    /// `q` turned by `degrees` (clockwise as seen) about the mean of its corners.
    static func turned(_ q: Quad, degrees: Double) -> Quad {
        let cx = q.corners.map(\.x).reduce(0, +) / 4, cy = q.corners.map(\.y).reduce(0, +) / 4
        let t = degrees * .pi / 180, c = cos(t), s = sin(t)
        func turn(_ p: Point) -> Point {
            let dx = p.x - cx, dy = p.y - cy
            return Point(x: cx + c * dx - s * dy, y: cy + s * dx + c * dy)
        }
        return Quad(topLeft: turn(q.topLeft), topRight: turn(q.topRight),
                    bottomRight: turn(q.bottomRight), bottomLeft: turn(q.bottomLeft))
    }

    /// Whether the reading of the quad as given shows it cut across the digits: a line with a character
    /// left unresolved, or fewer characters than the level twin's. A box that read every character and
    /// was refused for another reason (a point it saw lit where the layout has none) keeps its doubt:
    /// its level twin may not see what it saw.
    static func cutAcross(_ given: DisplayReading, level: DisplayReading) -> Bool {
        guard given.lines.count == level.lines.count else { return true }
        return zip(given.lines, level.lines).contains { g, l in
            g.text.isEmpty || g.text.contains("_")
                || g.characters.filter({ $0.character != "." }).count < l.characters.filter({ $0.character != "." }).count
        }
    }

    /// The reading of the given quad turned level in the frame, read under the relaxed cross-check (the
    /// level box is a guess of the reader's, as a found display is); nil where the quad stands level
    /// already, its level twin does not read completely, or the quad as given did not cut across the
    /// digits (`cutAcross`).
    func readLevelled(_ image: GrayImage, layout: DisplayLayout, given quad: Quad, asGiven: DisplayReading) -> DisplayReading? {
        let angle = Self.turnAngle(quad)
        guard options.readsLevelled, abs(angle) >= Self.levelTurn, abs(angle) <= Self.levelTurnMost else { return nil }
        guard let display = DisplayLocator(margin: options.quadMargin).refine(Self.turned(quad, degrees: -angle), in: image)
        else { return nil }
        let r = read(image, layout: layout, display: display.quad, margin: options.quadMargin, crossCheck: .relaxed)
        return r.isComplete && Self.cutAcross(asGiven, level: r) ? r : nil
    }
}
