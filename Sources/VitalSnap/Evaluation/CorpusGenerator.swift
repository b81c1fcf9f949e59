import Foundation
import SevenSegment

/// Writes the images (and, for display folders, `manifest.csv`) of a corpus folder from its
/// `corpus.json`. Deterministic: the same corpus.json and code give the same pixels.
public struct CorpusGenerator: Sendable {
    public var catalog: Catalog

    public init(catalog: Catalog) { self.catalog = catalog }

    /// One generated image of a folder: the picture, its file name and (display folders) its value.
    public struct Item: Sendable {
        public var name: String
        public var image: GrayImage
        public var expected: String?
        public var roi: Quad?
    }

    /// The items of `folder`, in order.
    public func items(_ folder: CorpusFolder) throws -> [Item] {
        switch folder.kind {
        case .nonDisplay:
            let kinds = NonDisplayImages.Kind.allCases
            return (0..<folder.count).map { i in
                let kind = kinds[i % kinds.count]
                let image = NonDisplayImages.image(kind, width: folder.width, height: folder.height, seed: folder.seed &+ UInt64(i))
                return Item(name: String(format: "%02d-%@.png", i, kind.rawValue), image: image)
            }
        case .display:
            let p = try catalog.resolve(folder.peripheral ?? "")
            var rng = SeededRandom(seed: folder.seed)
            let frame = p.overlay.displayFrame(previewWidth: Double(folder.width), previewHeight: Double(folder.height))
            let roi = Quad(frame).scaled(1 / Double(folder.width), 1 / Double(folder.height))
            return try (0..<folder.count).map { i in
                let text = Self.value(for: p.display, index: i, using: &rng)
                let rendered = try p.renderFrame(value: text, width: folder.width, height: folder.height,
                                                 perturbation: folder.perturbation ?? .none, seed: folder.seed &+ UInt64(i))
                let safe = text.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: ".", with: "_")
                return Item(name: String(format: "%02d-%@.png", i, safe), image: rendered.image, expected: text, roi: roi)
            }
        }
    }

    /// A value for image `index`: a word (HI, LO, Err) every sixth image when the single-line layout has
    /// words, otherwise a random number that fits.
    static func value(for layout: DisplayLayout, index: Int, using rng: inout SeededRandom) -> String {
        if layout.lines.count == 1, let words = layout.lines.first?.words, !words.isEmpty, index % 6 == 5 {
            return words[(index / 6) % words.count].rawValue
        }
        return SampleValues.text(for: layout, using: &rng)
    }

    /// Regenerates the folder at `directory`: removes its old PNGs, writes the new ones and the manifest.
    public func generate(directory: String) throws -> Int {
        let folder = try CorpusFolder.load(directory)
        let items = try items(folder)
        let fm = FileManager.default
        for old in (try? fm.contentsOfDirectory(atPath: directory)) ?? [] where old.hasSuffix(".png") {
            try? fm.removeItem(atPath: URL(fileURLWithPath: directory).appendingPathComponent(old).path)
        }
        var csv = "image,expected,match,roi,line\n"
        for item in items {
            try ImageIO.write(item.image, to: URL(fileURLWithPath: directory).appendingPathComponent(item.name).path)
            if let e = item.expected {
                let roi = item.roi.map { $0.numbers.map { String(format: "%.5f", $0) }.joined(separator: " ") } ?? ""
                csv += "\(item.name),\(e),exact,\(roi),\n"
            }
        }
        let manifest = URL(fileURLWithPath: directory).appendingPathComponent("manifest.csv").path
        if folder.kind == .display {
            try csv.write(toFile: manifest, atomically: true, encoding: .utf8)
        } else {
            try? fm.removeItem(atPath: manifest)
        }
        return items.count
    }
}
