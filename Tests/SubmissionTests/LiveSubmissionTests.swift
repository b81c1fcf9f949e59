import Foundation
import XCTest
@testable import VitalSnap

/// Against the real FHIR R4 server (sekmet-fhir on 127.0.0.1), sometimes behind the fault proxy.
final class LiveSubmissionTests: XCTestCase {
    func flush(_ outbox: Outbox, _ url: String, timeout: TimeInterval = 5, attempts: Int = 4) async throws -> FlushSummary {
        let submitter = Submitter(outbox: outbox, configuration: LiveServer.configuration(url, timeout: timeout, attempts: attempts), home: nil)
        defer { Task { await submitter.shutdown() } }
        return try await submitter.run()
    }

    func quantity(_ json: [String: Any]?) -> (Double?, String?, String?) {
        let q = json?["valueQuantity"] as? [String: Any]
        return (q?["value"] as? Double, q?["code"] as? String, q?["system"] as? String)
    }

    func loinc(_ resource: [String: Any]?) -> [String] {
        ((resource?["code"] as? [String: Any])?["coding"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
    }

    func testEachKindIsCreatedWithTheRightCodesUnitsAndValues() async throws {
        let base = try LiveServer.base()
        let (outbox, _) = (try Outbox(home: Sample.home()), ())
        let cases: [(VitalRecord, [String], String, Double)] = [
            (Sample.glucose(104), ["41653-7"], "mg/dL", 104),
            (Sample.glucose(5.8, unit: "mmol/L"), ["14743-9"], "mmol/L", 5.8),
            (Sample.pulse(64), ["8867-4"], "/min", 64),
            (Sample.temperature(36.8), ["8310-5"], "Cel", 36.8),
            (Sample.temperature(98.6, unit: "[degF]"), ["8310-5"], "[degF]", 98.6),
            (Sample.spo2(97, pulse: 72), ["2708-6", "59408-5"], "%", 97),
            (Sample.weight(72.4), ["29463-7"], "kg", 72.4),
            (Sample.weight(159.6, unit: "[lb_av]"), ["29463-7"], "[lb_av]", 159.6),
        ]
        let bp = Sample.bloodPressure(128, 84, pulse: 71), hi = Sample.glucoseHI()
        for r in cases.map(\.0) + [bp, hi] { _ = try outbox.enqueue(Sample.verified(r)) }
        let summary = try await flush(outbox, base)
        XCTAssertEqual(summary.created, cases.count + 2)
        XCTAssertTrue(summary.isComplete, "\(summary)")

        for (record, codes, unit, value) in cases {
            let found = try await LiveServer.observations(identifier: record.identifier)
            XCTAssertEqual(found.count, 1, "\(record.kind) \(unit)")
            let obs = found.first
            XCTAssertEqual(loinc(obs), codes)
            let (v, code, system) = quantity(obs)
            XCTAssertEqual(v, value); XCTAssertEqual(code, unit); XCTAssertEqual(system, "http://unitsofmeasure.org")
            XCTAssertEqual(obs?["status"] as? String, "final")
            XCTAssertEqual((obs?["subject"] as? [String: Any])?["reference"] as? String, "Patient/test-patient")
            // The device reference was rewritten by the server to the created Device: read it back.
            let deviceRef = try XCTUnwrap((obs?["device"] as? [String: Any])?["reference"] as? String)
            XCTAssertTrue(deviceRef.hasPrefix("Device/"), deviceRef)
            let device = try await LiveServer.get(deviceRef)
            XCTAssertEqual(device["manufacturer"] as? String, "Acme")
            XCTAssertEqual(device["modelNumber"] as? String, "TM-1")
        }
        let spo2HeartRate = try await LiveServer.observations(identifier: cases[5].0.identifier + ":heart-rate")
        XCTAssertEqual(spo2HeartRate.count, 1)
        XCTAssertEqual(quantity(spo2HeartRate.first).0, 72)

        let panel = try await LiveServer.observations(identifier: bp.identifier).first
        XCTAssertEqual(loinc(panel), ["85354-9"])
        let components = panel?["component"] as? [[String: Any]] ?? []
        XCTAssertEqual(components.map { loinc($0) }, [["8480-6"], ["8462-4"]])
        XCTAssertEqual(components.map { quantity($0).0 }, [128, 84])
        XCTAssertEqual(components.map { quantity($0).1 }, ["mm[Hg]", "mm[Hg]"])
        let heartRate = try await LiveServer.observations(identifier: bp.identifier + ":heart-rate").first
        XCTAssertEqual(loinc(heartRate), ["8867-4"]); XCTAssertEqual(quantity(heartRate).0, 71)

        let high = try await LiveServer.observations(identifier: hi.identifier).first
        XCTAssertNil(high?["valueQuantity"])
        let interpretation = (high?["interpretation"] as? [[String: Any]])?.first?["coding"] as? [[String: Any]]
        XCTAssertEqual(interpretation?.first?["code"] as? String, "H")

        // One Device for the one peripheral, however many records.
        let devices = try await LiveServer.get("Device?identifier=\(FHIRMapper.deviceSystem)|acme-test-meter")
        XCTAssertEqual(devices["total"] as? Int, 1)
    }

    func testResubmittingTheSameRecordCreatesNothingNew() async throws {
        let base = try LiveServer.base()
        let verified = Sample.verified(Sample.bloodPressure())
        let first = try Outbox(home: Sample.home()), second = try Outbox(home: Sample.home())
        _ = try first.enqueue(verified); _ = try second.enqueue(verified)
        let a = try await flush(first, base)
        let b = try await flush(second, base)   // another device/home sending the same record: 200, not 201
        XCTAssertEqual(a.created, 1)
        XCTAssertEqual(b.created, 0)
        XCTAssertEqual(b.alreadyThere, 1)
        XCTAssertEqual(try first.items().first?.serverReferences, try second.items().first?.serverReferences)
        let panels = try await LiveServer.observations(identifier: verified.record.identifier)
        let rates = try await LiveServer.observations(identifier: verified.record.identifier + ":heart-rate")
        XCTAssertEqual(panels.count, 1); XCTAssertEqual(rates.count, 1)
    }

    func testServerDownKeepsRecordsQueuedThenAllGoThroughWhenItIsBack() async throws {
        let port = LiveServer.freePort()
        let url = "http://127.0.0.1:\(port)/fhir"
        let outbox = try Outbox(home: Sample.home())
        let records = [Sample.glucose(99), Sample.pulse(70), Sample.temperature(37.1)]
        for r in records { _ = try outbox.enqueue(Sample.verified(r)) }
        let down = try await flush(outbox, url)
        XCTAssertEqual(down.sent, 0)
        XCTAssertEqual(down.stillQueued, 3)
        XCTAssertTrue(down.stoppedBecause?.contains("connection refused") == true, down.stoppedBecause ?? "")
        XCTAssertEqual(try outbox.counts().queued, 3)

        let proxy = try FaultProxy(port: port)   // the server comes back at the same address
        let back = try await flush(outbox, proxy.url)
        XCTAssertEqual(back.created, 3)
        XCTAssertEqual(try outbox.counts().sent, 3)
        for r in records {
            let found = try await LiveServer.observations(identifier: r.identifier)
            XCTAssertEqual(found.count, 1)
        }
    }

    func testServerErrorsAndTimeoutsAreRetriedWithoutDuplicates() async throws {
        let proxy = try FaultProxy()
        // Two 500s, then an answer held past the client's timeout (the server did store it), then normal.
        try await proxy.faults(#"[{"status": 500, "count": 1}, {"status": 503, "count": 1}, {"delay": 2.5, "count": 1}]"#)
        let outbox = try Outbox(home: Sample.home())
        let record = Sample.spo2(95, pulse: 80)
        let (item, _) = try outbox.enqueue(Sample.verified(record))
        var events: [SubmissionEvent] = []
        let submitter = Submitter(outbox: outbox, configuration: LiveServer.configuration(proxy.url, timeout: 1, attempts: 5), home: nil)
        let summary = try await submitter.run { events.append($0) }
        await submitter.shutdown()
        XCTAssertEqual(summary.sent, 1, "\(summary)")
        XCTAssertEqual(summary.alreadyThere, 1, "the retry after the timeout found the resources already stored")
        let reasons = events.filter { $0.event == .retrying }.compactMap(\.reason)
        XCTAssertEqual(reasons.count, 3)
        XCTAssertTrue(reasons[0].contains("HTTP 500")); XCTAssertTrue(reasons[1].contains("HTTP 503"))
        XCTAssertTrue(reasons[2].contains("timeout"), reasons[2])
        XCTAssertEqual(try outbox.item(id: item.id)?.attempts, 4)
        let stats = try await proxy.stats()
        XCTAssertEqual(stats["requests"], 4)
        let found = try await LiveServer.observations(identifier: record.identifier)
        XCTAssertEqual(found.count, 1)
    }

    func testTooManyRequestsHonoursRetryAfter() async throws {
        let proxy = try FaultProxy()
        try await proxy.faults(#"[{"status": 429, "retry_after": "1", "count": 1}]"#)
        let outbox = try Outbox(home: Sample.home())
        _ = try outbox.enqueue(Sample.verified(Sample.weight(80)))
        let start = Date()
        let summary = try await flush(outbox, proxy.url)
        XCTAssertEqual(summary.created, 1)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 1.0, "waited the server's Retry-After")
    }

    func testABadRequestFailsWithTheServersMessageAndOthersGoThrough() async throws {
        let proxy = try FaultProxy()
        // The proxy breaks the first bundle's quantity; the real server refuses it with its OperationOutcome.
        try await proxy.faults(#"[{"corrupt": true, "count": 1}]"#)
        let outbox = try Outbox(home: Sample.home())
        let bad = try outbox.enqueue(Sample.verified(Sample.glucose(120))).item
        let good = try outbox.enqueue(Sample.verified(Sample.pulse(66))).item
        let summary = try await flush(outbox, proxy.url)
        XCTAssertEqual(summary.failed, 1); XCTAssertEqual(summary.created, 1)
        let failed = try XCTUnwrap(outbox.item(id: bad.id))
        XCTAssertEqual(failed.state, .failed)
        XCTAssertEqual(failed.attempts, 1, "a 400 is not retried")
        XCTAssertTrue(failed.lastError?.hasPrefix("HTTP 400: ") == true, failed.lastError ?? "")
        XCTAssertTrue(failed.lastError?.contains("Observation.valueQuantity.value") == true, "the server's own diagnostics: \(failed.lastError ?? "")")
        XCTAssertEqual(try outbox.item(id: good.id)?.state, .sent)
        let none = try await LiveServer.observations(identifier: failed.identifier)
        XCTAssertEqual(none.count, 0, "the transaction was rolled back")
        // `queue retry` after the cause is gone.
        _ = try outbox.requeue(id: bad.id)
        let again = try await flush(outbox, proxy.url)
        XCTAssertEqual(again.created, 1)
        let one = try await LiveServer.observations(identifier: failed.identifier)
        XCTAssertEqual(one.count, 1)
    }
}
