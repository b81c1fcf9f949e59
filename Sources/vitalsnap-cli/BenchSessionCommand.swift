import ArgumentParser
import Foundation
import SevenSegment
import VitalSnap

struct BenchSessionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-session",
        abstract: "Measures the live session: frames to converge on rendered clean, noisy and harsh scans, time per frame, and memory after a long run.",
        discussion: "Build with -c release for meaningful times. Exit codes: 0 ok; 1 a scan converged on a wrong value or memory grew; 4 catalog."
    )

    @Option(help: "Peripheral id, slug, or JSON file whose display is rendered.")
    var peripheral: String = "accu-chek-guide"

    @Option(help: "Rendered scans per kind (clean, noisy, harsh), 40 frames each.")
    var scans: Int = 20

    @Option(help: "Frames fed to one session for the memory figure.")
    var frames: Int = 100_000

    @Option(help: "Catalog folder (default: $VITALSNAP_CATALOG or the bundled Peripherals/).")
    var catalog: String?

    @Flag(help: "Print the report as JSON.")
    var json = false

    func validate() throws {
        guard scans >= 1 else { throw ValidationError("--scans must be at least 1 (got \(scans)).") }
        guard frames >= 2000 else { throw ValidationError("--frames must be at least 2000 (got \(frames)).") }
    }

    func run() async throws {
        try await reportingErrors(json: json) {
            let p = try Catalog.resolve(peripheral, directory: catalog)
            let reader = FrameReader(peripheral: p)
            let values = ["104", "87", "156", "212", "98", "131", "65", "243"]
            var figures: [SessionBenchmark.ConvergenceFigure] = []
            for (name, level) in [("clean", Perturbation.none), ("noisy", .mild), ("harsh", .harsh)] {
                var list: [(expected: String, frames: [GrayImage])] = []
                for s in 0..<scans {
                    let value = values[s % values.count]
                    let images = try (0..<40).map { i in
                        try p.renderFrame(value: value, width: 320, height: 240, perturbation: level,
                                          seed: UInt64(s * 1000 + i + 1)).image
                    }
                    list.append((value, images))
                }
                figures.append(try SessionBenchmark.convergence(name: name, scans: list, reader: reader, fps: 10))
            }
            let memory = try SessionBenchmark.memory(frames: frames, layout: p.display)
            let report = SessionBenchmark.Report(convergence: figures, memory: memory)
            if json {
                try printJSON(report)
            } else {
                print("session benchmark (\(p.slug), 320x240 at 10 fps, default rule: 5 of 10 agreeing, 0 conflicts, 1.2 s hold)")
                for f in figures {
                    let median = f.medianFrames.map { String(format: "%.1f", $0) } ?? "-"
                    print("  \(f.name): \(f.converged)/\(f.scans) converged, \(f.wrong) wrong; frames to converge median \(median), worst \(f.worstFrames.map(String.init) ?? "-"); recognizer \(String(format: "%.2f", f.readerMillisecondsPerFrame)) ms/frame")
                }
                print("  session: \(String(format: "%.2f", memory.sessionMicrosecondsPerFrame)) µs/frame (OCRSession.feed alone)")
                print("  memory: RSS \(memory.rssAfterWarmupKiB) KiB after 1000 frames, \(memory.rssAtEndKiB) KiB after \(memory.frames) frames (growth \(memory.growthKiB) KiB)")
            }
            if figures.contains(where: { $0.wrong > 0 }) || memory.growthKiB > 2048 { throw ExitCode(1) }
        }
    }
}
