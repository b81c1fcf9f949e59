import Foundation

/// The set of known peripherals, loaded from a folder of JSON files (and its `evaluation/` subfolder).
///
/// Resolution of the folder: an explicit directory, else `$VITALSNAP_CATALOG`, else the package's
/// `Peripherals/` folder.
public struct Catalog: Sendable {
    public var peripherals: [Peripheral]

    public init(peripherals: [Peripheral]) { self.peripherals = peripherals }

    /// The package's bundled `Peripherals/` folder (found from this source file's location).
    public static var bundledDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Peripherals")
    }

    /// Loads the catalog from `directory`, or `$VITALSNAP_CATALOG`, or the bundled folder.
    public static func load(directory: String? = nil,
                            environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Catalog {
        let dir = directory ?? environment["VITALSNAP_CATALOG"] ?? bundledDirectory.path
        return try CatalogLoader().load(directory: URL(fileURLWithPath: dir))
    }

    /// Every enabled peripheral of the health catalog (not the evaluation devices), by id.
    public var supported: [Peripheral] {
        peripherals.filter { !$0.disabled && $0.type != .generic }.sorted { $0.id < $1.id }
    }

    public func peripheral(id: Int) -> Peripheral? { peripherals.first { $0.id == id } }
    public func peripheral(slug: String) -> Peripheral? { peripherals.first { $0.slug == slug } }
    public func peripherals(type: PeripheralType) -> [Peripheral] {
        peripherals.filter { $0.type == type }.sorted { $0.id < $1.id }
    }

    /// Resolves `--peripheral`: a numeric id, a slug, or a path to a JSON file.
    public func resolve(_ reference: String) throws -> Peripheral {
        if let id = Int(reference), let p = peripheral(id: id) { return p }
        if let p = peripheral(slug: reference) { return p }
        if reference.hasSuffix(".json") || reference.contains("/") {
            return try CatalogLoader().loadFile(URL(fileURLWithPath: reference))
        }
        throw VitalSnapError(.catalog, "unknown peripheral '\(reference)': not an id, slug or JSON file of the catalog (see `vitalsnap peripherals`)",
                             field: "peripheral")
    }
}
