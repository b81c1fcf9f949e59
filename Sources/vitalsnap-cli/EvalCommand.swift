import ArgumentParser
import Foundation
import SevenSegment
import VitalSnap

struct EvalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Measures recognition accuracy, misreads and speed on labelled image sets.",
        discussion: """
        Each MANIFEST is a CSV file with the columns image,expected,match,roi,line (image paths relative \
        to the manifest's folder; see ../shared/datasets/README.md). An image is correct when the reading \
        matches the label, a misread when a complete reading is wrong, and a no-read when the reader \
        declined (display not found, an issue, an unresolved character). With --disputes, a reading equal \
        to what a person saw on the display where the label is listed as wrong counts as disputed.

        Exit codes: 0 evaluation done (whatever the accuracy), 3 a manifest or image is missing or \
        malformed, 4 unknown or invalid peripheral, 64 usage error.
        """
    )

    @Argument(help: "Manifest CSV files (image,expected,match,roi,line).")
    var manifests: [String]

    @Option(name: .long, help: "Peripheral of the images: id, slug or JSON file.")
    var peripheral: String

    @Option(name: .long, help: "Catalog folder (default: $VITALSNAP_CATALOG or the bundled Peripherals/).")
    var catalog: String?

    @Flag(name: .long, help: "Print a JSON object (per manifest and totals) instead of the table.")
    var json = false

    @Option(name: .long, help: "Write a gallery of the misses (crops with what was read and expected) and an index to this folder.")
    var failures: String?

    @Option(name: .long, help: "Images evaluated in parallel (default: number of cores).")
    var jobs: Int?

    @Flag(name: .customLong("no-roi"), help: "Ignore the manifests' roi: find the display in the whole image.")
    var noRoi = false

    @Option(name: .customLong("roi-jitter"), help: "Enlarge each roi by 10% and shift it by up to 3% of its size, seeded by SEED.")
    var roiJitter: UInt64?

    @Option(name: .customLong("roi-enlarge"), help: ArgumentHelp("With --roi-jitter: how much each roi is enlarged, a fraction of its size (default 0.10; 0.3 for a loosely drawn box).", valueName: "fraction"))
    var roiEnlarge: Double?

    @Option(name: .long, help: ArgumentHelp("Label disputes CSV (set,image,label,shown,note): a reading equal to what a person saw on the display, where the label is wrong, counts as disputed instead of misread.", valueName: "file"))
    var disputes: String?

    @Flag(name: [.short, .long], help: "List every miss under the table.")
    var verbose = false

    @Flag(name: .long, help: "Print the full character confusion matrix under the table.")
    var matrix = false

    @Option(name: .customLong("export-crops"), help: .hidden)
    var exportCrops: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs).") }
        if noRoi, roiJitter != nil { throw ValidationError("--no-roi and --roi-jitter cannot be used together.") }
        if let roiEnlarge {
            if roiJitter == nil { throw ValidationError("--roi-enlarge needs --roi-jitter SEED.") }
            if !(0...1).contains(roiEnlarge) { throw ValidationError("--roi-enlarge must be between 0 and 1, got \(roiEnlarge).") }
        }
        if manifests.isEmpty { throw ValidationError("Give at least one manifest file.") }
    }

    func run() async throws {
        try await reportingErrors(json: json) {
            let device = try Catalog.resolve(peripheral, directory: catalog)
            let loaded = try manifests.map { try EvalManifest.load($0) }
            for m in loaded { try Evaluator.checkImagesExist(m) }

            let mode: RoiMode = noRoi ? .ignored : roiJitter.map { .jittered(RoiJitter(seed: $0, enlarge: roiEnlarge ?? 0.10)) } ?? .given
            let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
            var evaluator = Evaluator(layout: device.display, roiMode: mode, jobs: workers)
            if let disputes { evaluator.disputes = try LabelDisputes.load(disputes) }
            let gallery = try failures.map { try FailureGallery(directory: $0) }
            let crops = try exportCrops.map { try CropExporter(directory: $0) }

            var reports: [ManifestReport] = []
            for m in loaded {
                let bar = ProgressBar(label: m.name, total: m.entries.count)
                let report = evaluator.evaluate(m, progress: { done, total in bar.update(done) }, inspector: { result, reading, image in
                    if let gallery, result.outcome != .correct { gallery.add(result, reading: reading, image: image, set: m.name) }
                    if let crops { crops.add(result, image: image, set: m.name) }
                })
                bar.finish()
                for r in report.results where r.error != nil { printError("vitalsnap: warning: \(r.error!)") }
                reports.append(report)
            }
            if let gallery { try gallery.writeIndex(reports, peripheral: device.slug) }
            if let crops { try crops.writeManifests(reports) }

            if json {
                try printJSON(EvalDocument(peripheral: device.slug, mode: mode.label, jobs: workers, reports: reports))
                return
            }
            var out = "peripheral: \(device.slug) (\(device.name)), jobs: \(workers)\n"
            out += ManifestReport.table(reports)
            if matrix {
                let t = reports.count > 1 ? ManifestReport.total(reports).confusion : reports[0].confusion
                out += "\nConfusion matrix (rows expected, columns read):\n" + t.matrix()
            }
            if verbose {
                for r in reports where !r.misses.isEmpty {
                    out += "\nMisses in \(r.name):\n"
                    for miss in r.misses {
                        let why = miss.reasons.isEmpty ? "" : " [\(miss.reasons.joined(separator: ", "))]"
                        out += "  \(miss.outcome.rawValue)  \(miss.entry.image)  expected \(miss.entry.expected)  read '\(miss.read)'\(why)\n"
                    }
                }
            }
            if let failures { out += "\nFailure gallery: \(failures)/index.html\n" }
            print(out, terminator: "")
        }
    }
}
