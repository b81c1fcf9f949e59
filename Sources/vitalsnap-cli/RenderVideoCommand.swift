import ArgumentParser
import Foundation
import VitalSnap

struct RenderVideoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-video",
        abstract: "Renders the session fixture videos (MJPEG .avi) with their ground truth (.json).",
        shouldDisplay: false
    )

    @Option(help: "Peripheral id, slug, or JSON file to render.")
    var peripheral: String = "accu-chek-guide"

    @Option(help: "Output folder.")
    var output: String = "Fixtures/videos"

    @Option(name: .customLong("frames-dir"), help: "Also write every frame as PNG into FRAMES_DIR/NAME/.")
    var framesDir: String?

    @Option(help: "JPEG quality of the frames (1...100).")
    var quality: Int = 35

    @Option(help: "Catalog folder (default: $VITALSNAP_CATALOG or the bundled Peripherals/).")
    var catalog: String?

    @Flag(help: "Print the ground truth summaries as JSON.")
    var json = false

    func validate() throws {
        guard (1...100).contains(quality) else { throw ValidationError("--quality must be 1...100 (got \(quality)).") }
    }

    func run() async throws {
        try await reportingErrors(json: json) {
            let p = try Catalog.resolve(peripheral, directory: catalog)
            let generator = SessionFixtureGenerator(peripheral: p, quality: quality)
            // Named after the peripheral's type ("demo-glucose.avi", "glucose-clean.avi").
            let kind = p.display.lines.first?.field.rawValue ?? p.slug
            let scripts = SessionFixtureScript.standardSet().map { s -> SessionFixtureScript in
                var s = s
                s.name = s.name == "demo" ? "demo-\(kind)" : "\(kind)-\(s.name)"
                return s
            }
            for script in scripts {
                let truth = try generator.write(script, to: output, framesDirectory: framesDir)
                let size = (try? FileManager.default.attributesOfItem(atPath: (output as NSString).appendingPathComponent(truth.video))[.size] as? Int) ?? 0
                if json {
                    try printJSON(["video": truth.video, "frames": String(truth.frames.count), "bytes": String(size),
                                   "expected": truth.expected ?? "none"])
                } else {
                    print("\(truth.video): \(truth.frames.count) frames, \(size / 1024) KiB, expect \(truth.expected ?? "no reading")"
                          + (truth.idealConvergenceFrame.map { " (ideal convergence at frame \($0))" } ?? ""))
                }
            }
        }
    }
}
