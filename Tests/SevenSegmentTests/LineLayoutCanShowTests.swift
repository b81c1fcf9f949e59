import XCTest
@testable import SevenSegment

/// `LineLayout.canShow`: the layout's rules applied to a text alone (words, sign, digit count, leading
/// zeros, decimals, range), as the interpreter applies them to what it decodes.
final class LineLayoutCanShowTests: XCTestCase {
    let region = Rect(x: 0, y: 0, width: 1, height: 1)

    func testGlucoseLineRefusesCountDownDigitsButTakesValuesAndWords() {
        let line = LineLayout(field: .glucose, region: region, digits: 3, words: [.hi, .lo], minimumDigits: 2,
                              range: ValueRange(minimum: 20, maximum: 600))
        XCTAssertFalse(line.canShow("3"), "one digit is below minimumDigits")
        XCTAssertFalse(line.canShow("12"), "below the display range")
        XCTAssertTrue(line.canShow("123"))
        XCTAssertTrue(line.canShow("HI"))
        XCTAssertTrue(line.canShow("LO"))
        XCTAssertFalse(line.canShow("Err"), "not one of the line's words")
        XCTAssertFalse(line.canShow("1234"), "more digits than cells")
        XCTAssertFalse(line.canShow("612"), "above the display range")
        XCTAssertFalse(line.canShow("12.3"), "an integer line shows no point")
        XCTAssertFalse(line.canShow("-45"), "not a signed line")
        XCTAssertFalse(line.canShow("045"), "no leading zeros on this display")
        XCTAssertFalse(line.canShow(""))
        XCTAssertFalse(line.canShow("1_3"))
    }

    func testFixedDecimalsAndOptionalPoint() {
        var line = LineLayout(field: .temperature, region: region, digits: 3, decimals: 1)
        XCTAssertTrue(line.canShow("37.2"))
        XCTAssertFalse(line.canShow("372"), "the fixed point must be lit")
        XCTAssertFalse(line.canShow("3.72"), "the point sits before the last digit only")
        XCTAssertFalse(line.canShow("37."))
        line.optionalPoint = true
        XCTAssertTrue(line.canShow("372"), "an optional point may be unlit")
        XCTAssertFalse(line.canShow("3.72"))
    }

    func testPointAtOneOfSeveralFixedPlaces() {
        var line = LineLayout(field: .value, region: region, digits: 5, decimals: 2, minimumDigits: 3,
                              otherDecimals: [1])
        XCTAssertTrue(line.canShow("46.61"))
        XCTAssertTrue(line.canShow("198.6"))
        XCTAssertTrue(line.canShow("69.0"), "no floor: any value at the other place")
        XCTAssertFalse(line.canShow("1986"), "the point is still required")
        XCTAssertFalse(line.canShow("1.986"), "three decimals is no place of the line")
        line.otherDecimalsFrom = 100
        XCTAssertFalse(line.canShow("69.0"), "below the other place's floor: 69.00 with a digit lost")
        XCTAssertTrue(line.canShow("198.6"))
        XCTAssertTrue(line.canShow("19.86"), "the usual place has no floor")
        XCTAssertFalse(line.fixedPointAllows(decimals: 1, value: nil), "no value, no floor passed")
    }

    func testFloatingPointSignAndLeadingZeros() {
        let line = LineLayout(field: .value, region: region, digits: 4, floatingPoint: true, signed: true,
                              leadingZeros: true)
        XCTAssertTrue(line.canShow("3.36"))
        XCTAssertTrue(line.canShow("-0.5"))
        XCTAssertTrue(line.canShow("0042"))
        XCTAssertFalse(line.canShow("1.2.3"))
        XCTAssertFalse(line.canShow("4-2"))
        XCTAssertFalse(line.canShow("12345"))
    }
}
