import ArgumentParser
import Foundation
import VitalSnap

struct QueueCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "queue",
        abstract: "Shows and sends the outbox of records waiting for the health server.",
        discussion: "Exit codes: 0 ok, 6 some records could not be sent (refused, or the server is unreachable), 7 local store, 8 configuration, 64 usage.",
        subcommands: [List.self, Flush.self, Retry.self, Drop.self],
        defaultSubcommand: List.self
    )

    struct Listing: Encodable {
        var counts: QueueCounts
        var rows: [OutboxItem]
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "Counts queued, sending, sent and failed records and lists the rows.")
        @Flag(name: .long, help: "Print counts and rows as JSON.") var json = false

        func run() async throws {
            try await reportingErrors(json: json) {
                let outbox = try Outbox(home: VitalSnapHome.resolve())
                let listing = Listing(counts: try outbox.counts(), rows: try outbox.items())
                if json { try printJSON(listing); return }
                let c = listing.counts
                print("queued \(c.queued), sending \(c.sending), sent \(c.sent), failed \(c.failed)")
                for row in listing.rows { print(QueueCommand.line(row)) }
            }
        }
    }

    struct Flush: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "flush", abstract: "Sends every queued record now, retrying with backoff.")
        @Flag(name: .long, help: "Print the upload events as JSON lines.") var json = false

        func run() async throws {
            try await reportingErrors(json: json) {
                try await QueueCommand.flush(only: nil, json: json)
            }
        }
    }

    struct Retry: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "retry", abstract: "Puts a failed record back in the queue and sends it.")
        @Argument(help: "The queue row id (see `vitalsnap queue`).") var id: Int64
        @Flag(name: .long, help: "Print the upload events as JSON lines.") var json = false

        func run() async throws {
            try await reportingErrors(json: json) {
                let item = try Outbox(home: VitalSnapHome.resolve()).requeue(id: id)
                if !json { print("Row \(item.id) (\(item.identifier)) is queued again.") }
                try await QueueCommand.flush(only: [id], json: json)
            }
        }
    }

    struct Drop: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "drop", abstract: "Removes a record from the queue; it stays in the local store.")
        @Argument(help: "The queue row id (see `vitalsnap queue`).") var id: Int64
        @Flag(name: .long, help: "Print the dropped row as JSON.") var json = false

        func run() async throws {
            try await reportingErrors(json: json) {
                let item = try Outbox(home: VitalSnapHome.resolve()).drop(id: id)
                if json { try printJSON(item) } else { print("Dropped row \(item.id) (\(item.identifier), \(item.state.rawValue)); the record stays in `vitalsnap records`.") }
            }
        }
    }

    static func line(_ row: OutboxItem) -> String {
        var text = "#\(row.id)  \(row.state.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(row.kind.rawValue)  \(row.summary)  attempts \(row.attempts)  \(row.identifier)"
        if let error = row.lastError, row.state != .sent { text += "\n      last error: \(error)" }
        if !row.serverReferences.isEmpty { text += "\n      on the server: \(row.serverReferences.joined(separator: ", "))" }
        return text
    }

    /// Sends the queue (or one row), printing events; exit 6 when something was left unsent.
    static func flush(only ids: Set<Int64>?, json: Bool) async throws {
        let home = VitalSnapHome.resolve()
        let outbox = try Outbox(home: home)
        guard let configuration = try ServerConfiguration.load(home: home) else {
            throw VitalSnapError(.configuration, "No health server is configured: set VITALSNAP_FHIR_URL and VITALSNAP_PATIENT (or config.json in \(home.url.path)); \(try outbox.counts().queued) records wait in the queue.", field: "VITALSNAP_FHIR_URL")
        }
        let submitter = Submitter(outbox: outbox, configuration: configuration, home: home)
        var summary: FlushSummary?
        var storeError: String?
        for await event in submitter.flush(only: ids) {
            if json { try printJSON(event) } else if let text = describe(event) { print(text) }
            if event.event == .finished { summary = event.summary }
            if event.event == .failed, event.id == nil { storeError = event.reason }
        }
        await submitter.shutdown()
        if let storeError { throw VitalSnapError(.storage, storeError) }
        guard let summary else { throw VitalSnapError(.internal, "The flush ended without a summary.") }
        if !summary.isComplete {
            let why = summary.stoppedBecause.map { " Stopped: \($0)." } ?? ""
            throw VitalSnapError(.server, "\(summary.failed) record(s) refused by the server, \(summary.stillQueued) still queued.\(why)", retryable: summary.stillQueued > 0)
        }
    }

    static func describe(_ e: SubmissionEvent) -> String? {
        let row = e.id.map { "#\($0)" } ?? ""
        switch e.event {
        case .recovered: return "Recovered \(e.count ?? 0) record(s) interrupted while sending; they are sent again (no duplicate: conditional create)."
        case .queued: return nil
        case .sending: return "\(row) sending (attempt \(e.attempt ?? 1))"
        case .sent: return (e.created ?? true) ? "\(row) sent: created \((e.references ?? []).joined(separator: ", "))" : "\(row) sent: already on the server, nothing duplicated"
        case .retrying: return "\(row) \(e.reason ?? "failed"); retrying in \(String(format: "%.1f", e.delay ?? 0)) s"
        case .waiting: return "\(row) stays queued: \(e.reason ?? "")"
        case .failed: return "\(row) failed: \(e.reason ?? "")"
        case .queueCount: return nil
        case .finished:
            guard let s = e.summary else { return nil }
            return "Done: \(s.created) created, \(s.alreadyThere) already there, \(s.failed) failed, \(s.stillQueued) still queued (total sent \(s.counts.sent), failed \(s.counts.failed))."
        }
    }
}
