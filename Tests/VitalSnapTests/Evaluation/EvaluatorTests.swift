import Foundation
import SevenSegment
import XCTest
@testable import VitalSnap

/// The evaluator with a fake recognizer: counting, ordering, quads handed over, timings, gallery.
final class EvaluatorTests: XCTestCase {
    var dir: URL!
    let layout = DisplayLayout(aspectRatio: 2, lines: [LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 4)])

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("eval-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // Image k is 40 + k pixels wide: the fake recognizer "reads" its width.
        for k in 0..<6 {
            try ImageIO.write(GrayImage(width: 40 + k, height: 20, fill: 128), to: dir.appendingPathComponent("img\(k).png").path)
        }
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    func manifest(_ body: String) throws -> EvalManifest {
        let path = dir.appendingPathComponent("manifest.csv").path
        try ("image,expected,match,roi,line\n" + body).write(toFile: path, atomically: true, encoding: .utf8)
        return try EvalManifest.load(path)
    }

    /// Reads "4k" from an image 40+k wide, "_" for width 43 and nothing for width 44.
    static let fake: Evaluator.Recognize = { image, _, quad in
        switch image.width {
        case 43: return DisplayReading(quad: quad, lines: [LineReading(field: .value, text: "4_", characters: [])])
        case 44: return DisplayReading(quad: nil, lines: [], issues: [.displayNotFound])
        default:
            let t = "\(image.width)"
            return DisplayReading(quad: quad, lines: [LineReading(field: .value, text: t, characters: t.map {
                CharacterReading(character: $0, confidence: 0.8) })])
        }
    }

    func testCountsOrderAndRates() throws {
        let m = try manifest("""
        img0.png,40,exact,,
        img1.png,41,exact,,
        img2.png,47,exact,,
        img3.png,43,exact,,
        img4.png,44,exact,,
        img5.png,4,integer,,

        """)
        for jobs in [1, 3] {
            let report = Evaluator(layout: layout, jobs: jobs, recognize: Self.fake).evaluate(m)
            XCTAssertEqual(report.images, 6)
            XCTAssertEqual(report.correct, 2)
            XCTAssertEqual(report.misread, 2, "42 for 47, 45 for integer 4")
            XCTAssertEqual(report.noread, 2, "4_ and not found")
            XCTAssertEqual(report.accuracy, 2.0 / 6, accuracy: 1e-12)
            XCTAssertEqual(report.misreadRate, 2.0 / 6, accuracy: 1e-12)
            XCTAssertEqual(report.results.map(\.index), Array(0..<6), "manifest order whatever the jobs")
            XCTAssertEqual(report.results.map(\.read), ["40", "41", "42", "4_", "", "45"])
            XCTAssertEqual(report.recognition.count, 6)
            XCTAssertGreaterThanOrEqual(report.recognition.p95, report.recognition.median)
            XCTAssertGreaterThan(report.decoding.median, 0)
            XCTAssertEqual(report.confusion.count(expected: "7", read: "2"), 1)
            XCTAssertEqual(report.name, dir.lastPathComponent)
        }
    }

    func testRoiModes() throws {
        let m = try manifest("img0.png,40,exact,0.25 0.5 0.75 0.5 0.75 1 0.25 1,\nimg1.png,41,exact,,\n")
        let seen = QuadLog()
        let recognize: Evaluator.Recognize = { image, layout, quad in seen.add(image.width, quad); return Self.fake(image, layout, quad) }
        _ = Evaluator(layout: layout, roiMode: .given, jobs: 1, recognize: recognize).evaluate(m)
        XCTAssertEqual(seen.quads[40]!, Quad(Rect(x: 10, y: 10, width: 20, height: 10)), "normalised roi scaled to pixels")
        XCTAssertNil(seen.quads[41]!, "no roi: find the display")

        _ = Evaluator(layout: layout, roiMode: .ignored, jobs: 1, recognize: recognize).evaluate(m)
        XCTAssertNil(seen.quads[40]!, "--no-roi passes nil even where a roi is given")

        let jitter = RoiJitter(seed: 5)
        _ = Evaluator(layout: layout, roiMode: .jittered(jitter), jobs: 2, recognize: recognize).evaluate(m)
        let j = seen.quads[40]!!
        XCTAssertEqual(j, jitter.apply(to: Quad(Rect(x: 10, y: 10, width: 20, height: 10)), index: 0))
        XCTAssertEqual(j.bounds.width, 22, accuracy: 1e-9)
        _ = Evaluator(layout: layout, roiMode: .jittered(jitter), jobs: 1, recognize: recognize).evaluate(m)
        XCTAssertEqual(seen.quads[40]!!, j, "jitter is deterministic")
    }

    func testMissingImageIsReportedWithManifestLine() throws {
        let m = try manifest("img0.png,40,exact,,\nnope.png,1,exact,,\n")
        XCTAssertThrowsError(try Evaluator.checkImagesExist(m)) { error in
            XCTAssertTrue("\(error)".contains("line 3, field 'image': nope.png: no such file"), "\(error)")
        }
    }

    func testUndecodableImageIsANoReadWithError() throws {
        try Data("not a png".utf8).write(to: dir.appendingPathComponent("bad.png"))
        let report = Evaluator(layout: layout, jobs: 1, recognize: Self.fake).evaluate(try manifest("bad.png,1,exact,,\n"))
        XCTAssertEqual(report.noread, 1)
        XCTAssertEqual(report.unreadableImages, 1)
        XCTAssertEqual(report.results[0].reasons, ["image-unreadable"])
        XCTAssertNotNil(report.results[0].error)
    }

    func testTotalsAndJSONDocument() throws {
        let m = try manifest("img0.png,40,exact,,\nimg2.png,47,exact,,\nimg4.png,44,exact,,\n")
        let ev = Evaluator(layout: layout, jobs: 2, recognize: Self.fake)
        let a = ev.evaluate(m), b = ev.evaluate(m)
        let total = ManifestReport.total([a, b])
        XCTAssertEqual([total.images, total.correct, total.misread, total.noread], [6, 2, 2, 2])
        let doc = EvalDocument(peripheral: "demo", mode: "roi", jobs: 2, reports: [a, b])
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(doc)) as! [String: Any]
        let totals = object["total"] as! [String: Any]
        for key in ["images", "correct", "misread", "noread", "accuracy", "median_ms", "p95_ms", "misread_rate", "decode_median_ms"] {
            XCTAssertNotNil(totals[key], key)
        }
        let first = (object["manifests"] as! [[String: Any]])[0]
        XCTAssertEqual(first["images"] as? Int, 3)
        XCTAssertEqual((first["misses"] as! [[String: Any]]).count, 2)
        let table = ManifestReport.table([a, b])
        XCTAssertTrue(table.contains("total"), table)
        XCTAssertTrue(table.contains("7 -> 2: 2"), table)
    }

    func testTimingStats() {
        let t = TimingStats([5, 1, 3, 2, 4, 100, 6, 7, 8, 9])
        XCTAssertEqual(t.median, 5.5)
        XCTAssertEqual(t.p95, 100)
        XCTAssertEqual(t.max, 100)
        XCTAssertEqual(TimingStats([]).median, 0)
        XCTAssertEqual(TimingStats([2, 1, 3]).median, 2)
    }

    func testFailureGalleryWritesPicturesAndIndex() throws {
        let m = try manifest("img0.png,40,exact,,\nimg2.png,47,exact,0.1 0.1 0.9 0.1 0.9 0.9 0.1 0.9,\nimg4.png,44,exact,,\n")
        let galleryDir = dir.appendingPathComponent("gallery").path
        let gallery = try FailureGallery(directory: galleryDir)
        let report = Evaluator(layout: layout, jobs: 2, recognize: Self.fake).evaluate(m, inspector: { r, reading, image in
            if r.outcome != .correct { gallery.add(r, reading: reading, image: image, set: "demo") }
        })
        try gallery.writeIndex([report], peripheral: "demo")
        let files = try FileManager.default.contentsOfDirectory(atPath: galleryDir).sorted()
        XCTAssertEqual(files.filter { $0.hasSuffix(".png") }.count, 2, "\(files)")
        XCTAssertTrue(files.contains("index.html"))
        XCTAssertTrue(files.contains("index.md"))
        let md = try String(contentsOfFile: galleryDir + "/index.md", encoding: .utf8)
        XCTAssertTrue(md.contains("| img2.png | 47 | 42 | misread |"), md)
        let picture = try ImageIO.loadGray(galleryDir + "/" + FailureGallery.fileName(for: report.results[1], set: "demo"))
        XCTAssertGreaterThanOrEqual(picture.width, 240, "small images are enlarged")
        XCTAssertGreaterThan(picture.height, 20 * 5, "text band added under the image")
    }

    func testCropExporterDewarpsRoi() throws {
        var image = GrayImage(width: 100, height: 50, fill: 0)
        for y in 10..<30 { for x in 20..<60 { image[x, y] = 255 } }
        let crop = CropExporter.dewarp(image, quad: Quad(Rect(x: 20, y: 10, width: 40, height: 20)))
        XCTAssertEqual(crop.width, 40)
        XCTAssertEqual(crop.height, 20)
        XCTAssertTrue(crop.pixels.allSatisfy { $0 == 255 })
    }
}

/// Remembers the last quad the fake recognizer got, per image width.
final class QuadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Int: Quad?] = [:]
    func add(_ width: Int, _ q: Quad?) { lock.lock(); storage[width] = q; lock.unlock() }
    var quads: [Int: Quad?] { lock.lock(); defer { lock.unlock() }; return storage }
}
