import Foundation
import XCTest

/// `vitalsnap scan`: option checks, device errors, JSON events. Fixture-video runs are in
/// ScanFixtureTests.
final class ScanCommandTests: XCTestCase {
    var dir: URL!
    var peripheral: String!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("scan-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        peripheral = dir.appendingPathComponent("test-meter.json").path
        try """
        {"id": 990, "slug": "test-meter", "manufacturer": "Test", "model": "Meter", "type": "glucose-meter",
         "overlay": {"aspectRatio": 0.6, "display": {"x": 0.1, "y": 0.1, "width": 0.8, "height": 0.35}},
         "display": {"aspectRatio": 1.6, "lines": [{"field": "glucose", "region": {"x": 0, "y": 0, "width": 1, "height": 1},
                     "digits": 3, "words": ["HI", "LO"], "units": ["mg/dL"]}]}}
        """.write(toFile: peripheral, atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    func jsonLines(_ stdout: String) -> [[String: Any]] {
        stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    func testMissingDeviceExits5NamingTheDevice() throws {
        let start = Date()
        let r = try CLI.run(["scan", "--peripheral", peripheral, "--device", "/dev/video93"])
        XCTAssertEqual(r.status, 5, r.stderr)
        XCTAssertTrue(r.stderr.contains("/dev/video93"), r.stderr)
        XCTAssertTrue(r.stderr.contains("no such device"), r.stderr)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, "one clear line: \(r.stderr)")
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }

    func testDevNullIsRefusedAsCamera() throws {
        let r = try CLI.run(["scan", "--peripheral", peripheral, "--device", "/dev/null", "--json"])
        XCTAssertEqual(r.status, 5, r.stderr)
        let events = jsonLines(r.stdout)
        XCTAssertEqual(events.first?["event"] as? String, "error", r.stdout)
        XCTAssertEqual(events.first?["code"] as? String, "device")
        XCTAssertTrue((events.first?["message"] as? String)?.contains("/dev/null") ?? false)
    }

    func testExactlyOneSource() throws {
        let none = try CLI.run(["scan", "--peripheral", peripheral])
        XCTAssertEqual(none.status, 64)
        XCTAssertTrue(none.stderr.contains("exactly one of --device, --video or --images"), none.stderr)
        let two = try CLI.run(["scan", "--peripheral", peripheral, "--video", "a.avi", "--images", "dir"])
        XCTAssertEqual(two.status, 64)
    }

    func testBadOptionsAreUsageErrors() throws {
        let roi = try CLI.run(["scan", "--peripheral", peripheral, "--video", "x.avi", "--roi", "0.1 0.2 0.3"])
        XCTAssertEqual(roi.status, 64, roi.stderr)
        XCTAssertTrue(roi.stderr.contains("expected 8 numbers"), roi.stderr)
        let unit = try CLI.run(["scan", "--peripheral", peripheral, "--video", "x.avi", "--unit", "g/L"])
        XCTAssertEqual(unit.status, 64)
        XCTAssertTrue(unit.stderr.contains("mg/dL or mmol/L"), unit.stderr)
        let rule = try CLI.run(["scan", "--peripheral", peripheral, "--video", "x.avi", "--agree", "8", "--window", "4"])
        XCTAssertEqual(rule.status, 64, rule.stderr)
        XCTAssertTrue(rule.stderr.contains("window"), rule.stderr)
    }

    func testMissingVideoIsBadInput() throws {
        let path = dir.appendingPathComponent("missing.avi").path
        let r = try CLI.run(["scan", "--peripheral", peripheral, "--video", path])
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains(path), r.stderr)
    }

    func testUnknownPeripheralIsCatalogError() throws {
        let r = try CLI.run(["scan", "--peripheral", "no-such-meter-xyz", "--video", "x.avi", "--catalog", dir.path])
        XCTAssertEqual(r.status, 4, r.stderr)
        XCTAssertTrue(r.stderr.contains("no-such-meter-xyz"), r.stderr)
    }

    func testImagesWithoutDisplayEndWithoutReading() throws {
        // Blank images: the display is never found, the stream ends, exit 1, close event carries the count.
        let folder = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAAAAACEICPDAAAAJUlEQVR4nO3MQREAAAwCIKMb3RD77SAA6VEEAoFAIBAIBALB12AwvgBbmDKUOwAAAABJRU5ErkJggg==")!
        for i in 0..<4 { FileManager.default.createFile(atPath: folder.appendingPathComponent("f\(i).png").path, contents: png) }
        let r = try CLI.run(["scan", "--peripheral", peripheral, "--images", folder.path, "--json"])
        XCTAssertEqual(r.status, 1, r.stderr)
        let events = jsonLines(r.stdout)
        XCTAssertEqual(events.map { $0["event"] as? String ?? "" }.first, "start")
        XCTAssertEqual(events.filter { $0["event"] as? String == "partial" }.count, 4)
        XCTAssertFalse(events.contains { $0["event"] as? String == "converged" })
        let close = try XCTUnwrap(events.last)
        XCTAssertEqual(close["event"] as? String, "close")
        XCTAssertEqual(close["frames"] as? Int, 4)
        XCTAssertEqual(close["outcome"] as? String, "end-of-stream")
        XCTAssertTrue(r.stderr.contains("no reading"), r.stderr)
    }
}
