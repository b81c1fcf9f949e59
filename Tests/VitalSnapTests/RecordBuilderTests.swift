import Foundation
import SevenSegment
import XCTest
@testable import VitalSnap

final class RecordBuilderTests: XCTestCase {
    static let catalog = try! Catalog.load(directory: Catalog.bundledDirectory.path)
    func device(_ slug: String) throws -> Peripheral { try Self.catalog.resolve(slug) }

    func testGlucoseInMgPerDlAndConversions() throws {
        let mg = try RecordBuilder()
        let r = try mg.record(texts: ["104"], peripheral: try device("accu-chek-guide"))
        XCTAssertEqual(r.kind, .glucose)
        XCTAssertEqual(r.measurements, [Measurement(field: .glucose, value: 104, unit: "mg/dL", text: "104")])
        XCTAssertEqual(r.flags, [])
        XCTAssertEqual(r.device.slug, "accu-chek-guide")
        // A mmol/L meter read for someone who wants mg/dL: 5.6 * 18.016 = 100.9 → 101, text kept.
        let converted = try mg.record(texts: ["5.6"], peripheral: try device("freestyle-lite-mmol"))
        XCTAssertEqual(converted.measurements[0].value, 101)
        XCTAssertEqual(converted.measurements[0].unit, "mg/dL")
        XCTAssertEqual(converted.measurements[0].text, "5.6")
        let mmol = try RecordBuilder(glucoseUnit: "mmol/L")
        let back = try mmol.record(texts: ["104"], peripheral: try device("accu-chek-guide"))
        XCTAssertEqual(back.measurements[0].value, 5.8)
        XCTAssertEqual(back.measurements[0].unit, "mmol/L")
        XCTAssertEqual(try mmol.record(texts: ["5.6"], peripheral: try device("freestyle-lite-mmol")).measurements[0].value, 5.6)
        XCTAssertThrowsError(try RecordBuilder(glucoseUnit: "mg")) { XCTAssertEqual(($0 as? VitalSnapError)?.code, .invalidArgument) }
    }

    func testMissedFixedDecimalPointIsPutBackAndAWrongOneRefused() throws {
        let b = try RecordBuilder(glucoseUnit: "mmol/L")
        XCTAssertEqual(try b.record(texts: ["56"], peripheral: try device("freestyle-lite-mmol")).measurements[0].value, 5.6)
        XCTAssertThrowsError(try b.record(texts: ["5.60"], peripheral: try device("freestyle-lite-mmol")))
        XCTAssertThrowsError(try b.record(texts: ["10.4"], peripheral: try device("accu-chek-guide"))) {
            XCTAssertTrue("\($0)".contains("1 decimal(s) where the display has 0"), "\($0)")
        }
    }

    /// A point at one of several fixed places (`otherDecimals`): each place makes a value, another
    /// place or a value below `otherDecimalsFrom` there is refused with the places named.
    func testPointAtOneOfSeveralPlaces() throws {
        var p = try device("accu-chek-guide")
        p.display.lines[0].digits = 5
        p.display.lines[0].decimals = 2
        p.display.lines[0].otherDecimals = [1]
        p.display.lines[0].otherDecimalsFrom = 100
        let b = try RecordBuilder()
        XCTAssertEqual(try b.record(texts: ["46.61"], peripheral: p).measurements[0].value, 46.61)
        XCTAssertEqual(try b.record(texts: ["198.6"], peripheral: p).measurements[0].value, 198.6)
        XCTAssertThrowsError(try b.record(texts: ["69.0"], peripheral: p)) {
            XCTAssertTrue("\($0)".contains("1 decimal(s) where the display has 2 or 1"), "\($0)")
        }
        XCTAssertThrowsError(try b.record(texts: ["1.986"], peripheral: p))
    }

    func testHiLoAreOutOfRangeTagsNotNumbers() throws {
        let r = try RecordBuilder().record(texts: ["HI"], peripheral: try device("contour-next-one"))
        XCTAssertNil(r.measurements[0].value)
        XCTAssertEqual(r.measurements[0].outOfRange, .high)
        XCTAssertEqual(r.flags.map(\.code), ["out-of-range"])
        let lo = try RecordBuilder(glucoseUnit: "mmol/L").record(texts: ["LO"], peripheral: try device("contour-next-one"))
        XCTAssertEqual(lo.measurements[0].outOfRange, .low)
        XCTAssertEqual(lo.measurements[0].unit, "mmol/L")
        XCTAssertThrowsError(try RecordBuilder().record(texts: ["HI", "80", "70"], peripheral: try device("omron-m3"))) {
            XCTAssertTrue("\($0)".contains("never shows HI"), "\($0)")
        }
    }

