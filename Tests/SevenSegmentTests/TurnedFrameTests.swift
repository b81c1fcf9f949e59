import XCTest
@testable import SevenSegment

/// A photo turned on its side or upside down, read with no quad (`SevenSegmentReader+TurnedFrame`).
final class TurnedFrameTests: XCTestCase {
    let layout = TimerWindowScene.layout

    /// A panel timer photographed on its side, either way: nothing reads level; the frame turned a quarter
    /// round reads the timer's 21.58.
    func testATimerOnItsSideReadsTurned() throws {
        let level = TimerWindowScene(text: "21.58").render()
        XCTAssertEqual(SevenSegmentReader().read(level, layout: layout, quad: nil).text, "21.58")
        for clockwise in [true, false] {
            let img = level.quarterTurned(clockwise: clockwise)
            var off = SevenSegmentReader()
            off.options.readsTurnedFrames = false
            XCTAssertFalse(off.read(img, layout: layout, quad: nil).isComplete, "\(clockwise) read with the rule off")
            let r = SevenSegmentReader().read(img, layout: layout, quad: nil)
            XCTAssertTrue(r.isComplete, "\(clockwise): \(r.text)")
            XCTAssertEqual(r.text, "21.58", "\(clockwise)")
            // The reading's quad is in the frame as given, round the digits standing on their side.
            let q = try XCTUnwrap(r.quad).bounds
            XCTAssertGreaterThan(q.height, q.width, "\(clockwise)")
            XCTAssertTrue(q.x >= 0 && q.maxX <= Double(img.width) && q.y >= 0 && q.maxY <= Double(img.height), "\(q)")
        }
    }

    /// The strokes of digits standing upright are mostly uprights; an upright 8 read a quarter turn round
    /// as two 0s side by side (what an upright display shows its turned frame) mostly bars.
    func testStrokesOfDigitsOnTheirSideDoNotStandUpright() throws {
        for text in ["2158", "8888", "1000", "3047"] {
            var d = SyntheticDisplay(text: text)
            d.ink = 235; d.background = 15; d.margin = 10
            let layout = SyntheticDisplay.layout(digits: 4, polarity: .lightOnDark, floatingPoint: false,
                                                 aspect: Double(d.width) / Double(d.height))
            let r = SevenSegmentReader().read(d.render(), layout: layout, quad: d.quad())
            XCTAssertEqual(r.text, text)
            let upright = try XCTUnwrap(SevenSegmentReader.strokeBalance(r))
            XCTAssertGreaterThanOrEqual(upright, SevenSegmentReader.uprightStrokes, text)
        }
        var d = SyntheticDisplay(text: "8")
        d.ink = 220; d.background = 20; d.margin = 0
        let side = d.render().quarterTurned(clockwise: true)
        let half = side.width / 2
        let cells = [PixelRect(x: 0, y: 0, width: half, height: side.height), PixelRect(x: half, y: 0, width: side.width - half, height: side.height)]
        let zeros = DisplayReading(lines: [LineReading(field: .value, text: "00", characters: cells.map {
            CharacterReading(character: "0", confidence: 1, cell: $0)
        })], crop: side)
        let b = try XCTUnwrap(SevenSegmentReader.strokeBalance(zeros))
        XCTAssertLessThan(b, 1, "\(b)")
    }

    /// A timer photographed upside down: its 28.52 shows as 2582, the point at the top. The row read
    /// without a point is refused (its half turn reads with one); that half turn is the reading.
    func testAnUpsideDownTimerReadsHalfTurned() {
        let img = TimerWindowScene(text: "28.52", wallLeft: 20, wallRight: 230, housing: false, x: 150, gap: 0, turned: true).render()
        var off = SevenSegmentReader()
        off.options.readsTurnedFrames = false
        XCTAssertFalse(off.read(img, layout: layout, quad: nil).isComplete, "read with the rule off")
        let r = SevenSegmentReader().read(img, layout: layout, quad: nil)
        XCTAssertTrue(r.isComplete, r.text)
        XCTAssertEqual(r.text, "28.52")
    }

    func testDigitsTurnedHalfRound() {
        XCTAssertEqual(SevenSegmentReader.halfTurned(text: "8200"), "0028")
        XCTAssertEqual(SevenSegmentReader.halfTurned(text: "2569"), "6952")
        XCTAssertNil(SevenSegmentReader.halfTurned(text: "967"))
        XCTAssertNil(SevenSegmentReader.halfTurned(text: "13"))
    }

    /// A half turn is taken only for a fixed point standing at the layout's place, and only where every row
    /// refused as upside down turned to the same digits.
    func testHalfTurnNeedsTheLayoutsPointAndAgreement() {
        func reading(_ text: String) -> DisplayReading {
            DisplayReading(lines: [LineReading(field: .value, text: text, characters: [])])
        }
        let rows = UpsideDownRows()
        rows.note(reading("00.28"), upright: reading("8200"))
        XCTAssertEqual(rows.taken(layout: layout)?.text, "00.28")
        var floating = layout
        floating.lines[0].floatingPoint = true
        XCTAssertNil(rows.taken(layout: floating))
        let elsewhere = UpsideDownRows()
        elsewhere.note(reading("002.8"), upright: reading("8200"))
        XCTAssertNil(elsewhere.taken(layout: layout))
        let other = UpsideDownRows()
        other.note(reading("00.28"), upright: reading("8200"))
        other.note(reading("19.58"), upright: reading("8561"))
        XCTAssertNil(other.taken(layout: layout))
        let unlike = UpsideDownRows()
        unlike.note(reading("00.28"), upright: reading("8500"))
        XCTAssertNil(unlike.taken(layout: layout))
    }
}
