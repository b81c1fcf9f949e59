import Foundation

/// One step of the upload status stream (`Submitter.flush()`), printed by `vitalsnap queue flush --json`
/// as one JSON line each.
public struct SubmissionEvent: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// Rows left in `sending` by an earlier crash went back to the queue (`count`).
        case recovered
        /// A record entered the queue.
        case queued
        /// An attempt starts (`attempt`).
        case sending
        /// The server stored it (`created` false: it was already there).
        case sent
        /// A retryable failure; the next attempt comes after `delay` seconds.
        case retrying
        /// Retries are used up for this flush (or the server asked to wait): the record stays queued.
        case waiting
        /// The server refused it for good (`reason`).
        case failed
        /// Queue counts after a change.
        case queueCount = "queue-count"
        /// The flush is over (`summary`).
        case finished
    }

    public var event: Kind
    public var id: Int64?
    public var identifier: String?
    public var attempt: Int?
    public var delay: Double?
    public var reason: String?
    public var created: Bool?
    public var references: [String]?
    public var count: Int?
    public var counts: QueueCounts?
    public var summary: FlushSummary?

    public init(_ event: Kind, id: Int64? = nil, identifier: String? = nil) {
        self.event = event; self.id = id; self.identifier = identifier
    }
}

/// What one flush did.
public struct FlushSummary: Codable, Equatable, Sendable {
    /// Records the server created.
    public var created = 0
    /// Records the server already had (a resend: nothing duplicated).
    public var alreadyThere = 0
    /// Records refused for good in this flush.
    public var failed = 0
    /// Records still waiting in the queue after this flush.
    public var stillQueued = 0
    /// Rows recovered from `sending` (an earlier crash).
    public var recovered = 0
    /// Why the flush stopped early (server unreachable, retries used up), if it did.
    public var stoppedBecause: String?
    public var counts = QueueCounts()
    public init() {}

    public var sent: Int { created + alreadyThere }
    /// True when everything this flush tried went through.
    public var isComplete: Bool { failed == 0 && stillQueued == 0 && stoppedBecause == nil }
}
