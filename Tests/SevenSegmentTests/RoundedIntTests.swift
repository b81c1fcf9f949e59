import XCTest
@testable import SevenSegment

/// `Double.roundedInt` is `Int(x.rounded())`, value for value (the segmenter's projections use it).
final class RoundedIntTests: XCTestCase {
    func testHalvesRoundAwayFromZero() {
        for (x, n) in [(0.5, 1), (1.5, 2), (2.5, 3), (-0.5, -1), (-1.5, -2), (-2.5, -3), (0.0, 0), (-0.0, 0)] {
            XCTAssertEqual(x.roundedInt, n, "\(x)")
        }
    }

    func testSameAsRoundedEverywhere() {
        var values: [Double] = [0.49999999999999994, -0.49999999999999994, 0.5000000000000001, 4503599627370495.5,
                                -4503599627370495.5, 4503599627370497, 9007199254740993, 1e15 + 0.5, -1e15 - 0.5]
        var rng = SeededRandom(seed: 7)
        for _ in 0..<20000 {
            let x = rng.uniform(-1000, 1000)
            values.append(x)
            values.append(x.rounded(.down) + 0.5)
            values.append((x.rounded(.down) + 0.5).nextUp)
            values.append((x.rounded(.down) + 0.5).nextDown)
        }
        for x in values { XCTAssertEqual(x.roundedInt, Int(x.rounded()), "\(x)") }
    }
}
