import ArgumentParser
import Foundation
import SevenSegment
import VitalSnap

/// `vitalsnap render --peripheral P --value V --out IMG [--seed N] [--perturb none|mild|harsh] [--size WxH]`.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draws a synthetic photo of a device showing a value, for tests and demos.",
        discussion: """
        The meter is placed where its overlay puts it in a frame of --size, with seeded perturbations \
        (perspective, blur, noise, glare, contrast, light). Prints the ground-truth display quad in pixels \
        (TL, TR, BR, BL). Values: lines joined by '/', e.g. 104, 5.6, HI, 128/82/71, Err.
        Exit codes: 0 ok, 3 cannot write the image, 4 unknown peripheral, 64 usage or value that does not fit.
        """
    )

    @Option(name: .long, help: "Id, slug or path to a peripheral JSON file.")
    var peripheral: String
    @Option(name: .long, help: "What the display shows, lines joined by '/'.")
    var value: String
    @Option(name: .long, help: ArgumentHelp("Output image (.png or .jpg).", valueName: "path"))
    var out: String
    @Option(name: .long, help: "Random seed (same seed, same picture).")
    var seed: UInt64 = 1
    @Option(name: .long, help: "Perturbation: none, mild or harsh.")
    var perturb: Perturbation = .mild
    @Option(name: .long, help: ArgumentHelp("Frame size.", valueName: "WxH"))
    var size = PixelSize(width: 640, height: 480)
    @Flag(name: .long, help: "No printed labels or icons on the display.")
    var noLabels = false
    @Flag(name: .long, help: "Print a JSON object.")
    var json = false
    @OptionGroup var catalogOptions: CatalogOptions

    func validate() throws {
        guard (64...8192).contains(size.width), (48...8192).contains(size.height) else {
            throw ValidationError("The size \(size) must be between 64x48 and 8192x8192.")
        }
        guard OverlayCommand.imageExtensions.contains(URL(fileURLWithPath: out).pathExtension.lowercased()) else {
            throw ValidationError("The output '\(out)' must end in .png, .jpg or .jpeg.")
        }
    }

    struct Output: Encodable {
        var image: String
        var peripheral: Int
        var slug: String
        var value: String
        var size: [Int]
        var seed: UInt64
        var perturbation: String
        /// Display quad in pixels: x1 y1 ... x4 y4 (TL, TR, BR, BL).
        var quad: [Double]
        /// The same, normalised to the frame (usable as --roi).
        var roi: [Double]
    }

    func run() async throws {
        try await reportingErrors(json: json) {
            let p = try catalogOptions.resolve(peripheral, allowDisabled: true)
            let frame = try p.renderFrame(value: value, width: size.width, height: size.height, perturbation: perturb,
                                          seed: seed, labels: !noLabels)
            try ImageIO.write(frame.image, to: out)
            let quad = frame.displayQuad.numbers.map { ($0 * 100).rounded() / 100 }
            let roi = frame.displayQuad.scaled(1 / Double(size.width), 1 / Double(size.height)).numbers
                .map { ($0 * 10000).rounded() / 10000 }
            let output = Output(image: out, peripheral: p.id, slug: p.slug, value: value, size: [size.width, size.height],
                                seed: seed, perturbation: perturb.rawValue, quad: quad, roi: roi)
            if json {
                try printJSON(output)
            } else {
                print("wrote \(out) (\(size), \(p.slug) showing \(value), \(perturb.rawValue), seed \(seed))")
                print("quad \(quad.map { String($0) }.joined(separator: " "))")
            }
        }
    }
}
