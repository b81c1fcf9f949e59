import XCTest
@testable import SevenSegment

/// A panel timer's small dark window in a light housing, found as a face with no quad
/// (`DisplayLocator+Panel`, `SevenSegmentReader+PanelRow`).
final class PanelWindowTests: XCTestCase {
    let layout = TimerWindowScene.layout

    func near(_ faces: [LocatedDisplay], _ s: TimerWindowScene, width: Int) -> Bool {
        faces.contains { f in
            let b = f.quad.bounds
            return abs(b.x - Double(s.x)) < 8 && abs(b.y - Double(s.y)) < 8 && abs(b.width - Double(width)) < 12
        }
    }

    /// The plain case: a window in a housing on an evenly lit wall is a face at the frame's own level, and
    /// its row reads on the face (not only through the ordinary locator's display).
    func testWindowInAHousingReads() {
        let s = TimerWindowScene(text: "21.58")
        let img = s.render()
        var once = DisplayLocator()
        once.panelLevelSteps = 0
        XCTAssertTrue(near(once.candidates(in: img, layout: layout, panels: true), s, width: s.display(ink: 0, background: 0, ghost: nil).width))
        let r = SevenSegmentReader().read(img, layout: layout, quad: nil)
        XCTAssertTrue(r.isComplete, r.text)
        XCTAssertEqual(r.text, "21.58")
        XCTAssertEqual(SevenSegmentReader().readPanelRow(img, layout: layout)?.text, "21.58")
    }

    /// A window straight on a wall whose light falls off to the left joins the wall's dark side at the
    /// frame's level: it is a face only cut at a lower level.
    func testWindowOnAWallDarkeningToOneSide() {
        let s = TimerWindowScene(text: "21.58", wallLeft: 20, wallRight: 230, housing: false, x: 150)
        let img = s.render()
        let w = s.display(ink: 0, background: 0, ghost: nil).width
        var once = DisplayLocator()
        once.panelLevelSteps = 0
        XCTAssertFalse(near(once.candidates(in: img, layout: layout, panels: true), s, width: w),
                       "\(once.candidates(in: img, layout: layout, panels: true).map(\.quad.bounds))")
        XCTAssertTrue(near(DisplayLocator().candidates(in: img, layout: layout, panels: true), s, width: w),
                      "\(DisplayLocator().candidates(in: img, layout: layout, panels: true).map(\.quad.bounds))")
        let r = SevenSegmentReader().read(img, layout: layout, quad: nil)
        XCTAssertTrue(r.isComplete, r.text)
        XCTAssertEqual(r.text, "21.58")
    }

    /// Digits held close in their window are a large part of it: counted as the face's (holes in its dark
    /// region), the window is a face.
    func testDigitsFillingTheirWindow() {
        let s = TimerWindowScene(text: "28.58", windowMargin: 2, gap: 0, thickness: 8, digitWidth: 30, spacing: 4)
        let img = s.render()
        let w = s.display(ink: 0, background: 0, ghost: nil).width
        // The window's dark pixels fill less of it than a face must.
        var dark = 0
        let box = s.display(ink: 0, background: 0, ghost: nil)
        let bw = box.width, bh = box.height
        for yy in s.y..<(s.y + bh) { for xx in s.x..<(s.x + bw) where img[xx, yy] < 100 { dark += 1 } }
        XCTAssertLessThan(Double(dark) / Double(bw * bh), DisplayLocator.panelRectangularity)
        var holes = DisplayLocator()
        holes.fillsFaceHoles = false
        XCTAssertFalse(near(holes.candidates(in: img, layout: layout, panels: true), s, width: w))
        XCTAssertTrue(near(DisplayLocator().candidates(in: img, layout: layout, panels: true), s, width: w),
                      "\(DisplayLocator().candidates(in: img, layout: layout, panels: true).map(\.quad.bounds))")
    }

