import Foundation
import GRDB

/// The durable local store of verified records and the outbox of records waiting for the health server
/// (SQLite through GRDB, file mode 0600, in the VitalSnap home).
///
/// Every state change is committed before the next step, so a crash loses nothing; rows left in `sending`
/// go back to `queued` on the next flush (the server's conditional create makes the resend harmless).
public final class Outbox: @unchecked Sendable {
    let db: DatabaseQueue
    public let path: String

    public convenience init(home: VitalSnapHome) throws {
        try home.ensureExists()
        try self.init(path: home.databaseURL.path)
    }

    public init(path: String) throws {
        self.path = path
        let fm = FileManager.default
        do {
            if !fm.fileExists(atPath: path) {
                guard fm.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                    throw VitalSnapError(.storage, "Cannot create the record store \(path).", file: path)
                }
            }
            try fm.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            var config = Configuration()
            config.busyMode = .timeout(10)
            db = try DatabaseQueue(path: path, configuration: config)
            try Self.migrator.migrate(db)
        } catch let error as VitalSnapError {
            throw error
        } catch {
            throw VitalSnapError(.storage, "Cannot open the record store \(path): \(error)", file: path, underlying: error)
        }
    }

    static var migrator: DatabaseMigrator {
        var m = DatabaseMigrator()
        m.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE records (
                  identifier TEXT PRIMARY KEY NOT NULL,
                  kind TEXT NOT NULL,
                  json BLOB NOT NULL,
                  storedAt DOUBLE NOT NULL);
                CREATE TABLE outbox (
                  id INTEGER PRIMARY KEY AUTOINCREMENT,
                  identifier TEXT NOT NULL UNIQUE REFERENCES records(identifier),
                  state TEXT NOT NULL,
                  attempts INTEGER NOT NULL DEFAULT 0,
                  lastError TEXT,
                  notBefore DOUBLE,
                  createdAt DOUBLE NOT NULL,
                  updatedAt DOUBLE NOT NULL,
                  sentAt DOUBLE,
                  serverRefs TEXT,
                  createdOnServer INTEGER);
                CREATE INDEX outbox_state ON outbox(state, id);
                """)
        }
        return m
    }

    func wrap<T>(_ what: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as VitalSnapError { throw error } catch {
            throw VitalSnapError(.storage, "The record store \(path) failed to \(what): \(error)", file: path, underlying: error)
        }
    }

    static let encoder = JSONEncoder()  // dates as Double: lossless
    static let decoder = JSONDecoder()

    // MARK: - Records

    /// Saves the record in the local store (updates it while it has not been sent).
    @discardableResult
    public func store(_ verified: VerifiedRecord) throws -> Bool {
        try wrap("save record \(verified.record.identifier)") {
            try db.write { db in try Self.store(verified, db) }
        }
    }

    static func store(_ verified: VerifiedRecord, _ db: Database) throws -> Bool {
        let json = try encoder.encode(verified)
        let sent = try String.fetchOne(db, sql: "SELECT state FROM outbox WHERE identifier = ?", arguments: [verified.record.identifier]) == "sent"
        if sent { return false }
        try db.execute(sql: """
            INSERT INTO records (identifier, kind, json, storedAt) VALUES (?, ?, ?, ?)
            ON CONFLICT(identifier) DO UPDATE SET json = excluded.json, kind = excluded.kind
            """, arguments: [verified.record.identifier, verified.record.kind.rawValue, json, Date().timeIntervalSince1970])
        return true
    }

    /// Stores the record and puts it in the outbox. Idempotent: a record already queued or sent keeps its
    /// row (`isNew` false); one that failed or was dropped is queued again.
    public func enqueue(_ verified: VerifiedRecord) throws -> (item: OutboxItem, isNew: Bool) {
        guard verified.record.kind != .value else {
            throw VitalSnapError(.invalidArgument, "Record \(verified.record.identifier) comes from an evaluation device (kind 'value'); such records are never sent to a health server.", field: "kind")
        }
        return try wrap("queue record \(verified.record.identifier)") {
            try db.write { db in
                _ = try Self.store(verified, db)
                let now = Date().timeIntervalSince1970
                let existing = try Row.fetchOne(db, sql: "SELECT id, state FROM outbox WHERE identifier = ?", arguments: [verified.record.identifier])
                var isNew = false
                if let existing {
                    if existing["state"] as String == OutboxState.failed.rawValue {
                        try db.execute(sql: "UPDATE outbox SET state = 'queued', lastError = NULL, notBefore = NULL, updatedAt = ? WHERE id = ?",
                                       arguments: [now, existing["id"] as Int64])
                        isNew = true
                    }
                } else {
                    try db.execute(sql: "INSERT INTO outbox (identifier, state, createdAt, updatedAt) VALUES (?, 'queued', ?, ?)",
                                   arguments: [verified.record.identifier, now, now])
                    isNew = true
                }
                let item = try Self.items(db, where: "o.identifier = ?", [verified.record.identifier]).first!
                return (item, isNew)
            }
        }
    }

    /// All stored records, newest first, with their outbox state.
    public func records() throws -> [StoredRecord] {
        try wrap("list records") {
            try db.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT r.json, r.storedAt, o.state, o.id FROM records r LEFT JOIN outbox o ON o.identifier = r.identifier
                    ORDER BY r.storedAt DESC, r.identifier
                    """).map { row in
                    StoredRecord(verified: try Self.decoder.decode(VerifiedRecord.self, from: row["json"] as Data),
                                 storedAt: Date(timeIntervalSince1970: row["storedAt"]),
                                 state: (row["state"] as String?).flatMap(OutboxState.init(rawValue:)), outboxId: row["id"])
                }
            }
        }
    }

    public func record(identifier: String) throws -> VerifiedRecord? {
        try wrap("read record \(identifier)") {
            try db.read { db in
                try Data.fetchOne(db, sql: "SELECT json FROM records WHERE identifier = ?", arguments: [identifier])
                    .map { try Self.decoder.decode(VerifiedRecord.self, from: $0) }
            }
        }
    }

    // MARK: - Queue

    public func items() throws -> [OutboxItem] {
        try wrap("list the queue") { try db.read { db in try Self.items(db, where: "1", []) } }
    }

    public func item(id: Int64) throws -> OutboxItem? {
        try wrap("read queue row \(id)") { try db.read { db in try Self.items(db, where: "o.id = ?", [id]).first } }
    }

    public func counts() throws -> QueueCounts {
        try wrap("count the queue") {
            try db.read { db in
                var c = QueueCounts()
                for row in try Row.fetchAll(db, sql: "SELECT state, COUNT(*) AS n FROM outbox GROUP BY state") {
                    let n: Int = row["n"]
                    switch OutboxState(rawValue: row["state"]) {
                    case .queued: c.queued = n
                    case .sending: c.sending = n
                    case .sent: c.sent = n
                    case .failed: c.failed = n
                    case nil: break
                    }
                }
                return c
            }
        }
    }

    static func items(_ db: Database, where condition: String, _ arguments: StatementArguments) throws -> [OutboxItem] {
        try Row.fetchAll(db, sql: """
            SELECT o.*, r.kind, r.json FROM outbox o JOIN records r ON r.identifier = o.identifier
            WHERE \(condition) ORDER BY o.id
            """, arguments: arguments).map { row in
            let verified = try decoder.decode(VerifiedRecord.self, from: row["json"] as Data)
            let refs = (row["serverRefs"] as String?)?.split(separator: " ").map(String.init) ?? []
            return OutboxItem(
                id: row["id"], identifier: row["identifier"], kind: RecordKind(rawValue: row["kind"]) ?? verified.record.kind,
                state: OutboxState(rawValue: row["state"]) ?? .queued, attempts: row["attempts"], lastError: row["lastError"],
                notBefore: (row["notBefore"] as Double?).map(Date.init(timeIntervalSince1970:)),
                createdAt: Date(timeIntervalSince1970: row["createdAt"]), updatedAt: Date(timeIntervalSince1970: row["updatedAt"]),
                sentAt: (row["sentAt"] as Double?).map(Date.init(timeIntervalSince1970:)), serverReferences: refs,
                createdOnServer: (row["createdOnServer"] as Int?).map { $0 != 0 }, summary: verified.record.valueSummary)
        }
    }
}
