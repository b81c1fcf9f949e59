import Foundation
import SevenSegment

extension Peripheral {
    /// Renders this meter showing `value` ("104", "5.6", "128/82/71", "HI") in a `width` x `height`
    /// frame, placed where the overlay puts it, with seeded perturbations. The result carries the
    /// ground-truth display quad. Throws `.invalidArgument` naming the value when it does not fit the
    /// display (unknown character, too many digits, wrong number of lines).
    public func renderFrame(value: String, width: Int = 640, height: Int = 480, perturbation: Perturbation = .none,
                            seed: UInt64 = 1, labels: Bool = true) throws -> RenderedFrame {
        let meter = overlayFrame(previewWidth: width, previewHeight: height)
        let screen = displayFrame(previewWidth: width, previewHeight: height)
        do {
            return try FrameRenderer(perturbation: perturbation, seed: seed, labels: labels)
                .render(layout: display, text: value, width: width, height: height, meter: meter, display: screen)
        } catch let error as RenderError {
            throw VitalSnapError(.invalidArgument, "value '\(value)' for \(slug): \(error)", field: "value", underlying: error)
        }
    }
}
