import Foundation
import SevenSegment

/// Frames from a V4L2 webcam. The device is probed first (exists, character device, V4L2 capture
/// device, not busy) so that a missing or wrong device fails at once with a clear message instead of
/// hanging in the driver.
public final class CameraFrameSource: FrameSource {
    public let device: String
    /// The driver's card name ("UVC Camera (046d:0825)").
    public let cardName: String
    /// What was asked for; the camera may give something else (see `width`, `height`, `framesPerSecond`).
    public let requestedWidth: Int
    public let requestedHeight: Int
    public let requestedFPS: Double
    public let width: Int
    public let height: Int
    public let framesPerSecond: Double
    public var frameCount: Int? { nil }
    private let capture: VideoCapture
    private var index = 0
    private var start: Date?

    public init(device: String, width: Int = 640, height: Int = 480, fps: Double = 30) throws {
        cardName = try VideoCapture.probe(device: device)
        capture = try VideoCapture(device: device, width: width, height: height, fps: fps)
        self.device = device
        requestedWidth = width; requestedHeight = height; requestedFPS = fps
        self.width = capture.width
        self.height = capture.height
        framesPerSecond = capture.fps
    }

    public var description: String {
        var s = "\(device) (\(cardName)) \(width)x\(height)"
        if framesPerSecond > 0 { s += " @ \(Self.format(framesPerSecond)) fps" }
        if (requestedWidth > 0 && requestedWidth != width) || (requestedHeight > 0 && requestedHeight != height) {
            s += " (asked for \(requestedWidth)x\(requestedHeight))"
        }
        return s
    }

    public func next() throws -> Frame? {
        guard let image = try capture.readGray() else {
            throw VitalSnapError(.device, "\(device): the camera stopped delivering frames", file: device)
        }
        let now = Date()
        if start == nil { start = now }
        defer { index += 1 }
        return Frame(index: index, timestamp: now.timeIntervalSince(start!), image: image)
    }

    public func close() { capture.close() }

    static func format(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.2f", v)
    }
}
