import Foundation
import XCTest

/// `vitalsnap eval` run as a process: JSON fields, table, exit codes, errors naming the file.
final class EvalCommandTests: XCTestCase {
    var dir: URL!

    /// A 16x8 mid-gray PNG.
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAABAAAAAICAAAAADVHSBLAAAAD0lEQVR4nGNoQAMMAyMAAAGHQAHVQa2vAAAAAElFTkSuQmCC")!

    static let peripheral = """
    {"id": 9901, "slug": "test-panel", "manufacturer": "Test", "model": "Panel", "type": "generic",
     "overlay": {"aspectRatio": 2.0, "display": {"x": 0.1, "y": 0.1, "width": 0.8, "height": 0.8}},
     "display": {"aspectRatio": 2.0, "lines": [{"field": "value", "region": {"x": 0, "y": 0, "width": 1, "height": 1},
       "digits": 4, "floatingPoint": true}]}}
    """

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("eval-cli-\(UUID().uuidString)")
        let catalog = dir.appendingPathComponent("catalog/evaluation")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try Self.peripheral.write(to: catalog.appendingPathComponent("test-panel.json"), atomically: true, encoding: .utf8)
        let set = dir.appendingPathComponent("demo-set/images")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        for i in 0..<3 { try Self.png.write(to: set.appendingPathComponent("\(i).png")) }
        try """
        image,expected,match,roi,line
        images/0.png,12.5,exact,0.1 0.1 0.9 0.1 0.9 0.9 0.1 0.9,
        images/1.png,7,integer,,
        images/2.png,88,exact,,

        """.write(to: dir.appendingPathComponent("demo-set/manifest.csv"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    var manifest: String { dir.appendingPathComponent("demo-set/manifest.csv").path }
    var catalog: String { dir.appendingPathComponent("catalog").path }

    func testJSONHasCountsPerManifestAndTotals() throws {
        let r = try CLI.run(["eval", manifest, manifest, "--peripheral", "test-panel", "--catalog", catalog, "--json", "--jobs", "2"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "", "no progress bar when stderr is not a terminal")
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        XCTAssertEqual(object["peripheral"] as? String, "test-panel")
        XCTAssertEqual(object["mode"] as? String, "roi")
        let manifests = object["manifests"] as! [[String: Any]]
        XCTAssertEqual(manifests.count, 2)
        for m in manifests + [object["total"] as! [String: Any]] {
            for key in ["images", "correct", "misread", "noread", "accuracy", "median_ms", "p95_ms", "misread_rate"] {
                XCTAssertNotNil(m[key], "\(key) missing in \(m)")
            }
            let images = m["images"] as! Int
            XCTAssertEqual((m["correct"] as! Int) + (m["misread"] as! Int) + (m["noread"] as! Int), images)
        }
        XCTAssertEqual(manifests[0]["name"] as? String, "demo-set")
        XCTAssertEqual(manifests[0]["images"] as? Int, 3)
        XCTAssertEqual((object["total"] as! [String: Any])["images"] as? Int, 6)
    }

    func testTableAndModes() throws {
        for extra in [[], ["--no-roi"], ["--roi-jitter", "3"]] {
            let r = try CLI.run(["eval", manifest, "--peripheral", "test-panel", "--catalog", catalog] + extra)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertTrue(r.stdout.contains("demo-set"), r.stdout)
            XCTAssertTrue(r.stdout.contains("accuracy"), r.stdout)
        }
        let j = try CLI.run(["eval", manifest, "--peripheral", "test-panel", "--catalog", catalog, "--roi-jitter", "3", "--json"])
        XCTAssertTrue(j.stdout.contains("\"mode\":\"jitter(3)\""), j.stdout)
        // A loosely drawn box: the roi enlarged 30% instead of 10%, named so in the report.
        let loose = try CLI.run(["eval", manifest, "--peripheral", "test-panel", "--catalog", catalog, "--roi-jitter", "3",
                                 "--roi-enlarge", "0.3", "--json"])
        XCTAssertEqual(loose.status, 0, loose.stderr)
        XCTAssertTrue(loose.stdout.contains("\"mode\":\"jitter(3, +30%)\""), loose.stdout)
    }

    /// --roi-enlarge needs --roi-jitter and a fraction between 0 and 1; otherwise a usage error naming it.
    func testRoiEnlargeUsage() throws {
        let alone = try CLI.run(["eval", manifest, "--peripheral", "test-panel", "--catalog", catalog, "--roi-enlarge", "0.3"])
        XCTAssertEqual(alone.status, 64, alone.stderr)
        XCTAssertTrue(alone.stderr.contains("--roi-enlarge needs --roi-jitter"), alone.stderr)
        let big = try CLI.run(["eval", manifest, "--peripheral", "test-panel", "--catalog", catalog, "--roi-jitter", "1",
                               "--roi-enlarge", "2"])
        XCTAssertEqual(big.status, 64, big.stderr)
        XCTAssertTrue(big.stderr.contains("--roi-enlarge must be between 0 and 1, got 2.0"), big.stderr)
    }

    /// --disputes: a valid file is taken (the JSON says how many readings were disputed); a malformed one
    /// exits 3 naming the file, the line and the field.
    func testDisputesFile() throws {
        let good = dir.appendingPathComponent("disputes.csv").path
        try "set,image,label,shown,note\nother-set,x.png,1,2,not this set\n".write(toFile: good, atomically: true, encoding: .utf8)
        let ok = try CLI.run(["eval", manifest, "--peripheral", "test-panel", "--catalog", catalog, "--disputes", good, "--json"])
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertTrue(ok.stdout.contains("\"disputed\":0"), ok.stdout)
        let bad = dir.appendingPathComponent("bad-disputes.csv").path
        try "set,image,label,shown,note\ndemo-set,,1,2,\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let r = try CLI.run(["eval", manifest, "--peripheral", "test-panel", "--catalog", catalog, "--disputes", bad])
        XCTAssertEqual(r.status, 3, r.stdout + r.stderr)
        XCTAssertTrue(r.stderr.contains("bad-disputes.csv: line 2, field 'image': is empty"), r.stderr)
    }

    func testFailuresGallery() throws {
        let out = dir.appendingPathComponent("gallery").path
        let r = try CLI.run(["eval", manifest, "--peripheral", "test-panel", "--catalog", catalog, "--failures", out])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/index.html"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/index.md"))
    }

    func testExportCropsWritesRoiCropsAndManifest() throws {
        let out = dir.appendingPathComponent("crops").path
        let r = try CLI.run(["eval", manifest, "--peripheral", "test-panel", "--catalog", catalog, "--export-crops", out, "--json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let csv = try String(contentsOfFile: out + "/demo-set/manifest.csv", encoding: .utf8)
        XCTAssertTrue(csv.hasPrefix("image,expected,match,roi,line\n00000.png,12.5,exact,,\n00001.png,7,integer,,"), csv)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/demo-set/00002.png"))
    }

    func testMissingManifestExitsWithBadInput() throws {
        let r = try CLI.run(["eval", "/nonexistent/manifest.csv", "--peripheral", "test-panel", "--catalog", catalog])
        XCTAssertEqual(r.status, 3)
        XCTAssertTrue(r.stderr.contains("/nonexistent/manifest.csv: no such manifest file"), r.stderr)
        XCTAssertEqual(r.stdout, "")
        let j = try CLI.run(["eval", "/nonexistent/manifest.csv", "--peripheral", "test-panel", "--catalog", catalog, "--json"])
        XCTAssertEqual(j.status, 3)
        XCTAssertTrue(j.stdout.contains("\"code\":\"bad-input\""), j.stdout)
    }

    func testMalformedManifestNamesLineAndField() throws {
        let bad = dir.appendingPathComponent("demo-set/bad.csv")
        try "image,expected,match\nimages/0.png,12,sometimes\n".write(to: bad, atomically: true, encoding: .utf8)
        let r = try CLI.run(["eval", bad.path, "--peripheral", "test-panel", "--catalog", catalog])
        XCTAssertEqual(r.status, 3)
        XCTAssertTrue(r.stderr.contains("bad.csv: line 2, field 'match'"), r.stderr)
    }

    func testMissingImageAndUnknownPeripheralAndUsage() throws {
        let bad = dir.appendingPathComponent("demo-set/missing.csv")
        try "image,expected\nimages/none.png,12\n".write(to: bad, atomically: true, encoding: .utf8)
        let r = try CLI.run(["eval", bad.path, "--peripheral", "test-panel", "--catalog", catalog])
        XCTAssertEqual(r.status, 3)
        XCTAssertTrue(r.stderr.contains("line 2, field 'image'"), r.stderr)

        let p = try CLI.run(["eval", manifest, "--peripheral", "no-such-device", "--catalog", catalog])
        XCTAssertEqual(p.status, 4, p.stderr)

        let u = try CLI.run(["eval", manifest, "--peripheral", "test-panel", "--catalog", catalog, "--jobs", "0"])
        XCTAssertEqual(u.status, 64, u.stderr)
        let both = try CLI.run(["eval", manifest, "--peripheral", "test-panel", "--catalog", catalog, "--no-roi", "--roi-jitter", "1"])
        XCTAssertEqual(both.status, 64, both.stderr)
    }
}
