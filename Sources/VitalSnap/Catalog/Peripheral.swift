import Foundation
import SevenSegment

/// The kind of device a peripheral is.
public enum PeripheralType: String, Codable, CaseIterable, Sendable {
    case glucoseMeter = "glucose-meter"
    case bloodPressureMonitor = "blood-pressure-monitor"
    case thermometer
    case pulseOximeter = "pulse-oximeter"
    case weightScale = "weight-scale"
    /// Evaluation devices (insulation tester, panel meters, fuel pumps): not part of the health catalog.
    case generic
}

/// Where the meter and its display sit in the camera preview.
///
/// The overlay is the meter's outline: a rectangle of `aspectRatio` (width / height), centred in the
/// preview and scaled so that it fills `fill` of the preview along the limiting side. `display` is the
/// display's rectangle inside the overlay, normalised to it (0...1).
public struct OverlayGeometry: Codable, Equatable, Sendable {
    public var aspectRatio: Double
    public var display: Rect
    public var fill: Double

    public init(aspectRatio: Double, display: Rect, fill: Double = 0.8) {
        self.aspectRatio = aspectRatio; self.display = display; self.fill = fill
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case aspectRatio, display, fill }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        aspectRatio = try c.decode(Double.self, forKey: .aspectRatio)
        display = try c.decode(Rect.self, forKey: .display)
        fill = try c.decodeIfPresent(Double.self, forKey: .fill) ?? 0.8
    }

    /// The overlay's rectangle in a preview of `width` x `height` pixels.
    public func overlayFrame(previewWidth width: Double, previewHeight height: Double) -> Rect {
        var w = width * fill
        var h = w / aspectRatio
        if h > height * fill {
            h = height * fill
            w = h * aspectRatio
        }
        return Rect(x: (width - w) / 2, y: (height - h) / 2, width: w, height: h)
    }

    /// The display's rectangle in a preview of `width` x `height` pixels.
    public func displayFrame(previewWidth width: Double, previewHeight height: Double) -> Rect {
        let o = overlayFrame(previewWidth: width, previewHeight: height)
        return Rect(x: o.x + display.x * o.width, y: o.y + display.y * o.height,
                    width: display.width * o.width, height: display.height * o.height)
    }
}

/// A supported device: identity, overlay geometry and display layout. One JSON file each.
public struct Peripheral: Codable, Equatable, Sendable {
    public var id: Int
    public var slug: String
    public var manufacturer: String
    public var model: String
    public var type: PeripheralType
    public var disabled: Bool
    public var overlay: OverlayGeometry
    public var display: DisplayLayout
    /// Free text: what the display looks like, where the layout comes from.
    public var notes: String?
    /// The JSON file this peripheral was loaded from (not part of the JSON).
    public var source: String?

    /// "Manufacturer Model".
    public var name: String { "\(manufacturer) \(model)" }

    public init(id: Int, slug: String, manufacturer: String, model: String, type: PeripheralType,
                disabled: Bool = false, overlay: OverlayGeometry, display: DisplayLayout, notes: String? = nil,
                source: String? = nil) {
        self.id = id; self.slug = slug; self.manufacturer = manufacturer; self.model = model; self.type = type
        self.disabled = disabled; self.overlay = overlay; self.display = display; self.notes = notes
        self.source = source
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case id, slug, manufacturer, model, type, disabled, overlay, display, notes }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        slug = try c.decode(String.self, forKey: .slug)
        manufacturer = try c.decode(String.self, forKey: .manufacturer)
        model = try c.decode(String.self, forKey: .model)
        type = try c.decode(PeripheralType.self, forKey: .type)
        disabled = try c.decodeIfPresent(Bool.self, forKey: .disabled) ?? false
        overlay = try c.decode(OverlayGeometry.self, forKey: .overlay)
        display = try c.decode(DisplayLayout.self, forKey: .display)
        notes = try c.decodeIfPresent(String.self, forKey: .notes)
    }
}
