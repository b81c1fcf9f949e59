import AsyncHTTPClient
import Foundation
import NIOCore

/// What became of one send attempt.
public enum SendOutcome: Equatable, Sendable {
    /// The server stored the bundle: `created` false when every resource was already there (200).
    case stored(references: [String], created: Bool)
    /// Worth trying again later: timeout, connection error, 408, 429, 5xx. `retryAfter` from the server.
    case retryable(reason: String, retryAfter: TimeInterval?)
    /// Refused for good (other 4xx); `reason` is the server's OperationOutcome text.
    case rejected(reason: String)
}

/// Sends a transaction Bundle to the FHIR server. A protocol so the queue logic is testable on its own.
public protocol FHIRTransport: Sendable {
    func send(bundle: Data) async -> SendOutcome
    func shutdown() async
}

/// The real transport: AsyncHTTPClient, TLS certificates verified (the default), no redirects followed
/// (the bearer token never goes to another host), bounded timeouts.
public final class FHIRClient: FHIRTransport, @unchecked Sendable {
    let configuration: ServerConfiguration
    let http: HTTPClient

    public init(configuration: ServerConfiguration) {
        self.configuration = configuration
        let ms = Int64(configuration.requestTimeout * 1000)
        let timeout = HTTPClient.Configuration.Timeout(connect: .milliseconds(min(ms, 10_000)), read: .milliseconds(ms))
        http = HTTPClient(eventLoopGroupProvider: .singleton,
                          configuration: HTTPClient.Configuration(redirectConfiguration: .disallow, timeout: timeout))
    }

    public func shutdown() async { try? await http.shutdown() }

    public func send(bundle: Data) async -> SendOutcome {
        var request = HTTPClientRequest(url: configuration.baseURL.absoluteString)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/fhir+json")
        request.headers.add(name: "Accept", value: "application/fhir+json")
        if let token = configuration.token { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
        request.body = .bytes(ByteBuffer(bytes: bundle))
        let host = configuration.baseURL.host ?? "the server"
        do {
            let response = try await http.execute(request, timeout: .milliseconds(Int64(configuration.requestTimeout * 1000)))
            let buffer = try await response.body.collect(upTo: 16 * 1024 * 1024)
            let body = Data(buffer.readableBytesView)
            return Self.classify(status: Int(response.status.code), retryAfter: response.headers.first(name: "Retry-After"), body: body)
        } catch let error as HTTPClientError where error == .deadlineExceeded || error == .readTimeout || error == .connectTimeout {
            return .retryable(reason: "no answer from \(host) within \(configuration.requestTimeout) s (timeout)", retryAfter: nil)
        } catch {
            return .retryable(reason: "cannot reach \(host): \(Self.describe(error))", retryAfter: nil)
        }
    }

    static func describe(_ error: Error) -> String {
        let text = String(describing: error)
        if text.contains("connectionRefused") || text.contains("Connection refused") { return "connection refused" }
        return text.count > 200 ? String(text.prefix(200)) + "…" : text
    }

    /// Maps a server answer to an outcome (see the retry rules on `SendOutcome`).
    public static func classify(status: Int, retryAfter: String?, body: Data, now: Date = Date()) -> SendOutcome {
        switch status {
        case 200..<300:
            return storedOutcome(body)
        case 408, 429, 500...599:
            let reason = "HTTP \(status)" + (operationOutcomeText(body).map { ": \($0)" } ?? "")
            return .retryable(reason: reason, retryAfter: retryAfter.flatMap { parseRetryAfter($0, now: now) })
        default:
            let text = operationOutcomeText(body) ?? String(decoding: body.prefix(300), as: UTF8.self)
            return .rejected(reason: "HTTP \(status): \(text.isEmpty ? "no reason given" : text)")
        }
    }

    /// Reads a transaction-response Bundle: the created/existing resources' references.
    static func storedOutcome(_ body: Data) -> SendOutcome {
        guard let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let entries = json["entry"] as? [[String: Any]] else {
            return .stored(references: [], created: true)
        }
        var references: [String] = []
        var created = false
        for entry in entries {
            guard let response = entry["response"] as? [String: Any] else { continue }
            if (response["status"] as? String)?.hasPrefix("201") == true { created = true }
            if let location = response["location"] as? String {
                let parts = location.components(separatedBy: "/_history")[0].split(separator: "/")
                if parts.count >= 2 { references.append("\(parts[parts.count - 2])/\(parts[parts.count - 1])") }
            }
        }
        return .stored(references: references, created: created)
    }

    /// The diagnostics / details of an OperationOutcome body, joined; nil when the body is not one.
    public static func operationOutcomeText(_ body: Data) -> String? {
        guard let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              json["resourceType"] as? String == "OperationOutcome",
              let issues = json["issue"] as? [[String: Any]] else { return nil }
        let texts = issues.compactMap { issue -> String? in
            (issue["diagnostics"] as? String) ?? ((issue["details"] as? [String: Any])?["text"] as? String)
        }
        return texts.isEmpty ? nil : texts.joined(separator: "; ")
    }

    /// Retry-After as seconds or an HTTP date.
    static func parseRetryAfter(_ value: String, now: Date) -> TimeInterval? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Double(trimmed), seconds >= 0 { return seconds }
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "GMT")
        f.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return f.date(from: trimmed).map { max(0, $0.timeIntervalSince(now)) }
    }
}
