import Foundation

/// How steeply a box converges: the keystone a display's box takes when photographed at an angle.
///
/// A display seen at an angle makes its box a keystone: the sides nearer the camera longer, the two sides
/// joining them converging. The reader's found regions are blobs of one gray level, and a blob that is no
/// window (a reflection wedge beside a panel's digits, a meter's window and body below it in one region)
/// gives a box no photo of a display makes: two opposite sides converging by `steepAngle` or more while the
/// sides they join differ in length by `steepRatio` or more. Read through such a box the digits are sheared
/// across the segment places (`SevenSegmentReader.refusesKeystone`): an insulation tester's 846 read as 888
/// (its window and the body below in one region: sides 23.5 degrees apart, 1.44 in length), a panel ammeter's
/// 958 as 95 (a reflection wedge beside the digits: 28.6 degrees, 2.49), a synthetic window joined to a wedge
/// 846 as 146 (15 degrees, 1.6). Over every complete reading of the shared sets read with no roi and of the
/// rendered health devices read with no quad (base main), the correct ones stay clear of both limits at once:
/// the steepest in length were 1.41 at 9.4 degrees (a rendered thermometer turned about its upright axis: a
/// wide box's long sides converge by little) and 1.34 at 6.4 degrees, the steepest in angle 1.17 at 19.6 degrees
/// (a panel timer's short LED row, whose short sides swing with a pixel).
extension Quad {
    /// Least angle (degrees) between two converging opposite sides of a steep keystone.
    static let steepAngle = 12.0
    /// Least length ratio of the two sides they join.
    static let steepRatio = 1.4

    /// The keystone: for each pair of opposite sides, the angle between them (degrees) and the length ratio
    /// (longer over shorter, at least 1) of the other pair.
    var keystones: [(angle: Double, ratio: Double)] {
        func angle(_ a: Point, _ b: Point) -> Double { atan2(b.y - a.y, b.x - a.x) * 180 / .pi }
        func between(_ a: Double, _ b: Double) -> Double { let d = abs(a - b).truncatingRemainder(dividingBy: 180); return min(d, 180 - d) }
        func length(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        func ratio(_ a: Double, _ b: Double) -> Double { min(a, b) > 0 ? max(a, b) / min(a, b) : .infinity }
        let top = length(topLeft, topRight), bottom = length(bottomLeft, bottomRight)
        let left = length(topLeft, bottomLeft), right = length(topRight, bottomRight)
        // Left and right converging (their angle), top and bottom then differ in length; and the other way round.
        return [(between(angle(topLeft, bottomLeft), angle(topRight, bottomRight)), ratio(top, bottom)),
                (between(angle(topLeft, topRight), angle(bottomLeft, bottomRight)), ratio(left, right))]
    }

    /// Whether the box converges more steeply than a photo of a display does (see above).
    var isSteepKeystone: Bool {
        keystones.contains { $0.angle >= Self.steepAngle && $0.ratio >= Self.steepRatio }
    }
}

extension SevenSegmentReader {
    /// Whether a reading through the found box or row `quad` is refused as a steep keystone
    /// (`ReaderOptions.refusesSteepKeystones`). Asked of the box each reading came through: a found region may
    /// converge steeply while the row of digits cut out of it does not (a panel's LED row inside a region
    /// taking in the panel's face and the wall below it reads right).
    func refusesKeystone(_ quad: Quad) -> Bool {
        options.refusesSteepKeystones && quad.isSteepKeystone
    }
}