    func testBloodPressureWithPulseAndImplausibleOrder() throws {
        let b = try RecordBuilder()
        let r = try b.record(texts: ["128", "82", "71"], peripheral: try device("omron-m3"), confidence: 0.9)
        XCTAssertEqual(r.kind, .bloodPressure)
        XCTAssertEqual(r.measurement(.systolic)?.value, 128)
        XCTAssertEqual(r.measurement(.diastolic)?.unit, "mm[Hg]")
        XCTAssertEqual(r.measurement(.pulse)?.unit, "/min")
        XCTAssertEqual(r.readingText, "128/82/71")
        XCTAssertEqual(r.confidence, 0.9)
        XCTAssertTrue(r.flags.isEmpty)
        let swapped = try b.record(texts: ["80", "120", "71"], peripheral: try device("omron-m3"))
        XCTAssertTrue(swapped.flags.contains { $0.code == "implausible" && $0.message.contains("not above diastolic") })
        XCTAssertThrowsError(try b.record(texts: ["120", "80"], peripheral: try device("omron-m3")))
    }

    func testImplausibleValuesAreFlaggedForThePerson() throws {
        let b = try RecordBuilder()
        func flags(_ texts: [String], _ slug: String) throws -> [String] {
            try b.record(texts: texts, peripheral: try device(slug)).flags.map(\.code)
        }
        XCTAssertEqual(try flags(["0"], "accu-chek-guide"), ["implausible"])
        XCTAssertEqual(try flags(["101", "72"], "contec-cms50d-plus"), ["implausible"])
        XCTAssertEqual(try flags(["98", "15"], "contec-cms50d-plus"), ["implausible"])
        XCTAssertEqual(try flags(["98", "72"], "contec-cms50d-plus"), [])
        XCTAssertEqual(try flags(["46.2"], "braun-thermoscan-7"), ["implausible"])
        XCTAssertEqual(try flags(["36.8"], "braun-thermoscan-7"), [])
        XCTAssertEqual(try flags(["72.4"], "omron-hn-289"), [])
        XCTAssertEqual(try b.record(texts: ["36.8"], peripheral: try device("braun-thermoscan-7")).measurements[0].unit, "Cel")
    }

    func testErrDashesAndGarbageMakeNoRecord() throws {
        let b = try RecordBuilder()
        for text in ["Err", "---", "", "1_4", "1e2", "-12"] {
            XCTAssertThrowsError(try b.record(texts: [text], peripheral: try device("braun-thermoscan-7").withDecimals(0)), text) {
                XCTAssertEqual(($0 as? VitalSnapError)?.code, .invalidArgument)
                XCTAssertTrue("\($0)".contains("line 1 (temperature)"), "\($0)")
            }
        }
    }

    func testRecordFromReadingOnlyWhenComplete() throws {
        let p = try device("accu-chek-guide")
        let complete = DisplayReading(lines: [LineReading(field: .glucose, text: "104", characters: [
            CharacterReading(character: "1", confidence: 0.9), CharacterReading(character: "0", confidence: 0.8),
            CharacterReading(character: "4", confidence: 0.95)])])
        let r = try XCTUnwrap(try RecordBuilder().record(from: complete, peripheral: p))
        XCTAssertEqual(r.confidence, 0.8)
        var unsure = complete
        unsure.lines[0].text = "1_4"
        XCTAssertNil(try RecordBuilder().record(from: unsure, peripheral: p))
        XCTAssertNil(try RecordBuilder().record(from: DisplayReading(issues: [.displayNotFound]), peripheral: p))
    }
}

extension Peripheral {
    /// The same device with every line's fixed decimals set to `d` (test helper).
    func withDecimals(_ d: Int) -> Peripheral {
        var p = self
        for i in p.display.lines.indices { p.display.lines[i].decimals = d }
        return p
    }
}
