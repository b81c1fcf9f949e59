import XCTest
@testable import SevenSegment

/// `SevenSegmentReader+PanelRow`, `PanelRowLocator`, `DisplayLocator+Panel`: a panel meter's lit digits
/// on its dark face, with no quad.
final class PanelRowTests: XCTestCase {
    let layout = PanelMeterScene.layout

    func testPanelMetersNumberReadsOnlyWithTheRule() {
        let img = PanelMeterScene(faces: [.init(x: 260, y: 60, text: "511")]).render()
        var off = SevenSegmentReader()
        off.options.readsPanelRows = false
        XCTAssertFalse(off.read(img, layout: layout, quad: nil).isComplete, "read with no panel rows: \(off.read(img, layout: layout, quad: nil).text)")
        let r = SevenSegmentReader().read(img, layout: layout, quad: nil)
        XCTAssertTrue(r.isComplete, r.text)
        XCTAssertEqual(r.text, "511")
    }

    /// The face fails the layout's aspect as a display: it is found only as a face.
    func testFaceIsNoDisplayButAFace() {
        let img = PanelMeterScene(faces: [.init(x: 260, y: 60, text: "511")]).render()
        let locator = DisplayLocator()
        let faces = locator.candidates(in: img, layout: layout, panels: true)
        XCTAssertEqual(faces.count, 1)
        if let b = faces.first?.quad.bounds {
            XCTAssertEqual(b.x, 260, accuracy: 4); XCTAssertEqual(b.y, 60, accuracy: 4)
            XCTAssertEqual(b.width, 150, accuracy: 6); XCTAssertEqual(b.height, 210, accuracy: 6)
        }
        XCTAssertFalse(locator.candidates(in: img, layout: layout).contains { abs($0.quad.bounds.x - 260) < 6 && abs($0.quad.bounds.y - 60) < 6 })
    }

    /// The number's row, not the label's, is found first; the label row is the second.
    func testRowsHeaviestFirst() {
        let img = PanelMeterScene(faces: [.init(x: 0, y: 0, text: "511")], width: 150, height: 210).render()
        let rows = PanelRowLocator().locate(img).map(\.box)
        XCTAssertEqual(rows.count, 2)
        if rows.count == 2 {
            XCTAssertLessThan(rows[0].y, 42); XCTAssertGreaterThan(rows[0].maxY, 82)  // digits 42..<82
            XCTAssertGreaterThan(rows[1].y, 120)
        }
    }

    /// A 1 at the right of its place stands a digit's width from the digit before it: it joins the row
    /// (read alone, the row would be "81" for 811).
    func testTrailingOneJoinsTheRow() {
        let img = PanelMeterScene(faces: [.init(x: 0, y: 0, text: "811")], width: 150, height: 210).render()
        let rows = PanelRowLocator().locate(img).map(\.box)
        XCTAssertFalse(rows.isEmpty)
        if let r = rows.first { XCTAssertGreaterThan(r.maxX, 125, "\(r)") }
    }

    /// A bright mark beside the row that does not join it (further than `joinGap`): the row may not be the
    /// whole number and is not returned.
    func testBrightMarkBesideTheRowRefusesIt() {
        var img = PanelMeterScene(faces: [.init(x: 0, y: 0, text: "51")], width: 150, height: 210).render()
        let clean = PanelRowLocator().locate(img).map(\.box)
        XCTAssertTrue(clean.contains { $0.y < 40 }, "\(clean)")
        // The row ends near x 105 (digits from 37); a stroke 0.9 of its height (40) beyond it.
        let rowEnd = clean.first.map { $0.maxX - Int(0.3 * 40) } ?? 105
        for y in 45...70 { for x in (rowEnd + 36)...(rowEnd + 40) where x < 145 { img[x, y] = 200 } }
        XCTAssertFalse(PanelRowLocator().locate(img).map(\.box).contains { $0.y < 40 }, "row kept beside a bright mark")
    }

