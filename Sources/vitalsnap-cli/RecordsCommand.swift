import ArgumentParser
import Foundation
import VitalSnap

struct RecordsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "records",
        abstract: "Lists the verified records in the local store with their submission state.",
        discussion: "Exit codes: 0 ok, 7 local store error, 64 usage."
    )

    @Flag(name: .long, help: "Print the records as JSON.")
    var json = false

    func run() async throws {
        try await reportingErrors(json: json) {
            let records = try Outbox(home: VitalSnapHome.resolve()).records()
            if json { try printJSON(records); return }
            if records.isEmpty { print("No records in the local store."); return }
            for r in records {
                let record = r.verified.record
                let state = r.state.map { "\($0.rawValue) (queue row \(r.outboxId ?? 0))" } ?? "not queued"
                let corrected = r.verified.correctedByPerson ? ", corrected by the person" : ""
                print("\(record.identifier)  \(record.kind.rawValue)  \(record.valueSummary)  read \(isoString(record.effectiveAt))  \(state)\(corrected)")
            }
        }
    }
}

func isoString(_ date: Date) -> String {
    let f = ISO8601DateFormatter()
    return f.string(from: date)
}
