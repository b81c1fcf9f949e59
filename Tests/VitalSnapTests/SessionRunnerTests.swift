import Foundation
import SevenSegment
import XCTest
@testable import VitalSnap

/// Frames from memory: frame i is a 16x16 image filled with i (so a scripted reader knows which it is).
final class MemoryFrameSource: FrameSource {
    let count: Int
    var failAt: Int?
    private var index = 0
    init(count: Int, failAt: Int? = nil) { self.count = count; self.failAt = failAt }
    var description: String { "memory (\(count) frames)" }
    var width: Int { 16 }
    var height: Int { 16 }
    var framesPerSecond: Double { 10 }
    var frameCount: Int? { count }
    private(set) var closed = false
    func next() throws -> Frame? {
        if index == failAt { throw VitalSnapError(.device, "memory: unplugged", file: "memory") }
        guard index < count, !closed else { return nil }
        defer { index += 1 }
        return Frame(index: index, timestamp: Double(index) / 10, image: GrayImage(width: 16, height: 16, fill: UInt8(index % 256)))
    }
    func close() { closed = true }
}

/// Reads frame i as `script[i]`.
struct ScriptedReader: FrameReading {
    var layout = SessionReadings.glucose
    var script: [DisplayReading]
    var onRead: (@Sendable (Int) -> Void)?
    func searchQuad(width: Int, height: Int) -> Quad? { nil }
    func read(_ image: GrayImage) -> DisplayReading {
        let i = Int(image.pixels[0])
        onRead?(i)
        return i < script.count ? script[i] : SessionReadings.notFound
    }
}

final class SessionRunnerTests: XCTestCase {
    typealias R = SessionReadings

    func testEventsInOrderAndConvergence() throws {
        let source = MemoryFrameSource(count: 40)
        let reader = ScriptedReader(script: Array(repeating: R.notFound, count: 3) + Array(repeating: R.reading("104"), count: 30))
        let runner = try SessionRunner(source: source, frameReader: reader, options: R.options())
        var names: [String] = []
        let outcome = try runner.run { event in
            switch event {
            case .start: names.append("start")
            case .partial: names.append("partial")
            case let .quality(q): names.append("quality:\(q.kind.rawValue):\(q.active)")
            case .converged: names.append("converged")
            case .close: names.append("close")
            }
        }
        XCTAssertEqual(outcome.finalReading?.text, "104")
        XCTAssertEqual(outcome.finalReading?.frameIndex, 7)
        XCTAssertEqual(names.first, "start")
        XCTAssertEqual(Array(names.suffix(2)), ["converged", "close"])
        XCTAssertTrue(names.contains("quality:display-not-found:true"))
        XCTAssertTrue(names.contains("quality:display-not-found:false"))
        XCTAssertTrue(source.closed, "the source is released at the end")
    }

    func testEndOfStreamWithoutReading() throws {
        let runner = try SessionRunner(source: MemoryFrameSource(count: 8), frameReader: ScriptedReader(script: []), options: R.options())
        var closed: (SessionOutcome, Int)?
        let outcome = try runner.run { if case let .close(o, n) = $0 { closed = (o, n) } }
        XCTAssertEqual(outcome, .endOfStream(frames: 8))
        XCTAssertEqual(closed?.1, 8)
    }

    func testCancelFromAnotherThreadStopsTheRun() throws {
        let source = MemoryFrameSource(count: 100_000)
        var options = R.options(timeoutFrames: nil)
        options.timeoutSeconds = nil
        let runner = try SessionRunner(source: source, frameReader: ScriptedReader(script: []), options: options)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { runner.cancel() }
        let outcome = try runner.run { _ in }
        guard case let .cancelled(frames) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertLessThan(frames, 100_000)
    }

    func testSourceFailureClosesThenThrows() throws {
        let runner = try SessionRunner(source: MemoryFrameSource(count: 20, failAt: 4), frameReader: ScriptedReader(script: []),
                                       options: R.options())
        var closedWith: Int?
        XCTAssertThrowsError(try runner.run { if case let .close(_, n) = $0 { closedWith = n } }) {
            XCTAssertEqual(($0 as? VitalSnapError)?.code, .device)
        }
        XCTAssertEqual(closedWith, 4)
    }

    func testQualitySignalsCarryGuidance() throws {
        let script = [R.reading("104", issues: [.glare]), R.reading("104", issues: [.glare]), R.reading("104", issues: [.glare]),
                      R.reading("1_4"), R.reading("1_4"), R.reading("104", issues: [.displayTooSmall]),
                      R.reading("104", issues: [.displayTooSmall]), R.reading("104", issues: [.displayCutOff]),
                      R.reading("104", issues: [.displayCutOff]), R.reading("104", issues: [.blur]), R.reading("104", issues: [.blur])]
        let runner = try SessionRunner(source: MemoryFrameSource(count: script.count), frameReader: ScriptedReader(script: script),
                                       options: R.options(agree: 50, window: 50))
        var signals: [QualitySignal] = []
        try runner.run { if case let .quality(q) = $0 { signals.append(q) } }
        let on = signals.filter(\.active)
        XCTAssertEqual(on.map(\.kind), [.glare, .displayTooSmall, .displayCutOff, .blur])
        XCTAssertEqual(on.map(\.frameIndex), [1, 6, 8, 10])
        XCTAssertTrue(on[1].guidance.contains("move closer"))
        XCTAssertTrue(on[2].guidance.contains("move farther"))
        XCTAssertTrue(on[0].guidance.contains("glare"))
        XCTAssertEqual(signals.filter { !$0.active }.map(\.kind), [.glare, .displayTooSmall, .displayCutOff])
    }
}
