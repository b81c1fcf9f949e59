import SevenSegment
import XCTest
@testable import VitalSnap

final class SessionConvergenceTests: XCTestCase {
    typealias R = SessionReadings

    func testConvergesAfterNAgreeingFrames() throws {
        let (session, updates) = try R.run(Array(repeating: R.reading("104"), count: 20), options: R.options())
        let final = try XCTUnwrap(session.outcome?.finalReading)
        XCTAssertEqual(final.text, "104")
        XCTAssertEqual(final.frameIndex, 4)
        XCTAssertEqual(final.framesUsed, [0, 1, 2, 3, 4])
        XCTAssertEqual(final.confidence, 0.9, accuracy: 1e-9)
        XCTAssertEqual(updates.count, 5, "the session stops at convergence")
        XCTAssertNil(updates[3].outcome)
        XCTAssertEqual(updates[3].partial.text, "104")
        XCTAssertEqual(updates[3].partial.candidateVotes, 4)
        var ended = session
        XCTAssertNil(ended.feed2("104"), "frames after the end are ignored")
    }

    func testMinimumHoldDelaysConvergenceInStreamTime() throws {
        // 10 fps, hold 1.2 s: the candidate first seen at t=0 is final at t=1.2, frame 12.
        let (session, _) = try R.run(Array(repeating: R.reading("104"), count: 30), options: R.options(hold: 1.2))
        XCTAssertEqual(session.outcome?.finalReading?.frameIndex, 12)
    }

    func testNeverConvergesWithoutADisplay() throws {
        let (session, updates) = try R.run(Array(repeating: R.notFound, count: 50), options: R.options(timeoutFrames: 40))
        XCTAssertEqual(session.outcome, .timedOut(frames: 40, seconds: 3.9))
        XCTAssertTrue(updates.allSatisfy { !$0.partial.displayFound && $0.partial.text == "" })
    }

    func testIncompleteAndLowConfidenceFramesDoNotVote() throws {
        let frames = Array(repeating: R.reading("1_4"), count: 10) + Array(repeating: R.reading("104", confidence: 0.4), count: 10)
        let (session, updates) = try R.run(frames, options: R.options())
        XCTAssertNil(session.outcome)
        XCTAssertEqual(updates[5].partial.text, "1_4", "unresolved characters stay '_' in the partial text")
        XCTAssertEqual(session.finishCopy(), .endOfStream(frames: 20))
    }

    func testConflictingReadingBlocksConvergenceWhileInWindow() throws {
        // 104 x4, one misread 184, then 104: the misread must leave the 10-frame window first.
        let frames = Array(repeating: R.reading("104"), count: 4) + [R.reading("184")] + Array(repeating: R.reading("104"), count: 20)
        let (session, _) = try R.run(frames, options: R.options())
        XCTAssertEqual(session.outcome?.finalReading?.text, "104")
        XCTAssertEqual(session.outcome?.finalReading?.frameIndex, 14, "frame 4 (184) leaves the window at frame 14")
    }

    func testTolerantRuleAllowsOneConflict() throws {
        let frames = Array(repeating: R.reading("104"), count: 4) + [R.reading("184")] + Array(repeating: R.reading("104"), count: 20)
        let (session, _) = try R.run(frames, options: R.options(conflicts: 1))
        XCTAssertEqual(session.outcome?.finalReading?.frameIndex, 5)
        XCTAssertEqual(session.outcome?.finalReading?.framesUsed, [0, 1, 2, 3, 5])
    }

    func testChangingValueConvergesOnTheNewerValueOnly() throws {
        // A count-down 5, 4, 3, 2, 1 (one step a second at 10 fps), then the result 98 for 3 s.
        var frames: [DisplayReading] = []
        for step in ["5", "4", "3", "2", "1"] { frames += Array(repeating: R.reading(step), count: 10) }
        frames += Array(repeating: R.reading("98"), count: 30)
        let (session, updates) = try R.run(frames, options: R.options(hold: 1.2))
        let final = try XCTUnwrap(session.outcome?.finalReading)
        XCTAssertEqual(final.text, "98")
        XCTAssertEqual(final.frameIndex, 62, "98 first shown at frame 50 (t=5.0), held 1.2 s")
        XCTAssertTrue(final.framesUsed.allSatisfy { $0 >= 50 })
        XCTAssertTrue(updates.dropLast().allSatisfy { $0.outcome == nil })
    }

