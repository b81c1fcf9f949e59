import SevenSegment
import XCTest
@testable import VitalSnap

final class RoiJitterTests: XCTestCase {
    let quad = Quad(Rect(x: 100, y: 50, width: 200, height: 100))

    func testSameSeedAndIndexGiveTheSameQuad() {
        let a = RoiJitter(seed: 7).apply(to: quad, index: 3)
        let b = RoiJitter(seed: 7).apply(to: quad, index: 3)
        XCTAssertEqual(a, b)
        XCTAssertNotEqual(a, RoiJitter(seed: 8).apply(to: quad, index: 3))
        XCTAssertNotEqual(a, RoiJitter(seed: 7).apply(to: quad, index: 4))
    }

    func testEnlargesByTenPercentAndShiftsAtMostThreePercent() {
        var shifts: [Double] = []
        for i in 0..<500 {
            let j = RoiJitter(seed: 42).apply(to: quad, index: i)
            let b = j.bounds
            XCTAssertEqual(b.width, 220, accuracy: 1e-9)
            XCTAssertEqual(b.height, 110, accuracy: 1e-9)
            let dx = b.center.x - quad.bounds.center.x, dy = b.center.y - quad.bounds.center.y
            XCTAssertLessThanOrEqual(abs(dx), 0.03 * 200 + 1e-9)
            XCTAssertLessThanOrEqual(abs(dy), 0.03 * 100 + 1e-9)
            shifts.append(dx)
        }
        XCTAssertGreaterThan(shifts.max()!, 4, "shifts use the range")
        XCTAssertLessThan(shifts.min()!, -4)
    }

    func testGeneratorIsStable() {
        var g = SeededRandom(seed: 1)
        // SplitMix64 reference values for seed 1.
        XCTAssertEqual(g.next(), 0x910A_2DEC_8902_5CC1)
        XCTAssertEqual(g.next(), 0xBEEB_8DA1_658E_EC67)
    }
}
