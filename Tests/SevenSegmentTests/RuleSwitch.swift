import XCTest
@testable import SevenSegment

extension XCTestCase {
    /// A rule's end-to-end check: with the rule switched off (`off` clears its option) the quad does not read
    /// completely; with every rule on it reads `expected`, complete.
    func assertReadsOnlyWithRule(_ img: GrayImage, layout: DisplayLayout, quad: Quad, expected: String, _ context: String,
                                 off: (inout ReaderOptions) -> Void, file: StaticString = #filePath, line: UInt = #line) {
        var without = SevenSegmentReader()
        off(&without.options)
        XCTAssertFalse(without.read(img, layout: layout, quad: quad).isComplete, "\(context) read with the rule off",
                       file: file, line: line)
        let r = SevenSegmentReader().read(img, layout: layout, quad: quad)
        XCTAssertTrue(r.isComplete, "\(context): \(r.text)", file: file, line: line)
        XCTAssertEqual(r.text, expected, context, file: file, line: line)
    }
}
