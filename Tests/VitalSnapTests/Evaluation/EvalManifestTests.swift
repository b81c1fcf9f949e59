import SevenSegment
import XCTest
@testable import VitalSnap

final class EvalManifestTests: XCTestCase {
    func parse(_ text: String) throws -> EvalManifest {
        try EvalManifest.parse(text, path: "/sets/demo/manifest.csv", baseDirectory: "/sets/demo")
    }

    func testParsesExactIntegerRoiAndLine() throws {
        let m = try parse("""
        image,expected,match,roi,line
        images/a.jpg,08.36,exact,0.1 0.2 0.5 0.2 0.5 0.4 0.1 0.4,
        images/b.jpg,120,integer,,
        images/c.jpg,47.60/17.252,exact,,
        images/d.jpg,17.252,,,2

        """)
        XCTAssertEqual(m.entries.count, 4)
        XCTAssertEqual(m.name, "demo")
        let a = m.entries[0]
        XCTAssertEqual(a.path, "/sets/demo/images/a.jpg")
        XCTAssertEqual(a.expected, "08.36")
        XCTAssertEqual(a.match, .exact)
        XCTAssertEqual(a.roi?.topLeft, Point(0.1, 0.2))
        XCTAssertEqual(a.roi?.bottomRight, Point(0.5, 0.4))
        XCTAssertEqual(a.roi?.bottomLeft, Point(0.1, 0.4))
        XCTAssertNil(a.line)
        XCTAssertEqual(a.sourceLine, 2)
        XCTAssertEqual(m.entries[1].match, .integer)
        XCTAssertNil(m.entries[1].roi)
        XCTAssertEqual(m.entries[2].expected, "47.60/17.252")
        XCTAssertEqual(m.entries[3].line, 2)
        XCTAssertEqual(m.entries[3].match, .exact, "empty match defaults to exact")
        XCTAssertEqual(m.entries[3].sourceLine, 5)
    }

    func testOptionalColumnsMayBeAbsentAndQuotedFieldsAndCRLF() throws {
        let m = try parse("expected,image\r\n\"0042\",\"x, y.png\"\r\n")
        XCTAssertEqual(m.entries, [ManifestEntry(image: "x, y.png", path: "/sets/demo/x, y.png", expected: "0042",
                                                 sourceLine: 2)])
    }

    func testAbsoluteImagePathIsKept() throws {
        let m = try parse("image,expected\n/abs/p.png,12\n")
        XCTAssertEqual(m.entries[0].path, "/abs/p.png")
    }

    func assertFails(_ text: String, line: Int, field: String?, contains: String, file: StaticString = #filePath, lineNo: UInt = #line) {
        XCTAssertThrowsError(try parse(text), file: file, line: lineNo) { error in
            guard let e = error as? VitalSnapError else { return XCTFail("not a VitalSnapError: \(error)", file: file, line: lineNo) }
            XCTAssertEqual(e.code, .badInput, file: file, line: lineNo)
            XCTAssertEqual(e.file, "/sets/demo/manifest.csv", file: file, line: lineNo)
            XCTAssertEqual(e.field, field, file: file, line: lineNo)
            XCTAssertTrue(e.message.contains("manifest.csv: line \(line)"), e.message, file: file, line: lineNo)
            XCTAssertTrue(e.message.contains(contains), e.message, file: file, line: lineNo)
        }
    }

    func testMalformedManifestsNameFileLineAndField() {
        let h = "image,expected,match,roi,line\n"
        assertFails(h + "a.png,12,exact,0.1 0.2 0.3,\n", line: 2, field: "roi", contains: "expected 8 numbers")
        assertFails(h + "a.png,12,exact,0.1 0.2 0.3 x 0.5 0.6 0.7 0.8,\n", line: 2, field: "roi", contains: "not a number")
        assertFails(h + "a.png,12,exact,10 20 300 20 300 40 10 40,\n", line: 2, field: "roi", contains: "normalised")
        assertFails(h + "a.png,12,exact,,\nb.png,13,fuzzy,,\n", line: 3, field: "match", contains: "'fuzzy'")
        assertFails(h + "a.png,12.5,integer,,\n", line: 2, field: "expected", contains: "not an integer")
        assertFails(h + "a.png,,exact,,\n", line: 2, field: "expected", contains: "empty expected")
        assertFails(h + ",12,exact,,\n", line: 2, field: "image", contains: "empty image")
        assertFails(h + "a.png,12,exact,,0\n", line: 2, field: "line", contains: "1-based")
        assertFails(h + "a.png,12,exact,,two\n", line: 2, field: "line", contains: "'two'")
        assertFails(h + "a.png,12,exact,,,extra\n", line: 2, field: nil, contains: "6 fields")
        assertFails("image,expected,colour\n", line: 1, field: "colour", contains: "unknown column")
        assertFails("image,match\n", line: 1, field: "expected", contains: "no 'expected' column")
        assertFails(h + "\"a.png,12\n", line: 2, field: nil, contains: "not closed")
    }

    func testEmptyManifestIsAnError() {
        XCTAssertThrowsError(try parse("")) { XCTAssertTrue("\($0)".contains("empty manifest"), "\($0)") }
    }

    func testLoadMissingFileNamesIt() {
        XCTAssertThrowsError(try EvalManifest.load("/nonexistent/m.csv")) { error in
            XCTAssertEqual((error as? VitalSnapError)?.code, .badInput)
            XCTAssertTrue("\(error)".contains("/nonexistent/m.csv: no such manifest file"), "\(error)")
        }
    }

    func testNameOfNonManifestFile() {
        XCTAssertEqual(EvalManifest(path: "/x/glucose-lcd.csv", entries: []).name, "glucose-lcd")
    }
}
