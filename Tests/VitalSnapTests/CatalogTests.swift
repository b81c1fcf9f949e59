import Foundation
import SevenSegment
import XCTest
@testable import VitalSnap

final class CatalogTests: XCTestCase {
    var tmp: URL!

    override func setUpWithError() throws {
        tmp = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: tmp) }

    /// A valid glucose meter as a JSON object, to break field by field.
    static func validJSON() -> [String: Any] {
        ["id": 7, "slug": "test-meter", "manufacturer": "Acme", "model": "G1", "type": "glucose-meter",
         "overlay": ["aspectRatio": 0.6, "display": ["x": 0.1, "y": 0.1, "width": 0.8, "height": 0.4]],
         "display": ["aspectRatio": 1.2, "lines": [
            ["field": "glucose", "region": ["x": 0.1, "y": 0.2, "width": 0.6, "height": 0.6], "digits": 3,
             "words": ["HI", "LO"], "units": ["mg/dL"]]]]]
    }

    @discardableResult
    func write(_ object: Any, name: String = "p.json", dir: URL? = nil) throws -> URL {
        let url = (dir ?? tmp).appendingPathComponent(name)
        try JSONSerialization.data(withJSONObject: object).write(to: url)
        return url
    }

    func loadError(_ mutate: (inout [String: Any]) -> Void) throws -> VitalSnapError {
        var object = Self.validJSON()
        mutate(&object)
        let url = try write(object)
        do {
            _ = try CatalogLoader().loadFile(url)
        } catch let e as VitalSnapError {
            XCTAssertEqual(e.code, .catalog)
            XCTAssertTrue(e.message.hasPrefix(url.path), e.message)
            return e
        }
        XCTFail("expected an error")
        return VitalSnapError(.internal, "none")
    }

    func testBundledCatalogLoadsAndHasTheHealthDevices() throws {
        let catalog = try Catalog.load(directory: Catalog.bundledDirectory.path)
        XCTAssertGreaterThanOrEqual(catalog.supported.count, 10)
        XCTAssertGreaterThanOrEqual(catalog.peripherals(type: .glucoseMeter).count, 4)
        XCTAssertGreaterThanOrEqual(catalog.peripherals(type: .bloodPressureMonitor).count, 3)
        XCTAssertFalse(catalog.peripherals(type: .thermometer).isEmpty)
        XCTAssertFalse(catalog.peripherals(type: .pulseOximeter).isEmpty)
        XCTAssertFalse(catalog.peripherals(type: .weightScale).isEmpty)
        for p in catalog.health { XCTAssertTrue((1...999).contains(p.id), p.slug) }
        let units = Set(catalog.peripherals(type: .glucoseMeter).flatMap { $0.display.lines.flatMap(\.units) })
        XCTAssertEqual(units, ["mg/dL", "mmol/L"])
        let bp = try catalog.resolve("omron-m3")
        XCTAssertEqual(bp.display.lines.map(\.field), [.systolic, .diastolic, .pulse])
        XCTAssertEqual(try catalog.resolve(String(bp.id)).slug, "omron-m3")
        XCTAssertEqual(catalog.supported.map(\.id), catalog.supported.map(\.id).sorted())
    }

    func testResolveByPathAndUnknownReferences() throws {
        let catalog = try Catalog.load(directory: Catalog.bundledDirectory.path)
        let url = try write(Self.validJSON(), name: "mine.json")
        XCTAssertEqual(try catalog.resolve(url.path).slug, "test-meter")
        XCTAssertThrowsError(try catalog.resolve("998")) { XCTAssertTrue("\($0)".contains("unknown peripheral id 998"), "\($0)") }
        XCTAssertThrowsError(try catalog.resolve("accu-chek")) { XCTAssertTrue("\($0)".contains("did you mean"), "\($0)") }
        XCTAssertThrowsError(try catalog.resolve(tmp.appendingPathComponent("missing.json").path)) {
            XCTAssertTrue("\($0)".contains("missing.json"), "\($0)")
        }
    }

    func testCatalogDirectoryComesFromOptionThenEnvironment() throws {
        try write(Self.validJSON(), name: "a.json")
        XCTAssertEqual(try Catalog.load(directory: tmp.path, environment: [:]).peripherals.map(\.slug), ["test-meter"])
        XCTAssertEqual(try Catalog.load(directory: nil, environment: ["VITALSNAP_CATALOG": tmp.path]).peripherals.count, 1)
        XCTAssertThrowsError(try Catalog.load(directory: nil, environment: ["VITALSNAP_CATALOG": "/nonexistent/cat"])) {
            XCTAssertTrue("\($0)".contains("/nonexistent/cat"), "\($0)")
            XCTAssertTrue("\($0)".contains("VITALSNAP_CATALOG"), "\($0)")
        }
    }

    func testDuplicateIdAndSlugNameBothFiles() throws {
        try write(Self.validJSON(), name: "a.json")
        var other = Self.validJSON()
        other["slug"] = "other"
        try write(other, name: "b.json")
        XCTAssertThrowsError(try CatalogLoader().load(directory: tmp)) {
            let m = "\($0)"
            XCTAssertTrue(m.contains("b.json") && m.contains("a.json") && m.contains("duplicate id 7"), m)
        }
        other["id"] = 8
        other["slug"] = "test-meter"
        try write(other, name: "b.json")
        XCTAssertThrowsError(try CatalogLoader().load(directory: tmp)) { XCTAssertTrue("\($0)".contains("duplicate slug"), "\($0)") }
    }

    func testMalformedAndEmptyFiles() throws {
        let bad = tmp.appendingPathComponent("bad.json")
        try Data("{\"id\": 1,, }".utf8).write(to: bad)
        XCTAssertThrowsError(try CatalogLoader().loadFile(bad)) { XCTAssertTrue("\($0)".contains("bad.json: malformed JSON"), "\($0)") }
        try Data().write(to: bad)
        XCTAssertThrowsError(try CatalogLoader().loadFile(bad)) { XCTAssertTrue("\($0)".contains("empty file"), "\($0)") }
        try Data("[1, 2]".utf8).write(to: bad)
        XCTAssertThrowsError(try CatalogLoader().loadFile(bad)) { XCTAssertTrue("\($0)".contains("one JSON object"), "\($0)") }
    }

    func testEachInvalidFieldIsNamedWithItsReason() throws {
        func lines(_ o: inout [String: Any], _ f: (inout [String: Any]) -> Void) {
            var d = o["display"] as! [String: Any]
            var l = (d["lines"] as! [[String: Any]])[0]
            f(&l)
            d["lines"] = [l]
            o["display"] = d
        }
        let cases: [(String, String, (inout [String: Any]) -> Void)] = [
            ("type", "unknown value", { $0["type"] = "glucometer" }),
            ("model", "missing", { $0.removeValue(forKey: "model") }),
            ("id", "health devices use ids 1-999", { $0["id"] = 1234 }),
            ("id", "expected an integer", { $0["id"] = "seven" }),
            ("slug", "lowercase", { $0["slug"] = "Test Meter" }),
            ("display.lines[0].digits", "digit count must be 1...12, got 0", { lines(&$0) { $0["digits"] = 0 } }),
            ("display.lines[0].region", "inside 0..1", { lines(&$0) { $0["region"] = ["x": 0.5, "y": 0.2, "width": 0.7, "height": 0.5] } }),
            ("display.lines[0].decimals", "fewer than the digits", { lines(&$0) { $0["decimals"] = 3 } }),
            ("display.lines[0].units", "not a unit of glucose", { lines(&$0) { $0["units"] = ["kg"] } }),
            ("display.lines[0].units", "needs its unit", { lines(&$0) { $0["units"] = [String]() } }),
            ("display.lines[0].field", "not a field of a glucose-meter", { lines(&$0) { $0["field"] = "systolic" } }),
            ("display.lines[0].words[0]", "unknown value", { lines(&$0) { $0["words"] = ["HIGH"] } }),
            ("display.lines[0].decimal", "unknown field", { lines(&$0) { $0["decimal"] = 1 } }),
            ("display.aspectRatio", "does not match the overlay", { o in
                var d = o["display"] as! [String: Any]; d["aspectRatio"] = 3.0; o["display"] = d }),
            ("overlay.fill", "must be in (0, 1]", { o in
                var v = o["overlay"] as! [String: Any]; v["fill"] = 1.5; o["overlay"] = v }),
            ("colour", "unknown field", { $0["colour"] = "blue" }),
            ("display.lines[0].range", "minimum must be at most maximum", { lines(&$0) { $0["range"] = ["minimum": 600, "maximum": 20] } }),
            ("display.lines[0].range", "cannot show -5", { lines(&$0) { $0["range"] = ["minimum": -5, "maximum": 20] } }),
            ("display.lines[0].range.max", "unknown field", { lines(&$0) { $0["range"] = ["minimum": 20, "max": 600] } }),
            ("display.lines[0].otherDecimals", "need a fixed point", { lines(&$0) { $0["otherDecimals"] = [1] } }),
            ("display.lines[0].otherDecimals", "differ from decimals", { lines(&$0) { $0["decimals"] = 1; $0["otherDecimals"] = [1] } }),
            ("display.lines[0].otherDecimals", "must be 1...2", { lines(&$0) { $0["decimals"] = 1; $0["otherDecimals"] = [3] } }),
            ("display.lines[0].otherDecimals", "must be lit", { lines(&$0) {
                $0["decimals"] = 1; $0["optionalPoint"] = true; $0["otherDecimals"] = [2] } }),
            ("display.lines[0].otherDecimalsFrom", "set otherDecimals", { lines(&$0) { $0["otherDecimalsFrom"] = 100 } }),
            ("display.lines[0].smallDecimals", "need a point", { lines(&$0) { $0["smallDecimals"] = true } }),
        ]
        for (field, reason, mutate) in cases {
            let e = try loadError(mutate)
            XCTAssertTrue(e.message.contains("'\(field)'"), "\(field): \(e.message)")
            XCTAssertTrue(e.message.contains(reason), "\(field): \(e.message)")
        }
    }

    /// Every health line says how few digits it shows and which values, and none pads with zeros: a
    /// lost digit (pulse 8 for 85, 08) is refused; the sample values of the tests lie inside.
    func testHealthLinesRefuseLostDigits() throws {
        let catalog = try Catalog.load(directory: Catalog.bundledDirectory.path)
        for p in catalog.health {
            for line in p.display.lines {
                let name = "\(p.slug) \(line.field.rawValue)"
                XCTAssertGreaterThanOrEqual(line.minimumDigits, 2, name)
                XCTAssertFalse(line.leadingZeros, name)
                let range = try XCTUnwrap(line.range, name)
                for text in HealthRoundTripTests.texts(for: line) {
                    guard let v = Double(text) else { continue }
                    XCTAssertTrue(range.contains(v), "\(name): \(text) outside \(range)")
                }
            }
        }
    }

    func testGenericDevicesNeed9001AndUp() throws {
        var o = Self.validJSON()
        o["type"] = "generic"
        var d = o["display"] as! [String: Any]
        var l = (d["lines"] as! [[String: Any]])[0]
        l["field"] = "value"; l["units"] = ["V"]
        d["lines"] = [l]; o["display"] = d
        XCTAssertThrowsError(try CatalogLoader().loadFile(try write(o))) { XCTAssertTrue("\($0)".contains("9001"), "\($0)") }
        o["id"] = 9001
        XCTAssertEqual(try CatalogLoader().loadFile(try write(o)).type, .generic)
    }

    func testOverlayFramesAndImage() throws {
        let p = try Catalog.load(directory: Catalog.bundledDirectory.path).resolve("omron-m3")
        let o = p.overlayFrame(previewWidth: 1280, previewHeight: 720)
        XCTAssertEqual(o.height, 720 * p.overlay.fill, accuracy: 1e-9)
        XCTAssertEqual(o.center.x, 640, accuracy: 1e-9)
        let d = p.displayFrame(previewWidth: 1280, previewHeight: 720)
        XCTAssertTrue(d.x > o.x && d.maxX < o.maxX && d.y > o.y && d.maxY < o.maxY)
        let image = try p.overlayImage(previewWidth: 320, previewHeight: 180)
        XCTAssertEqual(image.width, 320)
        let png = try ImageIO.encode(image)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        // The display rectangle's yellow edge is drawn where the frame says.
        let df = p.displayFrame(previewWidth: 320, previewHeight: 180)
        let i = (Int(df.y.rounded()) * 320 + Int(df.center.x)) * 3
        XCTAssertEqual(Array(image.pixels[i..<i + 3]), [0, 210, 255])
    }

    func testEveryBundledDeviceRendersEveryWordItShows() throws {
        for p in try Catalog.load(directory: Catalog.bundledDirectory.path).health {
            let plain = p.display.lines.map { String(repeating: "8", count: $0.digits - $0.decimals) + ($0.decimals > 0 ? "." + String(repeating: "8", count: $0.decimals) : "") }
            let f = try p.renderFrame(value: plain.joined(separator: "/"), perturbation: .mild, seed: 3)
            XCTAssertEqual(f.image.width, 640, p.slug)
            for word in Set(p.display.lines.flatMap(\.words)) {
                let value = p.display.lines.map { $0.words.contains(word) ? word.rawValue : "1" }.joined(separator: "/")
                XCTAssertNoThrow(try p.renderFrame(value: value), "\(p.slug) \(word)")
            }
        }
    }
}

final class CatalogResolveTests: XCTestCase {
    func testAPathResolvesEvenWhenTheCatalogIsBroken() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("resolve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("{broken".utf8).write(to: dir.appendingPathComponent("broken.json"))
        let good = Catalog.bundledDirectory.appendingPathComponent("omron-m3.json").path
        XCTAssertEqual(try Catalog.resolve(good, directory: dir.path).slug, "omron-m3")
        XCTAssertThrowsError(try Catalog.resolve("omron-m3", directory: dir.path)) {
            XCTAssertTrue("\($0)".contains("broken.json"), "\($0)")
        }
    }
}
