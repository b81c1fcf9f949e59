import ArgumentParser
import Foundation
import VitalSnap

/// Runs a command body and turns a `VitalSnapError` into one clear line on stderr (or a JSON error
/// object on stdout with `--json`) and the documented exit code. Every subcommand's `run()` uses it.
func reportingErrors(json: Bool, _ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch let error as VitalSnapError {
        report(error, json: json)
        throw ExitCode(error.code.exitCode)
    }
}

func report(_ error: VitalSnapError, json: Bool) {
    if json {
        var object: [String: Any] = ["error": ["code": error.code.rawValue, "message": error.message]]
        var inner = object["error"] as! [String: Any]
        if let file = error.file { inner["file"] = file }
        if let field = error.field { inner["field"] = field }
        if error.isRetryable { inner["retryable"] = true }
        object["error"] = inner
        if let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) {
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        }
    }
    FileHandle.standardError.write(Data("vitalsnap: \(error.message)\n".utf8))
}

/// Writes one line to stderr (progress, warnings).
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// The JSON encoder every command uses: sorted keys, ISO 8601 dates.
func makeJSONEncoder(pretty: Bool = false) -> JSONEncoder {
    let e = JSONEncoder()
    e.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
    e.dateEncodingStrategy = .iso8601
    return e
}

/// Prints an Encodable as one JSON line on stdout.
func printJSON<T: Encodable>(_ value: T, pretty: Bool = false) throws {
    let data = try makeJSONEncoder(pretty: pretty).encode(value)
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}
