import COpenCV
import Foundation
import SevenSegment

// The only Swift file in the package that talks to COpenCV. Everything else speaks GrayImage / ColorImage.

/// Image decoding and encoding through OpenCV.
public enum ImageIO {
    /// Largest file read as an image (bytes); larger files are refused before reading.
    public static let maxFileBytes = 256 * 1024 * 1024

    /// Decodes the image file at `path` to gray. Throws `.badInput` naming the file and the reason:
    /// missing, not a regular file, empty, too large, or not decodable (unknown format, truncated).
    /// A colour file's gray frame carries its chroma plane (`GrayImage.chroma`: how coloured each pixel
    /// is), unless every pixel is neutral.
    public static func loadGray(_ path: String) throws -> GrayImage {
        let data = try readFile(path)
        var gray = try decodeGray(data, source: path)
        gray.chroma = try decodeChroma(data, source: path)
        return gray
    }

    /// The chroma plane of encoded image bytes (`GrayImage.chroma(ofThreeChannels:)`); nil where every
    /// pixel is neutral (a gray image).
    public static func decodeChroma(_ data: Data, source: String) throws -> [UInt8]? {
        let frame = try decode(data, channels: 3, source: source)
        defer { copencv_frame_free(frame) }
        let (w, h, pixels) = try copyPixels(frame, source: source)
        let chroma = GrayImage.chroma(ofThreeChannels: pixels, width: w, height: h)
        return chroma.contains(where: { $0 != 0 }) ? chroma : nil
    }

    /// Decodes the image file at `path` to BGR colour.
    public static func loadColor(_ path: String) throws -> ColorImage {
        let data = try readFile(path)
        let frame = try decode(data, channels: 3, source: path)
        defer { copencv_frame_free(frame) }
        let (w, h, pixels) = try copyPixels(frame, source: path)
        return ColorImage(width: w, height: h, pixels: pixels)
    }

    /// Decodes encoded image bytes to gray; `source` names them in errors.
    public static func decodeGray(_ data: Data, source: String) throws -> GrayImage {
        let frame = try decode(data, channels: 1, source: source)
        defer { copencv_frame_free(frame) }
        let (w, h, pixels) = try copyPixels(frame, source: source)
        return GrayImage(width: w, height: h, pixels: pixels)
    }

    /// Writes a gray image; the format follows the extension (.png, .jpg, .bmp).
    public static func write(_ image: GrayImage, to path: String) throws {
        try writePixels(image.pixels, width: image.width, height: image.height, channels: 1, path: path)
    }

    /// Writes a BGR image; the format follows the extension.
    public static func write(_ image: ColorImage, to path: String) throws {
        try writePixels(image.pixels, width: image.width, height: image.height, channels: 3, path: path)
    }

    /// Encodes a gray image to PNG or JPEG bytes (`ext` ".png" or ".jpg").
    public static func encode(_ image: GrayImage, ext: String = ".png") throws -> Data {
        try encodePixels(image.pixels, width: image.width, height: image.height, channels: 1, ext: ext)
    }

    /// Encodes a BGR image to PNG or JPEG bytes.
    public static func encode(_ image: ColorImage, ext: String = ".png") throws -> Data {
        try encodePixels(image.pixels, width: image.width, height: image.height, channels: 3, ext: ext)
    }

    // MARK: - Internals

    static func readFile(_ path: String) throws -> Data {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            throw VitalSnapError(.badInput, "\(path): no such file", file: path)
        }
        guard !isDir.boolValue else { throw VitalSnapError(.badInput, "\(path): is a directory, not an image", file: path) }
        let attrs = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attrs?[.size] as? NSNumber)?.intValue ?? 0
        guard size > 0 else { throw VitalSnapError(.badInput, "\(path): empty file (0 bytes), not an image", file: path) }
        guard size <= maxFileBytes else {
            throw VitalSnapError(.badInput, "\(path): file of \(size) bytes is over the \(maxFileBytes)-byte limit", file: path)
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw VitalSnapError(.badInput, "\(path): cannot read: \(error.localizedDescription)", file: path, underlying: error)
        }
    }

    static func decode(_ data: Data, channels: Int32, source: String) throws -> OpaquePointer {
        var frame: OpaquePointer?
        let status = data.withUnsafeBytes { raw -> copencv_status in
            let base = raw.bindMemory(to: UInt8.self).baseAddress
            return copencv_decode(base, raw.count, channels, &frame)
        }
        guard status == COPENCV_OK, let frame else { throw failure(status, source) }
        return frame
    }

    static func copyPixels(_ frame: OpaquePointer, source: String) throws -> (Int, Int, [UInt8]) {
        let w = Int(copencv_frame_width(frame)), h = Int(copencv_frame_height(frame))
        let ch = Int(copencv_frame_channels(frame))
        var pixels = [UInt8](repeating: 0, count: w * h * ch)
        let status = pixels.withUnsafeMutableBufferPointer { copencv_frame_copy(frame, $0.baseAddress, $0.count) }
        guard status == COPENCV_OK else { throw failure(status, source) }
        return (w, h, pixels)
    }

    static func writePixels(_ pixels: [UInt8], width: Int, height: Int, channels: Int32, path: String) throws {
        let status = pixels.withUnsafeBufferPointer {
            copencv_write_image(path, $0.baseAddress, Int32(width), Int32(height), channels)
        }
        guard status == COPENCV_OK else { throw failure(status, path) }
    }

    static func encodePixels(_ pixels: [UInt8], width: Int, height: Int, channels: Int32, ext: String) throws -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = pixels.withUnsafeBufferPointer {
            copencv_encode_image(ext, $0.baseAddress, Int32(width), Int32(height), channels, &bytes, &length)
        }
        guard status == COPENCV_OK, let bytes else { throw failure(status, "image encoder (\(ext))") }
        defer { copencv_bytes_free(bytes) }
        return Data(bytes: bytes, count: length)
    }
}

