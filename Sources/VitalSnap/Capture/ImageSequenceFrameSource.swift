import Foundation
import SevenSegment

/// Frames from still images: every image file of a folder (sorted by name), or the files matching a
/// glob pattern ("shots/frame-*.png"). Timestamps are index / fps.
public final class ImageSequenceFrameSource: FrameSource {
    public let pattern: String
    public let files: [String]
    public let framesPerSecond: Double
    public private(set) var width = 0
    public private(set) var height = 0
    public var frameCount: Int? { files.count }
    private var index = 0
    private var pending: GrayImage?

    /// File extensions taken from a folder (case-insensitive).
    public static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "bmp", "tif", "tiff", "webp", "pgm", "ppm"]

    public init(pattern: String, fps: Double = 10) throws {
        guard fps > 0 else {
            throw VitalSnapError(.invalidArgument, "frame rate \(fps) for the image sequence must be positive", field: "fps")
        }
        self.pattern = pattern
        framesPerSecond = fps
        files = try Self.list(pattern)
        // The first image is decoded now so that the size is known (and a bad file fails) before the run.
        let first = try ImageIO.loadGray(files[0])
        width = first.width; height = first.height
        pending = first
    }

    /// The files of a folder or glob pattern, sorted. Throws `.badInput` when there are none.
    static func list(_ pattern: String) throws -> [String] {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: pattern, isDirectory: &isDir), isDir.boolValue {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: pattern)
            } catch {
                throw VitalSnapError(.badInput, "\(pattern): cannot list the folder: \(error.localizedDescription)",
                                     file: pattern, underlying: error)
            }
            let images = names.filter { !$0.hasPrefix(".") && imageExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
                .sorted().map { (pattern as NSString).appendingPathComponent($0) }
            guard !images.isEmpty else {
                throw VitalSnapError(.badInput, "\(pattern): folder holds no image files (\(imageExtensions.sorted().joined(separator: ", ")))", file: pattern)
            }
            return images
        }
        if pattern.contains(where: { "*?[".contains($0) }) {
            let matches = glob(pattern).sorted()
            guard !matches.isEmpty else {
                throw VitalSnapError(.badInput, "\(pattern): no file matches the pattern", file: pattern)
            }
            return matches
        }
        guard FileManager.default.fileExists(atPath: pattern) else {
            throw VitalSnapError(.badInput, "\(pattern): no such folder, file or pattern", file: pattern)
        }
        return [pattern]
    }

    static func glob(_ pattern: String) -> [String] {
        var g = glob_t()
        defer { globfree(&g) }
        guard Foundation.glob(pattern, 0, nil, &g) == 0 else { return [] }
        return (0..<Int(g.gl_pathc)).compactMap { g.gl_pathv[$0].map { String(cString: $0) } }
    }

    public var description: String {
        "\(pattern) (\(files.count) image\(files.count == 1 ? "" : "s") at \(CameraFrameSource.format(framesPerSecond)) fps)"
    }

    public func next() throws -> Frame? {
        guard index < files.count else { return nil }
        let image = try pending ?? ImageIO.loadGray(files[index])
        pending = nil
        defer { index += 1 }
        return Frame(index: index, timestamp: Double(index) / framesPerSecond, image: image)
    }

    public func close() { index = files.count; pending = nil }
}
