import Foundation
import SevenSegment

/// Reads and validates peripheral JSON files. Errors name the file, the field and the reason.
public struct CatalogLoader: Sendable {
    public init() {}

    /// Loads every `*.json` in `directory` and in its `evaluation/` subfolder; ids and slugs must be unique.
    public func load(directory: URL) throws -> Catalog {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDir), isDir.boolValue else {
            throw VitalSnapError(.catalog, "\(directory.path): catalog folder not found", file: directory.path)
        }
        var files: [URL] = []
        for dir in [directory, directory.appendingPathComponent("evaluation")] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            files += names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") && $0 != "schema.json" }.sorted()
                .map { dir.appendingPathComponent($0) }
        }
        var peripherals: [Peripheral] = []
        for file in files {
            let p = try loadFile(file)
            if let other = peripherals.first(where: { $0.id == p.id }) {
                throw VitalSnapError(.catalog, "\(file.path): field 'id': duplicate id \(p.id), also used by \(other.source ?? other.slug)",
                                     file: file.path, field: "id")
            }
            if let other = peripherals.first(where: { $0.slug == p.slug }) {
                throw VitalSnapError(.catalog, "\(file.path): field 'slug': duplicate slug '\(p.slug)', also used by \(other.source ?? "")",
                                     file: file.path, field: "slug")
            }
            peripherals.append(p)
        }
        return Catalog(peripherals: peripherals)
    }

    /// Loads and validates one peripheral file.
    public func loadFile(_ file: URL) throws -> Peripheral {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw VitalSnapError(.catalog, "\(file.path): cannot read peripheral file: no such file or unreadable",
                                 file: file.path, underlying: error)
        }
        guard !data.isEmpty else {
            throw VitalSnapError(.catalog, "\(file.path): empty file, not a peripheral", file: file.path)
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw VitalSnapError(.catalog, "\(file.path): malformed JSON: \(Self.jsonDetail(error))", file: file.path, underlying: error)
        }
        try PeripheralValidator().checkKeys(json, file: file.path)
        var p: Peripheral
        do {
            p = try JSONDecoder().decode(Peripheral.self, from: data)
        } catch let error as DecodingError {
            throw VitalSnapError(.catalog, "\(file.path): \(Self.describe(error))", file: file.path, underlying: error)
        } catch {
            throw VitalSnapError(.catalog, "\(file.path): not valid JSON", file: file.path, underlying: error)
        }
        p.source = file.path
        try PeripheralValidator().validate(p, file: file.path)
        return p
    }

    /// The parser's own words about malformed JSON (position included when Foundation gives one).
    static func jsonDetail(_ error: Error) -> String {
        let ns = error as NSError
        if let detail = ns.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
        return ns.localizedDescription
    }

    /// "field 'display.lines[0].digits': expected a number" style text for a decoding error.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [CodingKey]) -> String {
            keys.map { k in k.intValue.map { "[\($0)]" } ?? ".\(k.stringValue)" }.joined()
                .replacingOccurrences(of: ".[", with: "[").trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        func typeName(_ t: Any.Type) -> String {
            switch t {
            case is Int.Type: return "an integer"
            case is Double.Type: return "a number"
            case is String.Type: return "a string"
            case is Bool.Type: return "true or false"
            default: return t is [Any].Type ? "an array" : "an object"
            }
        }
        switch error {
        case let .keyNotFound(key, ctx):
            let p = path(ctx.codingPath + [key])
            return "field '\(p)': missing"
        case let .typeMismatch(type, ctx):
            return "field '\(path(ctx.codingPath))': wrong type, expected \(typeName(type))"
        case let .valueNotFound(_, ctx):
            return "field '\(path(ctx.codingPath))': null where a value is required"
        case let .dataCorrupted(ctx):
            if ctx.codingPath.isEmpty { return "not valid JSON (\(ctx.underlyingError.map { "\($0)" } ?? ctx.debugDescription))" }
            let allowed: [String]
            switch ctx.codingPath.last(where: { $0.intValue == nil })?.stringValue {
            case "type": allowed = PeripheralType.allCases.map(\.rawValue)
            case "field": allowed = DisplayField.allCases.map(\.rawValue)
            case "polarity": allowed = Polarity.allCases.map(\.rawValue)
            case "words": allowed = DisplayWord.allCases.map(\.rawValue)
            default: allowed = []
            }
            if !allowed.isEmpty {
                return "field '\(path(ctx.codingPath))': unknown value (allowed: \(allowed.joined(separator: ", ")))"
            }
            return "field '\(path(ctx.codingPath))': \(ctx.debugDescription)"
        @unknown default:
            return "invalid peripheral file"
        }
    }
}
