import ArgumentParser
import Foundation
import SevenSegment
import VitalSnap

/// `vitalsnap overlay ID --preview 1280x720 [--out overlay.png] [--json]`.
struct OverlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "overlay",
        abstract: "Prints where a device's overlay and display sit in a preview, and draws the overlay.",
        discussion: """
        Frames are in preview pixels (x y width height, origin top-left). With --out the overlay is drawn \
        (meter outline, display rectangle, line regions on gray) as PNG or JPEG.
        Exit codes: 0 ok, 3 cannot write the image, 4 unknown peripheral, 64 usage.
        """
    )

    @Argument(help: "Id, slug or path to a peripheral JSON file.")
    var peripheral: String
    @Option(name: .long, help: ArgumentHelp("Preview size.", valueName: "WxH"))
    var preview = PixelSize(width: 1280, height: 720)
    @Option(name: .long, help: ArgumentHelp("Write the overlay picture here (.png or .jpg).", valueName: "path"))
    var out: String?
    @Flag(name: .long, help: "Print a JSON object.")
    var json = false
    @OptionGroup var catalogOptions: CatalogOptions

    func validate() throws {
        guard (16...8192).contains(preview.width), (16...8192).contains(preview.height) else {
            throw ValidationError("The preview size \(preview) must be between 16x16 and 8192x8192.")
        }
        if let out, !Self.imageExtensions.contains(URL(fileURLWithPath: out).pathExtension.lowercased()) {
            throw ValidationError("The output '\(out)' must end in .png, .jpg or .jpeg.")
        }
    }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

    struct Output: Encodable {
        var peripheral: Int
        var slug: String
        var preview: [Int]
        /// x, y, width, height in preview pixels.
        var overlayFrame: [Double]
        var displayFrame: [Double]
        /// Display quad normalised to the preview (TL, TR, BR, BL), usable as --roi.
        var roi: [Double]
        var image: String?
    }

    func run() async throws {
        try await reportingErrors(json: json) {
            let p = try catalogOptions.resolve(peripheral, allowDisabled: true)
            let o = p.overlayFrame(previewWidth: preview.width, previewHeight: preview.height)
            let d = p.displayFrame(previewWidth: preview.width, previewHeight: preview.height)
            if let out {
                let image = try p.overlayImage(previewWidth: preview.width, previewHeight: preview.height)
                try ImageIO.write(image, to: out)
            }
            let roi = Quad(d).scaled(1 / Double(preview.width), 1 / Double(preview.height)).numbers
            let output = Output(peripheral: p.id, slug: p.slug, preview: [preview.width, preview.height],
                                overlayFrame: [o.x, o.y, o.width, o.height].map(Self.round),
                                displayFrame: [d.x, d.y, d.width, d.height].map(Self.round),
                                roi: roi.map { ($0 * 10000).rounded() / 10000 }, image: out)
            if json {
                try printJSON(output)
                return
            }
            print("\(p.slug) in \(preview): overlay \(Self.format(o)), display \(Self.format(d))")
            print("roi \"\(output.roi.map { String($0) }.joined(separator: " "))\"")
            if let out { print("wrote \(out)") }
        }
    }

    static func round(_ v: Double) -> Double { (v * 100).rounded() / 100 }
    static func format(_ r: Rect) -> String {
        String(format: "x %.1f y %.1f w %.1f h %.1f", r.x, r.y, r.width, r.height)
    }
}
