import XCTest
@testable import VitalSnap

final class ConfusionTableTests: XCTestCase {
    func testCountsAlignedCharactersAndSkipsLengthMismatch() {
        var t = ConfusionTable()
        t.add(expected: "188", read: "168")
        t.add(expected: "18", read: "16")
        t.add(expected: "12", read: "123")
        t.add(expected: "7", read: "")
        XCTAssertEqual(t.count(expected: "8", read: "6"), 2)
        XCTAssertEqual(t.count(expected: "1", read: "1"), 2)
        XCTAssertEqual(t.count(expected: "8", read: "8"), 1)
        XCTAssertEqual(t.lengthMismatches, 1, "empty readings are not counted at all")
        XCTAssertEqual(t.confusions.map { "\($0.expected)>\($0.read):\($0.count)" }, ["8>6:2"])
        let eight = t.perCharacter.first { $0.character == "8" }!
        XCTAssertEqual(eight.correct, 1)
        XCTAssertEqual(eight.total, 3)
    }

    func testMergeAndOrdering() {
        var a = ConfusionTable(), b = ConfusionTable()
        a.add(expected: "5", read: "6")
        b.add(expected: "5", read: "6"); b.add(expected: "1", read: "7"); b.add(expected: "12", read: "1")
        a.merge(b)
        XCTAssertEqual(a.confusions.map { "\($0.expected)>\($0.read):\($0.count)" }, ["5>6:2", "1>7:1"])
        XCTAssertEqual(a.lengthMismatches, 1)
        let m = a.matrix()
        XCTAssertTrue(m.hasPrefix("exp\\read"), m)
        XCTAssertTrue(m.contains("5"), m)
    }

    func testJSONRoundTrip() throws {
        var t = ConfusionTable()
        t.add(expected: "38", read: "88")
        let data = try JSONEncoder().encode(t)
        let back = try JSONDecoder().decode(ConfusionTable.self, from: data)
        XCTAssertEqual(back, t)
        let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        XCTAssertNotNil(object["confusions"])
        XCTAssertNotNil(object["characters"])
    }
}
