/// A given display turned on its side: the device mounted, or the phone held, a right angle round, so
/// the quad given around the display stands taller than wide while the layout's display is wide. Read
/// level, its lines cut across the digits and nothing reads; read with the quad's corners taken a
/// quarter turn round (the display's top along the quad's right or left side) it is the display as
/// the layout has it.
///
/// Only where the quad as given did not read completely. Both quarter turns are read: one of them has
/// the digits upside down, and a seven-segment line turned half round can read as another number (0, 1,
/// 2, 5, 8 stay digits); a reading stands only where no other turn reads completely to another text.
extension SevenSegmentReader {
    /// Least width-to-height ratio of the layout's display for a taller-than-wide quad to be taken for a
    /// display on its side (a squarish display gives no sure sense of up).
    static let sidewaysLayoutAspect = 1.3

    /// Least height-to-width ratio of the given quad (mean sides) for it to be taken for a display on
    /// its side: a tight box round two digits can stand about square.
    static let sidewaysQuadAspect = 1.05

    /// The given quad with its corners taken a quarter turn round: `clockwise`, the display's top runs
    /// along the quad's right side (the display turned clockwise in the frame), else along its left side.
    static func quarterTurned(_ q: Quad, clockwise: Bool) -> Quad {
        clockwise
            ? Quad(topLeft: q.topRight, topRight: q.bottomRight, bottomRight: q.bottomLeft, bottomLeft: q.topLeft)
            : Quad(topLeft: q.bottomLeft, topRight: q.topLeft, bottomRight: q.topRight, bottomLeft: q.bottomRight)
    }

    /// Whether a given quad (as given, before widening) looks like the layout's display on its side.
    static func looksSideways(_ quad: Quad, layout: DisplayLayout) -> Bool {
        let (w, h) = Dewarper.size(of: quad)
        return layout.aspectRatio >= sidewaysLayoutAspect && w > 0 && h >= w * sidewaysQuadAspect
    }

    /// How far round a given quad's box the frame turned a quarter round is cut out, in the box's sizes:
    /// as far as the given quad's panel-row search looks (`givenPanelReach`).
    static var sidewaysReach: Double { givenPanelReach }

    /// The reading of a given display read a quarter turn round either way, where exactly one text reads
    /// completely; nil otherwise. The frame round the given quad (its box widened by `sidewaysReach`) is
    /// turned level, exactly (`GrayImage.quarterTurned`), and read as a level given display is, every look
    /// included: its gray reading, the colour look, the layout's polarity and its panel row (a timer on
    /// its side whose gray reading missed the point, 0331, reads 03.31 on the panel row, as the photo
    /// turned level does).
    func readSideways(_ image: GrayImage, layout: DisplayLayout, given quad: Quad) -> DisplayReading? {
        guard options.readsSideways, Self.looksSideways(quad, layout: layout) else { return nil }
        let (around, rect) = image.around(quad.bounds, reach: Self.sidewaysReach)
        guard rect.width >= 8, rect.height >= 8 else { return nil }
        let given = quad.offset(-Double(rect.x), -Double(rect.y))
        var inner = self
        inner.options.readsSideways = false
        var readings: [DisplayReading] = []
        for clockwise in [true, false] {
            // The display turned clockwise in the frame stands level in the frame turned the other way.
            let turned = around.quarterTurned(clockwise: !clockwise)
            let q = Self.quarterTurned(given, clockwise: clockwise)
            func there(_ p: Point) -> Point { around.quarterTurned(p, clockwise: !clockwise) }
            func back(_ p: Point) -> Point { around.quarterTurnedBack(p, clockwise: !clockwise) }
            var r = inner.readPlaces(turned, layout: layout,
                                     quad: Quad(topLeft: there(q.topLeft), topRight: there(q.topRight),
                                                bottomRight: there(q.bottomRight), bottomLeft: there(q.bottomLeft)))
            guard r.isComplete else { continue }
            if let t = r.quad {
                r.quad = Quad(topLeft: back(t.topLeft), topRight: back(t.topRight),
                              bottomRight: back(t.bottomRight), bottomLeft: back(t.bottomLeft))
                    .offset(Double(rect.x), Double(rect.y))
            }
            readings.append(r)
        }
        guard let first = readings.first, readings.allSatisfy({ $0.text == first.text }) else { return nil }
        return first
    }
}
