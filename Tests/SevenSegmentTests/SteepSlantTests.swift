import Foundation
import XCTest
@testable import SevenSegment

/// Digits leaning past 22° (italic displays photographed at an angle): the slant search reaches 40°,
/// and past 22° takes a steeper slant only where it makes the column projection clearly sharper.
final class SteepSlantTests: XCTestCase {
    func render(_ text: String, slant: Double) -> SyntheticDisplay {
        var d = SyntheticDisplay(text: text)
        d.slantDegrees = slant
        d.digitHeight = 60; d.digitWidth = 32; d.thickness = 7; d.spacing = 16; d.margin = 24
        return d
    }

    func slantFound(_ d: SyntheticDisplay) throws -> Double {
        let strip = try XCTUnwrap(LineSplitter().split(d.render(), region: Rect(x: 0, y: 0, width: 1, height: 1),
                                                       polarity: .darkOnLight).strip)
        return atan(DigitSegmenter().segment(strip, hints: RecognitionHints()).shear) * 180 / .pi
    }

    func testSlantPast22DegreesIsFound() throws {
        XCTAssertEqual(try slantFound(render("208", slant: 30)), 30, accuracy: 2.5)
        var other = render("405", slant: 28)
        other.margin = 24
        XCTAssertEqual(try slantFound(other), 28, accuracy: 2.5)
        // A slant a little past 22° is found at 22° or steeper, never read upright.
        XCTAssertGreaterThanOrEqual(try slantFound(render("208", slant: 26)), 21)
    }

    func testModerateSlantsAreFoundAsBefore() throws {
        for slant in [0.0, 10.0, 18.0] {
            XCTAssertEqual(try slantFound(render("208", slant: slant)), slant, accuracy: 2.5, "slant \(slant)")
        }
    }

    func testSteeplySlantedDigitsRead() {
        let d = render("208", slant: 30)
        let r = SevenSegmentReader().read(d.render(), layout: SyntheticDisplay.layout(digits: 3), quad: d.quad())
        XCTAssertEqual(r.text, "208")
        XCTAssertTrue(r.isComplete)
    }
}
