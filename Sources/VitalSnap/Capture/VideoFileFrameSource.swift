import Foundation
import SevenSegment

/// Frames from a video file, timestamped in stream time (index / fps) so that runs are reproducible.
public final class VideoFileFrameSource: FrameSource {
    public let path: String
    public let width: Int
    public let height: Int
    /// The container's rate, or `fallbackFPS` when the container does not say.
    public let framesPerSecond: Double
    public let frameCount: Int?
    private let capture: VideoCapture
    private var index = 0

    /// Rate assumed when a file does not state one.
    public static let fallbackFPS = 10.0

    public init(path: String) throws {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw VitalSnapError(.badInput, "\(path): no such video file", file: path)
        }
        guard !isDir.boolValue else {
            throw VitalSnapError(.badInput, "\(path): is a directory, not a video file (use --images for a folder)", file: path)
        }
        capture = try VideoCapture(file: path)
        self.path = path
        width = capture.width
        height = capture.height
        framesPerSecond = capture.fps > 0 ? capture.fps : Self.fallbackFPS
        frameCount = capture.frameCount
        guard width > 0, height > 0 else {
            capture.close()
            throw VitalSnapError(.badInput, "\(path): not a video OpenCV can decode (no frame size)", file: path)
        }
    }

    public var description: String {
        "\(path) \(width)x\(height) @ \(CameraFrameSource.format(framesPerSecond)) fps" +
            (frameCount.map { ", \($0) frames" } ?? "")
    }

    public func next() throws -> Frame? {
        guard let image = try capture.readGray() else { return nil }
        defer { index += 1 }
        return Frame(index: index, timestamp: Double(index) / framesPerSecond, image: image)
    }

    public func close() { capture.close() }
}
