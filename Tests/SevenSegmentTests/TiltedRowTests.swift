import XCTest
@testable import SevenSegment

/// Displays photographed from the side: rows of digits on a slope (a character too short to show its
/// own top and bottom is sampled between the row's lines where it stands), and a patch of glare over a
/// digit (not read as the segments it covers). Steep slants: SteepSlantTests.
final class TiltedRowTests: XCTestCase {
    let whole = Rect(x: 0, y: 0, width: 1, height: 1)

    /// `image` sheared vertically: column x moves down by `slope`·x (the row tilts down to the right),
    /// on a taller canvas filled with `fill`.
    func tilted(_ image: GrayImage, slope: Double, fill: UInt8) -> GrayImage {
        let extra = Int((slope * Double(image.width)).rounded(.up))
        var out = GrayImage(width: image.width, height: image.height + extra, fill: fill)
        for x in 0..<image.width {
            let dy = Int((slope * Double(x)).rounded())
            for y in 0..<image.height { out[x, y + dy] = image[x, y] }
        }
        return out
    }

    func testOneOnTiltedRowIsSampledWhereItStands() throws {
        // The "1" at the row's high end; the 2 and the 8 show the row's top and bottom lines.
        var d = SyntheticDisplay(text: "128")
        d.ink = 230; d.background = 20; d.margin = 14
        let image = tilted(d.render(), slope: 0.15, fill: 20)
        let strip = try XCTUnwrap(LineSplitter().split(image, region: whole, polarity: .lightOnDark).strip)
        let line = DigitSegmenter().segment(strip, hints: RecognitionHints(slantDegrees: 0))
        XCTAssertEqual(line.cells.map(\.kind), [.narrow, .glyph, .glyph])
        // The "1" at the high end of the row: its box ends well above the band's foot.
        XCTAssertLessThan(line.cells[0].bottom, Double(line.bottom) - 4)
        XCTAssertGreaterThan(line.cells[0].bottom - line.cells[0].top, 0.7 * Double(line.bottom - line.top))
        let layout = SyntheticDisplay.layout(digits: 3, polarity: .lightOnDark, aspect: Double(image.width) / Double(image.height))
        let quad = Quad(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        let r = SevenSegmentReader().read(image, layout: layout, quad: quad)
        XCTAssertEqual(r.text, "128")
        XCTAssertTrue(r.isComplete)
    }

    func testGlarePatchOverDigitIsNotRead() throws {
        var d = SyntheticDisplay(text: "205")
        d.ink = 120; d.background = 10
        let layout = SyntheticDisplay.layout(digits: 3, polarity: .lightOnDark, aspect: Double(d.width) / Double(d.height))
        let clean = SevenSegmentReader().read(d.render(), layout: layout, quad: d.quad())
        XCTAssertEqual(clean.text, "205")
        XCTAssertTrue(clean.isComplete)
        // A patch of glare, twice as bright as the segments, over the middle of the 0: alone, it would
        // light the middle bar and read 8.
        var image = d.render()
        let x0 = d.margin + d.digitWidth + d.spacing
        for y in (d.margin + d.digitHeight / 4)..<(d.margin + 3 * d.digitHeight / 4) {
            for x in x0..<(x0 + d.digitWidth) { image[x, y] = 240 }
        }
        let r = SevenSegmentReader().read(image, layout: layout, quad: d.quad())
        XCTAssertFalse(r.isComplete, "read \(r.text)")
        XCTAssertTrue(r.lines[0].issues.contains(.ambiguous(position: 1)), "\(r.lines[0].issues)")
    }

    /// The bars of a tilted row lean with it: the segmenter gives their slope, and the middle bar of a 4
    /// is sampled along it (a level band across a leaning bar catches only part of it).
    func testBarsOfTiltedRowAreSampledAlongItsSlope() throws {
        var d = SyntheticDisplay(text: "848")
        d.ink = 230; d.background = 20; d.margin = 16; d.thickness = 3; d.digitWidth = 30; d.digitHeight = 44
        let image = tilted(d.render(), slope: 0.25, fill: 20)
        let strip = try XCTUnwrap(LineSplitter().split(image, region: whole, polarity: .lightOnDark).strip)
        let line = DigitSegmenter().segment(strip, hints: RecognitionHints(slantDegrees: 0))
        XCTAssertEqual(line.rowSlope, 0.25, accuracy: 0.06)
        var level = line
        level.rowSlope = 0
        let along = SegmentSampler().sample(strip, line: line).map(\.levels)
        let across = SegmentSampler().sample(strip, line: level).map(\.levels)
        XCTAssertEqual(along.count, 3)
        // The middle bar of the 4, sampled along the slope, is lit all along; a level band catches part.
        XCTAssertGreaterThan(along[1][6], 0.8, "\(along[1])")
        XCTAssertGreaterThan(along[1][6], across[1][6] + 0.2, "along \(along[1]) across \(across[1])")
        let flat = try XCTUnwrap(LineSplitter().split(d.render(), region: whole, polarity: .lightOnDark).strip)
        XCTAssertEqual(DigitSegmenter().segment(flat, hints: RecognitionHints(slantDegrees: 0)).rowSlope, 0)
    }

    /// A "1" beside a single digit on a tilted row (no row lines to fit): a mark longer than any one
    /// segment is sampled in its own rows.
    func testLoneOneOnTiltedRowIsSampledInItsOwnRows() throws {
        var d = SyntheticDisplay(text: "51")
        d.ink = 230; d.background = 20; d.margin = 14; d.thickness = 3; d.gap = 0
        let image = tilted(d.render(), slope: 0.28, fill: 20)
        let strip = try XCTUnwrap(LineSplitter().split(image, region: whole, polarity: .lightOnDark).strip)
        let line = DigitSegmenter().segment(strip, hints: RecognitionHints(slantDegrees: 0))
        XCTAssertEqual(line.cells.map(\.kind), [.glyph, .narrow])
        let one = line.cells[1], band = Double(line.bottom - line.top)
        XCTAssertGreaterThan(one.top, Double(line.top) + 3, "the 1 sits low on the row")
        // Shorter than the band's 0.7 that gives a cell its own rows, longer than one segment.
        XCTAssertLessThan(one.bottom - one.top, 0.7 * band)
        XCTAssertGreaterThanOrEqual(one.bottom - one.top, DigitSegmenter.loneMarkShare * band)
        let layout = SyntheticDisplay.layout(digits: 2, polarity: .lightOnDark)
        let r = SevenSegmentReader().readLine(image, line: layout.lines[0], hints: RecognitionHints(slantDegrees: 0))
        // The 5 leans too far along so steep a row to read; the 1 reads.
        XCTAssertEqual(r.characters.last?.character, "1", r.text)
    }
}
