import SevenSegment
import XCTest
@testable import VitalSnap

final class VerifierTests: XCTestCase {
    /// Feeds `answers` as stdin lines and collects everything written.
    func run(_ record: VitalRecord, _ answers: [String], yes: Bool = false) throws -> (VerifiedRecord?, String) {
        var lines = answers[...]
        var out = ""
        let result = try Verifier.verify(record: record, input: { lines.popFirst() }, output: { out += $0 }, assumeYes: yes)
        return (result, out)
    }

    func testShowsValuesKindAndCropThenSubmitsAsRead() throws {
        var record = Sample.bloodPressure(128, 84, pulse: 71)
        record.cropPath = "/tmp/crop-1.png"
        let (verified, out) = try run(record, ["s"])
        XCTAssertEqual(verified?.record, record)
        XCTAssertEqual(verified?.correctedByPerson, false)
        for text in ["Blood pressure", "systolic", "128", "84", "71", "/tmp/crop-1.png", "[s/e/d]"] {
            XCTAssertTrue(out.contains(text), "missing \(text) in \(out)")
        }
    }

    func testEditParsesPerKindAndMarksCorrected() throws {
        let record = Sample.bloodPressure(128, 34, pulse: 71)
        let (verified, out) = try run(record, ["e", "120/80/72", "s"])
        let v = try XCTUnwrap(verified)
        XCTAssertTrue(v.correctedByPerson)
        XCTAssertEqual(v.originalText, "128/34/71")
        XCTAssertEqual(v.record.measurement(.systolic)?.value, 120)
        XCTAssertEqual(v.record.measurement(.diastolic)?.value, 80)
        XCTAssertEqual(v.record.measurement(.pulse)?.value, 72)
        XCTAssertEqual(v.record.identifier, record.identifier)
        XCTAssertTrue(out.contains("corrected by you"))
    }

    func testInvalidCorrectionsAreAskedAgain() throws {
        let (verified, out) = try run(Sample.glucose(104), ["e", "abc", "5000", "112", "s"])
        XCTAssertEqual(verified?.record.measurement(.glucose)?.value, 112)
        XCTAssertTrue(out.contains("'abc' is not a number"))
        XCTAssertTrue(out.contains("outside"))
        let (bp, bpOut) = try run(Sample.bloodPressure(), ["e", "80/120", "130/85", "s"])
        XCTAssertTrue(bpOut.contains("systolic must be higher"))
        XCTAssertNil(bp?.record.measurement(.pulse), "a pulse left out of the correction is removed")
    }

    func testDiscardAndEndOfInputSubmitNothing() throws {
        XCTAssertNil(try run(Sample.glucose(), ["d"]).0)
        XCTAssertNil(try run(Sample.glucose(), []).0)
        XCTAssertNil(try run(Sample.glucose(), ["e"]).0)
    }

    func testYesSubmitsWithoutAskingButNeverWithoutAValue() throws {
        let (verified, _) = try run(Sample.temperature(), [], yes: true)
        XCTAssertNotNil(verified)
        let (hi, out) = try run(Sample.glucoseHI(), ["s"], yes: true)
        XCTAssertNil(hi)
        XCTAssertTrue(out.contains("no number"))
        let (asked, _) = try run(Sample.glucoseHI(), ["s"])
        XCTAssertEqual(asked?.record.measurement(.glucose)?.outOfRange, .high, "a person may submit HI on purpose")
    }

    func testValueRecordsAreRefused() {
        XCTAssertThrowsError(try run(Sample.record(.value, [Sample.m(.value, 3, "")]), ["s"]))
    }

    func testParserPerKind() {
        func parse(_ text: String, _ r: VitalRecord) -> [Double?]? {
            try? VerificationValueParser.parse(text, for: r).get().map { $0.value }
        }
        XCTAssertEqual(parse("98/70", Sample.spo2()), [98, 70])
        XCTAssertEqual(parse("5.6", Sample.glucose(5.8, unit: "mmol/L")), [5.6])
        XCTAssertNil(parse("560", Sample.glucose(5.8, unit: "mmol/L")))
        XCTAssertEqual(parse("98.6", Sample.temperature(99, unit: "[degF]")), [98.6])
        XCTAssertNil(parse("98.6", Sample.temperature(36.6)))
        XCTAssertEqual(parse("HI", Sample.glucose()), [nil])
        XCTAssertNil(parse("120/80/72/1", Sample.bloodPressure()))
    }
}
