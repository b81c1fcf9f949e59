import ArgumentParser
import Foundation
import VitalSnap

struct SubmitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "submit",
        abstract: "Submits a saved record to the health server, or keeps it in the local store when none is configured.",
        discussion: """
        RECORD is the --json output of `read` or `scan`, or a bare record JSON. A record not yet verified is \
        shown first (submit / edit / discard). Submitting the same record twice never creates a second copy.
        Server: VITALSNAP_FHIR_URL, VITALSNAP_PATIENT, token from VITALSNAP_FHIR_TOKEN or VITALSNAP_FHIR_TOKEN_FILE \
        (or config.json in the VitalSnap home). Exit codes: 0 sent or stored, 1 discarded, 3 bad record file, \
        6 server refused it or cannot be reached (the record stays queued), 7 local store, 8 configuration, 64 usage.
        """
    )

    @Argument(help: "The record JSON file.")
    var record: String

    @Flag(name: .long, help: "Submit without asking (never a record without a number, such as HI/LO).")
    var yes = false

    @Flag(name: .long, help: "Print the result as JSON.")
    var json = false

    @Flag(name: .customLong("dry-run"), help: ArgumentHelp("Print the FHIR transaction Bundle instead of sending it.", visibility: .hidden))
    var dryRun = false

    func run() async throws {
        try await reportingErrors(json: json) {
            let contents = try RecordFile.load(record)
            if dryRun {
                let env = ProcessInfo.processInfo.environment
                let patient = try ServerConfiguration.load()?.patient ?? env["VITALSNAP_PATIENT"] ?? "Patient/example"
                let verified: VerifiedRecord
                switch contents {
                case .verified(let v): verified = v
                case .unverified(let r): verified = VerifiedRecord(record: r, verifiedAt: r.effectiveAt)
                }
                let data = try FHIRMapper(patient: patient).bundle(for: verified).jsonData(pretty: true)
                FileHandle.standardOutput.write(data + Data("\n".utf8))
                return
            }
            let verified: VerifiedRecord
            switch contents {
            case .verified(let v): verified = v
            case .unverified(let r):
                guard let v = try Verifier.verify(record: r, assumeYes: yes) else {
                    if json { try printJSON(["status": "discarded", "identifier": r.identifier]) }
                    else { printError("Nothing submitted.") }
                    throw ExitCode(1)
                }
                verified = v
            }
            let result = try await RecordSubmission.submit(verified)
            if json { try printJSON(result) } else { print(result.message) }
        }
    }
}
