import XCTest
@testable import SevenSegment

/// The guards on a text moved boxes agree on (`SevenSegmentReader.nudgedTextKeeps`): what the given box's own
/// reading saw must be kept.
final class NudgedBoxTests: XCTestCase {
    private func keeps(_ text: String, _ own: String, _ digits: [Int] = [4]) -> Bool {
        SevenSegmentReader.nudgedTextKeeps(text, own: own, digits: digits)
    }

    func testARowTheBoxCouldNotCutIsRead() {
        XCTAssertTrue(keeps("00.41", "_____"))   // five places seen on a four-digit line
        XCTAssertTrue(keeps("00.41", "___4_"))
        XCTAssertTrue(keeps("18.5", "__.5"))     // two places undecided
        XCTAssertTrue(keeps("316", "_._"))
        XCTAssertTrue(keeps("99/120", "_/120", [3, 3]))
    }

    func testTheBoxsOwnTextIsNotTakenAgain() {
        XCTAssertFalse(keeps("365", "365"))
    }

    func testALineReadWholeIsKeptExactly() {
        XCTAssertFalse(keeps("11.7", "117", [3]))
        XCTAssertFalse(keeps("04.35", "0435"))
        XCTAssertFalse(keeps("100/48", "00/48", [3, 3]))
        XCTAssertTrue(keeps("150/60/107", "150/60/0_", [3, 3, 3]))
        // More places than the line's digits: a mark is no digit, the line was not read whole.
        XCTAssertTrue(keeps("2690", "2690-"))
    }

    func testANamedCharacterIsKept() {
        XCTAssertFalse(keeps("505", "1__"))
    }

    func testOneUndecidedCharacterIsNotCompleted() {
        XCTAssertFalse(keeps("90/86", "90/8_", [3, 3]))
        XCTAssertFalse(keeps("16.1", "1_.1", [3]))
        XCTAssertTrue(keeps("116/55/95", "11_/5_/95", [3, 3, 3]))
    }

    func testAPlaceTheBoxSawIsNotLost() {
        XCTAssertFalse(keeps("21.3", "_21._"))          // four places on a four-digit line
        XCTAssertFalse(keeps("79", "__9", [3]))
        XCTAssertTrue(keeps("100/130", "100/1_", [3, 3]))  // more places than the box saw
    }
}