    /// A window whose bottom-left corner is lit lighter than the face's level: its corner quad's bottom-left
    /// corner lies well inside, a trapezoid that shears the row. The corner is put back where the other
    /// three place it (`DisplayLocator+FaceCorner`), and the row reads on the face.
    func testFaceWithALightCornerIsSquared() {
        let s = TimerWindowScene(text: "21.58", lightCorner: 30)
        let img = s.render()
        let box = s.display(ink: 0, background: 0, ghost: nil)
        func bottomLeft(_ locator: DisplayLocator) -> Point? {
            locator.candidates(in: img, layout: layout, panels: true)
                .first { abs($0.quad.topLeft.x - Double(s.x)) < 8 && abs($0.quad.topLeft.y - Double(s.y)) < 8 }?.quad.bottomLeft
        }
        var plain = DisplayLocator()
        plain.squaresFaces = false
        let cut = try! XCTUnwrap(bottomLeft(plain))
        XCTAssertGreaterThan(cut.x - Double(s.x), 16, "without the rule the corner lies inside: \(cut)")
        let squared = try! XCTUnwrap(bottomLeft(DisplayLocator()))
        XCTAssertLessThan(abs(squared.x - Double(s.x)), 6, "\(squared)")
        XCTAssertLessThan(abs(squared.y - Double(s.y + box.height)), 6, "\(squared)")
        XCTAssertEqual(SevenSegmentReader().readPanelRow(img, layout: layout)?.text, "21.58")
    }

    /// A face that is a parallelogram already (a window photographed at a slant) keeps its corners; so does
    /// a keystone, both of whose bottom corners lie in (no one corner is missing: put back, either would
    /// leave the region's box).
    func testParallelogramAndKeystoneFacesKeepTheirCorners() {
        let slanted = Quad(topLeft: Point(10, 10), topRight: Point(110, 14), bottomRight: Point(118, 64), bottomLeft: Point(18, 60))
        XCTAssertEqual(DisplayLocator().squaredFace(slanted, within: InkCleaner.Component(minX: 10, minY: 10, maxX: 118, maxY: 64, area: 5000)), slanted)
        let keystone = Quad(topLeft: Point(10, 10), topRight: Point(110, 10), bottomRight: Point(100, 60), bottomLeft: Point(20, 60))
        XCTAssertEqual(DisplayLocator().squaredFace(keystone, within: InkCleaner.Component(minX: 10, minY: 10, maxX: 110, maxY: 60, area: 4000)), keystone)
        // One corner in: put back.
        let cut = Quad(topLeft: Point(10, 10), topRight: Point(110, 10), bottomRight: Point(110, 60), bottomLeft: Point(40, 60))
        let squared = DisplayLocator().squaredFace(cut, within: InkCleaner.Component(minX: 10, minY: 10, maxX: 110, maxY: 60, area: 4500))
        XCTAssertEqual(squared.bottomLeft, Point(10, 60))
    }

    /// The region's other corners are its extreme points and may stop short of the window's: a corner put
    /// back a little past the region's box (within a tenth of its height) still is; well past it, not.
    func testCornerPutBackJustPastTheRegionsBox() {
        // Bottom-right at y 57, 3 px above where the window's left side ends: the bottom-left put back at 63.
        let cut = Quad(topLeft: Point(10, 10), topRight: Point(110, 4), bottomRight: Point(112, 57), bottomLeft: Point(40, 60))
        let box = InkCleaner.Component(minX: 10, minY: 4, maxX: 112, maxY: 60, area: 4500)
        XCTAssertEqual(DisplayLocator().squaredFace(cut, within: box).bottomLeft, Point(12, 63))
        // The same corner 20 px past the box (a wedge, not a window): left as it is.
        let wedge = Quad(topLeft: Point(10, 10), topRight: Point(110, -10), bottomRight: Point(112, 57), bottomLeft: Point(40, 60))
        XCTAssertEqual(DisplayLocator().squaredFace(wedge, within: InkCleaner.Component(minX: 10, minY: -10, maxX: 112, maxY: 60, area: 4500)), wedge)
    }

    /// Unlit segments glowing in gray leave the row unsure there; on the colour look only the lit ones
    /// stand out and it reads.
    func testGlowingUnlitSegmentsReadOnTheColourLook() {
        let img = TimerWindowScene(text: "21.58", ghost: 160).render()
        var gray = SevenSegmentReader()
        gray.options.readsColour = false
        let g = gray.read(img, layout: layout, quad: nil)
        XCTAssertFalse(g.isComplete, g.text)
        let r = SevenSegmentReader().read(img, layout: layout, quad: nil)
        XCTAssertTrue(r.isComplete, r.text)
        XCTAssertEqual(r.text, "21.58")
    }

