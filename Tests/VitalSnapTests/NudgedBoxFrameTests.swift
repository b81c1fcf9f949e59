import XCTest
@testable import SevenSegment
@testable import VitalSnap

/// Rendered frames of the bench under harsh perturbation whose overlay box reads nothing complete while the same
/// box moved a pixel or two reads them (`SevenSegmentReader+NudgedBox`), and frames whose moved boxes agree on a
/// wrong text that a guard refuses.
final class NudgedBoxFrameTests: XCTestCase {
    /// The frame, its layout and the overlay's quad, as `vitalsnap bench` reads them (seed 1 unless given).
    private func benchFrame(_ slug: String, _ index: Int, _ text: String, seed: UInt64 = 1) throws
        -> (image: GrayImage, layout: DisplayLayout, quad: Quad) {
        let catalog = try Catalog.load(directory: Catalog.bundledDirectory.path)
        let bench = FrameBenchmark(peripheral: try catalog.resolve(slug), perturbation: .harsh, seed: seed)
        let (frame, quad) = try bench.frame(index, showing: text)
        return (frame.image, bench.peripheral.display, quad)
    }

    /// The reader with the rule off.
    private var unmoved: SevenSegmentReader {
        var r = SevenSegmentReader()
        r.options.readsNudgedBoxes = false
        return r
    }

    /// How many of the 8 moved boxes read `text` completely.
    private func movedReading(_ text: String, _ f: (image: GrayImage, layout: DisplayLayout, quad: Quad)) -> Int {
        SevenSegmentReader.nudges.filter { dx, dy in
            let r = unmoved.read(f.image, layout: f.layout, quad: f.quad.offset(dx, dy))
            return r.isComplete && r.text == text
        }.count
    }

    func testMovedBoxesReadWhatTheGivenBoxMissed() throws {
        for (slug, index, text, seed) in [("contec-cms50d-plus", 37, "99/120", UInt64(1)),
                                          ("beurer-bm-27", 135, "116/55/95", 1),
                                          ("accu-chek-guide-mmol", 124, "16.9", 7)] {
            let f = try benchFrame(slug, index, text, seed: seed)
            let alone = unmoved.read(f.image, layout: f.layout, quad: f.quad)
            XCTAssertFalse(alone.isComplete, "\(slug) \(index): the box alone read \(alone.text)")
            XCTAssertGreaterThanOrEqual(movedReading(text, f), 3, "\(slug) \(index)")
            let reading = SevenSegmentReader().read(f.image, layout: f.layout, quad: f.quad)
            XCTAssertTrue(reading.isComplete, "\(slug) \(index): \(reading.text)")
            XCTAssertEqual(reading.text, text)
        }
    }

    /// Frame `index` of `slug`'s harsh bench run showing `text`: the box alone reads `boxReads`, at least
    /// `atLeast` moved boxes agree on `movedRead`, and the reader with the rule on gives no complete reading.
    private func assertMovedTextRefused(_ slug: String, _ index: Int, _ text: String, seed: UInt64 = 1, boxReads: String,
                                        movedRead: String, atLeast: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let f = try benchFrame(slug, index, text, seed: seed)
        XCTAssertEqual(unmoved.read(f.image, layout: f.layout, quad: f.quad).text, boxReads, file: file, line: line)
        XCTAssertGreaterThanOrEqual(movedReading(movedRead, f), atLeast, file: file, line: line)
        let reading = SevenSegmentReader().read(f.image, layout: f.layout, quad: f.quad)
        XCTAssertFalse(reading.isComplete, "misread as \(reading.text)", file: file, line: line)
    }

    func testAnUndecidedCharacterIsNotTippedByMovedBoxes() throws {
        // 90/85: the box reads `90/8_`; every moved box reads 90/86.
        try assertMovedTextRefused("nonin-onyx-vantage-9590", 92, "90/85", boxReads: "90/8_", movedRead: "90/86", atLeast: 3)
    }

    func testALineReadWholeIsNotReadAgainByMovedBoxes() throws {
        // 17.7: the box reads `117`, its point refused; moved boxes read 11.7.
        try assertMovedTextRefused("accu-chek-guide-mmol", 63, "17.7", seed: 7, boxReads: "117", movedRead: "11.7", atLeast: 3)
    }

    func testACharacterLostByAMovedBoxIsNoReading() throws {
        // 121.3: the box sees four places (`_21._`), two moved boxes read 21.3, its leading 1 out of its cell.
        try assertMovedTextRefused("omron-hn-289", 159, "121.3", boxReads: "_21._", movedRead: "21.3", atLeast: 2)
    }

    func testLiveFramesAreNotReadAgainThroughMovedBoxes() throws {
        // A live scan's next frame is the moved box: its frames read as the box reads them, photos read through
        // the moved boxes (contec 99/120, which only the moved boxes read).
        XCTAssertTrue(ReaderOptions().readsNudgedBoxes)
        XCTAssertFalse(ReaderOptions.liveFrames.readsNudgedBoxes)
        let catalog = try Catalog.load(directory: Catalog.bundledDirectory.path)
        let contec = try catalog.resolve("contec-cms50d-plus")
        let f = try benchFrame("contec-cms50d-plus", 37, "99/120")
        let frameReader = FrameReader(peripheral: contec)
        XCTAssertFalse(frameReader.reader.options.readsNudgedBoxes)
        XCTAssertEqual(frameReader.searchQuad(width: f.image.width, height: f.image.height), f.quad)
        let live = frameReader.read(f.image)
        XCTAssertFalse(live.isComplete, "a live frame read \(live.text) through moved boxes")
        XCTAssertEqual(SevenSegmentReader().read(f.image, layout: f.layout, quad: f.quad).text, "99/120")
        // The bench reads frames as a live scan does, and as photos with a photo's reader.
        XCTAssertFalse(FrameBenchmark(peripheral: contec).reader.options.readsNudgedBoxes)
        let stills = try FrameBenchmark(peripheral: contec, frames: 1, reader: SevenSegmentReader()).run()
        XCTAssertEqual(stills.reading, "stills")
        XCTAssertEqual(try FrameBenchmark(peripheral: contec, frames: 1).run().reading, "live")
    }
}