    /// An LED number photographed upside down shows its unlit places after its digits (25 reads 52):
    /// refused; the same glow before the digits (a right-aligned number) is read.
    func testUnlitPlacesAfterTheNumberRefuseIt() {
        let after = PanelMeterScene(faces: [.init(x: 260, y: 60, text: "52  ", ghostChroma: 70)]).render()
        XCTAssertFalse(SevenSegmentReader().read(after, layout: layout, quad: nil).isComplete)
        let before = PanelMeterScene(faces: [.init(x: 260, y: 60, text: "  52", ghostChroma: 70)]).render()
        let r = SevenSegmentReader().read(before, layout: layout, quad: nil)
        XCTAssertTrue(r.isComplete, r.text)
        XCTAssertEqual(r.text, "52")
    }

    /// Two meters showing different numbers: neither is taken; the same number on both reads.
    func testMetersDisagreeingAreNotRead() {
        let two = PanelMeterScene(faces: [.init(x: 40, y: 60, text: "511"), .init(x: 280, y: 60, text: "47")]).render()
        XCTAssertFalse(SevenSegmentReader().read(two, layout: layout, quad: nil).isComplete)
        let same = PanelMeterScene(faces: [.init(x: 40, y: 60, text: "511"), .init(x: 280, y: 60, text: "511")]).render()
        XCTAssertEqual(SevenSegmentReader().read(same, layout: layout, quad: nil).text, "511")
    }

    /// A face joined to a shadow that reaches the frame's corner is no face itself: the rectangle it holds is.
    func testFaceJoinedToAShadowIsTheRectangleItHolds() {
        let img = PanelMeterScene(faces: [.init(x: 320, y: 120, text: "511", shadow: true)]).render()
        let faces = DisplayLocator().candidates(in: img, layout: layout, panels: true)
        XCTAssertTrue(faces.contains { f in
            let b = f.quad.bounds
            return abs(b.x - 320) < 10 && abs(b.maxX - 470) < 10 && abs(b.y - 120) < 10
        }, "\(faces.map(\.quad.bounds))")
        let r = SevenSegmentReader().read(img, layout: layout, quad: nil)
        XCTAssertEqual(r.text, "511")
        XCTAssertTrue(r.isComplete)
    }

    /// Glare clipped across a row's digits from beyond the row refuses it; a clipped patch within the row
    /// (a lit segment's overexposed core) does not.
    func testGlareAcrossTheRow() {
        let reader = SevenSegmentReader()
        var face = GrayImage(width: 150, height: 210, fill: 25)
        let row = PanelRowLocator.Row(box: PixelRect(x: 20, y: 40, width: 110, height: 56),
                                      marks: PixelRect(x: 32, y: 48, width: 86, height: 40))
        XCTAssertFalse(reader.glareAcross(row, in: face))
        for y in 60...70 { for x in 50...53 { face[x, y] = 255 } }
        XCTAssertFalse(reader.glareAcross(row, in: face), "a core within the row")
        for y in 5...60 { for x in 70...72 { face[x, y] = 255 } }
        XCTAssertTrue(reader.glareAcross(row, in: face), "a streak from above")
        var margin = GrayImage(width: 150, height: 210, fill: 25)
        for y in 5...44 { for x in 70...72 { margin[x, y] = 255 } }
        XCTAssertFalse(reader.glareAcross(row, in: margin), "a streak ending in the row's margin")
    }

