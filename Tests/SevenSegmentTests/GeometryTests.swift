import XCTest
@testable import SevenSegment

final class GeometryTests: XCTestCase {
    func testQuadFromNumbersNeedsEight() {
        XCTAssertNil(Quad(numbers: [0, 0, 1, 0, 1, 1, 0]))
        let q = Quad(numbers: [0.1, 0.2, 0.9, 0.2, 0.9, 0.8, 0.1, 0.8])!
        XCTAssertEqual(q.bounds, Rect(x: 0.1, y: 0.2, width: 0.8, height: 0.6000000000000001))
        XCTAssertEqual(q.point(u: 0.5, v: 0.5).x, 0.5, accuracy: 1e-9)
    }

    func testCropClipsToImage() {
        var img = GrayImage(width: 4, height: 3, fill: 7)
        img[3, 2] = 200
        let c = img.crop(PixelRect(x: 2, y: 1, width: 10, height: 10))
        XCTAssertEqual(c.width, 2)
        XCTAssertEqual(c.height, 2)
        XCTAssertEqual(c[1, 1], 200)
    }

    func testOffsetMovesEveryCorner() {
        let q = Quad(topLeft: Point(1, 2), topRight: Point(11, 3), bottomRight: Point(12, 9), bottomLeft: Point(0, 8))
        XCTAssertEqual(q.offset(5, -2), Quad(topLeft: Point(6, 0), topRight: Point(16, 1), bottomRight: Point(17, 7), bottomLeft: Point(5, 6)))
    }

    func testIntersectionArea() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(a.intersectionArea(Rect(x: 5, y: 5, width: 10, height: 10)), 25)
        XCTAssertEqual(a.intersectionArea(a), 100)
        XCTAssertEqual(a.intersectionArea(Rect(x: 10, y: 0, width: 5, height: 5)), 0)
        XCTAssertEqual(a.intersectionArea(Rect(x: 20, y: 20, width: 5, height: 5)), 0)
    }
}
