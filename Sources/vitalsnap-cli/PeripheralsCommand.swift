import ArgumentParser
import Foundation
import SevenSegment
import VitalSnap

/// `vitalsnap peripherals [list] [--type T] [--all] [--json]` and `vitalsnap peripherals show ID`.
struct PeripheralsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "peripherals",
        abstract: "Lists the supported devices, or shows one.",
        discussion: """
        Health devices are listed by default; evaluation devices (type generic, ids 9001+) only with \
        --type generic or --all; disabled devices only with --all.
        Exit codes: 0 ok, 4 catalog invalid or peripheral unknown, 64 usage.
        """,
        subcommands: [List.self, Show.self],
        defaultSubcommand: List.self
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "Lists the supported devices.")

        @Option(name: .long, help: "Only this type: glucose-meter, blood-pressure-monitor, thermometer, pulse-oximeter, weight-scale, generic.")
        var type: PeripheralType?
        @Flag(name: .long, help: "Also evaluation (generic) and disabled devices.")
        var all = false
        @Flag(name: .long, help: "Print a JSON array.")
        var json = false
        @OptionGroup var catalogOptions: CatalogOptions

        func run() async throws {
            try await reportingErrors(json: json) {
                let catalog = try catalogOptions.load()
                var list = all ? catalog.peripherals : catalog.supported
                if let type {
                    list = (all ? catalog.peripherals : catalog.peripherals.filter { !$0.disabled }).filter { $0.type == type }
                }
                if json {
                    try printJSON(list.map(PeripheralSummary.init))
                    return
                }
                guard !list.isEmpty else {
                    print("no peripherals\(type.map { " of type \($0.rawValue)" } ?? "")")
                    return
                }
                let slugWidth = max(4, list.map(\.slug.count).max() ?? 0)
                let typeWidth = max(4, list.map(\.type.rawValue.count).max() ?? 0)
                print(Self.row("ID", "SLUG", "TYPE", "NAME", slugWidth, typeWidth))
                for p in list {
                    let name = p.name + (p.disabled ? " (disabled)" : "")
                    print(Self.row(String(p.id), p.slug, p.type.rawValue, name, slugWidth, typeWidth))
                }
            }
        }

        static func row(_ a: String, _ b: String, _ c: String, _ d: String, _ w1: Int, _ w2: Int) -> String {
            func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
            return "\(pad(a, 5)) \(pad(b, w1))  \(pad(c, w2))  \(d)"
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Shows one device: identity, overlay and display layout.")

        @Argument(help: "Id, slug or path to a peripheral JSON file.")
        var peripheral: String
        @Flag(name: .long, help: "Print the peripheral as JSON (the file's format, plus name and source).")
        var json = false
        @OptionGroup var catalogOptions: CatalogOptions

        func run() async throws {
            try await reportingErrors(json: json) {
                let p = try catalogOptions.resolve(peripheral, allowDisabled: true)
                if json {
                    try printJSON(PeripheralDetail(p), pretty: true)
                    return
                }
                print("\(p.id) \(p.slug): \(p.name) (\(p.type.rawValue))\(p.disabled ? ", disabled" : "")")
                if let source = p.source { print("file: \(source)") }
                print(String(format: "overlay: aspect %.3g, display at x %.3g y %.3g w %.3g h %.3g, fill %.2g", p.overlay.aspectRatio,
                             p.overlay.display.x, p.overlay.display.y, p.overlay.display.width, p.overlay.display.height, p.overlay.fill))
                print(String(format: "display: aspect %.3g, %d line(s)", p.display.aspectRatio, p.display.lines.count))
                for (i, l) in p.display.lines.enumerated() {
                    var extras: [String] = [l.polarity.rawValue]
                    if l.decimals > 0 { extras.append(([l.decimals] + l.otherDecimals).map(String.init).joined(separator: " or ") + " decimal(s)") }
                    if l.floatingPoint { extras.append("floating point") }
                    if l.signed { extras.append("signed") }
                    if !l.words.isEmpty { extras.append("words " + l.words.map(\.rawValue).joined(separator: " ")) }
                    print("  line \(i + 1): \(l.field.rawValue), \(l.digits) digit(s), \(l.units.joined(separator: " | ")), \(extras.joined(separator: ", "))")
                }
                if let notes = p.notes { print("notes: \(notes)") }
            }
        }
    }
}

/// `peripherals show --json`: the file's fields plus name and source.
struct PeripheralDetail: Encodable {
    var peripheral: Peripheral
    init(_ p: Peripheral) { peripheral = p }

    enum Keys: String, CodingKey { case name, source }

    func encode(to encoder: Encoder) throws {
        try peripheral.encode(to: encoder)
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(peripheral.name, forKey: .name)
        try c.encodeIfPresent(peripheral.source, forKey: .source)
    }
}
