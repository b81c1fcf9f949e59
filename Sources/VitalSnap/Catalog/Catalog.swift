import Foundation
import SevenSegment

/// The set of known peripherals, loaded from a folder of JSON files (and its `evaluation/` subfolder).
///
/// Resolution of the folder: an explicit directory (`--catalog DIR`), else `$VITALSNAP_CATALOG`, else
/// the package's `Peripherals/` folder.
public struct Catalog: Sendable {
    public var peripherals: [Peripheral]

    public init(peripherals: [Peripheral]) { self.peripherals = peripherals.sorted { $0.id < $1.id } }

    /// The package's bundled `Peripherals/` folder (found from this source file's location).
    public static var bundledDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Peripherals")
    }

    /// Which folder `load` reads, and why ("--catalog", "VITALSNAP_CATALOG" or "bundled").
    public static func directory(explicit: String?, environment: [String: String]) -> (path: String, origin: String) {
        if let explicit, !explicit.isEmpty { return (explicit, "--catalog") }
        if let env = environment["VITALSNAP_CATALOG"], !env.isEmpty { return (env, "VITALSNAP_CATALOG") }
        return (bundledDirectory.path, "bundled")
    }

    /// Loads the catalog from `directory`, or `$VITALSNAP_CATALOG`, or the bundled folder.
    public static func load(directory: String? = nil,
                            environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Catalog {
        let (dir, origin) = Self.directory(explicit: directory, environment: environment)
        do {
            return try CatalogLoader().load(directory: URL(fileURLWithPath: dir))
        } catch var error as VitalSnapError where origin != "bundled" && error.file == dir {
            error.message += " (from \(origin))"
            throw error
        }
    }

    /// Resolves `--peripheral` without loading the whole catalog when it is a JSON file path (so a
    /// broken file elsewhere in the catalog does not stop it); otherwise loads the catalog from
    /// `directory` / `$VITALSNAP_CATALOG` / the bundled folder and resolves the id or slug there.
    public static func resolve(_ reference: String, directory: String? = nil, allowDisabled: Bool = false,
                               environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Peripheral {
        let ref = reference.trimmingCharacters(in: .whitespaces)
        if ref.hasSuffix(".json") || ref.contains("/") {
            return try CatalogLoader().loadFile(URL(fileURLWithPath: ref))
        }
        return try load(directory: directory, environment: environment).resolve(ref, allowDisabled: allowDisabled)
    }

    /// Every enabled peripheral of the health catalog (not the evaluation devices), by id.
    public var supported: [Peripheral] {
        peripherals.filter { !$0.disabled && $0.type != .generic }
    }

    /// The health devices, disabled ones included.
    public var health: [Peripheral] { peripherals.filter { $0.type != .generic } }

    /// The generic evaluation devices (ids 9001+).
    public var evaluation: [Peripheral] { peripherals.filter { $0.type == .generic } }

    public func peripheral(id: Int) -> Peripheral? { peripherals.first { $0.id == id } }
    public func peripheral(slug: String) -> Peripheral? { peripherals.first { $0.slug == slug } }
    public func peripherals(type: PeripheralType) -> [Peripheral] { peripherals.filter { $0.type == type } }

    /// Resolves `--peripheral`: a numeric id, a slug, or a path to a JSON file (validated like the
    /// catalog's files). A disabled peripheral is refused unless `allowDisabled` or given as a file.
    public func resolve(_ reference: String, allowDisabled: Bool = false) throws -> Peripheral {
        let ref = reference.trimmingCharacters(in: .whitespaces)
        guard !ref.isEmpty else {
            throw VitalSnapError(.catalog, "empty peripheral: give an id, a slug or a JSON file (see `vitalsnap peripherals`)",
                                 field: "peripheral")
        }
        if ref.hasSuffix(".json") || ref.contains("/") {
            return try CatalogLoader().loadFile(URL(fileURLWithPath: ref))
        }
        let found: Peripheral?
        if let id = Int(ref) { found = peripheral(id: id) } else { found = peripheral(slug: ref) }
        guard let p = found else {
            let what = Int(ref) != nil ? "id \(ref)" : "slug '\(ref)'"
            var hint = ""
            if Int(ref) == nil {
                let close = peripherals.map(\.slug).filter { $0.hasPrefix(String(ref.prefix(4))) }
                if !close.isEmpty { hint = "; did you mean \(close.prefix(3).joined(separator: ", "))?" }
            }
            throw VitalSnapError(.catalog, "unknown peripheral \(what): no such id or slug in the catalog\(hint) (list them with `vitalsnap peripherals --all`)",
                                 field: "peripheral")
        }
        if p.disabled, !allowDisabled {
            throw VitalSnapError(.catalog, "peripheral \(p.id) (\(p.slug)) is disabled in \(p.source ?? "the catalog")",
                                 file: p.source, field: "peripheral")
        }
        return p
    }
}
