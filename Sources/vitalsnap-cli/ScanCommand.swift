import ArgumentParser
import Foundation
import SevenSegment
import VitalSnap

struct ScanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Reads a device's display live from a webcam, a video file or an image sequence until the reading is stable.",
        discussion: """
        Frames are read one at a time; the reading is final once the same complete reading held on \
        --agree frames of the last --window frames with no conflicting reading, for at least --min-hold \
        seconds (meters count down before showing their result). Without --roi the display is looked \
        for inside the peripheral's overlay frame.

        --json prints one JSON object a line, each with an "event" field: start, partial, quality, \
        converged, error, close (close carries the frames processed and the outcome).

        The final reading becomes a record (glucose in --unit, blood pressure, ...) printed with it; the \
        converged event carries it as "record".

        Exit codes: 0 converged with a record; 1 timed out, the input ended without a reading, cancelled, \
        or the reading is not a value (e.g. Err); \
        3 bad input file; 4 catalog; 5 camera device missing, busy or not a capture device; 64 usage; 70 internal.
        """
    )

    @Option(help: "Peripheral id, slug, or peripheral JSON file.")
    var peripheral: String

    @Option(help: "V4L2 camera device, e.g. /dev/video0.")
    var device: String?

    @Option(help: "Video file (e.g. MJPEG .avi).")
    var video: String?

    @Option(help: "Folder of images (sorted by name) or a glob pattern such as 'shots/*.png'.")
    var images: String?

    @Option(help: "Display quad normalised to the frame: 8 numbers \"x1 y1 x2 y2 x3 y3 x4 y4\" (TL TR BR BL).")
    var roi: String?

    @Option(help: "Glucose unit of the record: mg/dL or mmol/L.")
    var unit: String = "mg/dL"

    @Option(help: "Give up after this many seconds of stream time without a stable reading.")
    var timeout: Double = 20

    @Option(name: .customLong("timeout-frames"), help: "Give up after this many frames without a stable reading.")
    var timeoutFrames: Int = 300

    @Option(help: "Catalog folder (default: $VITALSNAP_CATALOG or the bundled Peripherals/).")
    var catalog: String?

    @Flag(help: "Print JSON lines (one event a line) instead of text.")
    var json = false

    @Option(name: .customLong("save-crop"), help: "Write the display crop of the final reading to this image file (.png, .jpg).")
    var saveCrop: String?

    @Option(help: "Agreeing complete frames needed (N).")
    var agree: Int = 5

    @Option(help: "Recent frames considered (window).")
    var window: Int = 10

    @Option(help: "Conflicting complete frames tolerated in the window.")
    var conflicts: Int = 0

    @Option(name: .customLong("min-hold"), help: "Seconds the reading must hold before it is final (0 for still images).")
    var minHold: Double = 1.2

    @Option(help: "Camera frame size to ask for, WIDTHxHEIGHT.")
    var size: String = "640x480"

    @Option(help: "Camera frame rate to ask for, or the rate at which an image sequence is played.")
    var fps: Double?

    @Flag(help: "Check the final record (submit / edit / discard on the terminal) and submit it to the health server, or keep it in the local store when none is configured.")
    var submit = false

    @Flag(help: "With --submit: submit as read without asking (never a record without a number, such as HI/LO).")
    var yes = false

    func validate() throws {
        if yes, !submit { throw ValidationError("--yes only goes with --submit.") }
        let sources = [device, video, images].compactMap { $0 }
        guard sources.count == 1 else {
            throw ValidationError("Give exactly one of --device, --video or --images (got \(sources.count)).")
        }
        guard ["mg/dL", "mmol/L"].contains(unit) else {
            throw ValidationError("--unit must be mg/dL or mmol/L (got '\(unit)').")
        }
        guard timeout > 0 else { throw ValidationError("--timeout must be a positive number of seconds (got \(timeout)).") }
        guard timeoutFrames > 0 else { throw ValidationError("--timeout-frames must be at least 1 (got \(timeoutFrames)).") }
        guard Self.parseSize(size) != nil else {
            throw ValidationError("--size must look like 640x480 (got '\(size)').")
        }
        if let fps, !(fps > 0) { throw ValidationError("--fps must be positive (got \(fps)).") }
        if let roi { _ = try ReadCommand.parseROI(roi) }
        do { try sessionOptions.validate() } catch let e as VitalSnapError { throw ValidationError(e.message + ".") }
    }

    static func parseSize(_ s: String) -> (Int, Int)? {
        let p = s.lowercased().split(separator: "x").compactMap { Int($0) }
        guard p.count == 2, p[0] > 0, p[1] > 0, p[0] <= 8192, p[1] <= 8192 else { return nil }
        return (p[0], p[1])
    }

    var sessionOptions: SessionOptions {
        var o = SessionOptions()
        o.agreeingFrames = agree
        o.window = window
        o.maxConflicting = conflicts
        o.minimumHoldSeconds = minHold
        o.timeoutSeconds = timeout
        o.timeoutFrames = timeoutFrames
        return o
    }

    var sourceSpec: FrameSourceSpec {
        if let device {
            let (w, h) = Self.parseSize(size) ?? (640, 480)
            return .camera(device: device, width: w, height: h, fps: fps ?? 30)
        }
        if let video { return .video(path: video) }
        return .images(pattern: images ?? "", fps: fps ?? 10)
    }

    func run() async throws {
        let output = ScanOutput(json: json, live: !json && isatty(STDOUT_FILENO) != 0)
        let outcome: SessionOutcome
        do {
            let quad = try roi.map(ReadCommand.parseROI)
            let options = sessionOptions
            let builder = try RecordBuilder(glucoseUnit: unit)
            let peripheral = try Catalog.resolve(self.peripheral, directory: catalog)
            let source = try sourceSpec.open()
            let runner = try SessionRunner(source: source, frameReader: FrameReader(peripheral: peripheral, roi: quad),
                                           options: options)
            let interrupt = Self.cancelOnInterrupt(runner)
            defer { interrupt.cancel(); signal(SIGINT, SIG_DFL) }
            outcome = try runner.run { event in
                try output.handle(event, peripheral: peripheral, runner: runner, builder: builder, scan: self)
            }
            if submit, let record = output.record {
                output.submitted(try await verifyAndSubmit(record, assumeYes: yes))
            }
        } catch let error as VitalSnapError {
            output.fail(error)
            throw ExitCode(error.code.exitCode)
        }
        if outcome.finalReading == nil || !output.madeRecord { throw ExitCode(1) }
    }

    /// Ctrl-C cancels the session (the close event is still printed) instead of killing the process.
    static func cancelOnInterrupt(_ runner: SessionRunner) -> DispatchSourceSignal {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { runner.cancel() }
        source.resume()
        return source
    }
}
