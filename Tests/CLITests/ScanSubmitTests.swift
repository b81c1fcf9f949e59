import Foundation
import XCTest

/// `scan --submit --yes`: the converged record is verified, stored and queued (no server), or created on
/// the real test server when one runs (VITALSNAP_TEST_FHIR_URL).
final class ScanSubmitTests: XCTestCase {
    let video = "Fixtures/videos/demo-glucose.avi"

    func events(_ stdout: String) -> [[String: Any]] {
        stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    func home() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scan-submit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        return dir.path
    }

    func testWithoutServerTheRecordIsKeptInTheLocalStore() throws {
        let home = try home()
        let r = try CLI.run(["scan", "--peripheral", "accu-chek-guide", "--video", video, "--submit", "--yes", "--json"],
                            env: ["VITALSNAP_HOME": home, "VITALSNAP_FHIR_URL": ""])
        XCTAssertEqual(r.status, 0, r.stderr)
        let all = events(r.stdout)
        let converged = try XCTUnwrap(all.first { $0["event"] as? String == "converged" })
        let identifier = try XCTUnwrap((converged["record"] as? [String: Any])?["identifier"] as? String)
        let submitted = try XCTUnwrap(all.first { $0["event"] as? String == "submitted" })
        XCTAssertEqual(submitted["status"] as? String, "stored")
        XCTAssertEqual(submitted["identifier"] as? String, identifier)

        let records = try CLI.run(["records", "--json"], env: ["VITALSNAP_HOME": home, "VITALSNAP_FHIR_URL": ""])
        XCTAssertEqual(records.status, 0, records.stderr)
        XCTAssertTrue(records.stdout.contains(identifier), records.stdout)
        XCTAssertTrue(records.stdout.contains("\"value\":123"), records.stdout)
    }

    func testYesNeedsSubmit() throws {
        let r = try CLI.run(["scan", "--peripheral", "accu-chek-guide", "--video", video, "--yes"])
        XCTAssertEqual(r.status, 64)
        XCTAssertTrue(r.stderr.contains("--yes only goes with --submit"), r.stderr)
    }

    func testWithTheTestServerTheRecordIsCreated() throws {
        guard let url = ProcessInfo.processInfo.environment["VITALSNAP_TEST_FHIR_URL"], !url.isEmpty else {
            throw XCTSkip("no test FHIR server (scripts/test.sh starts one)")
        }
        let home = try home()
        let r = try CLI.run(["scan", "--peripheral", "accu-chek-guide", "--video", video, "--submit", "--yes", "--json"],
                            env: ["VITALSNAP_HOME": home, "VITALSNAP_FHIR_URL": url, "VITALSNAP_PATIENT": "Patient/scan-submit"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let submitted = try XCTUnwrap(events(r.stdout).first { $0["event"] as? String == "submitted" })
        XCTAssertEqual(submitted["status"] as? String, "created", "\(submitted)")
        let queue = try CLI.run(["queue", "--json"], env: ["VITALSNAP_HOME": home, "VITALSNAP_FHIR_URL": url])
        XCTAssertTrue(queue.stdout.contains("\"sent\":1"), queue.stdout)
    }
}
