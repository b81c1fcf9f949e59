import Foundation
import XCTest

final class ReadCLITests: XCTestCase {
    var tmp: URL!

    override func setUpWithError() throws {
        tmp = FileManager.default.temporaryDirectory.appendingPathComponent("read-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: tmp) }

    func file(_ name: String, _ data: Data) throws -> String {
        let url = tmp.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    func render(_ peripheral: String, _ value: String, seed: Int = 1, perturb: String = "mild") throws -> String {
        let out = tmp.appendingPathComponent("\(peripheral)-\(seed).png").path
        let r = try CLI.run(["render", "--peripheral", peripheral, "--value", value, "--out", out, "--seed", "\(seed)",
                             "--perturb", perturb, "--json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        return out
    }

    /// Bad inputs: each named on stderr with its reason, exit 3, and the good images are still read.
    func testBadInputsAreNamedAndTheBatchGoesOn() throws {
        let good = try render("accu-chek-guide", "104")
        let png = try Data(contentsOf: URL(fileURLWithPath: good))
        let truncatedSource = tmp.appendingPathComponent("whole.jpg").path
        XCTAssertEqual(try CLI.run(["render", "--peripheral", "1", "--value", "88", "--out", truncatedSource]).status, 0)
        var hugeHeader = Data(png.prefix(16))
        hugeHeader.append(contentsOf: [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30, 8, 0, 0, 0, 0]) // 30000 x 30000 IHDR
        hugeHeader.append(png.dropFirst(29).prefix(200))
        let cases: [(String, String)] = [
            (tmp.appendingPathComponent("missing.png").path, "no such file"),
            (try file("empty.png", Data()), "empty file"),
            (try file("text.png", Data("just some text, not a picture\n".utf8)), "text.png"),
            (try file("header.jpg", Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46, 0, 1])), "header.jpg"),
            (try file("truncated.jpg", try Data(contentsOf: URL(fileURLWithPath: truncatedSource)).prefix(20000)), "truncated JPEG"),
            (try file("truncated.png", png.prefix(png.count / 2)), "truncated.png"),
            (try file("huge.png", hugeHeader), "huge.png"),
        ]
        for (path, reason) in cases {
            let r = try CLI.run(["read", path, good, "--peripheral", "accu-chek-guide"])
            XCTAssertEqual(r.status, 3, "\(path): \(r.stderr)")
            let line = r.stderr.split(separator: "\n").first { $0.contains(path) }
            XCTAssertNotNil(line, "stderr names \(path): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(reason), "\(reason): \(r.stderr)")
            XCTAssertTrue(r.stdout.contains(good), "the good image is still read: \(r.stdout)")
        }
        let json = try CLI.run(["read", cases[1].0, "--peripheral", "1", "--json"])
        XCTAssertEqual(json.status, 3)
        let obj = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((obj["error"] as? [String: Any])?["code"] as? String, "bad-input")
    }

    func testBadRoiIsAUsageError() throws {
        let good = try render("accu-chek-guide", "104")
        for roi in ["0.1 0.1 0.9 0.1 0.9 0.9 0.1", "0.1 0.1 0.9 0.1 0.9 0.9 0.1 0.9 0.5", "a b c d e f g h",
                    "0.1 0.1 1.9 0.1 0.9 0.9 0.1 0.9"] {
            let r = try CLI.run(["read", good, "--peripheral", "1", "--roi", roi])
            XCTAssertEqual(r.status, 64, roi)
            XCTAssertTrue(r.stderr.contains("--roi"), r.stderr)
        }
    }

    func testUnknownPeripheralAndUnit() throws {
        let good = try render("accu-chek-guide", "104")
        let r = try CLI.run(["read", good, "--peripheral", "4242"])
        XCTAssertEqual(r.status, 4)
        XCTAssertTrue(r.stderr.contains("4242"), r.stderr)
        let broken = try file("broken.json", Data("{\"id\": 1".utf8))
        let f = try CLI.run(["read", good, "--peripheral", broken])
        XCTAssertEqual(f.status, 4)
        XCTAssertTrue(f.stderr.contains("broken.json: malformed JSON"), f.stderr)
        XCTAssertEqual(try CLI.run(["read", good, "--peripheral", "1", "--unit", "mmol"]).status, 64)
    }

    func testRenderPrintsTheQuadAndRefusesValuesThatDoNotFit() throws {
        let out = tmp.appendingPathComponent("r.png").path
        let r = try CLI.run(["render", "--peripheral", "omron-m3", "--value", "128/82/71", "--out", out, "--perturb", "none", "--json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let obj = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((obj["quad"] as? [Double])?.count, 8)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out))
        let again = try CLI.run(["render", "--peripheral", "omron-m3", "--value", "128/82/71", "--out", out + ".png", "--perturb", "none", "--json"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: out)), try Data(contentsOf: URL(fileURLWithPath: out + ".png")))
        XCTAssertEqual(again.status, 0)
        let bad = try CLI.run(["render", "--peripheral", "omron-m3", "--value", "128/82", "--out", out])
        XCTAssertEqual(bad.status, 64)
        XCTAssertTrue(bad.stderr.contains("3 line(s)"), bad.stderr)
    }

    /// Render → read round trip: these reads must give exactly the rendered value, a record, and a
    /// debug image.
    func testRenderThenReadRoundTrip() throws {
        let values = [("accu-chek-guide", "104"), ("freestyle-lite-mmol", "5.6"), ("contour-next-one", "HI"),
                      ("nonin-onyx-vantage-9590", "95/101"), ("omron-hn-289", "72.4")]
        for (slug, value) in values {
            let image = try render(slug, value, seed: 11, perturb: "none")
            let debug = tmp.appendingPathComponent("\(slug)-debug.png").path
            let r = try CLI.run(["read", image, "--peripheral", slug, "--json", "--debug-image", debug])
            XCTAssertEqual(r.status, 0, "\(slug): \(r.stdout) \(r.stderr)")
            let obj = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            XCTAssertEqual(obj["text"] as? String, value, slug)
            XCTAssertNotNil(obj["record"] as? [String: Any], slug)
            XCTAssertTrue(FileManager.default.fileExists(atPath: debug), slug)
        }
    }

    /// Every health device, clean and mild, several values: a read is either the rendered value or no
    /// reading (exit 1) — never a different number. Also counts how many were read.
    func testRenderedDevicesAreReadOrRefusedNeverMisread() throws {
        let values = ["accu-chek-guide": ["104", "LO"], "accu-chek-guide-mmol": ["7.8"], "contour-next-one": ["256"],
                      "onetouch-verio-flex": ["87", "LO"], "freestyle-lite-mmol": ["12.3"],
                      "omron-m3": ["128/82/71"], "omron-m7-intelli-it": ["141/93/88"], "beurer-bm-27": ["109/67/60"],
                      "braun-thermoscan-7": ["37.2", "HI"], "contec-cms50d-plus": ["97/64"],
                      "nonin-onyx-vantage-9590": ["95/101"], "omron-hn-289": ["72.4", "105.8"]]
        var read = 0, total = 0
        var misreads: [String] = []
        for (slug, list) in values.sorted(by: { $0.key < $1.key }) {
            for value in list {
                for (perturb, seed) in [("none", 3), ("mild", 5)] {
                    let image = try render(slug, value, seed: seed, perturb: perturb)
                    let r = try CLI.run(["read", image, "--peripheral", slug, "--json"])
                    XCTAssertTrue(r.status == 0 || r.status == 1, "\(slug) \(value): \(r.stderr)")
                    total += 1
                    guard r.status == 0 else { continue }
                    let obj = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
                    let text = obj["text"] as? String ?? ""
                    if text == value { read += 1 } else { misreads.append("\(slug) \(perturb) seed \(seed): showed \(value), read \(text)") }
                }
            }
        }
        print("render → read: \(read) of \(total) read, \(misreads.count) misread")
        XCTAssertEqual(misreads, [], "misreads")
        XCTAssertGreaterThanOrEqual(read, total / 3)
    }

    /// --submit --yes with no server configured keeps the record in the local store; a HI reading is
    /// never submitted without asking; --yes alone is a usage error.
    func testSubmitKeepsTheRecordLocallyWithoutAServer() throws {
        let env = ["VITALSNAP_HOME": tmp.appendingPathComponent("home").path, "VITALSNAP_FHIR_URL": "",
                   "XDG_CONFIG_HOME": tmp.appendingPathComponent("config").path]
        let sample = CLI.packageRoot.appendingPathComponent("Fixtures/sample-glucose.jpg").path
        let r = try CLI.run(["read", sample, "--peripheral", "accu-chek-guide", "--submit", "--yes", "--json"], env: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        let obj = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((obj["submission"] as? [String: Any])?["status"] as? String, "stored", r.stdout)
        let hi = try render("contour-next-one", "HI", perturb: "none")
        let h = try CLI.run(["read", hi, "--peripheral", "contour-next-one", "--submit", "--yes"], env: env)
        XCTAssertTrue(h.stdout.contains("not submitted"), h.stdout + h.stderr)
        XCTAssertEqual(try CLI.run(["read", sample, "--peripheral", "1", "--yes"], env: env).status, 64)
    }

    /// --no-roi finds the display in the whole photo (no overlay frame); it cannot go with --roi. The
    /// debug image comes with its strips image (crop and both inks per line) beside it.
    func testNoRoiFindsTheDisplayAndWritesStrips() throws {
        let sample = CLI.packageRoot.appendingPathComponent("Fixtures/sample-glucose.jpg").path
        let debug = tmp.appendingPathComponent("dbg.png").path
        let r = try CLI.run(["read", sample, "--peripheral", "accu-chek-guide", "--no-roi", "--json", "--debug-image", debug])
        XCTAssertEqual(r.status, 0, r.stderr)
        let obj = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(obj["text"] as? String, "104")
        XCTAssertTrue(FileManager.default.fileExists(atPath: debug))
        XCTAssertTrue(FileManager.default.fileExists(atPath: tmp.appendingPathComponent("dbg-strips.png").path))
        let both = try CLI.run(["read", sample, "--peripheral", "accu-chek-guide", "--no-roi", "--roi", "0 0 1 0 1 1 0 1"])
        XCTAssertEqual(both.status, 64)
        XCTAssertTrue(both.stderr.contains("--roi and --no-roi"), both.stderr)
    }

    func testNoReadingExitsOneWithIssues() throws {
        // A plain gray picture: nothing to read, exit 1, issues say why.
        let blank = tmp.appendingPathComponent("blank.png").path
        let made = try CLI.run(["render", "--peripheral", "accu-chek-guide", "--value", "   ", "--out", blank, "--perturb", "none"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let r = try CLI.run(["read", blank, "--peripheral", "accu-chek-guide", "--json"])
        XCTAssertEqual(r.status, 1, r.stdout + r.stderr)
        let obj = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        XCTAssertNil(obj["record"])
        XCTAssertFalse(((obj["issues"] as? [Any]) ?? []).isEmpty && ((obj["lines"] as? [Any]) ?? []).isEmpty, r.stdout)
    }
}
