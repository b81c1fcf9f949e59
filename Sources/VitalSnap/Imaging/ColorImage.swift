import SevenSegment

/// An 8-bit BGR image (3 bytes a pixel, row-major), for debug drawings and rendered fixtures.
public struct ColorImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 3)
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// Gray expanded to BGR.
    public init(_ gray: GrayImage) {
        var p = [UInt8](repeating: 0, count: gray.width * gray.height * 3)
        for i in 0..<(gray.width * gray.height) {
            let v = gray.pixels[i]
            p[3 * i] = v; p[3 * i + 1] = v; p[3 * i + 2] = v
        }
        self.init(width: gray.width, height: gray.height, pixels: p)
    }

    /// Sets one pixel (ignored outside the image). Colour as (r, g, b).
    @inline(__always)
    public mutating func set(_ x: Int, _ y: Int, _ rgb: (UInt8, UInt8, UInt8)) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let i = (y * width + x) * 3
        pixels[i] = rgb.2; pixels[i + 1] = rgb.1; pixels[i + 2] = rgb.0
    }
}
