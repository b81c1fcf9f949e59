import SevenSegment

/// The thin adapter between frames and the session: runs the recognizer on a frame where the display
/// should be (a fixed roi, else the peripheral's overlay display frame for the frame size) and adds
/// the capture-quality issues the recognizer leaves to the caller: display too small, display cut
/// off by the frame edge, blur (with a sharpness score when the recognizer gave none).
public struct FrameReader: Sendable {
    public var reader: SevenSegmentReader
    public var layout: DisplayLayout
    public var overlay: OverlayGeometry?
    /// Display quad normalised to the frame (0...1), overriding the overlay.
    public var roi: Quad?
    /// A display lower than this share of the frame height is "too small" (default 0.06).
    public var minimumDisplayHeight: Double = 0.06
    /// ... or lower than this many pixels (default 16).
    public var minimumDisplayPixels: Double = 16
    /// Sharpness (variance of the Laplacian of the crop) below which a found display is "blurred"
    /// (default 20).
    public var blurThreshold: Double = 20

    /// `reader`: a live frame's by default (`ReaderOptions.liveFrames`).
    public init(reader: SevenSegmentReader = SevenSegmentReader(options: .liveFrames), layout: DisplayLayout,
                overlay: OverlayGeometry? = nil, roi: Quad? = nil) {
        self.reader = reader; self.layout = layout; self.overlay = overlay; self.roi = roi
    }

    public init(peripheral: Peripheral, roi: Quad? = nil, reader: SevenSegmentReader = SevenSegmentReader(options: .liveFrames)) {
        self.init(reader: reader, layout: peripheral.display, overlay: peripheral.overlay, roi: roi)
    }

    /// Where the display is looked for in a frame of `width`x`height` (pixels); nil = whole frame.
    public func searchQuad(width: Int, height: Int) -> Quad? {
        if let roi { return roi.scaled(Double(width), Double(height)) }
        if let overlay { return Quad(overlay.displayFrame(previewWidth: Double(width), previewHeight: Double(height))) }
        return nil
    }

    public func read(_ image: GrayImage) -> DisplayReading {
        var reading = reader.read(image, layout: layout, quad: searchQuad(width: image.width, height: image.height))
        // Where the display should be there is nothing readable, and either too little contrast for
        // segments or more cells than the layout has digits (text, patterns): no display (an empty
        // table, papers, the meter out of the picture), and that is the useful guidance — unless glare
        // or blur explains it.
        let nothingResolved = reading.lines.allSatisfy { $0.text.allSatisfy { $0 == "_" } }
        let allIssues = reading.issues + reading.lines.flatMap(\.issues)
        let notADisplay = allIssues.contains { issue in
            switch issue {
            case .lowContrast: return true
            case let .digitCountMismatch(expected, found): return found > expected
            default: return false
            }
        }
        let explained = allIssues.contains(.glare) || allIssues.contains(.blur)
        if nothingResolved, notADisplay, !explained, !reading.issues.contains(.displayNotFound) {
            reading.issues.append(.displayNotFound)
        }
        let found = !reading.lines.isEmpty && !reading.issues.contains(.displayNotFound)
        guard found else { return reading }
        if reading.sharpness == nil, let crop = reading.crop { reading.sharpness = crop.laplacianVariance }
        func add(_ issue: ReadingIssue) { if !reading.issues.contains(issue) { reading.issues.append(issue) } }
        if let quad = reading.quad {
            let b = quad.bounds
            let margin = 1.0
            if b.x < -margin || b.y < -margin || b.maxX > Double(image.width) + margin || b.maxY > Double(image.height) + margin {
                add(.displayCutOff)
            }
            if b.height < max(minimumDisplayPixels, minimumDisplayHeight * Double(image.height)) { add(.displayTooSmall) }
        }
        if let s = reading.sharpness, s < blurThreshold { add(.blur) }
        return reading
    }
}
