import Foundation
import XCTest

/// `vitalsnap scan` on the bundled fixture videos (Fixtures/videos), as the README demo runs it.
final class ScanFixtureTests: XCTestCase {
    func jsonLines(_ stdout: String) -> [[String: Any]] {
        stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    func testDemoCommandConvergesOnTheResultNotTheCountDown() throws {
        let r = try CLI.run(["scan", "--peripheral", "accu-chek-guide", "--video", "Fixtures/videos/demo-glucose.avi", "--json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let events = jsonLines(r.stdout)
        XCTAssertEqual(events.count, r.stdout.split(separator: "\n").count, "every stdout line is JSON")
        XCTAssertTrue(events.allSatisfy { $0["event"] is String })
        XCTAssertEqual(events.first?["event"] as? String, "start")
        // The ground truth's ideal frame: the count-down's single digits are no glucose reading (below
        // the meter's range), so they are no votes and no conflicts; 5 agreeing frames over 1.2 s of "123".
        let truth = try XCTUnwrap(try JSONSerialization.jsonObject(
            with: Data(contentsOf: CLI.packageRoot.appendingPathComponent("Fixtures/videos/demo-glucose.json"))) as? [String: Any])
        let ideal = try XCTUnwrap(truth["idealConvergenceFrame"] as? Int)
        XCTAssertEqual(ideal, 21)
        let converged = try XCTUnwrap(events.first { $0["event"] as? String == "converged" })
        XCTAssertEqual(converged["text"] as? String, "123")
        XCTAssertEqual(converged["frame"] as? Int, ideal)
        XCTAssertGreaterThan(converged["confidence"] as? Double ?? 0, 0.8)
        XCTAssertTrue((converged["framesUsed"] as? [Int] ?? []).allSatisfy { $0 >= 15 })
        let record = try XCTUnwrap(converged["record"] as? [String: Any], "the converged event carries the record")
        XCTAssertEqual(record["kind"] as? String, "glucose")
        let m = try XCTUnwrap((record["measurements"] as? [[String: Any]])?.first)
        XCTAssertEqual(m["value"] as? Double, 123)
        XCTAssertEqual(m["unit"] as? String, "mg/dL")
        XCTAssertEqual((record["device"] as? [String: Any])?["slug"] as? String, "accu-chek-guide")
        let close = try XCTUnwrap(events.last)
        XCTAssertEqual(close["event"] as? String, "close")
        XCTAssertEqual(close["outcome"] as? String, "converged")
        XCTAssertEqual(close["frames"] as? Int, ideal + 1, "the scan stops at the converged frame")
        let partials = events.filter { $0["event"] as? String == "partial" }
        XCTAssertEqual(partials.count, ideal + 1)
        XCTAssertNotNil(partials.first?["lines"] as? [[String: Any]])
    }

    func testPlainOutputPrintsTheRecordInTheWantedUnit() throws {
        let r = try CLI.run(["scan", "--peripheral", "accu-chek-guide", "--video", "Fixtures/videos/glucose-clean.avi"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("glucose 104 mg/dL"), r.stdout)
        let mmol = try CLI.run(["scan", "--peripheral", "accu-chek-guide", "--video", "Fixtures/videos/glucose-clean.avi",
                                "--unit", "mmol/L"])
        XCTAssertEqual(mmol.status, 0, mmol.stderr)
        XCTAssertTrue(mmol.stdout.contains("glucose 5.8 mmol/L"), mmol.stdout)
        XCTAssertFalse(r.stdout.contains("\r"), "no live line when stdout is not a terminal")
    }

    func testNoDisplayVideoExits1WithNoReading() throws {
        let r = try CLI.run(["scan", "--peripheral", "accu-chek-guide", "--video", "Fixtures/videos/glucose-nodisplay.avi", "--json"])
        XCTAssertEqual(r.status, 1, r.stderr)
        let events = jsonLines(r.stdout)
        XCTAssertFalse(events.contains { $0["event"] as? String == "converged" })
        let quality = events.filter { $0["event"] as? String == "quality" }
        XCTAssertEqual(quality.first?["kind"] as? String, "display-not-found")
        XCTAssertTrue((quality.first?["guidance"] as? String ?? "").contains("point the camera"))
        XCTAssertEqual(events.last?["outcome"] as? String, "end-of-stream")
        XCTAssertTrue(r.stderr.contains("no reading"), r.stderr)
    }

    func testGlareVideoGivesGlareGuidance() throws {
        let r = try CLI.run(["scan", "--peripheral", "accu-chek-guide", "--video", "Fixtures/videos/glucose-glare.avi", "--json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let kinds = jsonLines(r.stdout).filter { $0["event"] as? String == "quality" && $0["active"] as? Bool == true }
            .compactMap { $0["kind"] as? String }
        XCTAssertEqual(kinds.first, "glare", "\(kinds)")
        XCTAssertFalse(kinds.contains("display-not-found"), "\(kinds)")
    }

    func testTimeoutExits1() throws {
        let r = try CLI.run(["scan", "--peripheral", "accu-chek-guide", "--video", "Fixtures/videos/glucose-clean.avi",
                             "--timeout", "0.5", "--json"])
        XCTAssertEqual(r.status, 1, r.stderr)
        let close = jsonLines(r.stdout).last
        XCTAssertEqual(close?["outcome"] as? String, "timeout")
        XCTAssertEqual(close?["frames"] as? Int, 4, "t = 0.0, 0.2, 0.4, 0.6 at 5 fps")
    }

    func testSaveCropWritesTheBestCrop() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("crop-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try CLI.run(["scan", "--peripheral", "accu-chek-guide", "--video", "Fixtures/videos/glucose-lost.avi",
                             "--save-crop", path, "--json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let converged = jsonLines(r.stdout).first { $0["event"] as? String == "converged" }
        XCTAssertEqual(converged?["crop"] as? String, path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")
    }

    func testRoiOverridesTheOverlay() throws {
        // A roi far from the display: nothing is found, no reading.
        let r = try CLI.run(["scan", "--peripheral", "accu-chek-guide", "--video", "Fixtures/videos/glucose-clean.avi",
                             "--roi", "0 0.8 0.2 0.8 0.2 1 0 1", "--json"])
        XCTAssertEqual(r.status, 1, r.stdout)
        let start = jsonLines(r.stdout).first
        XCTAssertEqual((start?["searchQuad"] as? [Double])?.first, 0)
    }
}

/// Ctrl-C during a scan cancels the session: the close event is still printed, exit 1.
final class ScanInterruptTests: XCTestCase {
    func testInterruptCancelsAndCloses() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scan-int-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let render = try CLI.run(["render-video", "--peripheral", "accu-chek-guide", "--output", dir.path,
                                  "--frames-dir", dir.appendingPathComponent("frames").path])
        XCTAssertEqual(render.status, 0, render.stderr)
        let p = Process()
        p.executableURL = CLI.binary
        p.currentDirectoryURL = CLI.packageRoot
        // Every fixture frame (~90) with a rule that cannot be met: runs until interrupted.
        p.arguments = ["scan", "--peripheral", "accu-chek-guide", "--images", dir.path + "/frames/*/*.png",
                       "--agree", "90", "--window", "100", "--json"]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = Pipe()
        try p.run()
        // Interrupt once the session is running (its first partial result is out).
        var data = Data()
        while !String(decoding: data, as: UTF8.self).contains("\"partial\"") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            data += chunk
        }
        p.interrupt()
        data += out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        let last = try XCTUnwrap(lines.last.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        XCTAssertEqual(last["event"] as? String, "close")
        XCTAssertEqual(last["outcome"] as? String, "cancelled", "\(last)")
        XCTAssertEqual(p.terminationStatus, 1)
        XCTAssertLessThan(last["frames"] as? Int ?? 999, 90)
    }
}
