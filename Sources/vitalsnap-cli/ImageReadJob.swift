import Foundation
import SevenSegment
import VitalSnap

/// Reads one image for `vitalsnap read`: load, choose the quad, recognise, build the record, draw.
struct ImageReadJob {
    var path: String
    var peripheral: Peripheral
    /// Normalised roi, or nil for the overlay's display frame.
    var roi: Quad?
    /// Find the display in the whole image (no roi, no overlay frame).
    var findDisplay = false
    var reader: SevenSegmentReader
    var builder: RecordBuilder
    var debugImage: String?

    struct Issue: Encodable { var code: String; var message: String }
    struct Line: Encodable {
        var field: String
        var text: String
        var confidence: [Double]
        var issues: [Issue]
    }
    struct Failure: Encodable { var code: String; var message: String }
    struct Output: Encodable {
        var image: String
        var text: String?
        var lines: [Line]
        var confidence: Double
        var issues: [Issue]
        var quad: [Double]?
        var record: VitalRecord?
        var recordError: String?
        var debugImage: String?
        var error: Failure?
        /// With --submit: what became of the record (sent, already there, stored locally).
        var submission: SubmitResult?
    }

    struct Result {
        var output: Output
        var outcome: ReadOutcome
        var humanLine: String
    }

    func run() throws -> Result {
        let frame: GrayImage
        do {
            frame = try ImageIO.loadGray(path)
            try ImageIO.checkComplete(path)
        } catch let error as VitalSnapError where error.code == .badInput {
            printError("vitalsnap: \(error.message)")
            let out = Output(image: path, lines: [], confidence: 0, issues: [], error: Failure(code: error.code.rawValue, message: error.message))
            return Result(output: out, outcome: .badInput, humanLine: "\(path): not read (\(error.message))")
        }
        let quad = findDisplay ? nil : roi.map { $0.scaled(Double(frame.width), Double(frame.height)) }
            ?? peripheral.displayQuad(frameWidth: frame.width, frameHeight: frame.height)
        let reading = reader.read(frame, layout: peripheral.display, quad: quad)
        var record: VitalRecord?
        var recordError: String?
        do {
            record = try builder.record(from: reading, peripheral: peripheral)
        } catch let error as VitalSnapError {
            recordError = error.message
        }
        var written: String?
        if let debugImage {
            try ImageIO.write(ColorImage.readingOverlay(frame: frame, reading: reading), to: debugImage)
            if let crop = reading.crop, !crop.isEmpty {
                try ImageIO.write(StripDebugImage.make(crop: crop, layout: peripheral.display, found: quad == nil, reader: reader), to: StripDebugImage.path(for: debugImage))
            }
            written = debugImage
        }
        let lines = reading.lines.map { l in
            Line(field: l.field.rawValue, text: l.text, confidence: l.characters.map { Self.round($0.confidence) },
                 issues: l.issues.map { Issue(code: $0.code, message: $0.message) })
        }
        let complete = reading.isComplete
        let out = Output(image: path, text: reading.lines.isEmpty ? nil : reading.text, lines: lines,
                         confidence: Self.round(reading.confidence),
                         issues: reading.issues.map { Issue(code: $0.code, message: $0.message) },
                         quad: (reading.quad ?? quad)?.numbers.map { ($0 * 10).rounded() / 10 },
                         record: record, recordError: recordError, debugImage: written)
        return Result(output: out, outcome: complete ? .allRead : .noReading, humanLine: humanLine(reading, record, recordError))
    }

    func humanLine(_ reading: DisplayReading, _ record: VitalRecord?, _ recordError: String?) -> String {
        guard reading.isComplete else {
            let why = (reading.issues + reading.lines.flatMap(\.issues)).map(\.message)
            let seen = reading.lines.isEmpty ? "" : " (saw '\(reading.text)')"
            return "\(path): no reading\(seen): \(why.isEmpty ? "not sure of every character" : why.joined(separator: "; "))"
        }
        var line = "\(path): \(reading.text) (confidence \(String(format: "%.2f", reading.confidence)))"
        if let record {
            let parts = record.measurements.map { m -> String in
                let v = m.outOfRange.map { $0 == .high ? "HI" : "LO" } ?? m.value.map(RecordPlausibility.format) ?? "?"
                return "\(m.field.rawValue) \(v) \(m.unit)"
            }
            line += " → " + parts.joined(separator: ", ")
            if !record.flags.isEmpty { line += " [check: " + record.flags.map(\.message).joined(separator: "; ") + "]" }
        } else if let recordError {
            line += " → no record: \(recordError)"
        }
        return line
    }

    static func round(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
}
