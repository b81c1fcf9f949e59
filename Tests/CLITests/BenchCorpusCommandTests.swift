import Foundation
import XCTest

/// `vitalsnap bench` and `vitalsnap corpus` run as processes.
final class BenchCorpusCommandTests: XCTestCase {
    func testBenchJSONHasFrameTimes() throws {
        let r = try CLI.run(["bench", "--frames", "3", "--peripheral", "accu-chek-guide", "--json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        XCTAssertNotNil(object["build"])
        let frames = try XCTUnwrap(object["frames"] as? [String: Any], r.stdout)
        for key in ["median_ms", "p95_ms", "frames", "width", "height", "correct", "misread", "noread"] {
            XCTAssertNotNil(frames[key], key)
        }
        XCTAssertEqual(frames["frames"] as? Int, 3)
        XCTAssertEqual(frames["width"] as? Int, 640)
        XCTAssertEqual(frames["height"] as? Int, 480)
        XCTAssertEqual(frames["reading"] as? String, "live", "frames are read as a live scan reads them")
        let stills = try CLI.run(["bench", "--frames", "2", "--peripheral", "accu-chek-guide", "--stills"])
        XCTAssertEqual(stills.status, 0, stills.stderr)
        XCTAssertTrue(stills.stdout.contains("read as stills"), stills.stdout)
    }

    func testBenchBatchOnAManifest() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try EvalCommandTests.png.write(to: dir.appendingPathComponent("a.png"))
        try "image,expected\na.png,12\n".write(to: dir.appendingPathComponent("manifest.csv"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["bench", "--frames", "0", "--peripheral", "accu-chek-guide", "--manifest",
                             dir.appendingPathComponent("manifest.csv").path, "--json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("\"images_per_second\""), r.stdout)
    }

    func testBenchUsageErrors() throws {
        XCTAssertEqual(try CLI.run(["bench", "--manifest", "m.csv"]).status, 64, "--manifest needs --peripheral")
        XCTAssertEqual(try CLI.run(["bench", "--perturbation", "wild"]).status, 64)
        XCTAssertEqual(try CLI.run(["bench", "--frames", "0"]).status, 64)
    }

    func testCorpusOnMissingFolderIsBadInput() throws {
        let r = try CLI.run(["corpus", "/nonexistent/corpus"])
        XCTAssertEqual(r.status, 3)
        XCTAssertTrue(r.stderr.contains("/nonexistent/corpus: no such corpus folder"), r.stderr)
    }

    func testCorpusRunsAFolderAndFailsBelowItsLimits() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-cli-\(UUID().uuidString)")
        let folder = dir.appendingPathComponent("walls")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        {"kind": "non-display", "peripherals": ["accu-chek-guide"], "seed": 3, "count": 2, "minPass": 4}
        """.write(to: folder.appendingPathComponent("corpus.json"), atomically: true, encoding: .utf8)
        let gen = try CLI.run(["corpus", "--generate", dir.path])
        XCTAssertEqual(gen.status, 0, gen.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("00-noise.png").path))
        let run = try CLI.run(["corpus", dir.path, "--json"])
        let results = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [[String: Any]]
        XCTAssertEqual(results.first?["trials"] as? Int, 4, "2 images x 1 peripheral x {overlay quad, none}")
        let passed = results.first?["passed"] as? Int ?? -1
        XCTAssertEqual(run.status, passed >= 4 && (results.first?["misread"] as? Int) == 0 ? 0 : 1)
        // An impossible limit fails with exit 1.
        try """
        {"kind": "non-display", "peripherals": ["accu-chek-guide"], "seed": 3, "count": 2, "minPass": 5}
        """.write(to: folder.appendingPathComponent("corpus.json"), atomically: true, encoding: .utf8)
        let fail = try CLI.run(["corpus", dir.path])
        XCTAssertEqual(fail.status, 1, fail.stdout)
        XCTAssertTrue(fail.stdout.contains("FAIL"), fail.stdout)
    }
}
