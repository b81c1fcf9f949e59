import Foundation
import SevenSegment

/// Renders `SessionFixtureScript`s into MJPEG .avi videos with a ground-truth .json beside each, for
/// the session tests, the benchmark and the README demo (`vitalsnap render-video`, hidden).
///
/// Display frames come from the project's renderer (`FrameRenderer`, placed by the peripheral's
/// overlay geometry), seeded per frame so a
/// hand-held video changes a little every frame; glare, an empty table and a display-free clutter
/// scene are drawn here. Deterministic: the same script gives the same pixels.
public struct SessionFixtureGenerator: Sendable {
    public var peripheral: Peripheral
    /// JPEG quality of the video frames (0...100; lower keeps committed fixtures small).
    public var quality: Int = 70

    public init(peripheral: Peripheral, quality: Int = 70) {
        self.peripheral = peripheral; self.quality = quality
    }

    /// Every frame of `script` with its ground truth.
    public func frames(_ script: SessionFixtureScript) throws -> [(image: GrayImage, truth: SessionFixtureTruth.FrameTruth)] {
        try script.frames.enumerated().map { i, f in try frame(f, index: i, script: script) }
    }

    func frame(_ f: FixtureFrame, index i: Int, script: SessionFixtureScript) throws -> (image: GrayImage, truth: SessionFixtureTruth.FrameTruth) {
        let seed = script.seed &* 1000 &+ UInt64(i)
        switch f {
        case let .display(text, glare):
            let w = Double(script.width), h = Double(script.height)
            let rendered: RenderedFrame
            do {
                rendered = try FrameRenderer(perturbation: script.perturbation, seed: seed)
                    .render(layout: peripheral.display, text: text, width: script.width, height: script.height,
                            meter: peripheral.overlay.overlayFrame(previewWidth: w, previewHeight: h),
                            display: peripheral.overlay.displayFrame(previewWidth: w, previewHeight: h))
            } catch {
                throw VitalSnapError(.invalidArgument, "fixture \(script.name), frame \(i): cannot render '\(text)' on \(peripheral.slug): \(error)",
                                     field: "text", underlying: error)
            }
            var image = rendered.image
            if glare { Self.addGlare(to: &image, over: rendered.displayQuad) }
            return (image, .init(index: i, text: text, glare: glare, displayQuad: rendered.displayQuad.numbers.map { ($0 * 10).rounded() / 10 }))
        case .tableOnly:
            return (Self.table(width: script.width, height: script.height, seed: seed), .init(index: i, text: nil, glare: false, displayQuad: nil))
        case .clutter:
            var image = Self.table(width: script.width, height: script.height, seed: seed)
            Self.addClutter(to: &image, seed: script.seed)
            return (image, .init(index: i, text: nil, glare: false, displayQuad: nil))
        }
    }

    /// Writes `DIR/NAME.avi` and `DIR/NAME.json` (and, with `framesDirectory`, every frame as
    /// `FRAMES/NAME/frame-000.png` for `--images` runs and inspection); returns the ground truth.
    @discardableResult
    public func write(_ script: SessionFixtureScript, to directory: String, framesDirectory: String? = nil) throws -> SessionFixtureTruth {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let video = (directory as NSString).appendingPathComponent(script.name + ".avi")
        let rendered = try frames(script)
        let writer = try VideoWriter(path: video, width: script.width, height: script.height, fps: script.fps, quality: quality)
        for r in rendered { try writer.write(r.image) }
        writer.close()
        if let framesDirectory {
            let folder = (framesDirectory as NSString).appendingPathComponent(script.name)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (i, r) in rendered.enumerated() {
                try ImageIO.write(r.image, to: (folder as NSString).appendingPathComponent(String(format: "frame-%03d.png", i)))
            }
        }
        let truth = SessionFixtureTruth(
            video: script.name + ".avi", summary: script.summary, peripheral: peripheral.slug, width: script.width,
            height: script.height, fps: script.fps, perturbation: script.perturbation.rawValue, seed: script.seed,
            expected: script.expected, idealConvergenceFrame: try script.idealConvergence(layout: peripheral.display),
            convergeBy: script.convergeBy, frames: rendered.map(\.truth))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json = (directory as NSString).appendingPathComponent(script.name + ".json")
        do { try encoder.encode(truth).write(to: URL(fileURLWithPath: json)) } catch {
            throw VitalSnapError(.storage, "\(json): cannot write the ground truth: \(error.localizedDescription)", file: json, underlying: error)
        }
        return truth
    }

    // MARK: - Scene pieces

    /// A bright specular spot (radius ~40% of the display width) centred on the display's right half.
    static func addGlare(to image: inout GrayImage, over quad: Quad) {
        let b = quad.bounds
        let cx = b.x + b.width * 0.6, cy = b.y + b.height * 0.5, r = b.width * 0.4
        let x0 = max(0, Int(cx - r)), x1 = min(image.width - 1, Int(cx + r))
        let y0 = max(0, Int(cy - r)), y1 = min(image.height - 1, Int(cy + r))
        guard x0 <= x1, y0 <= y1 else { return }
        for y in y0...y1 {
            for x in x0...x1 {
                let d = ((Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy)).squareRoot() / r
                guard d < 1 else { continue }
                let a = d < 0.55 ? 1.0 : (1 - d) / 0.45
                let v = Double(image[x, y])
                image[x, y] = UInt8(min(255, v + (255 - v) * a))
            }
        }
    }

    /// A table: a soft vertical gradient whose level drifts a little from frame to frame.
    static func table(width: Int, height: Int, seed: UInt64) -> GrayImage {
        var rng = SeededRandom(seed: seed &+ 0x9E37_79B9_7F4A_7C15)
        let drift = rng.symmetric(6)
        var image = GrayImage(width: width, height: height)
        for y in 0..<height {
            let v = UInt8(max(0, min(255, 95 + drift + 40 * Double(y) / Double(max(1, height - 1)))))
            for x in 0..<width { image[x, y] = v }
        }
        return image
    }

    /// Papers with lines of text and a dark box: edges and texture, but nothing seven-segment.
    static func addClutter(to image: inout GrayImage, seed: UInt64) {
        var rng = SeededRandom(seed: seed &+ 0x9E37_79B9_7F4A_7C15)
        let w = Double(image.width), h = Double(image.height)
        func fill(_ x: Double, _ y: Double, _ rw: Double, _ rh: Double, _ v: UInt8) {
            let r = PixelRect(x: Int(x), y: Int(y), width: Int(rw), height: Int(rh)).clipped(width: image.width, height: image.height)
            guard r.width > 0, r.height > 0 else { return }
            for yy in r.y..<r.maxY { for xx in r.x..<r.maxX { image[xx, yy] = v } }
        }
        // A sheet of paper with handwriting-like strokes.
        let px = w * rng.uniform(0.05, 0.2), py = h * rng.uniform(0.1, 0.25)
        fill(px, py, w * 0.45, h * 0.6, 225)
        var line = py + h * 0.06
        while line < py + h * 0.55 {
            var x = px + w * 0.03
            while x < px + w * 0.4 {
                let len = w * rng.uniform(0.02, 0.07)
                fill(x, line, len, 2, 60)
                x += len + w * 0.015
            }
            line += h * 0.05
        }
        // A dark box with a light label.
        let bx = w * rng.uniform(0.6, 0.7), by = h * rng.uniform(0.3, 0.5)
        fill(bx, by, w * 0.25, h * 0.3, 45)
        fill(bx + w * 0.04, by + h * 0.05, w * 0.12, h * 0.05, 190)
    }
}
