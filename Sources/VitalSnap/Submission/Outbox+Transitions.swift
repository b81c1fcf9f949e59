import Foundation
import GRDB

/// State changes of outbox rows. Each one is its own committed transaction.
extension Outbox {
    /// Rows left in `sending` by a crash or kill go back to `queued`. Call only while holding the flush
    /// lock (no other process is sending). Returns how many rows were recovered.
    @discardableResult
    public func recoverInterrupted() throws -> Int {
        try wrap("recover interrupted sends") {
            try db.write { db in
                try db.execute(sql: "UPDATE outbox SET state = 'queued', updatedAt = ?, lastError = COALESCE(lastError, 'interrupted while sending') WHERE state = 'sending'",
                               arguments: [Date().timeIntervalSince1970])
                return db.changesCount
            }
        }
    }

    /// Ids of queued rows that may be sent now, oldest first (optionally only those in `ids`).
    public func sendableIds(now: Date = Date(), only ids: Set<Int64>? = nil) throws -> [Int64] {
        try wrap("list queued rows") {
            try db.read { db in
                try Int64.fetchAll(db, sql: "SELECT id FROM outbox WHERE state = 'queued' AND (notBefore IS NULL OR notBefore <= ?) ORDER BY id",
                                   arguments: [now.timeIntervalSince1970])
            }.filter { ids?.contains($0) ?? true }
        }
    }

    /// Marks a queued row `sending` (one more attempt) and returns it with its record; nil when the row is
    /// no longer queued (dropped or taken meanwhile).
    public func beginSending(id: Int64) throws -> (OutboxItem, VerifiedRecord)? {
        try wrap("mark row \(id) sending") {
            try db.write { db in
                try db.execute(sql: "UPDATE outbox SET state = 'sending', attempts = attempts + 1, updatedAt = ? WHERE id = ? AND state = 'queued'",
                               arguments: [Date().timeIntervalSince1970, id])
                guard db.changesCount == 1, let item = try Self.items(db, where: "o.id = ?", [id]).first else { return nil }
                let json = try Data.fetchOne(db, sql: "SELECT json FROM records WHERE identifier = ?", arguments: [item.identifier])!
                return (item, try Self.decoder.decode(VerifiedRecord.self, from: json))
            }
        }
    }

    public func markSent(id: Int64, references: [String], created: Bool) throws {
        try update(id, "state = 'sent', sentAt = ?, serverRefs = ?, createdOnServer = ?, lastError = NULL, notBefore = NULL",
                   [Date().timeIntervalSince1970, references.joined(separator: " "), created ? 1 : 0])
    }

    /// Back to `queued` after a retryable failure.
    public func markRetryable(id: Int64, reason: String, notBefore: Date? = nil) throws {
        try update(id, "state = 'queued', lastError = ?, notBefore = ?", [reason, notBefore?.timeIntervalSince1970])
    }

    public func markFailed(id: Int64, reason: String) throws {
        try update(id, "state = 'failed', lastError = ?, notBefore = NULL", [reason])
    }

    /// `queue retry ID`: a failed (or waiting) row goes back to `queued`, ready to send now.
    public func requeue(id: Int64) throws -> OutboxItem {
        guard let item = try item(id: id) else {
            throw VitalSnapError(.invalidArgument, "There is no queue row \(id) (see `vitalsnap queue`).", field: "ID")
        }
        guard item.state != .sent else {
            throw VitalSnapError(.invalidArgument, "Queue row \(id) was already sent; retrying it would change nothing.", field: "ID")
        }
        try update(id, "state = 'queued', notBefore = NULL", [])
        return try self.item(id: id)!
    }

    /// `queue drop ID`: removes the row from the outbox; the record stays in the local store.
    public func drop(id: Int64) throws -> OutboxItem {
        guard let item = try item(id: id) else {
            throw VitalSnapError(.invalidArgument, "There is no queue row \(id) (see `vitalsnap queue`).", field: "ID")
        }
        guard item.state != .sending else {
            throw VitalSnapError(.invalidArgument, "Queue row \(id) is being sent right now; try again when the flush is over.", field: "ID")
        }
        try wrap("drop row \(id)") { try db.write { db in try db.execute(sql: "DELETE FROM outbox WHERE id = ?", arguments: [id]) } }
        return item
    }

    private func update(_ id: Int64, _ assignments: String, _ arguments: [DatabaseValueConvertible?]) throws {
        try wrap("update row \(id)") {
            try db.write { db in
                try db.execute(sql: "UPDATE outbox SET \(assignments), updatedAt = ? WHERE id = ?",
                               arguments: StatementArguments(arguments + [Date().timeIntervalSince1970, id]))
            }
        }
    }
}

/// An exclusive lock (flock) held while a process sends the queue: a second flusher waits its turn
/// instead of sending the same rows. The kernel releases it when the process dies, even on kill -9.
public final class FlushLock {
    private let fd: Int32

    /// Takes the lock, waiting up to `timeout` seconds; nil when another process still holds it.
    public init?(home: VitalSnapHome, timeout: TimeInterval = 0) throws {
        try home.ensureExists()
        let path = home.flushLockURL.path
        fd = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw VitalSnapError(.storage, "Cannot open the lock file \(path): \(String(cString: strerror(errno))).", file: path)
        }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if Date() >= deadline { close(fd); return nil }
            usleep(50_000)
        }
    }

    deinit { flock(fd, LOCK_UN); close(fd) }
}
