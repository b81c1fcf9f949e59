import ArgumentParser
import Foundation
import SevenSegment
import VitalSnap

/// `--catalog DIR`, shared by every command that resolves a peripheral.
struct CatalogOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Folder of peripheral JSON files (default: $VITALSNAP_CATALOG, else the bundled Peripherals/).",
                                            valueName: "dir"))
    var catalog: String?

    func load() throws -> Catalog { try Catalog.load(directory: catalog) }

    /// `--peripheral`: a JSON file path is loaded alone; an id or slug is looked up in the catalog.
    func resolve(_ reference: String, allowDisabled: Bool = false) throws -> Peripheral {
        try Catalog.resolve(reference, directory: catalog, allowDisabled: allowDisabled)
    }
}

/// A size written "640x480".
struct PixelSize: ExpressibleByArgument, CustomStringConvertible {
    var width: Int
    var height: Int

    init(width: Int, height: Int) { self.width = width; self.height = height }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else { return nil }
        width = w; height = h
    }

    var description: String { "\(width)x\(height)" }
    static var defaultCompletionKind: CompletionKind { .default }
}

extension PeripheralType: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension Perturbation: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// The JSON summary of a peripheral in listings.
struct PeripheralSummary: Encodable {
    var id: Int
    var slug: String
    var name: String
    var manufacturer: String
    var model: String
    var type: String
    var disabled: Bool
    var fields: [String]
    var units: [String]
    var source: String?

    init(_ p: Peripheral) {
        id = p.id; slug = p.slug; name = p.name; manufacturer = p.manufacturer; model = p.model
        type = p.type.rawValue; disabled = p.disabled
        fields = p.display.lines.map(\.field.rawValue)
        units = p.display.lines.flatMap(\.units)
        source = p.source
    }
}
