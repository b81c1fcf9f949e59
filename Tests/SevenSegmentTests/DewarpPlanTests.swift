import XCTest
@testable import SevenSegment

/// A display with a small line under large ones is dewarped per group of lines (`DewarpPlan`): the large
/// lines at their own scale, the small line only in a window at its scale.
final class DewarpPlanTests: XCTestCase {
    /// Systolic and diastolic large, pulse small, like a blood-pressure monitor.
    private let bp = DisplayLayout(aspectRatio: 1.12, lines: [
        LineLayout(field: .systolic, region: Rect(x: 0.22, y: 0.05, width: 0.56, height: 0.36), digits: 3),
        LineLayout(field: .diastolic, region: Rect(x: 0.22, y: 0.45, width: 0.56, height: 0.30), digits: 3),
        LineLayout(field: .pulse, region: Rect(x: 0.50, y: 0.80, width: 0.28, height: 0.16), digits: 3),
    ])

    func testLinesOfSimilarHeightShareOneWholeDewarpAtTheSmallestLinesScale() {
        let options = ReaderOptions()
        let regions = [Rect(x: 0, y: 0, width: 1, height: 0.5), Rect(x: 0, y: 0.5, width: 1, height: 0.4)]
        let plan = DewarpPlan(regions: regions, dewarpRegions: regions, quadWidth: 300, quadHeight: 100, options: options)
        XCTAssertEqual(plan.groups.count, 1)
        XCTAssertNil(plan.groups[0].windows)
        XCTAssertEqual(plan.groups[0].lines.sorted(), [0, 1])
        XCTAssertEqual(plan.groups[0].scale, options.lineHeight / 40, accuracy: 1e-9)
        XCTAssertEqual(plan.groups[0].height, Int((100 * options.lineHeight / 40).rounded()))
    }

    func testASmallLineGetsItsOwnScaleInAWindowAroundIt() {
        let options = ReaderOptions()
        let regions = bp.lines.map(\.region)
        let plan = DewarpPlan(regions: regions, dewarpRegions: regions, quadWidth: 180, quadHeight: 160, options: options)
        XCTAssertEqual(plan.groups.count, 2)
        XCTAssertEqual(plan.groups[0].lines.sorted(), [0, 1])
        XCTAssertNil(plan.groups[0].windows, "the large lines' dewarp is the whole crop")
        // Each line is at least lineHeight tall at its group's scale, and the large ones at most 1.5x that.
        for group in plan.groups {
            for i in group.lines {
                let h = regions[i].height * 160 * group.scale
                XCTAssertGreaterThanOrEqual(h, options.lineHeight - 1e-6)
                XCTAssertLessThanOrEqual(h, options.lineHeight * DewarpPlan.tolerance + 1e-6)
            }
        }
        let small = plan.groups[1]
        XCTAssertEqual(small.lines, [2])
        let window = try! XCTUnwrap(small.windows?.first)
        // The window holds the region with the splitter's margins and the displaced-digit reach.
        let r = regions[2]
        XCTAssertLessThanOrEqual(Double(window.x), r.x * Double(small.width) - 0.02 * Double(small.width))
        XCTAssertGreaterThanOrEqual(Double(window.maxX), min(Double(small.width), r.maxX * Double(small.width) + 0.02 * Double(small.width)))
        XCTAssertLessThanOrEqual(Double(window.y), (r.y - 0.62 * r.height) * Double(small.height))
        XCTAssertEqual(window.maxY, small.height, "clipped at the display's bottom")
        XCTAssertLessThan(window.area * 3, small.width * small.height, "a window, not the whole display")
    }

    func testTheWindowHoldsTheSidewaysReachOfACutDigit() throws {
        let options = ReaderOptions()
        let regions = bp.lines.map(\.region)
        let plan = DewarpPlan(regions: regions, dewarpRegions: regions, quadWidth: 180, quadHeight: 160, options: options)
        let small = plan.groups[1]
        let window = try XCTUnwrap(small.windows?.first)
        // A digit band as tall as the line's region may grow the strip by sidewaysReach band heights per side.
        let r = regions[2]
        let reach = LineSplitter.sidewaysReach * r.height * Double(small.height)
        XCTAssertLessThanOrEqual(Double(window.x), r.x * Double(small.width) - 0.02 * Double(small.width) - reach)
        XCTAssertGreaterThanOrEqual(Double(window.maxX), min(Double(small.width), r.maxX * Double(small.width) + 0.02 * Double(small.width) + reach))
    }

