import Foundation
import SevenSegment
import XCTest
@testable import VitalSnap

/// The rendered fixture videos under Fixtures/videos, scanned with the real recognizer and the
/// default rule: the converged value, the frame it converged at, and no wrong lock ever.
final class SessionFixtureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/videos")

    func truth(_ name: String) throws -> SessionFixtureTruth {
        try SessionFixtureTruth.load(Self.folder.appendingPathComponent(name + ".json").path)
    }

    func peripheral(_ slug: String) throws -> Peripheral {
        try Catalog.load().resolve(slug)
    }

    /// Scans `NAME.avi` with the default rule; returns the outcome and the partial results.
    func scan(_ name: String, options: SessionOptions = SessionOptions()) throws -> (SessionOutcome, [PartialResult], SessionFixtureTruth) {
        let t = try truth(name)
        let source = try VideoFileFrameSource(path: Self.folder.appendingPathComponent(t.video).path)
        XCTAssertEqual(source.width, t.width)
        XCTAssertEqual(source.framesPerSecond, t.fps, accuracy: 0.01)
        let runner = try SessionRunner(source: source, frameReader: FrameReader(peripheral: peripheral(t.peripheral)), options: options)
        var partials: [PartialResult] = []
        let outcome = try runner.run { if case let .partial(p) = $0 { partials.append(p) } }
        return (outcome, partials, t)
    }

    /// Every vote of the final reading comes from a frame that really showed that text.
    func assertHonest(_ final: FinalReading, _ t: SessionFixtureTruth, file: StaticString = #filePath, line: UInt = #line) {
        for i in final.framesUsed {
            XCTAssertEqual(t.frames[i].text, final.text, "frame \(i) voted for \(final.text)", file: file, line: line)
        }
    }

    func assertConverges(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (outcome, _, t) = try scan(name)
        let final = try XCTUnwrap(outcome.finalReading, "\(name): \(outcome.message)", file: file, line: line)
        XCTAssertEqual(final.text, t.expected, name, file: file, line: line)
        XCTAssertGreaterThanOrEqual(final.frameIndex, t.idealConvergenceFrame ?? 0, name, file: file, line: line)
        XCTAssertLessThanOrEqual(final.frameIndex, t.convergeBy ?? .max, name, file: file, line: line)
        XCTAssertNotNil(final.crop, file: file, line: line)
        assertHonest(final, t, file: file, line: line)
    }

    func testCleanConvergesAtTheIdealFrame() throws {
        try assertConverges("glucose-clean")
        let (outcome, partials, _) = try scan("glucose-clean")
        XCTAssertEqual(outcome.finalReading?.frameIndex, 6, "5 agreeing frames and 1.2 s at 5 fps: frame 6")
        XCTAssertTrue(partials.allSatisfy { $0.displayFound && $0.text == "104" })
    }

    func testNoisyConverges() throws { try assertConverges("glucose-noisy") }

    func testGlareIsSignalledAndNeverMisread() throws {
        try assertConverges("glucose-glare")
        let (_, partials, t) = try scan("glucose-glare")
        XCTAssertTrue(partials.contains { $0.issues.contains(.glare) }, "glare is reported")
        // A glare frame may be unreadable ("_"), never read as another complete value.
        for p in partials where t.frames[p.frameIndex].glare {
            XCTAssertTrue(p.candidate == nil || p.candidate == t.expected, "frame \(p.frameIndex): candidate \(p.candidate ?? "")")
        }
    }

    func testDisplayLostForAFewFrames() throws {
        try assertConverges("glucose-lost")
        let (_, partials, t) = try scan("glucose-lost")
        for p in partials where t.frames[p.frameIndex].text == nil {
            XCTAssertFalse(p.displayFound, "frame \(p.frameIndex) has no display")
        }
    }

    func testNoDisplayNeverConverges() throws {
        let (outcome, partials, t) = try scan("glucose-nodisplay")
        XCTAssertNil(t.expected)
        XCTAssertEqual(outcome, .endOfStream(frames: t.frames.count))
        XCTAssertTrue(partials.allSatisfy { $0.candidate == nil }, "not even a candidate")
    }

    func testChangingValueConvergesOnTheFinalValueOnly() throws {
        try assertConverges("demo-glucose")
        let (outcome, _, t) = try scan("demo-glucose")
        let final = try XCTUnwrap(outcome.finalReading)
        let firstResult = try XCTUnwrap(t.frames.first { $0.text == "123" }?.index)
        XCTAssertTrue(final.framesUsed.allSatisfy { $0 >= firstResult })
        // Without the hold the count-down steps could be final on their own; with a short window the
        // rule still never mixes them: whatever it converges on, it is a text some frames really showed.
        var quick = SessionOptions()
        quick.minimumHoldSeconds = 0
        let (early, _, _) = try scan("demo-glucose", options: quick)
        if let f = early.finalReading { assertHonest(f, t) }
    }

    func testTimeoutInFramesGivesNoReading() throws {
        var o = SessionOptions()
        o.timeoutFrames = 5
        let (outcome, partials, _) = try scan("glucose-clean", options: o)
        XCTAssertEqual(outcome, .timedOut(frames: 5, seconds: 0.8))
        XCTAssertEqual(partials.count, 5)
    }

    func testImageSequenceGivesTheSameResultAsTheVideo() throws {
        let t = try truth("glucose-clean")
        let p = try peripheral(t.peripheral)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-frames-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        var script = try XCTUnwrap(SessionFixtureScript.standardSet().first { $0.name == "clean" })
        script.name = "clean"
        try SessionFixtureGenerator(peripheral: p).write(script, to: dir.path, framesDirectory: dir.path)
        let source = try ImageSequenceFrameSource(pattern: dir.appendingPathComponent("clean").path, fps: t.fps)
        let outcome = try SessionRunner(source: source, frameReader: FrameReader(peripheral: p)).run { _ in }
        XCTAssertEqual(outcome.finalReading?.text, "104")
        XCTAssertEqual(outcome.finalReading?.frameIndex, 6)
    }

    func testGeneratorIsDeterministicAndMatchesTheCommittedTruth() throws {
        let t = try truth("glucose-glare")
        let p = try peripheral(t.peripheral)
        var script = try XCTUnwrap(SessionFixtureScript.standardSet().first { $0.name == "glare" })
        script.name = "glucose-glare"
        let generator = SessionFixtureGenerator(peripheral: p)
        let a = try generator.frames(script), b = try generator.frames(script)
        XCTAssertEqual(a.map(\.image), b.map(\.image))
        XCTAssertEqual(a.map(\.truth), t.frames, "Fixtures/videos is out of date: regenerate with render-video")
        XCTAssertEqual(try script.idealConvergence(layout: p.display), t.idealConvergenceFrame)
    }
}
