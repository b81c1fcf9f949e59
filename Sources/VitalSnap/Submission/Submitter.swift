import Foundation

/// Sends the outbox to the FHIR server: one transaction Bundle per record, retries with backoff, state
/// committed before and after every attempt, and an event stream of what happens.
public final class Submitter: @unchecked Sendable {
    public let outbox: Outbox
    let transport: FHIRTransport
    let mapper: FHIRMapper
    public var policy: RetryPolicy
    /// Where the flush lock lives; nil: no lock (tests that drive one outbox in-process).
    let home: VitalSnapHome?
    /// How long to wait for another process's flush to finish.
    public var lockTimeout: TimeInterval = 30
    let sleep: @Sendable (TimeInterval) async -> Void

    public init(outbox: Outbox, transport: FHIRTransport, patient: String, policy: RetryPolicy = RetryPolicy(),
                home: VitalSnapHome? = nil,
                sleep: @escaping @Sendable (TimeInterval) async -> Void = { try? await Task.sleep(nanoseconds: UInt64(max(0, $0) * 1e9)) }) {
        self.outbox = outbox; self.transport = transport; self.mapper = FHIRMapper(patient: patient)
        self.policy = policy; self.home = home; self.sleep = sleep
    }

    /// The real client for a configuration.
    public convenience init(outbox: Outbox, configuration: ServerConfiguration, home: VitalSnapHome?) {
        self.init(outbox: outbox, transport: FHIRClient(configuration: configuration), patient: configuration.patient,
                  policy: configuration.retry, home: home)
    }

    public func shutdown() async { await transport.shutdown() }

    /// Starts a flush and returns its event stream, which ends with a `finished` event (or a `failed`
    /// event without id when the local store itself failed).
    public func flush(only ids: Set<Int64>? = nil) -> AsyncStream<SubmissionEvent> {
        AsyncStream { continuation in
            let task = Task {
                do {
                    _ = try await self.run(only: ids) { continuation.yield($0) }
                } catch {
                    var event = SubmissionEvent(.failed)
                    event.reason = (error as? VitalSnapError)?.message ?? String(describing: error)
                    continuation.yield(event)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Sends every queued record (or only `ids`) and returns the summary; `onEvent` sees each step.
    @discardableResult
    public func run(only ids: Set<Int64>? = nil, onEvent: (SubmissionEvent) -> Void = { _ in }) async throws -> FlushSummary {
        var lock: FlushLock?
        if let home {
            lock = try FlushLock(home: home, timeout: lockTimeout)
            guard lock != nil else {
                throw VitalSnapError(.storage, "Another vitalsnap process has been sending the queue for more than \(Int(lockTimeout)) s; try again later.", file: home.flushLockURL.path)
            }
        }
        defer { _ = lock }
        var summary = FlushSummary()
        summary.recovered = try outbox.recoverInterrupted()
        if summary.recovered > 0 {
            var e = SubmissionEvent(.recovered); e.count = summary.recovered; onEvent(e)
        }
        rows: for id in try outbox.sendableIds(only: ids) {
            var attempt = 0
            while true {
                if Task.isCancelled { summary.stoppedBecause = "cancelled"; break rows }
                guard let (item, verified) = try outbox.beginSending(id: id) else { continue rows }
                attempt += 1
                var sending = SubmissionEvent(.sending, id: id, identifier: item.identifier); sending.attempt = item.attempts
                onEvent(sending)
                let outcome: SendOutcome
                do {
                    outcome = await transport.send(bundle: try mapper.bundle(for: verified).jsonData())
                } catch {
                    outcome = .rejected(reason: (error as? VitalSnapError)?.message ?? "cannot encode the record: \(error)")
                }
                switch outcome {
                case .stored(let references, let created):
                    try outbox.markSent(id: id, references: references, created: created)
                    if created { summary.created += 1 } else { summary.alreadyThere += 1 }
                    var e = SubmissionEvent(.sent, id: id, identifier: item.identifier)
                    e.created = created; e.references = references; onEvent(e)
                    try emitCounts(onEvent)
                    continue rows
                case .rejected(let reason):
                    try outbox.markFailed(id: id, reason: reason)
                    summary.failed += 1
                    var e = SubmissionEvent(.failed, id: id, identifier: item.identifier); e.reason = reason; onEvent(e)
                    try emitCounts(onEvent)
                    continue rows
                case .retryable(let reason, let retryAfter):
                    let tooLong = (retryAfter ?? 0) > policy.maxRetryAfter
                    if attempt >= policy.maxAttempts || tooLong {
                        let notBefore = retryAfter.map { Date().addingTimeInterval($0) }
                        try outbox.markRetryable(id: id, reason: reason, notBefore: notBefore)
                        var e = SubmissionEvent(.waiting, id: id, identifier: item.identifier); e.reason = reason
                        e.delay = retryAfter; onEvent(e)
                        summary.stoppedBecause = tooLong
                            ? "the server asked to wait \(Int(retryAfter ?? 0)) s: \(reason)"
                            : "gave up after \(attempt) attempts: \(reason)"
                        break rows   // the server is unwell: leave the rest queued for the next flush
                    }
                    try outbox.markRetryable(id: id, reason: reason)
                    let delay = policy.delay(afterAttempt: attempt, retryAfter: retryAfter)
                    var e = SubmissionEvent(.retrying, id: id, identifier: item.identifier)
                    e.attempt = attempt; e.delay = delay; e.reason = reason; onEvent(e)
                    await sleep(delay)
                }
            }
        }
        summary.counts = try outbox.counts()
        let remaining = try outbox.items().filter { $0.state == .queued && (ids?.contains($0.id) ?? true) }
        summary.stillQueued = remaining.count
        var done = SubmissionEvent(.finished); done.summary = summary; done.counts = summary.counts
        onEvent(done)
        return summary
    }

    private func emitCounts(_ onEvent: (SubmissionEvent) -> Void) throws {
        var e = SubmissionEvent(.queueCount); e.counts = try outbox.counts(); onEvent(e)
    }
}