    func testChangeWithoutHoldWaitsForOldVotesToLeave() throws {
        // 120 then 104: never a chimera; 104 wins once the 120 votes are out of the window.
        let frames = Array(repeating: R.reading("120"), count: 3) + Array(repeating: R.reading("104"), count: 20)
        let (session, updates) = try R.run(frames, options: R.options())
        XCTAssertEqual(session.outcome?.finalReading?.text, "104")
        XCTAssertEqual(session.outcome?.finalReading?.frameIndex, 12)
        XCTAssertTrue(updates.allSatisfy { ["120", "104"].contains($0.partial.candidate ?? "") })
    }

    func testDisplayLostForAFewFramesStillConverges() throws {
        let frames = Array(repeating: R.reading("104"), count: 3) + Array(repeating: R.notFound, count: 4)
            + Array(repeating: R.reading("104"), count: 10)
        let (session, _) = try R.run(frames, options: R.options())
        XCTAssertEqual(session.outcome?.finalReading?.frameIndex, 8)
        XCTAssertEqual(session.outcome?.finalReading?.framesUsed, [0, 1, 2, 7, 8])
    }

    func testMultiLineReading() throws {
        let frames = Array(repeating: R.reading("128/82/71", layout: R.bloodPressure), count: 6)
        let (session, _) = try R.run(frames, layout: R.bloodPressure, options: R.options())
        XCTAssertEqual(session.outcome?.finalReading?.text, "128/82/71")
        XCTAssertEqual(session.outcome?.finalReading?.reading.lines.map(\.field), [.systolic, .diastolic, .pulse])
    }

    func testWrongLineCountNeverVotes() throws {
        let frames = Array(repeating: R.reading("128", layout: R.glucose), count: 12)
        let (session, _) = try R.run(frames, layout: R.bloodPressure, options: R.options())
        XCTAssertNil(session.outcome)
    }

    func testBestCropIsFromTheMostConfidentAgreeingFrame() throws {
        let frames = [R.reading("104", confidence: 0.7), R.reading("104", confidence: 0.95, sharpness: 50),
                      R.reading("104", confidence: 0.8), R.reading("104", confidence: 0.95, sharpness: 80), R.reading("104")]
        let (session, _) = try R.run(frames, options: R.options())
        let final = try XCTUnwrap(session.outcome?.finalReading)
        XCTAssertEqual(final.bestFrame, 3)
        XCTAssertNotNil(final.crop)
        XCTAssertEqual(final.confidence, (0.7 + 0.95 + 0.8 + 0.95 + 0.9) / 5, accuracy: 1e-9)
    }

    func testTimeoutInSeconds() throws {
        var o = R.options(timeoutFrames: nil)
        o.timeoutSeconds = 2
        let (session, updates) = try R.run(Array(repeating: R.reading("1_4"), count: 100), options: o)
        XCTAssertEqual(session.outcome, .timedOut(frames: 21, seconds: 2.0))
        XCTAssertEqual(updates.last?.outcome, session.outcome)
    }

    func testCancelAtAnyTime() throws {
        var session = try OCRSession(layout: R.glucose, options: R.options())
        XCTAssertEqual(session.cancel(), .cancelled(frames: 0))
        XCTAssertNil(session.feed(R.reading("104"), index: 0, timestamp: 0))
        var s2 = try OCRSession(layout: R.glucose, options: R.options())
        _ = s2.feed(R.reading("104"), index: 0, timestamp: 0)
        XCTAssertEqual(s2.cancel(), .cancelled(frames: 1))
    }

    func testHistoryIsBoundedByTheWindow() throws {
        var o = R.options(timeoutFrames: nil)
        o.timeoutSeconds = nil
        var session = try OCRSession(layout: R.glucose, options: o)
        for i in 0..<20_000 {
            // A new value every 3 frames: never converges.
            let u = session.feed(R.reading(String(100 + (i / 3) % 800)), index: i, timestamp: Double(i) / 30)
            XCTAssertNil(u?.outcome)
            XCTAssertLessThanOrEqual(session.historyCount, 10)
        }
        XCTAssertEqual(session.framesProcessed, 20_000)
    }

    func testInvalidOptionsAreRefused() {
        XCTAssertThrowsError(try OCRSession(layout: R.glucose, options: R.options(agree: 6, window: 5))) {
            XCTAssertEqual(($0 as? VitalSnapError)?.field, "window")
        }
        XCTAssertThrowsError(try OCRSession(layout: R.glucose, options: R.options(agree: 0)))
    }
}

extension OCRSession {
    /// Feeds one more reading (test helper).
    mutating func feed2(_ text: String) -> SessionUpdate? {
        feed(SessionReadings.reading(text), index: framesProcessed, timestamp: Double(framesProcessed))
    }

    func finishCopy() -> SessionOutcome {
        var copy = self
        return copy.finish()
    }
}
