import Foundation
import XCTest
@testable import VitalSnap

/// A transport that answers from a script (no network), recording what it was sent.
final class ScriptedTransport: FHIRTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var script: [SendOutcome]
    private(set) var sent: [Data] = []
    init(_ script: [SendOutcome]) { self.script = script }
    func send(bundle: Data) async -> SendOutcome { next(bundle) }
    private func next(_ bundle: Data) -> SendOutcome {
        lock.lock(); defer { lock.unlock() }
        sent.append(bundle)
        return script.isEmpty ? .stored(references: ["Observation/x"], created: true) : script.removeFirst()
    }
    func shutdown() async {}
}

final class OutboxTests: XCTestCase {
    func makeOutbox() throws -> (Outbox, VitalSnapHome) {
        let home = Sample.home()
        return (try Outbox(home: home), home)
    }

    func testStoreIsPrivateAndEnqueueIsIdempotent() throws {
        let (outbox, home) = try makeOutbox()
        let verified = Sample.verified(Sample.glucose())
        let first = try outbox.enqueue(verified)
        let second = try outbox.enqueue(verified)
        XCTAssertTrue(first.isNew)
        XCTAssertFalse(second.isNew)
        XCTAssertEqual(first.item.id, second.item.id)
        XCTAssertEqual(try outbox.counts().queued, 1)
        XCTAssertEqual(try outbox.records().count, 1)
        let mode = try FileManager.default.attributesOfItem(atPath: home.databaseURL.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
        let dirMode = try FileManager.default.attributesOfItem(atPath: home.url.path)[.posixPermissions] as? Int
        XCTAssertEqual(dirMode, 0o700)
    }

    func testRowsStuckInSendingGoBackToTheQueue() throws {
        let (outbox, _) = try makeOutbox()
        let (item, _) = try outbox.enqueue(Sample.verified(Sample.pulse()))
        XCTAssertNotNil(try outbox.beginSending(id: item.id))
        XCTAssertEqual(try outbox.counts().sending, 1)
        // A second process reopening the same file (as after kill -9) recovers it.
        let reopened = try Outbox(path: outbox.path)
        XCTAssertEqual(try reopened.recoverInterrupted(), 1)
        XCTAssertEqual(try reopened.counts().queued, 1)
        XCTAssertEqual(try reopened.item(id: item.id)?.attempts, 1)
    }

    func testRetryableErrorsBackOffThenSucceed() async throws {
        let (outbox, _) = try makeOutbox()
        let (item, _) = try outbox.enqueue(Sample.verified(Sample.weight()))
        let transport = ScriptedTransport([
            .retryable(reason: "HTTP 500", retryAfter: nil),
            .retryable(reason: "HTTP 429", retryAfter: 2),
            .stored(references: ["Observation/1"], created: true),
        ])
        let delays = DelayRecorder()
        let submitter = Submitter(outbox: outbox, transport: transport, patient: "Patient/1",
                                  policy: RetryPolicy(baseDelay: 0.1, maxDelay: 1, maxAttempts: 5), sleep: { await delays.add($0) })
        var events: [SubmissionEvent.Kind] = []
        let summary = try await submitter.run { events.append($0.event) }
        XCTAssertEqual(summary.created, 1)
        XCTAssertTrue(summary.isComplete)
        XCTAssertEqual(transport.sent.count, 3)
        let slept = await delays.values
        XCTAssertEqual(slept.count, 2)
        XCTAssertTrue((0.05...0.1).contains(slept[0]), "first backoff \(slept[0])")
        XCTAssertGreaterThanOrEqual(slept[1], 2, "Retry-After is honoured")
        XCTAssertEqual(events, [.sending, .retrying, .sending, .retrying, .sending, .sent, .queueCount, .finished])
        XCTAssertEqual(try outbox.item(id: item.id)?.state, .sent)
        XCTAssertEqual(try outbox.item(id: item.id)?.attempts, 3)
    }

    func testRejectedRecordFailsWithReasonAndOthersStillGo() async throws {
        let (outbox, _) = try makeOutbox()
        let a = try outbox.enqueue(Sample.verified(Sample.glucose())).item
        let b = try outbox.enqueue(Sample.verified(Sample.pulse())).item
        let transport = ScriptedTransport([.rejected(reason: "HTTP 400: bad quantity"), .stored(references: [], created: true)])
        let summary = try await Submitter(outbox: outbox, transport: transport, patient: "Patient/1").run()
        XCTAssertEqual(summary.failed, 1)
        XCTAssertEqual(summary.created, 1)
        XCTAssertEqual(try outbox.item(id: a.id)?.state, .failed)
        XCTAssertEqual(try outbox.item(id: a.id)?.lastError, "HTTP 400: bad quantity")
        XCTAssertEqual(try outbox.item(id: b.id)?.state, .sent)
        XCTAssertEqual(try outbox.requeue(id: a.id).state, .queued)
        XCTAssertEqual(try outbox.drop(id: a.id).identifier, a.identifier)
        XCTAssertNil(try outbox.item(id: a.id))
        XCTAssertEqual(try outbox.records().count, 2, "a dropped record stays in the local store")
    }

    func testRetriesUsedUpLeaveEverythingQueued() async throws {
        let (outbox, _) = try makeOutbox()
        for _ in 0..<3 { _ = try outbox.enqueue(Sample.verified(Sample.pulse())) }
        let transport = ScriptedTransport(Array(repeating: .retryable(reason: "cannot reach host: connection refused", retryAfter: nil), count: 10))
        let submitter = Submitter(outbox: outbox, transport: transport, patient: "Patient/1",
                                  policy: RetryPolicy(baseDelay: 0.001, maxDelay: 0.01, maxAttempts: 3))
        let summary = try await submitter.run()
        XCTAssertEqual(transport.sent.count, 3, "stops after the first record's attempts")
        XCTAssertEqual(summary.stillQueued, 3)
        XCTAssertEqual(try outbox.counts(), { var c = QueueCounts(); c.queued = 3; return c }())
        XCTAssertTrue(summary.stoppedBecause?.contains("connection refused") == true)
    }

    func testEventStreamEndsWithFinished() async throws {
        let (outbox, _) = try makeOutbox()
        _ = try outbox.enqueue(Sample.verified(Sample.glucose()))
        var kinds: [SubmissionEvent.Kind] = []
        for await e in Submitter(outbox: outbox, transport: ScriptedTransport([]), patient: "Patient/1").flush() { kinds.append(e.event) }
        XCTAssertEqual(kinds.last, .finished)
        XCTAssertTrue(kinds.contains(.sent))
    }

    func testBackoffGrowsAndIsCapped() {
        let p = RetryPolicy(baseDelay: 1, maxDelay: 8, maxAttempts: 9)
        XCTAssertEqual(p.delay(afterAttempt: 1, random: { _ in 1 }), 1)
        XCTAssertEqual(p.delay(afterAttempt: 3, random: { _ in 1 }), 4)
        XCTAssertEqual(p.delay(afterAttempt: 3, random: { _ in 0 }), 2)
        XCTAssertEqual(p.delay(afterAttempt: 9, random: { _ in 1 }), 8)
        XCTAssertEqual(p.delay(afterAttempt: 1, retryAfter: 5, random: { _ in 1 }), 5)
    }

    func testServerAnswersAreClassified() {
        let oo = Data(#"{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"structure","diagnostics":"bad value"}]}"#.utf8)
        XCTAssertEqual(FHIRClient.classify(status: 400, retryAfter: nil, body: oo), .rejected(reason: "HTTP 400: bad value"))
        XCTAssertEqual(FHIRClient.classify(status: 503, retryAfter: "7", body: oo), .retryable(reason: "HTTP 503: bad value", retryAfter: 7))
        XCTAssertEqual(FHIRClient.classify(status: 408, retryAfter: nil, body: Data()), .retryable(reason: "HTTP 408", retryAfter: nil))
        let now = Date(timeIntervalSince1970: 1_000_000)
        if case .retryable(_, let after) = FHIRClient.classify(status: 429, retryAfter: "Mon, 12 Jan 1970 13:46:50 GMT", body: Data(), now: now) {
            XCTAssertEqual(after ?? -1, 10, accuracy: 1)
        } else { XCTFail("429 must be retryable") }
        let response = Data(#"{"resourceType":"Bundle","type":"transaction-response","entry":[{"response":{"status":"200 OK","location":"http://h/fhir/Device/d1/_history/1"}},{"response":{"status":"200 OK","location":"http://h/fhir/Observation/o1/_history/1"}}]}"#.utf8)
        XCTAssertEqual(FHIRClient.classify(status: 200, retryAfter: nil, body: response), .stored(references: ["Device/d1", "Observation/o1"], created: false))
    }
}

actor DelayRecorder {
    var values: [TimeInterval] = []
    func add(_ v: TimeInterval) { values.append(v) }
}
