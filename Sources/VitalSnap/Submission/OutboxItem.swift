import Foundation

/// Where a record is on its way to the health server.
public enum OutboxState: String, Codable, CaseIterable, Sendable {
    /// Waiting to be sent (also after a retryable failure, with `lastError` set).
    case queued
    /// Being sent right now (a row left in this state by a crash goes back to `queued` on the next flush).
    case sending
    /// The server stored it (201 created, or 200 already there).
    case sent
    /// The server refused it for good (4xx); `lastError` holds its reason. `queue retry ID` re-queues it.
    case failed
}

/// One row of the outbox.
public struct OutboxItem: Codable, Equatable, Sendable {
    public var id: Int64
    /// The record's identifier (the FHIR identifier value).
    public var identifier: String
    public var kind: RecordKind
    public var state: OutboxState
    /// Send attempts so far, over all flushes.
    public var attempts: Int
    public var lastError: String?
    /// Not sent before this time (the server's Retry-After).
    public var notBefore: Date?
    public var createdAt: Date
    public var updatedAt: Date
    public var sentAt: Date?
    /// Server references of the created resources (e.g. "Observation/abc").
    public var serverReferences: [String]
    /// True when the server created the resources, false when they were already there.
    public var createdOnServer: Bool?
    /// One-line summary of the values ("120/80 mm[Hg], pulse 72 /min").
    public var summary: String
}

/// Number of outbox rows in each state.
public struct QueueCounts: Codable, Equatable, Sendable {
    public var queued = 0
    public var sending = 0
    public var sent = 0
    public var failed = 0
    public init() {}
    public var pending: Int { queued + sending }
}

/// A verified record in the local store, with its outbox state (nil when it was never queued or dropped).
public struct StoredRecord: Codable, Equatable, Sendable {
    public var verified: VerifiedRecord
    public var storedAt: Date
    public var state: OutboxState?
    public var outboxId: Int64?
}

extension VitalRecord {
    /// "120/80 mm[Hg], pulse 72 /min"-style one-line summary.
    public var valueSummary: String {
        measurements.map { m in
            let number: String
            if let range = m.outOfRange { number = range == .high ? "HI" : "LO" }
            else if let v = m.value { number = v == v.rounded() ? String(Int(v)) : String(v) }
            else { number = "?" }
            return "\(m.field.rawValue) \(number) \(m.unit)"
        }.joined(separator: ", ")
    }
}
