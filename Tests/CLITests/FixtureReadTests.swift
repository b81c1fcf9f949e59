import Foundation
import XCTest

/// The committed fixture photos (`Fixtures/<slug>/`, rendered by scripts/make-fixtures.sh) of every
/// health peripheral read exactly with `vitalsnap read`: with their ground-truth roi (`eval`) and with
/// the overlay frame alone, as a user's photo taken with the overlay would be. A fixture the renderer or
/// a layout change has made stale fails here (regenerate with scripts/make-fixtures.sh).
final class FixtureReadTests: XCTestCase {
    struct Entry { var image: String; var expected: String }

    func fixtureFolders() throws -> [URL] {
        let root = CLI.packageRoot.appendingPathComponent("Fixtures")
        let all = try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)
        return all.filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("manifest.csv").path) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    func entries(_ folder: URL) throws -> [Entry] {
        let text = try String(contentsOf: folder.appendingPathComponent("manifest.csv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().map { line in
            let f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return Entry(image: folder.appendingPathComponent(f[0]).path, expected: f[1])
        }
    }

    func testEveryHealthPeripheralHasFixtures() throws {
        let slugs = Set(try fixtureFolders().map(\.lastPathComponent))
        let listed = try CLI.run(["peripherals", "--json"])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        let devices = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        let supported = Set(devices.compactMap { $0["slug"] as? String })
        XCTAssertEqual(supported.subtracting(slugs), [], "health peripherals without fixtures")
    }

    func testFixturesReadExactlyWithTheirRoi() throws {
        for folder in try fixtureFolders() {
            let slug = folder.lastPathComponent
            let r = try CLI.run(["eval", folder.appendingPathComponent("manifest.csv").path, "--peripheral", slug, "--json", "--jobs", "2"])
            XCTAssertEqual(r.status, 0, r.stderr)
            let doc = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let total = try XCTUnwrap(doc["total"] as? [String: Any])
            XCTAssertEqual(total["correct"] as? Int, total["images"] as? Int, "\(slug): \(r.stdout)")
            XCTAssertEqual(total["misread"] as? Int, 0, slug)
        }
    }

    func testFixturesReadExactlyInTheOverlayFrame() throws {
        for folder in try fixtureFolders() {
            let slug = folder.lastPathComponent
            let list = try entries(folder)
            XCTAssertFalse(list.isEmpty, slug)
            let r = try CLI.run(["read"] + list.map(\.image) + ["--peripheral", slug, "--json"])
            XCTAssertEqual(r.status, 0, "\(slug): \(r.stdout) \(r.stderr)")
            let texts = r.stdout.split(separator: "\n").compactMap { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["text"] as? String
            }
            XCTAssertEqual(texts, list.map(\.expected), slug)
        }
    }
}
