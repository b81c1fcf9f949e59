import Foundation

/// How to reach the health server, read from the environment and a config file — never from CLI arguments.
///
/// Environment (wins over the file): `VITALSNAP_FHIR_URL`, `VITALSNAP_PATIENT` (e.g. `Patient/123`),
/// `VITALSNAP_FHIR_TOKEN` or `VITALSNAP_FHIR_TOKEN_FILE`, `VITALSNAP_HTTP_TIMEOUT` (seconds),
/// `VITALSNAP_RETRY_BASE_DELAY` (seconds), `VITALSNAP_RETRY_MAX_DELAY`, `VITALSNAP_RETRY_ATTEMPTS`.
/// File: `$VITALSNAP_HOME/config.json` or `$XDG_CONFIG_HOME/vitalsnap/config.json` with the keys
/// `fhirURL`, `patient`, `tokenFile`, `timeoutSeconds`, `retryBaseDelay`, `retryMaxDelay`, `retryAttempts`.
/// The token itself is never stored in config.json, never printed and never logged (`description` hides it).
public struct ServerConfiguration: Sendable, CustomStringConvertible {
    public var baseURL: URL
    public var patient: String
    public var requestTimeout: TimeInterval
    public var retry: RetryPolicy
    let token: String?

    public var hasToken: Bool { token != nil }

    public init(baseURL: URL, patient: String, token: String? = nil, requestTimeout: TimeInterval = 30,
                retry: RetryPolicy = RetryPolicy()) {
        self.baseURL = baseURL; self.patient = patient; self.token = token
        self.requestTimeout = requestTimeout; self.retry = retry
    }

    public var description: String {
        "FHIR server \(baseURL.absoluteString), patient \(patient), token \(hasToken ? "set (hidden)" : "none")"
    }

    struct File: Decodable {
        var fhirURL: String?
        var patient: String?
        var tokenFile: String?
        var timeoutSeconds: Double?
        var retryBaseDelay: Double?
        var retryMaxDelay: Double?
        var retryAttempts: Int?
        var token: String?
    }

    /// The configured server, or nil when no server URL is configured (records then stay in the local store).
    public static func load(environment: [String: String] = ProcessInfo.processInfo.environment,
                            home: VitalSnapHome? = nil) throws -> ServerConfiguration? {
        let home = home ?? VitalSnapHome.resolve(environment: environment)
        var candidates = [home.configURL]
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            candidates.append(URL(fileURLWithPath: xdg).appendingPathComponent("vitalsnap/config.json"))
        } else if let user = environment["HOME"] {
            candidates.append(URL(fileURLWithPath: user).appendingPathComponent(".config/vitalsnap/config.json"))
        }
        var file = File()
        var filePath: String?
        if let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            filePath = url.path
            do {
                file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
            } catch {
                throw VitalSnapError(.configuration, "The config file \(url.path) is not valid JSON with the expected keys: \(error.localizedDescription)", file: url.path, underlying: error)
            }
            if file.token != nil {
                throw VitalSnapError(.configuration, "The config file \(url.path) holds a token; put it in a token file (tokenFile, mode 0600) or VITALSNAP_FHIR_TOKEN instead.", file: url.path, field: "token")
            }
        }
        func env(_ key: String) -> String? { environment[key].flatMap { $0.isEmpty ? nil : $0 } }

        guard let urlText = env("VITALSNAP_FHIR_URL") ?? file.fhirURL else { return nil }
        let urlField = env("VITALSNAP_FHIR_URL") != nil ? "VITALSNAP_FHIR_URL" : "fhirURL"
        guard let url = URL(string: urlText.hasSuffix("/") ? String(urlText.dropLast()) : urlText),
              let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http", let host = url.host, !host.isEmpty else {
            throw VitalSnapError(.configuration, "\(urlField) must be an http(s) URL of the FHIR base, got '\(urlText)'.", file: filePath, field: urlField)
        }
        guard let patient = env("VITALSNAP_PATIENT") ?? file.patient else {
            throw VitalSnapError(.configuration, "A FHIR server is configured but no patient: set VITALSNAP_PATIENT (e.g. Patient/123) or \"patient\" in config.json.", field: "VITALSNAP_PATIENT")
        }
        guard patient.range(of: #"^[A-Z][A-Za-z]+/[A-Za-z0-9\-.]{1,64}$"#, options: .regularExpression) != nil else {
            throw VitalSnapError(.configuration, "The patient must be a reference like Patient/123, got '\(patient)'.", field: "VITALSNAP_PATIENT")
        }
        var token = env("VITALSNAP_FHIR_TOKEN")
        if token == nil, let tokenFile = env("VITALSNAP_FHIR_TOKEN_FILE") ?? file.tokenFile {
            token = try readTokenFile(tokenFile)
        }
        if token != nil, scheme == "http", !["127.0.0.1", "localhost", "::1"].contains(host) {
            throw VitalSnapError(.configuration, "Refusing to send the token over plain http to \(host); use an https URL.", field: urlField)
        }
        func number(_ key: String, _ fileValue: Double?, _ fallback: Double) throws -> Double {
            if let text = env(key) {
                guard let v = Double(text), v >= 0, v.isFinite else {
                    throw VitalSnapError(.configuration, "\(key) must be a number of seconds, got '\(text)'.", field: key)
                }
                return v
            }
            return fileValue ?? fallback
        }
        var retry = RetryPolicy()
        retry.baseDelay = try number("VITALSNAP_RETRY_BASE_DELAY", file.retryBaseDelay, retry.baseDelay)
        retry.maxDelay = try number("VITALSNAP_RETRY_MAX_DELAY", file.retryMaxDelay, retry.maxDelay)
        retry.maxAttempts = max(1, Int(try number("VITALSNAP_RETRY_ATTEMPTS", file.retryAttempts.map(Double.init), Double(retry.maxAttempts))))
        let timeout = try number("VITALSNAP_HTTP_TIMEOUT", file.timeoutSeconds, 30)
        return ServerConfiguration(baseURL: url, patient: patient, token: token, requestTimeout: max(0.1, timeout), retry: retry)
    }

    static func readTokenFile(_ path: String) throws -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes else {
            throw VitalSnapError(.configuration, "The token file \(path) does not exist or cannot be read.", file: path)
        }
        if let mode = attributes[.posixPermissions] as? Int, mode & 0o077 != 0 {
            throw VitalSnapError(.configuration, "The token file \(path) is readable by others (mode \(String(mode, radix: 8))); run chmod 600 on it.", file: path)
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
              let token = text.split(whereSeparator: \.isNewline).first.map({ $0.trimmingCharacters(in: .whitespaces) }), !token.isEmpty else {
            throw VitalSnapError(.configuration, "The token file \(path) is empty.", file: path)
        }
        return token
    }
}
