import AsyncHTTPClient
import Foundation
import NIOCore
import XCTest
@testable import VitalSnap

/// The real FHIR test server: VITALSNAP_TEST_FHIR_URL when set (scripts/test.sh), else started once per
/// test process with scripts/fhir-server.sh (and stopped when the process exits).
enum LiveServer {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let url: Result<String, Error> = {
        if let url = ProcessInfo.processInfo.environment["VITALSNAP_TEST_FHIR_URL"], !url.isEmpty {
            return .success(url.hasSuffix("/") ? String(url.dropLast()) : url)
        }
        do {
            let out = try Shell.run(packageRoot.appendingPathComponent("scripts/fhir-server.sh").path, ["start"])
            guard out.status == 0, let line = out.stdout.split(separator: "\n").last else {
                throw VitalSnapError(.internal, "scripts/fhir-server.sh start failed: \(out.stderr)")
            }
            atexit { _ = try? Shell.run(LiveServer.packageRoot.appendingPathComponent("scripts/fhir-server.sh").path, ["stop"]) }
            return .success(String(line))
        } catch {
            return .failure(error)
        }
    }()

    /// The base URL ("http://127.0.0.1:PORT/fhir"); fails the test when the server cannot be had.
    static func base() throws -> String { try url.get() }

    /// The server root without "/fhir" (what the proxy forwards to).
    static func root() throws -> String {
        let b = try base()
        return b.hasSuffix("/fhir") ? String(b.dropLast(5)) : b
    }

    static func configuration(_ url: String, timeout: TimeInterval = 5, attempts: Int = 4) -> ServerConfiguration {
        ServerConfiguration(baseURL: URL(string: url)!, patient: "Patient/test-patient", requestTimeout: timeout,
                            retry: RetryPolicy(baseDelay: 0.05, maxDelay: 0.4, maxAttempts: attempts, maxRetryAfter: 5))
    }

    /// GET a JSON resource or search Bundle.
    static func get(_ pathAndQuery: String) async throws -> [String: Any] {
        let request = HTTPClientRequest(url: try base() + "/" + pathAndQuery)
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(20))
        let body = try await response.body.collect(upTo: 8 << 20)
        XCTAssertEqual(response.status.code, 200, "GET \(pathAndQuery)")
        return try JSONSerialization.jsonObject(with: Data(body.readableBytesView)) as? [String: Any] ?? [:]
    }

    /// The Observations on the server carrying `identifier` (system urn:vitalsnap:record).
    static func observations(identifier: String) async throws -> [[String: Any]] {
        let q = "identifier=\(FHIRMapper.observationSystem)|\(identifier)".addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "=-._")))!
        let bundle = try await get("Observation?\(q)")
        return (bundle["entry"] as? [[String: Any]] ?? []).compactMap { $0["resource"] as? [String: Any] }
    }

    static func freePort() -> Int {
        let out = try? Shell.run("/usr/bin/env", ["python3", "-c", "import socket; s=socket.socket(); s.bind(('127.0.0.1',0)); print(s.getsockname()[1])"])
        return Int(out?.stdout.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 1
    }
}

/// scripts/fhir-fault-proxy.py in front of the real server.
final class FaultProxy {
    let process = Process()
    let port: Int
    var url: String { "http://127.0.0.1:\(port)/fhir" }

    init(port: Int = 0) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", LiveServer.packageRoot.appendingPathComponent("scripts/fhir-fault-proxy.py").path,
                             "--upstream", try LiveServer.root(), "--port", String(port)]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) { line += byte }
        guard let p = Int(String(decoding: line, as: UTF8.self)) else { throw VitalSnapError(.internal, "the fault proxy did not start") }
        self.port = p
    }

    /// SIGKILL: a child of the test process may inherit a blocked SIGTERM.
    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    func faults(_ json: String) async throws { _ = try await control("faults", json) }
    func slow(_ seconds: Double) async throws { _ = try await control("slow", #"{"seconds": \#(seconds)}"#) }
    func stats() async throws -> [String: Int] {
        let data = try await control("stats", nil)
        return (try JSONSerialization.jsonObject(with: data) as? [String: Int]) ?? [:]
    }

    private func control(_ name: String, _ body: String?) async throws -> Data {
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)/__proxy/\(name)")
        if let body { request.method = .POST; request.body = .bytes(ByteBuffer(string: body)) }
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(10))
        return Data(try await response.body.collect(upTo: 1 << 20).readableBytesView)
    }
}

enum Shell {
    struct Output { var status: Int32; var stdout: String; var stderr: String }

    @discardableResult
    static func run(_ path: String, _ args: [String], env: [String: String] = [:]) throws -> Output {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        var environment = ProcessInfo.processInfo.environment
        for (k, v) in env { environment[k] = v }
        p.environment = environment
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Output(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    /// The built `vitalsnap` binary next to the test bundle.
    static var vitalsnap: String {
        var url = Bundle(for: OutboxTests.self).bundleURL
        while url.pathComponents.count > 1, !FileManager.default.fileExists(atPath: url.appendingPathComponent("vitalsnap").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("vitalsnap").path
    }
}