/// Maps a shim status to a VitalSnapError naming `source`.
func failure(_ status: copencv_status, _ source: String) -> VitalSnapError {
    let detail = String(cString: copencv_last_error())
    switch status {
    case COPENCV_ERR_DECODE, COPENCV_ERR_TOO_LARGE, COPENCV_ERR_IO:
        return VitalSnapError(.badInput, "\(source): \(detail)", file: source)
    case COPENCV_ERR_DEVICE:
        return VitalSnapError(.device, detail.isEmpty ? "\(source): camera error" : detail, file: source)
    case COPENCV_ERR_ARGUMENT:
        return VitalSnapError(.invalidArgument, "\(source): \(detail)", file: source)
    default:
        return VitalSnapError(.internal, "\(source): \(detail)", file: source)
    }
}

/// Frames from a video file or a V4L2 camera, through OpenCV's videoio.
public final class VideoCapture {
    private var handle: OpaquePointer?
    public let source: String
    public let isCamera: Bool
    public let width: Int
    public let height: Int
    /// Frames per second reported by the container or driver (0 when unknown).
    public let fps: Double
    /// Frame count of a file (nil for cameras or when unknown).
    public let frameCount: Int?
    /// OpenCV backend in use (e.g. "V4L2", "FFMPEG", "CV_MJPEG").
    public let backend: String

    /// Opens a video file. Throws `.badInput` when missing or not a video.
    public convenience init(file path: String) throws {
        var h: OpaquePointer?
        let status = copencv_capture_open_file(path, &h)
        guard status == COPENCV_OK, let h else { throw failure(status, path) }
        try self.init(handle: h, source: path, camera: false)
    }

    /// Opens a V4L2 camera asking for `width`x`height` at `fps` (0 = driver default). Never blocks for
    /// long: a missing, busy or non-capture device throws `.device` naming the device and the reason.
    public convenience init(device: String, width: Int = 0, height: Int = 0, fps: Double = 0) throws {
        var h: OpaquePointer?
        let status = copencv_capture_open_device(device, Int32(width), Int32(height), fps, &h)
        guard status == COPENCV_OK, let h else { throw failure(status, device) }
        try self.init(handle: h, source: device, camera: true)
    }

    /// Checks a V4L2 device without opening a stream: returns the driver's card name.
    public static func probe(device: String) throws -> String {
        var name = [CChar](repeating: 0, count: 64)
        let status = copencv_v4l2_probe(device, &name, name.count)
        guard status == COPENCV_OK else { throw failure(status, device) }
        return String(cString: name)
    }

    private init(handle: OpaquePointer, source: String, camera: Bool) throws {
        self.handle = handle
        self.source = source
        self.isCamera = camera
        var info = copencv_capture_info()
        let status = copencv_capture_get_info(handle, &info)
        guard status == COPENCV_OK else {
            copencv_capture_close(handle)
            throw failure(status, source)
        }
        width = Int(info.width)
        height = Int(info.height)
        fps = info.fps
        frameCount = info.frame_count >= 0 ? Int(info.frame_count) : nil
        backend = withUnsafeBytes(of: info.backend) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// The next frame in gray, or nil at the end of a file. Throws on a camera failure or corrupt data.
    public func readGray() throws -> GrayImage? {
        guard let handle else { return nil }
        var frame: OpaquePointer?
        let status = copencv_capture_read(handle, 1, &frame)
        if status == COPENCV_ERR_END { return nil }
        guard status == COPENCV_OK, let frame else { throw failure(status, source) }
        defer { copencv_frame_free(frame) }
        let (w, h, pixels) = try ImageIO.copyPixels(frame, source: source)
        return GrayImage(width: w, height: h, pixels: pixels)
    }

    public func close() {
        if let handle { copencv_capture_close(handle) }
        handle = nil
    }

    deinit { close() }
}

/// Writes Motion-JPEG AVI video (built into OpenCV, no codec library needed).
public final class VideoWriter {
    private var handle: OpaquePointer?
    public let path: String
    public let width: Int
    public let height: Int

    /// Opens `path` (should end in .avi) for gray frames of `width`x`height` at `fps`; `quality`
    /// (1...100) sets the JPEG quality of the frames (nil = OpenCV's default, 95).
    public init(path: String, width: Int, height: Int, fps: Double, quality: Int? = nil) throws {
        var h: OpaquePointer?
        let status = copencv_writer_open(path, fps, Int32(width), Int32(height), 1, &h)
        guard status == COPENCV_OK, let h else { throw failure(status, path) }
        if let quality {
            let q = copencv_writer_set_quality(h, Int32(quality))
            guard q == COPENCV_OK else { copencv_writer_close(h); throw failure(q, path) }
        }
        self.handle = h
        self.path = path
        self.width = width
        self.height = height
    }

    public func write(_ frame: GrayImage) throws {
        guard let handle else { throw VitalSnapError(.internal, "\(path): writer already closed", file: path) }
        guard frame.width == width, frame.height == height else {
            throw VitalSnapError(.invalidArgument, "\(path): frame is \(frame.width)x\(frame.height), video is \(width)x\(height)", file: path)
        }
        let status = frame.pixels.withUnsafeBufferPointer { copencv_writer_write(handle, $0.baseAddress) }
        guard status == COPENCV_OK else { throw failure(status, path) }
    }

    public func close() {
        if let handle { copencv_writer_close(handle) }
        handle = nil
    }

    deinit { close() }
}