    func testLinesOneAndAHalfTimesTallerAreDewarpedApart() {
        // Systolic and diastolic 0.3 of the display, pulse 0.2 (a Beurer BM 27): one dewarp at the pulse
        // line's scale would draw the large lines 1.5 times taller than needed.
        let regions = [Rect(x: 0.2, y: 0.05, width: 0.6, height: 0.3), Rect(x: 0.2, y: 0.4, width: 0.6, height: 0.3),
                       Rect(x: 0.45, y: 0.76, width: 0.35, height: 0.2)]
        let plan = DewarpPlan(regions: regions, dewarpRegions: regions, quadWidth: 220, quadHeight: 250, options: ReaderOptions())
        XCTAssertEqual(plan.groups.map(\.lines), [[0, 1], [2]])
    }

    func testWindowedDewarpLeavesTheRestBlankAndMatchesTheWholeDewarpInside() throws {
        var frame = GrayImage(width: 120, height: 90)
        for y in 0..<90 { for x in 0..<120 { frame[x, y] = UInt8((x * 2 + y) % 256) } }
        let quad = Quad(Rect(x: 10, y: 8, width: 100, height: 70))
        let whole = try XCTUnwrap(Dewarper().dewarp(frame, quad: quad, width: 200, height: 140))
        let window = PixelRect(x: 30, y: 40, width: 50, height: 20)
        let part = try XCTUnwrap(Dewarper().dewarp(frame, quad: quad, width: 200, height: 140, windows: [window]))
        var wrong: [String] = []
        for y in 0..<140 {
            for x in 0..<200 {
                let inside = x >= window.x && x < window.maxX && y >= window.y && y < window.maxY
                if part.image[x, y] != (inside ? whole.image[x, y] : 0) { wrong.append("\(x),\(y)") }
            }
        }
        XCTAssertEqual(wrong.count, 0, "first wrong pixels: \(wrong.prefix(5))")
        XCTAssertTrue((window.y..<window.maxY).contains { y in (window.x..<window.maxX).contains { whole.image[$0, y] != 0 } })
    }

    func testSmallLineReadsAndItsCellsAreInTheCropsPixels() throws {
        let frame = try FrameRenderer(perturbation: .none, seed: 3)
            .render(layout: bp, text: "128/82/71", width: 640, height: 480,
                    meter: Rect(x: 200, y: 60, width: 240, height: 340), display: Rect(x: 230, y: 90, width: 180, height: 160))
        let reading = SevenSegmentReader().read(frame.image, layout: bp, quad: frame.displayQuad)
        XCTAssertEqual(reading.lines.map(\.text), ["128", "82", "71"])
        XCTAssertEqual(reading.lines.map(\.field), [.systolic, .diastolic, .pulse])
        let crop = try XCTUnwrap(reading.crop)
        // Every cell of the pulse line (dewarped at another scale) lies in the lower right of the crop.
        for ch in reading.lines[2].characters {
            let cell = try XCTUnwrap(ch.cell)
            XCTAssertGreaterThan(Double(cell.y), 0.7 * Double(crop.height), "\(cell) in \(crop.width)x\(crop.height)")
            XCTAssertLessThanOrEqual(cell.maxY, crop.height)
            XCTAssertGreaterThan(Double(cell.x), 0.45 * Double(crop.width))
            XCTAssertLessThanOrEqual(cell.maxX, crop.width)
        }
        // The large lines were read at their own scale: the crop is the large lines' dewarp, so the
        // systolic line is at most 1.5x lineHeight tall in it, not 2.25x as one dewarp for all would make it.
        let sysHeight = 0.36 * Double(crop.height) / (1 + 2 * ReaderOptions().quadMargin)
        XCTAssertLessThanOrEqual(sysHeight, ReaderOptions().lineHeight * DewarpPlan.tolerance + 2)
    }

    func testASmallLineWhoseRegionCutsItsLastDigitReadsWholeInItsWindow() throws {
        let frame = try FrameRenderer(perturbation: .none, seed: 3)
            .render(layout: bp, text: "128/82/74", width: 640, height: 480,
                    meter: Rect(x: 200, y: 60, width: 240, height: 340), display: Rect(x: 230, y: 90, width: 180, height: 160))
        // The reader's layout has the pulse region ending a digit early (a layout drawn a little off).
        var off = bp
        off.lines[2].region = Rect(x: 0.44, y: 0.80, width: 0.31, height: 0.16)
        let reading = SevenSegmentReader().read(frame.image, layout: off, quad: frame.displayQuad)
        XCTAssertEqual(reading.lines.map(\.text), ["128", "82", "74"])
        XCTAssertTrue(reading.isComplete, "\(reading.lines.map(\.issues))")
    }
}
