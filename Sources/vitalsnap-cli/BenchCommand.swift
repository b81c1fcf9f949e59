import ArgumentParser
import Dispatch
import Foundation
import SevenSegment
import VitalSnap

struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measures recognition speed on rendered 640x480 frames and batch throughput on a labelled set.",
        discussion: """
        Frames: --frames different 640x480 frames of the peripheral (default: the first of the catalog), \
        rendered with seeded perturbations and read one by one on one thread; prints median and p95 ms per \
        frame. The frames are read as a live scan reads them (with --stills, as photos are read: a box that \
        reads nothing complete is read again moved a pixel or two). Batch: with --manifest, every image of \
        the set is decoded and read on --jobs threads; prints images per second (wall clock, decoding included). Build with `swift build -c release` for real figures.

        Exit codes: 0 done, 3 missing or malformed manifest, 4 unknown peripheral, 64 usage error.
        """
    )

    @Option(name: .long, help: "Rendered frames to read.")
    var frames = 200

    @Option(name: .long, help: "Peripheral: id, slug or JSON file (default: the first of the catalog).")
    var peripheral: String?

    @Option(name: .long, help: "Catalog folder (default: $VITALSNAP_CATALOG or the bundled Peripherals/).")
    var catalog: String?

    @Option(name: .long, help: "Perturbation of the rendered frames: none, mild or harsh.")
    var perturbation: String = "mild"

    @Option(name: .long, help: "Seed of the rendered frames and values.")
    var seed: UInt64 = 1

    @Option(name: .long, help: "A manifest to measure batch throughput on (needs --peripheral).")
    var manifest: String?

    @Option(name: .long, help: "Threads for the batch (default: number of cores).")
    var jobs: Int?

    @Flag(name: .customLong("no-roi"), help: "Batch: ignore the manifest's roi.")
    var noRoi = false

    @Flag(name: .long, help: "Read the frames as photos are read (`read`, `eval`): a box that reads nothing complete is read again moved a pixel or two. Default: as a live scan reads them.")
    var stills = false

    @Flag(name: .long, help: "Print a JSON object.")
    var json = false

    @Option(name: .customLong("dump-frames"), help: .hidden)
    var dumpFrames: String?

    func validate() throws {
        guard frames >= 0 else { throw ValidationError("--frames must be 0 or more, got \(frames).") }
        guard Perturbation(rawValue: perturbation) != nil else {
            throw ValidationError("--perturbation must be none, mild or harsh, got '\(perturbation)'.")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs).") }
        if manifest != nil, peripheral == nil { throw ValidationError("--manifest needs --peripheral (the set's device).") }
        if frames == 0, manifest == nil { throw ValidationError("Nothing to measure: give --frames above 0 or a --manifest.") }
    }

    struct Batch: Codable {
        var manifest: String
        var images: Int
        var jobs: Int
        var seconds: Double
        var images_per_second: Double
        var median_ms: Double
        var p95_ms: Double
        var decode_median_ms: Double
        var accuracy: Double
    }

    struct Output: Codable {
        var build: String
        var frames: FrameBenchmark.Result?
        var batch: Batch?
    }

    func run() async throws {
        try await reportingErrors(json: json) {
            let catalog = try Catalog.load(directory: self.catalog)
            let device: Peripheral
            if let peripheral {
                device = try catalog.resolve(peripheral)
            } else if let first = catalog.supported.first ?? catalog.peripherals.sorted(by: { $0.id < $1.id }).first {
                device = first
            } else {
                throw VitalSnapError(.catalog, "the catalog has no peripheral to render", field: "peripheral")
            }
            var output = Output(build: Self.buildConfiguration)
            if !json, output.build == "debug" {
                printError("vitalsnap: note: debug build; build with `swift build -c release` for real speed figures")
            }
            if frames > 0 {
                let bar = ProgressBar(label: "frames", total: frames)
                var bench = FrameBenchmark(peripheral: device, frames: frames,
                                           perturbation: Perturbation(rawValue: perturbation)!, seed: seed,
                                           reader: SevenSegmentReader(options: stills ? ReaderOptions() : .liveFrames))
                if let dir = dumpFrames {
                    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
                    bench.inspect = { i, frame, text, reading, outcome in
                        let name = String(format: "%@/%04d-%@-%@-read-%@.png", dir, i, outcome.rawValue, text.replacingOccurrences(of: "/", with: "|"),
                                          reading.text.replacingOccurrences(of: "/", with: "|"))
                        try? ImageIO.write(frame.image, to: name)
                    }
                }
                output.frames = try bench.run { bar.update($0) }
                bar.finish()
            }
            if let manifest {
                output.batch = try batch(manifest, device: device)
            }
            if json { try printJSON(output); return }
            var out = "build: \(output.build)\n"
            if let f = output.frames {
                out += String(format: "frames: %d x %dx%d (%@, %@, read as %@), one thread: median %.2f ms, p95 %.2f ms, mean %.2f ms, max %.2f ms (%.0f frames/s)\n",
                              f.frames, f.width, f.height, f.peripheral, f.perturbation, f.reading == "live" ? "live frames" : f.reading, f.median_ms, f.p95_ms, f.mean_ms,
                              f.max_ms, f.frames_per_second)
                out += "        read as rendered: \(f.correct) correct, \(f.misread) misread, \(f.noread) no-read\n"
            }
            if let b = output.batch {
                out += String(format: "batch: %@: %d images on %d threads in %.2f s: %.1f images/s (recognition median %.2f ms, p95 %.2f ms; decode median %.2f ms; accuracy %.1f%%)\n",
                              b.manifest, b.images, b.jobs, b.seconds, b.images_per_second, b.median_ms, b.p95_ms,
                              b.decode_median_ms, b.accuracy * 100)
            }
            print(out, terminator: "")
        }
    }

    func batch(_ path: String, device: Peripheral) throws -> Batch {
        let m = try EvalManifest.load(path)
        try Evaluator.checkImagesExist(m)
        let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let evaluator = Evaluator(layout: device.display, roiMode: noRoi ? .ignored : .given, jobs: workers)
        let bar = ProgressBar(label: m.name, total: m.entries.count)
        let t0 = DispatchTime.now().uptimeNanoseconds
        let report = evaluator.evaluate(m, progress: { done, _ in bar.update(done) })
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
        bar.finish()
        func r3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        return Batch(manifest: m.name, images: report.images, jobs: workers, seconds: r3(seconds),
                     images_per_second: seconds > 0 ? r3(Double(report.images) / seconds) : 0,
                     median_ms: r3(report.recognition.median), p95_ms: r3(report.recognition.p95),
                     decode_median_ms: r3(report.decoding.median), accuracy: r3(report.accuracy))
    }

    static var buildConfiguration: String {
        #if DEBUG
        return "debug"
        #else
        return "release"
        #endif
    }
}
