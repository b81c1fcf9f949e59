import Foundation

/// A crop taken at an angle: the display's digits stand turned in the frame (a phone held askew, a
/// crop cut along a tilted display), so the layout's lines, laid level over the frame, cut through
/// them. When nothing else read, the frame is read once more turned so the digits stand upright.
///
/// The angle is the one the digits' edges run at (`GrayImage.strokeDirections`): the two strongest
/// edge directions, those of the bars and of the uprights (apart by the digits' slant); the frame is
/// turned by each that is at least `minimumTurn` off the axes (a smaller tilt the reader follows by
/// itself, and a level crop's edges run along the axes). The turned frame is read as a crop of the
/// display only: its whole-frame reading, under the relaxed cross-check, whose digits fill their lines
/// or whose implied display reads the same (`standsForDisplay`); no display is looked for inside it
/// (on a photo of a whole meter, the turned body, buttons and window hold many display-like parts).
/// Each is also tried `ReaderOptions.turnSpread` degrees either way (the measured peak is only that sure); every
/// angle that reads must read the same. The direction the edges line up along most
/// (`GrayImage.alignedDirection`, the digits' bars in a row) is tried as well, with its spread, where
/// it lies `alignedApart` degrees or more from both measured directions:
/// on a crop of thin slanted digits the two histogram peaks can lie on the uprights and a few degrees
/// off the bars, where no turn reads.
extension SevenSegmentReader {
    /// Least tilt (degrees) off the axes the frame is turned by.
    static let minimumTurn = 15.0

    /// Longest side (pixels) of the frame as turned: a larger frame (a photo) is shrunk first. The turned
    /// frame is read as the display itself, dewarped to `ReaderOptions.lineHeight` pixels a line, so
    /// nothing the reading needs is lost, and the edge directions are measured on as many pixels as a
    /// crop has.
    static let turnedSide = 640

    /// Least distance (degrees) of the aligned direction from both measured ones for it to be tried too
    /// (closer, the spread around them already turns the frame there).
    static let alignedApart = 3.0

    /// The angles the frame is turned by: each measured direction and `spread` degrees either side of
    /// it (`ReaderOptions.turnSpread`): the edge-direction histogram's peak is a degree wide and
    /// blurred, and a few degrees off, the digits' cells take in a neighbour's corner or miss a
    /// segment's end.
    static func turns(_ directions: (first: Double, second: Double), spread: Double) -> [Double] {
        turns([directions.first, directions.second], spread: spread)
    }

    /// Each of `directions` and `spread` degrees either side of it.
    static func turns(_ directions: [Double], spread: Double) -> [Double] {
        guard spread > 0 else { return directions }
        return directions.flatMap { [$0, $0 - spread, $0 + spread] }
    }

    func readTurnedUpright(_ frame: GrayImage, layout: DisplayLayout) -> DisplayReading? {
        guard options.turnsUpright else { return nil }
        let image = frame.shrunk(atMost: Self.turnedSide)
        guard let directions = image.strokeDirections else { return nil }
        let fill = image.sideLevels.dark
        var readings: [DisplayReading] = []
        var angles = Self.turns(directions, spread: options.turnSpread)
        if let aligned = image.alignedDirection,
           min(abs(aligned - directions.first), abs(aligned - directions.second)) >= Self.alignedApart {
            angles += Self.turns([aligned], spread: options.turnSpread)
        }
        for angle in angles where abs(angle) >= Self.minimumTurn {
            let turned = image.rotated(degrees: -angle, fill: fill)
            let whole = Quad(Rect(x: 0, y: 0, width: Double(turned.width), height: Double(turned.height)))
            var r = read(turned, layout: layout, display: whole, margin: 0, crossCheck: .relaxed)
            guard r.isComplete, standsForDisplay(r, image: turned, layout: layout, margin: 0) else { continue }
            // The turned frame's corners in the frame: the quad the reading stands for.
            let s = Double(frame.width) / Double(image.width)
            r.quad = Self.turnedBack(whole, angle: -angle, turned: turned, image: image).scaled(s, s)
            readings.append(r)
        }
        guard let first = readings.first, readings.allSatisfy({ $0.text == first.text }) else { return nil }
        return first
    }

    /// The corners of `quad` (in the frame turned by `angle` degrees, `turned`) in `image`'s pixels.
    static func turnedBack(_ quad: Quad, angle: Double, turned: GrayImage, image: GrayImage) -> Quad {
        let t = angle * Double.pi / 180, c = cos(t), s = sin(t)
        let cx = Double(image.width - 1) / 2, cy = Double(image.height - 1) / 2
        let ocx = Double(turned.width - 1) / 2, ocy = Double(turned.height - 1) / 2
        func back(_ p: Point) -> Point {
            let dx = p.x - ocx, dy = p.y - ocy
            return Point(x: c * dx + s * dy + cx, y: -s * dx + c * dy + cy)
        }
        return Quad(topLeft: back(quad.topLeft), topRight: back(quad.topRight),
                    bottomRight: back(quad.bottomRight), bottomLeft: back(quad.bottomLeft))
    }
}
