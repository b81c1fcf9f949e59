import Foundation
import SevenSegment

/// One folder of the black-box corpus, described by its `corpus.json`:
///
/// ```json
/// {"kind": "display", "peripheral": "accu-chek-guide", "perturbation": "mild", "seed": 1, "count": 8,
///  "width": 320, "height": 240, "minPass": 8, "maxMisread": 0, "description": "..."}
/// ```
///
/// `kind` "display": rendered frames of `peripheral` with `manifest.csv` (roi = the overlay's display
/// frame, what the app hands the reader). `kind` "non-display": generated images without any display;
/// each is read with every peripheral of `peripherals`, with the overlay's quad and without one, and
/// must give no reading at all (a reading is a misread). `minPass` / `maxMisread` are the folder's
/// limits (maxMisread defaults to 0); they only get stricter.
public struct CorpusFolder: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable { case display, nonDisplay = "non-display" }

    public var kind: Kind
    public var peripheral: String?
    public var peripherals: [String]?
    public var perturbation: Perturbation?
    public var seed: UInt64
    public var count: Int
    public var width: Int
    public var height: Int
    public var minPass: Int
    public var maxMisread: Int
    public var description: String?
    /// Why `maxMisread` is above 0 (a known recognizer defect to fix), if it is.
    public var knownMisreads: String?

    enum CodingKeys: String, CodingKey {
        case kind, peripheral, peripherals, perturbation, seed, count, width, height, minPass, maxMisread, description,
             knownMisreads
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decode(Kind.self, forKey: .kind)
        peripheral = try c.decodeIfPresent(String.self, forKey: .peripheral)
        peripherals = try c.decodeIfPresent([String].self, forKey: .peripherals)
        perturbation = try c.decodeIfPresent(Perturbation.self, forKey: .perturbation)
        seed = try c.decodeIfPresent(UInt64.self, forKey: .seed) ?? 1
        count = try c.decode(Int.self, forKey: .count)
        width = try c.decodeIfPresent(Int.self, forKey: .width) ?? 320
        height = try c.decodeIfPresent(Int.self, forKey: .height) ?? 240
        minPass = try c.decode(Int.self, forKey: .minPass)
        maxMisread = try c.decodeIfPresent(Int.self, forKey: .maxMisread) ?? 0
        description = try c.decodeIfPresent(String.self, forKey: .description)
        knownMisreads = try c.decodeIfPresent(String.self, forKey: .knownMisreads)
    }

    /// Loads and checks `DIR/corpus.json`; errors name the file and the field.
    public static func load(_ directory: String) throws -> CorpusFolder {
        let path = URL(fileURLWithPath: directory).appendingPathComponent("corpus.json").path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw VitalSnapError(.badInput, "\(path): no such corpus file", file: path)
        }
        let f: CorpusFolder
        do {
            f = try JSONDecoder().decode(CorpusFolder.self, from: data)
        } catch let e as DecodingError {
            throw VitalSnapError(.badInput, "\(path): \(CatalogLoader.describe(e))", file: path, underlying: e)
        } catch {
            throw VitalSnapError(.badInput, "\(path): not valid JSON", file: path, underlying: error)
        }
        func fail(_ field: String, _ reason: String) -> VitalSnapError {
            VitalSnapError(.badInput, "\(path): field '\(field)': \(reason)", file: path, field: field)
        }
        if f.kind == .display, f.peripheral == nil { throw fail("peripheral", "a display folder needs its peripheral") }
        if f.kind == .nonDisplay, (f.peripherals ?? []).isEmpty { throw fail("peripherals", "a non-display folder needs at least one peripheral") }
        guard f.count >= 1, f.count <= 200 else { throw fail("count", "must be 1...200, got \(f.count)") }
        guard f.width >= 64, f.height >= 48, f.width <= 1920, f.height <= 1080 else { throw fail("width", "size \(f.width)x\(f.height) out of 64x48...1920x1080") }
        guard f.minPass >= 0 else { throw fail("minPass", "must be 0 or more") }
        guard f.maxMisread >= 0 else { throw fail("maxMisread", "must be 0 or more") }
        return f
    }
}
