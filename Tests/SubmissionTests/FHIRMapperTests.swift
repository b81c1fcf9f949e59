import SevenSegment
import XCTest
@testable import VitalSnap

final class FHIRMapperTests: XCTestCase {
    let mapper = FHIRMapper(patient: "Patient/123")

    func codes(_ c: FHIRCodeableConcept) -> [String] { c.coding?.map(\.code) ?? [] }

    func testEachKindGetsItsLoincCodeUcumUnitAndCategory() throws {
        let cases: [(VitalRecord, [String], String, String, Double)] = [
            (Sample.glucose(104), ["41653-7"], "mg/dL", "laboratory", 104),
            (Sample.glucose(5.8, unit: "mmol/L"), ["14743-9"], "mmol/L", "laboratory", 5.8),
            (Sample.pulse(64), ["8867-4"], "/min", "vital-signs", 64),
            (Sample.temperature(36.8), ["8310-5"], "Cel", "vital-signs", 36.8),
            (Sample.temperature(98.6, unit: "[degF]"), ["8310-5"], "[degF]", "vital-signs", 98.6),
            (Sample.spo2(97, pulse: nil), ["2708-6", "59408-5"], "%", "vital-signs", 97),
            (Sample.weight(72.4), ["29463-7"], "kg", "vital-signs", 72.4),
            (Sample.weight(159.6, unit: "[lb_av]"), ["29463-7"], "[lb_av]", "vital-signs", 159.6),
        ]
        for (record, loinc, unit, category, value) in cases {
            let bundle = try mapper.bundle(for: Sample.verified(record))
            XCTAssertEqual(bundle.type, "transaction")
            let obs = try XCTUnwrap(bundle.observations.first)
            XCTAssertEqual(bundle.observations.count, 1, "\(record.kind)")
            XCTAssertEqual(codes(obs.code), loinc)
            XCTAssertEqual(obs.code.coding?.first?.system, "http://loinc.org")
            XCTAssertEqual(obs.category.first?.coding?.first?.code, category)
            XCTAssertEqual(obs.valueQuantity?.code, unit)
            XCTAssertEqual(obs.valueQuantity?.system, "http://unitsofmeasure.org")
            XCTAssertEqual(obs.valueQuantity?.value, value)
            XCTAssertEqual(obs.status, "final")
            XCTAssertEqual(obs.subject.reference, "Patient/123")
            XCTAssertEqual(obs.identifier.first?.value, record.identifier)
            XCTAssertEqual(obs.device?.reference, bundle.entry[0].fullUrl)
            XCTAssertEqual(bundle.entry[1].request.ifNoneExist, "identifier=urn:vitalsnap:record|\(record.identifier)")
        }
    }

    func testBloodPressureIsAPanelWithComponentsPlusAHeartRateObservation() throws {
        let record = Sample.bloodPressure(128, 84, pulse: 71)
        let bundle = try mapper.bundle(for: Sample.verified(record))
        XCTAssertEqual(bundle.entry.map(\.resource.resourceType), ["Device", "Observation", "Observation"])
        let panel = bundle.observations[0], heartRate = bundle.observations[1]
        XCTAssertEqual(codes(panel.code), ["85354-9"])
        XCTAssertNil(panel.valueQuantity)
        XCTAssertEqual(panel.component?.map { codes($0.code) }, [["8480-6"], ["8462-4"]])
        XCTAssertEqual(panel.component?.map { $0.valueQuantity?.value }, [128, 84])
        XCTAssertEqual(panel.component?.map { $0.valueQuantity?.code }, ["mm[Hg]", "mm[Hg]"])
        XCTAssertEqual(panel.category.first?.coding?.first?.code, "vital-signs")
        XCTAssertEqual(codes(heartRate.code), ["8867-4"])
        XCTAssertEqual(heartRate.valueQuantity?.value, 71)
        XCTAssertEqual(heartRate.valueQuantity?.code, "/min")
        XCTAssertEqual(heartRate.identifier.first?.value, record.identifier + ":heart-rate")
        XCTAssertEqual(Set(bundle.entry.map(\.fullUrl)).count, 3)
    }

    func testHiIsCarriedAsInterpretationWithoutAValue() throws {
        let obs = try mapper.bundle(for: Sample.verified(Sample.glucoseHI())).observations[0]
        XCTAssertNil(obs.valueQuantity)
        XCTAssertEqual(obs.interpretation?.first?.coding?.first?.code, "H")
        XCTAssertEqual(obs.dataAbsentReason?.coding?.first?.code, "unknown")
        XCTAssertTrue(obs.note?.contains { $0.text.contains("HI") } == true)
    }

    func testCorrectionAndWarningsAreNoted() throws {
        var record = Sample.glucose(140)
        record.flags = [RecordFlag(code: "implausible", message: "unusually high for this meter")]
        let verified = VerifiedRecord(record: record, correctedByPerson: true, originalText: "1A0")
        let obs = try mapper.bundle(for: verified).observations[0]
        let notes = obs.note?.map(\.text) ?? []
        XCTAssertTrue(notes.contains { $0.contains("corrected by the person") && $0.contains("'1A0'") }, "\(notes)")
        XCTAssertTrue(notes.contains { $0.contains("implausible") })
    }

    func testValueRecordsAndWrongUnitsAreRefused() {
        let value = Sample.record(.value, [Sample.m(.value, 12.5, "")])
        XCTAssertThrowsError(try mapper.bundle(for: Sample.verified(value))) { error in
            XCTAssertEqual((error as? VitalSnapError)?.code, .invalidArgument)
            XCTAssertTrue((error as? VitalSnapError)?.message.contains("never sent") == true)
        }
        XCTAssertThrowsError(try mapper.bundle(for: Sample.verified(Sample.glucose(5, unit: "kg")))) { error in
            XCTAssertEqual((error as? VitalSnapError)?.code, .badInput)
        }
    }

    func testTheSameRecordAlwaysGivesTheSameBytes() throws {
        let verified = Sample.verified(Sample.spo2())
        XCTAssertEqual(try mapper.bundle(for: verified).jsonData(), try mapper.bundle(for: verified).jsonData())
    }
}
