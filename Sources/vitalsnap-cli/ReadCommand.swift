import ArgumentParser
import Foundation
import SevenSegment
import VitalSnap

/// `vitalsnap read IMAGE... --peripheral P [--roi "x1 y1 ... x4 y4"] [--unit U] [--json] [--debug-image PATH]`.
struct ReadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Reads the display of a device in one or more photos.",
        discussion: """
        Without --roi the display is looked for where the device's overlay puts it for the image's size \
        (as a photo taken with the overlay, or `vitalsnap render`). --roi gives the display's corners \
        normalised to the image: exactly 8 numbers 0..1, top-left, top-right, bottom-right, bottom-left. \
        --no-roi finds the display in the whole image instead (as `vitalsnap eval --no-roi`).
        Output: one line per image, or with --json one JSON object per image (one per line).
        With --submit each record is shown for checking (submit / edit / discard) and then sent to the \
        health server, or kept in the local store when none is configured (see `vitalsnap submit`).
        Exit codes: 0 every image read, 1 some image gave no reading, 3 some file is not a readable image \
        (the others are still read), 4 unknown or invalid peripheral, 6 server refused or unreachable \
        (--submit; the record stays queued), 8 configuration, 64 usage (e.g. a bad --roi).
        """
    )

    @Argument(help: "Image files (PNG, JPEG, BMP...).")
    var images: [String]
    @Option(name: .long, help: "Id, slug or path to a peripheral JSON file.")
    var peripheral: String
    @Option(name: .long, help: ArgumentHelp("Display corners normalised to the image: \"x1 y1 x2 y2 x3 y3 x4 y4\".", valueName: "quad"))
    var roi: String?
    @Flag(name: .long, help: "Find the display in the whole image instead of the overlay's frame.")
    var noRoi = false
    @Option(name: .long, help: "Glucose unit of the record: mg/dL (default) or mmol/L.")
    var unit = "mg/dL"
    @Option(name: .long, help: ArgumentHelp("Draw what was read (quad, cells, lit segments) to this image; with several images, -N is added before the extension.", valueName: "path"))
    var debugImage: String?
    @Flag(name: .long, help: "Check each record (submit / edit / discard on the terminal) and submit it to the health server, or keep it in the local store when none is configured.")
    var submit = false
    @Flag(name: .long, help: "With --submit: submit as read without asking (never a record without a number, such as HI/LO).")
    var yes = false
    @Flag(name: .long, help: "Print one JSON object per image.")
    var json = false
    @OptionGroup var catalogOptions: CatalogOptions

    func validate() throws {
        guard !images.isEmpty else { throw ValidationError("Give at least one image to read.") }
        if let roi { _ = try Self.parseROI(roi) }
        if roi != nil, noRoi { throw ValidationError("--roi and --no-roi cannot go together.") }
        guard RecordBuilder.glucoseUnits.contains(unit) else {
            throw ValidationError("The unit '\(unit)' is not a glucose unit: use mg/dL or mmol/L.")
        }
        if yes, !submit { throw ValidationError("--yes only goes with --submit.") }
        if let debugImage, !OverlayCommand.imageExtensions.contains(URL(fileURLWithPath: debugImage).pathExtension.lowercased()) {
            throw ValidationError("The debug image '\(debugImage)' must end in .png, .jpg or .jpeg.")
        }
    }

    /// "x1 y1 ... x4 y4" (spaces or commas) → normalised quad; a usage error unless exactly 8 numbers in 0...1.
    static func parseROI(_ text: String) throws -> Quad {
        let tokens = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
        let numbers = tokens.compactMap { Double($0) }
        guard numbers.count == tokens.count, let quad = Quad(numbers: numbers) else {
            throw ValidationError("The --roi '\(text)' must be exactly 8 numbers (x1 y1 x2 y2 x3 y3 x4 y4), got \(tokens.count) item(s)\(numbers.count == tokens.count ? "" : ", not all numbers").")
        }
        guard numbers.allSatisfy({ $0 >= 0 && $0 <= 1 && $0.isFinite }) else {
            throw ValidationError("The --roi '\(text)' must be normalised to the image: every number between 0 and 1.")
        }
        let b = quad.bounds
        guard b.width > 0.005, b.height > 0.005 else {
            throw ValidationError("The --roi '\(text)' encloses no area.")
        }
        return quad
    }

    func run() async throws {
        var outcome = ReadOutcome.allRead
        try await reportingErrors(json: json) {
            let p = try catalogOptions.resolve(peripheral)
            let builder = try RecordBuilder(glucoseUnit: unit)
            let roiQuad = try roi.map(Self.parseROI)
            let reader = SevenSegmentReader()
            // A progress bar on long batches whose output goes to a file or pipe (never mixed with lines
            // on the terminal, never with --submit prompts).
            let progress = ProgressBar(label: "read", total: images.count,
                                       enabled: images.count >= 10 && !submit && isatty(STDERR_FILENO) == 1
                                           && isatty(STDOUT_FILENO) == 0)
            defer { progress.finish() }
            for (index, path) in images.enumerated() {
                defer { progress.update(index + 1) }
                var result = try ImageReadJob(path: path, peripheral: p, roi: roiQuad, findDisplay: noRoi, reader: reader, builder: builder,
                                              debugImage: debugImage.map { Self.debugPath($0, index: index, count: images.count) })
                    .run()
                outcome = outcome.combined(with: result.outcome)
                if !json { print(result.humanLine) }
                if submit, let record = result.output.record {
                    if let sent = try await verifyAndSubmit(record, assumeYes: yes) {
                        result.output.submission = sent
                        if !json { print("  \(sent.message)") }
                    } else if !json {
                        print("  not submitted")
                    }
                }
                if json { try printJSON(result.output) }
            }
        }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }

    /// PATH for one image, "name-N.ext" when reading several.
    static func debugPath(_ path: String, index: Int, count: Int) -> String {
        guard count > 1 else { return path }
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension
        return url.deletingPathExtension().path + "-\(index + 1)." + ext
    }
}

/// How a batch went: the worst outcome decides the exit code.
enum ReadOutcome: Int, Comparable {
    case allRead = 0, noReading = 1, badInput = 3

    static func < (a: ReadOutcome, b: ReadOutcome) -> Bool { a.rawValue < b.rawValue }
    func combined(with other: ReadOutcome) -> ReadOutcome { max(self, other) }
    var exitCode: Int32 { Int32(rawValue) }
}
