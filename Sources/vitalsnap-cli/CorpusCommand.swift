import ArgumentParser
import Foundation
import VitalSnap

struct CorpusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corpus",
        abstract: "Runs the black-box corpus (rendered displays and non-display images) against its per-folder limits.",
        discussion: """
        Every subfolder of DIR with a corpus.json is a corpus folder: rendered frames of one peripheral \
        with a manifest.csv, or non-display images that must give no reading at all. Each folder has a \
        minimum pass count and a maximum misread count (default 0). --generate rewrites the images from \
        the corpus.json files (deterministic; scripts/make-corpus.sh).

        Exit codes: 0 every folder within its limits, 1 a folder below its limits, 3 a malformed corpus \
        folder, 4 unknown peripheral.
        """
    )

    @Argument(help: "The corpus folder.")
    var directory = "Tests/Corpus"

    @Option(name: .long, help: "Catalog folder (default: $VITALSNAP_CATALOG or the bundled Peripherals/).")
    var catalog: String?

    @Flag(name: .long, help: "Print a JSON array of folder results.")
    var json = false

    @Flag(name: .long, help: "Regenerate the images and manifests from each folder's corpus.json instead of running.")
    var generate = false

    func run() async throws {
        var failed = false
        try await reportingErrors(json: json) {
            let catalog = try Catalog.load(directory: self.catalog)
            if generate {
                for folder in try CorpusRunner.folders(in: directory) {
                    let n = try CorpusGenerator(catalog: catalog).generate(directory: folder)
                    print("\(folder): \(n) images")
                }
                return
            }
            let results = try CorpusRunner(catalog: catalog).run(directory: directory)
            if json { try printJSON(results) } else { print(CorpusRunner.table(results), terminator: "") }
            failed = results.contains { !$0.ok }
        }
        if failed { throw ExitCode(1) }
    }
}
