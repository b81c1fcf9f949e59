import Foundation

/// What became of one submitted record.
public struct SubmitResult: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable {
        /// The server created it now.
        case created
        /// The server already had it (a resend): nothing duplicated.
        case alreadyThere = "already-there"
        /// Sent earlier (the local outbox says so); not sent again.
        case alreadySent = "already-sent"
        /// No server configured: kept in the local store and queue.
        case stored
    }
    public var status: Status
    public var identifier: String
    public var queueId: Int64
    public var references: [String]
    public var message: String
}

/// The one call behind `submit` and `read/scan --submit`: store the verified record, queue it, and send it
/// now when a server is configured.
public enum RecordSubmission {
    /// Throws `.server` (exit 6) when the server refused the record (failed, with its reason) or could not
    /// take it now (still queued, retryable); `.configuration` for a bad configuration.
    public static func submit(_ verified: VerifiedRecord,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              onEvent: (SubmissionEvent) -> Void = { _ in }) async throws -> SubmitResult {
        let home = VitalSnapHome.resolve(environment: environment)
        let configuration = try ServerConfiguration.load(environment: environment, home: home)
        let outbox = try Outbox(home: home)
        let (item, _) = try outbox.enqueue(verified)
        let id = verified.record.identifier
        if item.state == .sent {
            return SubmitResult(status: .alreadySent, identifier: id, queueId: item.id, references: item.serverReferences,
                                message: "Record \(id) was already sent (queue row \(item.id)); nothing was sent again.")
        }
        var queued = SubmissionEvent(.queued, id: item.id, identifier: id); queued.counts = try outbox.counts()
        onEvent(queued)
        guard let configuration else {
            return SubmitResult(status: .stored, identifier: id, queueId: item.id, references: [],
                                message: "No health server configured (VITALSNAP_FHIR_URL): record \(id) is kept in the local store, queue row \(item.id).")
        }
        let submitter = Submitter(outbox: outbox, configuration: configuration, home: home)
        let summary: FlushSummary
        do {
            summary = try await submitter.run(only: [item.id], onEvent: onEvent)
            await submitter.shutdown()
        } catch {
            await submitter.shutdown()
            throw error
        }
        guard let after = try outbox.item(id: item.id) else {
            throw VitalSnapError(.storage, "Queue row \(item.id) disappeared while it was being sent.")
        }
        switch after.state {
        case .sent:
            let created = after.createdOnServer ?? true
            return SubmitResult(status: created ? .created : .alreadyThere, identifier: id, queueId: item.id,
                                references: after.serverReferences,
                                message: created ? "Record \(id) was created on \(configuration.baseURL.absoluteString) (\(after.serverReferences.joined(separator: ", ")))."
                                                 : "Record \(id) was already on the server; nothing was duplicated.")
        case .failed:
            throw VitalSnapError(.server, "The server refused record \(id) (queue row \(item.id)): \(after.lastError ?? "no reason given")", field: "record")
        case .queued, .sending:
            throw VitalSnapError(.server, "Record \(id) could not be sent now and stays in the queue (row \(item.id)): \(summary.stoppedBecause ?? after.lastError ?? "unknown reason"). Run `vitalsnap queue flush` later.", retryable: true)
        }
    }
}