    /// A reflection beside the digits whose bounding box meets the marks' box while none of its pixels lies among
    /// the marks (a band above the first digit, its left end running down past the digit's corner) is no glare
    /// across the row; with the patch judged by its bounding box it was (`judgesGlareByItsPixels`).
    func testAReflectionPastTheMarksCornerIsNoGlareAcross() {
        var face = GrayImage(width: 150, height: 210, fill: 25)
        let row = PanelRowLocator.Row(box: PixelRect(x: 20, y: 40, width: 110, height: 56),
                                      marks: PixelRect(x: 32, y: 48, width: 86, height: 40))
        // The band above the marks, out of the row's box at its top, and its tail down the left of the marks.
        for y in 20...45 { for x in 8...60 { face[x, y] = 255 } }
        for y in 45...56 { for x in 8...28 { face[x, y] = 255 } }
        XCTAssertFalse(SevenSegmentReader().glareAcross(row, in: face))
        var boxOnly = SevenSegmentReader()
        boxOnly.options.judgesGlareByItsPixels = false
        XCTAssertTrue(boxOnly.glareAcross(row, in: face), "judged by its bounding box")
        // Reaching a bar's height into the marks it is a streak over the first digit again.
        for y in 45...53 { for x in 32...50 { face[x, y] = 255 } }
        XCTAssertTrue(SevenSegmentReader().glareAcross(row, in: face), "over the first digit's top bar")
    }

    /// A lighter bevel just above the face's split joins the first digit and takes it to the face's border:
    /// the pieces cut a second time, higher, keep the digit apart from it. (Here the face's split is its own
    /// flat gray, so the second cut is set higher than it is by default to pass the bevel.)
    func testBevelJoinedToTheFirstDigit() {
        let face = PanelMeterScene(faces: [.init(x: 0, y: 0, text: "511", bevel: 90)], width: 150, height: 210).render()
        var once = PanelRowLocator()
        once.maskShare = 0
        XCTAssertFalse(once.locate(face).map(\.box).contains { $0.y < 42 && $0.maxY > 82 }, "\(once.locate(face).map(\.box))")
        var twice = PanelRowLocator()
        twice.maskShare = 0.5
        XCTAssertTrue(twice.locate(face).map(\.box).contains { $0.y < 42 && $0.maxY > 82 && $0.x < 34 }, "\(twice.locate(face).map(\.box))")
    }

    /// A face the photo cut at one side is still a face and reads; a dark box in a corner (a caption with
    /// digits in it) is none.
    func testFaceCutAtOneSideButNoCornerBox() {
        let cut = PanelMeterScene(faces: [.init(x: 330, y: 60, text: "511")]).render()
        XCTAssertEqual(DisplayLocator().candidates(in: cut, layout: layout, panels: true).count, 1)
        XCTAssertEqual(SevenSegmentReader().read(cut, layout: layout, quad: nil).text, "511")
        let corner = PanelMeterScene(faces: [.init(x: 330, y: 150, text: "511")]).render()
        XCTAssertTrue(DisplayLocator().candidates(in: corner, layout: layout, panels: true).isEmpty)
    }

    /// A bright strip along the face's side (the window's lighter edge or bevel the face's corners take in)
    /// does not crowd the row beside it; a bright mark further in still does.
    func testBrightEdgeAlongTheFaceDoesNotCrowdTheRow() {
        let clean = PanelMeterScene(faces: [.init(x: 0, y: 0, text: "51")], width: 150, height: 210).render()
        let row = PanelRowLocator().locate(clean).map(\.box).first { $0.y < 40 }
        XCTAssertNotNil(row)
        guard let r = row else { return }
        let marksStart = r.x + Int(0.3 * 40)
        var edge = clean
        for y in 45...80 { for x in 3...7 { edge[x, y] = 200 } }
        XCTAssertLessThan(marksStart - 7, Int(1.2 * 40), "the strip lies within the row's reach")
        XCTAssertGreaterThan(marksStart - 13, Int(0.8 * 40) + 1, "the marks lie further than the row's join gap")
        var unbanded = PanelRowLocator()
        unbanded.besideBorder = 0
        XCTAssertFalse(unbanded.locate(edge).map(\.box).contains { $0.y < 40 }, "row kept beside the strip with no band")
        XCTAssertTrue(PanelRowLocator().locate(edge).map(\.box).contains { $0.y < 40 }, "\(PanelRowLocator().locate(edge).map(\.box))")
        var inner = clean
        for y in 45...80 { for x in 11...13 { inner[x, y] = 200 } }
        XCTAssertFalse(PanelRowLocator().locate(inner).map(\.box).contains { $0.y < 40 }, "row kept beside a mark inside the face")
    }
}
