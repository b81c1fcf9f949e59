import Foundation
import XCTest
@testable import VitalSnap

/// Runs the built `vitalsnap` binary against the real server: kill -9 in the middle of `queue flush`, and
/// `submit` of the same file twice.
final class CrashRecoveryTests: XCTestCase {
    func env(_ home: VitalSnapHome, _ url: String) -> [String: String] {
        ["VITALSNAP_HOME": home.url.path, "VITALSNAP_FHIR_URL": url, "VITALSNAP_PATIENT": "Patient/test-patient",
         "VITALSNAP_RETRY_BASE_DELAY": "0.05", "VITALSNAP_RETRY_MAX_DELAY": "0.2", "VITALSNAP_HTTP_TIMEOUT": "10"]
    }

    func testKillNineDuringFlushLosesNothingAndDuplicatesNothing() async throws {
        let proxy = try FaultProxy()
        try await proxy.slow(0.6)   // every answer held 0.6 s after the server stored the bundle
        let home = Sample.home()
        let outbox = try Outbox(home: home)
        let records = (0..<6).map { Sample.glucose(Double(90 + $0)) }
        for r in records { _ = try outbox.enqueue(Sample.verified(r)) }

        let flush = Process()
        flush.executableURL = URL(fileURLWithPath: Shell.vitalsnap)
        flush.arguments = ["queue", "flush"]
        flush.environment = ProcessInfo.processInfo.environment.merging(env(home, proxy.url)) { $1 }
        flush.standardOutput = FileHandle.nullDevice; flush.standardError = FileHandle.nullDevice
        try flush.run()
        // Kill it while a record is in flight, after at least two went through.
        let deadline = Date().addingTimeInterval(60)
        var killedWhileSending = false
        while Date() < deadline, flush.isRunning {
            let c = try outbox.counts()
            if c.sent >= 2, c.sending == 1 {
                kill(flush.processIdentifier, SIGKILL)
                killedWhileSending = true
                break
            }
            usleep(20_000)
        }
        flush.waitUntilExit()
        XCTAssertTrue(killedWhileSending, "the flush was killed mid-send")
        XCTAssertEqual(flush.terminationReason, .uncaughtSignal)
        let afterKill = try outbox.counts()
        XCTAssertEqual(afterKill.sending, 1, "the interrupted row is still marked sending")
        XCTAssertEqual(afterKill.queued + afterKill.sending + afterKill.sent, 6, "nothing lost")

        try await proxy.slow(0)
        let rerun = try Shell.run(Shell.vitalsnap, ["queue", "flush", "--json"], env: env(home, proxy.url))
        XCTAssertEqual(rerun.status, 0, rerun.stderr)
        let events = rerun.stdout.split(separator: "\n").compactMap {
            try? JSONDecoder().decode(SubmissionEvent.self, from: Data($0.utf8))
        }
        XCTAssertEqual(events.first?.event, .recovered)
        XCTAssertEqual(events.first?.count, 1)
        XCTAssertEqual(events.last?.event, .finished)
        XCTAssertEqual(events.last?.summary?.counts.sent, 6)
        XCTAssertEqual(try outbox.counts().sent, 6)
        for r in records {
            let found = try await LiveServer.observations(identifier: r.identifier)
            XCTAssertEqual(found.count, 1, "exactly one copy of \(r.identifier)")
        }
    }

    func testSubmittingTheSameFileTwiceNeverCreatesASecondCopy() async throws {
        let base = try LiveServer.base()
        let record = Sample.temperature(37.4)
        let file = Sample.home().url.appendingPathExtension("json")
        let encoder = JSONEncoder(); encoder.dateEncodingStrategy = .iso8601
        try (Data(#"{"record":"#.utf8) + encoder.encode(record) + Data("}".utf8)).write(to: file)

        let home = Sample.home()
        let first = try Shell.run(Shell.vitalsnap, ["submit", "--yes", "--json", file.path], env: env(home, base))
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains(#""status":"created""#), first.stdout)
        let again = try Shell.run(Shell.vitalsnap, ["submit", "--yes", "--json", file.path], env: env(home, base))
        XCTAssertTrue(again.stdout.contains(#""status":"already-sent""#), again.stdout)
        let elsewhere = try Shell.run(Shell.vitalsnap, ["submit", "--yes", "--json", file.path], env: env(Sample.home(), base))
        XCTAssertTrue(elsewhere.stdout.contains(#""status":"already-there""#), elsewhere.stdout)
        let found = try await LiveServer.observations(identifier: record.identifier)
        XCTAssertEqual(found.count, 1)

        let listing = try Shell.run(Shell.vitalsnap, ["queue", "--json"], env: env(home, base))
        XCTAssertTrue(listing.stdout.contains(#""sent":1"#), listing.stdout)
        let records = try Shell.run(Shell.vitalsnap, ["records"], env: env(home, base))
        XCTAssertTrue(records.stdout.contains(record.identifier))
    }

    func testWithoutAServerRecordsStayLocalAndValueRecordsAreRefused() throws {
        let home = Sample.home()
        let file = Sample.home().url.appendingPathExtension("json")
        let encoder = JSONEncoder(); encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(Sample.glucose(111)).write(to: file)
        let local = ["VITALSNAP_HOME": home.url.path, "VITALSNAP_FHIR_URL": "", "XDG_CONFIG_HOME": home.url.path]
        let stored = try Shell.run(Shell.vitalsnap, ["submit", "--yes", file.path], env: local)
        XCTAssertEqual(stored.status, 0, stored.stderr)
        XCTAssertTrue(stored.stdout.contains("kept in the local store"))
        let list = try Shell.run(Shell.vitalsnap, ["records", "--json"], env: local)
        XCTAssertTrue(list.stdout.contains(#""state":"queued""#), list.stdout)
        let flush = try Shell.run(Shell.vitalsnap, ["queue", "flush"], env: local)
        XCTAssertEqual(flush.status, 8, "no server configured: configuration error")

        try encoder.encode(Sample.record(.value, [Sample.m(.value, 4, "")])).write(to: file)
        let value = try Shell.run(Shell.vitalsnap, ["submit", "--yes", file.path], env: local)
        XCTAssertEqual(value.status, 64)
        XCTAssertTrue(value.stderr.contains("never submitted"), value.stderr)
    }
}
