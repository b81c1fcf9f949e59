import Foundation
import SevenSegment

/// Writes the region each image is evaluated on (the roi as handed to the reader, dewarped to an
/// upright rectangle; the whole image when there is none) to `DIRECTORY/<set>/NNNN.png`, with a
/// `manifest.csv` per set, so other tools (ssocr) can be run on exactly the same crops.
public final class CropExporter: @unchecked Sendable {
    public let directory: String
    private let lock = NSLock()
    private var failures: [String] = []

    public init(directory: String) throws {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw VitalSnapError(.badInput, "\(directory): cannot create the crops folder: \(error.localizedDescription)",
                                 file: directory, underlying: error)
        }
    }

    static func fileName(_ r: ImageResult) -> String { String(format: "%05d.png", r.index) }

    /// Writes the crop of one result (thread-safe).
    public func add(_ r: ImageResult, image: GrayImage?, set: String) {
        guard let image else { return }
        let crop = r.givenQuad.map { Self.dewarp(image, quad: $0) } ?? image
        guard !crop.isEmpty else { return }
        let folder = URL(fileURLWithPath: directory).appendingPathComponent(FailureGallery.sanitize(set))
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try ImageIO.write(crop, to: folder.appendingPathComponent(Self.fileName(r)).path)
        } catch {
            lock.lock(); failures.append("\(error)"); lock.unlock()
        }
    }

    /// Writes `<set>/manifest.csv` (image,expected,match,roi,line) for each report.
    public func writeManifests(_ reports: [ManifestReport]) throws {
        for rep in reports {
            let folder = URL(fileURLWithPath: directory).appendingPathComponent(FailureGallery.sanitize(rep.name))
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var csv = "image,expected,match,roi,line\n"
            for r in rep.results where r.error == nil {
                csv += "\(Self.fileName(r)),\(r.entry.expected),\(r.entry.match.rawValue),,\(r.entry.line.map(String.init) ?? "")\n"
            }
            let path = folder.appendingPathComponent("manifest.csv").path
            do {
                try csv.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw VitalSnapError(.badInput, "\(path): cannot write: \(error.localizedDescription)", file: path, underlying: error)
            }
        }
    }

    /// The quad's content resampled (bilinear) to an upright rectangle of the quad's mean side lengths.
    public static func dewarp(_ image: GrayImage, quad q: Quad) -> GrayImage {
        func dist(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        let w = Int(((dist(q.topLeft, q.topRight) + dist(q.bottomLeft, q.bottomRight)) / 2).rounded())
        let h = Int(((dist(q.topLeft, q.bottomLeft) + dist(q.topRight, q.bottomRight)) / 2).rounded())
        guard w > 1, h > 1, w < 20_000, h < 20_000 else { return GrayImage(width: 0, height: 0) }
        var out = GrayImage(width: w, height: h)
        for y in 0..<h {
            let v = (Double(y) + 0.5) / Double(h)
            for x in 0..<w {
                let p = q.point(u: (Double(x) + 0.5) / Double(w), v: v)
                out.pixels[y * w + x] = UInt8(max(0, min(255, image.sample(p.x - 0.5, p.y - 0.5).rounded())))
            }
        }
        return out
    }
}
