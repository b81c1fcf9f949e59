import Foundation

/// Loads a record saved earlier: the `--json` output of `read` / `scan` (an object with a `record`
/// member, itself a VitalRecord or a VerifiedRecord), or a bare VitalRecord / VerifiedRecord.
public enum RecordFile {
    public enum Contents: Equatable, Sendable {
        case unverified(VitalRecord)
        case verified(VerifiedRecord)

        public var record: VitalRecord {
            switch self {
            case .unverified(let r): return r
            case .verified(let v): return v.record
            }
        }
    }

    public static func load(_ path: String) throws -> Contents {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw VitalSnapError(.badInput, "Cannot read the record file \(path): it does not exist or is not readable.", file: path)
        }
        return try parse(data, file: path)
    }

    public static func parse(_ data: Data, file: String) throws -> Contents {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw VitalSnapError(.badInput, "The record file \(file) is not a JSON object.", file: file)
        }
        func decode<T: Decodable>(_ type: T.Type, _ object: Any) throws -> T {
            let d = try JSONSerialization.data(withJSONObject: object)
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .custom { decoder in
                let c = try decoder.singleValueContainer()
                if let seconds = try? c.decode(Double.self) { return Date(timeIntervalSinceReferenceDate: seconds) }
                let text = try c.decode(String.self)
                for options: ISO8601DateFormatter.Options in [[.withInternetDateTime, .withFractionalSeconds], [.withInternetDateTime]] {
                    let f = ISO8601DateFormatter(); f.formatOptions = options
                    if let date = f.date(from: text) { return date }
                }
                throw DecodingError.dataCorruptedError(in: c, debugDescription: "'\(text)' is not an ISO 8601 date")
            }
            return try decoder.decode(type, from: d)
        }
        do {
            if json["verifiedAt"] != nil, json["record"] != nil { return .verified(try decode(VerifiedRecord.self, json)) }
            if let inner = json["record"] as? [String: Any] {
                if inner["verifiedAt"] != nil, inner["record"] != nil { return .verified(try decode(VerifiedRecord.self, inner)) }
                return .unverified(try decode(VitalRecord.self, inner))
            }
            return .unverified(try decode(VitalRecord.self, json))
        } catch let error as DecodingError {
            throw VitalSnapError(.badInput, "The record file \(file) is not a VitalSnap record: \(describe(error)).", file: file, underlying: error)
        }
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let ctx):
            return "missing field '\((ctx.codingPath.map(\.stringValue) + [key.stringValue]).joined(separator: "."))'"
        case .typeMismatch(_, let ctx), .valueNotFound(_, let ctx), .dataCorrupted(let ctx):
            return "field '\(ctx.codingPath.map(\.stringValue).joined(separator: "."))': \(ctx.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }
}
