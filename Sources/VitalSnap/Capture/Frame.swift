import SevenSegment

/// One frame from a camera, a video file or an image sequence.
public struct Frame: Sendable {
    /// 0-based position in the stream.
    public var index: Int
    /// Seconds since the first frame of the stream: stream time for files (index / fps), wall-clock
    /// time for cameras.
    public var timestamp: Double
    public var image: GrayImage

    public init(index: Int, timestamp: Double, image: GrayImage) {
        self.index = index; self.timestamp = timestamp; self.image = image
    }
}

/// Where frames come from. `next()` returns nil at the end of the stream (never for a camera).
///
/// Implementations: `CameraFrameSource` (V4L2 webcam), `VideoFileFrameSource` (any file OpenCV
/// decodes, e.g. MJPEG .avi), `ImageSequenceFrameSource` (a folder or a glob pattern of images).
public protocol FrameSource: AnyObject {
    /// What the frames come from, for messages ("/dev/video0 (UVC Camera) 640x480 @ 30 fps").
    var description: String { get }
    /// Frame size (0 when unknown before the first frame).
    var width: Int { get }
    var height: Int { get }
    /// Nominal frames per second (container or driver value, or the assumed rate of an image sequence).
    var framesPerSecond: Double { get }
    /// Number of frames, when known in advance (files and image sequences).
    var frameCount: Int? { get }
    /// The next frame, or nil at the end. Throws when the source fails (camera unplugged, corrupt file).
    func next() throws -> Frame?
    /// Releases the device or file; `next()` then returns nil.
    func close()
}

/// Which frame source to open, as the `scan` command's options describe it.
public enum FrameSourceSpec: Equatable, Sendable {
    /// A V4L2 device, asking for `width`x`height` at `fps` (0 = the driver's default).
    case camera(device: String, width: Int, height: Int, fps: Double)
    /// A video file.
    case video(path: String)
    /// A folder of images (sorted by name) or a glob pattern ("shots/*.png"), played at `fps`.
    case images(pattern: String, fps: Double)

    /// Opens the source. Throws `.device` (camera missing, busy, not a capture device) or `.badInput`
    /// (file missing or not a video, no images) naming the device or file and the reason.
    public func open() throws -> FrameSource {
        switch self {
        case let .camera(device, width, height, fps):
            return try CameraFrameSource(device: device, width: width, height: height, fps: fps)
        case let .video(path):
            return try VideoFileFrameSource(path: path)
        case let .images(pattern, fps):
            return try ImageSequenceFrameSource(pattern: pattern, fps: fps)
        }
    }
}
