import Foundation
import XCTest
@testable import VitalSnap

final class ServerConfigurationTests: XCTestCase {
    func testNoServerConfiguredIsNil() throws {
        let home = Sample.home()
        XCTAssertNil(try ServerConfiguration.load(environment: ["HOME": home.url.path], home: home))
    }

    func testEnvironmentAndTokenFile() throws {
        let home = Sample.home()
        try home.ensureExists()
        let tokenFile = home.url.appendingPathComponent("token")
        try "s3cret-token\n".write(to: tokenFile, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: tokenFile.path)
        let env = ["VITALSNAP_FHIR_URL": "https://fhir.example.org/r4/", "VITALSNAP_PATIENT": "Patient/123",
                   "VITALSNAP_FHIR_TOKEN_FILE": tokenFile.path, "VITALSNAP_RETRY_BASE_DELAY": "0.25"]
        let config = try XCTUnwrap(ServerConfiguration.load(environment: env, home: home))
        XCTAssertEqual(config.baseURL.absoluteString, "https://fhir.example.org/r4")
        XCTAssertEqual(config.token, "s3cret-token")
        XCTAssertEqual(config.retry.baseDelay, 0.25)
        XCTAssertFalse(config.description.contains("s3cret"), "the token is never printed")

        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: tokenFile.path)
        XCTAssertThrowsError(try ServerConfiguration.load(environment: env, home: home)) { error in
            XCTAssertEqual((error as? VitalSnapError)?.code, .configuration)
            XCTAssertTrue((error as? VitalSnapError)?.message.contains("chmod 600") == true)
        }
    }

    func testConfigFileAndItsMistakes() throws {
        let home = Sample.home()
        try home.ensureExists()
        try #"{"fhirURL": "http://127.0.0.1:9/fhir", "patient": "Patient/7", "retryAttempts": 2}"#.write(to: home.configURL, atomically: true, encoding: .utf8)
        let config = try XCTUnwrap(ServerConfiguration.load(environment: [:], home: home))
        XCTAssertEqual(config.patient, "Patient/7")
        XCTAssertEqual(config.retry.maxAttempts, 2)
        XCTAssertThrowsError(try ServerConfiguration.load(environment: ["VITALSNAP_PATIENT": "123"], home: home))
        XCTAssertThrowsError(try ServerConfiguration.load(environment: ["VITALSNAP_FHIR_URL": "ftp://x"], home: home))
        XCTAssertThrowsError(try ServerConfiguration.load(environment: ["VITALSNAP_FHIR_URL": "http://fhir.example.org", "VITALSNAP_FHIR_TOKEN": "t"], home: home),
                             "no token over plain http to another host")
        try #"{"fhirURL": "https://x/fhir", "patient": "Patient/7", "token": "abc"}"#.write(to: home.configURL, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ServerConfiguration.load(environment: [:], home: home), "a token in config.json is refused")
    }

    func testHomeFollowsXDG() {
        XCTAssertEqual(VitalSnapHome.resolve(environment: ["VITALSNAP_HOME": "/a/b"]).url.path, "/a/b")
        XCTAssertEqual(VitalSnapHome.resolve(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]).url.path, "/x/vitalsnap")
        XCTAssertEqual(VitalSnapHome.resolve(environment: ["HOME": "/h"]).url.path, "/h/.local/share/vitalsnap")
    }

    func testRecordFilesOfReadScanAndBareRecords() throws {
        let record = Sample.glucose()
        let encoder = JSONEncoder(); encoder.dateEncodingStrategy = .iso8601
        let bare = try encoder.encode(record)
        XCTAssertEqual(try RecordFile.parse(bare, file: "bare.json").record.identifier, record.identifier)
        let wrapped = Data(#"{"reading":{"text":"104"},"record":"#.utf8) + bare + Data("}".utf8)
        XCTAssertEqual(try RecordFile.parse(wrapped, file: "read.json"), .unverified(record))
        let verified = try encoder.encode(VerifiedRecord(record: record, verifiedAt: Date(timeIntervalSince1970: 1_795_000_100)))
        guard case .verified = try RecordFile.parse(verified, file: "v.json") else { return XCTFail("verified record expected") }
        XCTAssertThrowsError(try RecordFile.parse(Data(#"{"record":{"kind":"glucose"}}"#.utf8), file: "bad.json")) { error in
            XCTAssertTrue((error as? VitalSnapError)?.message.contains("bad.json") == true)
        }
    }
}
