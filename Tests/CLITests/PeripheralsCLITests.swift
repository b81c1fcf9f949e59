import Foundation
import XCTest

final class PeripheralsCLITests: XCTestCase {
    func testListJSONHasTheHealthDevicesOnly() throws {
        let r = try CLI.run(["peripherals", "--json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let list = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        XCTAssertGreaterThanOrEqual(list.count, 10)
        for item in list {
            for key in ["id", "slug", "name", "manufacturer", "model", "type", "disabled"] {
                XCTAssertNotNil(item[key], "\(key) in \(item)")
            }
            XCTAssertNotEqual(item["type"] as? String, "generic")
        }
        let types = Set(list.compactMap { $0["type"] as? String })
        XCTAssertEqual(types, ["glucose-meter", "blood-pressure-monitor", "thermometer", "pulse-oximeter", "weight-scale"])
    }

    func testListByTypeAndHumanTable() throws {
        let r = try CLI.run(["peripherals", "--type", "blood-pressure-monitor"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let rows = r.stdout.split(separator: "\n")
        XCTAssertTrue(rows.first?.hasPrefix("ID") ?? false, r.stdout)
        XCTAssertEqual(rows.count, 4, r.stdout)
        XCTAssertTrue(r.stdout.contains("omron-m3"))
        let bad = try CLI.run(["peripherals", "--type", "toaster"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("toaster"), bad.stderr)
    }

    func testShowByIdSlugAndUnknown() throws {
        let r = try CLI.run(["peripherals", "show", "omron-m3", "--json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let obj = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(obj["slug"] as? String, "omron-m3")
        XCTAssertNotNil((obj["display"] as? [String: Any])?["lines"])
        let human = try CLI.run(["peripherals", "show", "1"])
        XCTAssertEqual(human.status, 0, human.stderr)
        XCTAssertTrue(human.stdout.contains("accu-chek-guide"), human.stdout)
        let unknown = try CLI.run(["peripherals", "show", "nope"])
        XCTAssertEqual(unknown.status, 4)
        XCTAssertTrue(unknown.stderr.contains("unknown peripheral slug 'nope'"), unknown.stderr)
    }

    func testInvalidCatalogFolderNamesFileFieldAndReason() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cli-cat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let src = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Peripherals/accu-chek-guide.json"), encoding: .utf8)
        try src.replacingOccurrences(of: "\"digits\": 3", with: "\"digits\": 0")
            .write(to: dir.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["peripherals", "--catalog", dir.path])
        XCTAssertEqual(r.status, 4)
        XCTAssertTrue(r.stderr.contains("broken.json") && r.stderr.contains("display.lines[0].digits"), r.stderr)
        let env = try CLI.run(["peripherals", "--json"], env: ["VITALSNAP_CATALOG": dir.path])
        XCTAssertEqual(env.status, 4)
        XCTAssertTrue(env.stdout.contains("\"code\":\"catalog\""), env.stdout)
    }

    func testOverlayPrintsFramesAndWritesPNG() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("overlay-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try CLI.run(["overlay", "1", "--preview", "1280x720", "--out", out.path, "--json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let obj = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let overlay = try XCTUnwrap(obj["overlayFrame"] as? [Double])
        let display = try XCTUnwrap(obj["displayFrame"] as? [Double])
        XCTAssertEqual(overlay.count, 4)
        XCTAssertEqual(overlay[3], 576, accuracy: 0.01)
        XCTAssertTrue(display[0] > overlay[0] && display[1] > overlay[1])
        let png = try Data(contentsOf: out)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let bad = try CLI.run(["overlay", "1", "--preview", "big"])
        XCTAssertEqual(bad.status, 64)
    }
}
