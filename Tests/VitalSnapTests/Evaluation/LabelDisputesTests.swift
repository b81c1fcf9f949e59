import Foundation
import SevenSegment
import XCTest
@testable import VitalSnap

/// Disputed labels: a reading equal to what the display shows is neither correct nor a misread; any
/// other reading is still judged against the label, and a malformed disputes file names line and field.
final class LabelDisputesTests: XCTestCase {
    var dir: URL!
    let layout = DisplayLayout(aspectRatio: 2, lines: [LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 4)])

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("disputes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for k in 0..<3 {
            try ImageIO.write(GrayImage(width: 40 + k, height: 20, fill: 128), to: dir.appendingPathComponent("img\(k).png").path)
        }
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    /// "Reads" the image width with a decimal part: 40 → "40.6".
    static let fake: Evaluator.Recognize = { image, _, quad in
        let t = "\(image.width).6"
        return DisplayReading(quad: quad, lines: [LineReading(field: .value, text: t, characters: t.map {
            CharacterReading(character: $0, confidence: 0.9) })])
    }

    func testOnlyTheReadingAPersonSawIsDisputed() throws {
        let path = dir.appendingPathComponent("manifest.csv").path
        try "image,expected,match,roi,line\nimg0.png,41,integer,,\nimg1.png,42,integer,,\nimg2.png,42,integer,,\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let manifest = try EvalManifest.load(path)
        let set = manifest.name
        let disputes = try LabelDisputes.parse("""
        # checked by eye
        set,image,label,shown,note
        \(set),img0.png,41,40.6,rounded label
        \(set),img1.png,42,41.9,someone saw another value
        other-set,img2.png,42,42.6,another set's photo

        """, path: "disputes.csv")
        var evaluator = Evaluator(layout: layout, jobs: 2, recognize: Self.fake)
        evaluator.disputes = disputes
        let report = evaluator.evaluate(manifest)
        XCTAssertEqual(report.results.map(\.outcome), [.disputed, .misread, .correct])
        XCTAssertEqual([report.correct, report.misread, report.disputed, report.noread], [1, 1, 1, 0])
        XCTAssertEqual(report.accuracy, 1.0 / 3, accuracy: 1e-12, "a dispute never raises accuracy")
        let json = ManifestSummary(report, includeMisses: true)
        XCTAssertEqual(json.disputed, 1)
        XCTAssertEqual(json.misses?.map(\.outcome), [.disputed, .misread])
        XCTAssertTrue(ManifestReport.table([report]).contains("1 reading(s) equal what the display shows"))
    }

    func testADisputeOfAnOutdatedLabelIsIgnored() throws {
        let path = dir.appendingPathComponent("manifest.csv").path
        try "image,expected,match,roi,line\nimg0.png,40,integer,,\n".write(toFile: path, atomically: true, encoding: .utf8)
        let manifest = try EvalManifest.load(path)
        let disputes = try LabelDisputes.parse("set,image,label,shown,note\n\(manifest.name),img0.png,41,40.6,\n", path: "d.csv")
        XCTAssertTrue(disputes.forManifest(manifest).isEmpty, "the set's label was corrected since")
    }

    func testMalformedFilesNameLineAndField() {
        let cases: [(String, String)] = [
            ("", "empty label disputes file"),
            ("image,expected\n", "line 1: the header must be"),
            ("set,image,label,shown,note\na,b,1\n", "line 2: 3 fields, expected 5"),
            ("set,image,label,shown,note\na,,1,2,\n", "line 2, field 'image': is empty"),
            ("set,image,label,shown,note\na,b,1,1,\n", "line 2, field 'shown': '1' equals the label"),
            ("set,image,label,shown,note\na,b,1,2,\na,b,1,3,\n", "line 3, field 'image': b of set a is disputed twice"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try LabelDisputes.parse(text, path: "x/disputes.csv"), message) { error in
                let e = error as? VitalSnapError
                XCTAssertEqual(e?.code, .badInput)
                XCTAssertTrue(e?.message.hasPrefix("x/disputes.csv: ") ?? false, e?.message ?? "")
                XCTAssertTrue(e?.message.contains(message) ?? false, "\(e?.message ?? "") lacks \(message)")
            }
        }
        XCTAssertThrowsError(try LabelDisputes.load(dir.appendingPathComponent("missing.csv").path)) { error in
            XCTAssertTrue((error as? VitalSnapError)?.message.contains("no such label disputes file") ?? false)
        }
    }

    func testTheRepositoryFileParses() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let d = try LabelDisputes.load(root.appendingPathComponent("scripts/label-disputes.csv").path)
        XCTAssertFalse(d.disputes.isEmpty)
        XCTAssertTrue(d.disputes.allSatisfy { !$0.note.isEmpty }, "every dispute says why")
    }
}