    /// A photo turned half round: 28.52 upside down shows 2582 with its point at the top, which reads as
    /// no point; turned back the row reads with its point, so the pointless reading is refused (and, with
    /// the turned-frame rule, that half turn is read instead: `TurnedFrameTests`).
    func testRowUpsideDownWithAPointIsRefused() {
        // On a wall darkening to one side, where the window is found as a face only.
        let upright = SevenSegmentReader().read(TimerWindowScene(text: "28.52", wallLeft: 20, wallRight: 230, housing: false, x: 150, gap: 0).render(),
                                                layout: layout, quad: nil)
        XCTAssertEqual(upright.text, "28.52")
        XCTAssertTrue(upright.isComplete)
        let img = TimerWindowScene(text: "28.52", wallLeft: 20, wallRight: 230, housing: false, x: 150, gap: 0, turned: true).render()
        var unchecked = SevenSegmentReader()
        unchecked.options.refusesTurnedPanelRows = false
        let u = unchecked.read(img, layout: layout, quad: nil)
        XCTAssertTrue(u.isComplete && u.text != "28.52", "without the check: \(u.text)")
        var refusing = SevenSegmentReader()
        refusing.options.readsTurnedFrames = false
        let r = refusing.read(img, layout: layout, quad: nil)
        XCTAssertFalse(r.isComplete, r.text)
    }

    /// A row whose digits are no digits turned half round is no upside-down photo's number: its half turn's
    /// point is a piece of such a digit (967 turned read 1.96), and the turn check is not made for it.
    func testDigitsThatTurnToNoDigitsAreNoUpsideDownNumber() {
        XCTAssertFalse(SevenSegmentReader.turnsToDigits("967"))
        XCTAssertFalse(SevenSegmentReader.turnsToDigits("13"))
        XCTAssertFalse(SevenSegmentReader.turnsToDigits("40"))
        // 28.52 upside down reads 2582: every digit turns to one, so the check stands (see above).
        XCTAssertTrue(SevenSegmentReader.turnsToDigits("2582"))
        XCTAssertTrue(SevenSegmentReader.turnsToDigits("8200"))
        XCTAssertTrue(SevenSegmentReader.turnsToDigits("-169"))
    }

    /// A glossy LED face (`TimerWindowScene.glossyFace`): white reflections on the face, lit in gray and in the
    /// colour look's gray half, stacked on the digits into one tall row. The rows found on the face's chroma
    /// alone stand apart from them.
    func testAGlossyFacesRowIsFoundOnItsChroma() {
        let img = TimerWindowScene.glossyFace("21.58")
        var off = SevenSegmentReader()
        off.options.findsPanelRowsOnChroma = false
        // The whole frame's chroma at the display's own share, as when this was written: at the frame's own
        // (`frameLEDShare`) it reads the row there too, where the face did not.
        off.options.frameLEDShare = SevenSegmentReader.colouredShare
        // And the gray rows not read as a given display (`RowAsGivenTests`): read so, they read 21.58 too.
        off.options.readsPanelRowsAsGiven = false
        let without = off.read(img, layout: layout, quad: nil)
        XCTAssertFalse(without.isComplete && without.text == "21.58", without.text)
        let r = SevenSegmentReader().read(img, layout: layout, quad: nil)
        XCTAssertEqual(r.text, "21.58")
        XCTAssertTrue(r.isComplete)
    }

    /// A second face's row lying on the row already read and showing part of its number is that row cut
    /// short, not another meter's (a small face round an ammeter's last two digits read 43 of 843).
    func testARowShowingPartOfTheRowReadIsThatRowAgain() {
        let taken = Quad(Rect(x: 100, y: 50, width: 120, height: 40))
        let inside = Quad(Rect(x: 150, y: 55, width: 60, height: 30))
        let apart = Quad(Rect(x: 300, y: 50, width: 60, height: 30))
        XCTAssertTrue(SevenSegmentReader.repeatsPart("43", of: "843", row: inside, taken: taken))
        XCTAssertFalse(SevenSegmentReader.repeatsPart("43", of: "843", row: apart, taken: taken), "another meter's row")
        XCTAssertFalse(SevenSegmentReader.repeatsPart("48", of: "843", row: inside, taken: taken), "another number")
        XCTAssertFalse(SevenSegmentReader.repeatsPart("8430", of: "843", row: inside, taken: taken), "more than the row read")
    }
}
