import Foundation
import SevenSegment
import VitalSnap

/// Prints a scan's events: JSON lines (`--json`), one live line rewritten with "\r" on a terminal,
/// or just the result when stdout is a pipe.
final class ScanOutput {
    let json: Bool
    let live: Bool
    private var lastLiveLength = 0
    private var guidance: [QualityKind] = []

    init(json: Bool, live: Bool) { self.json = json; self.live = live }

    /// The record the final reading became, if it became one.
    private(set) var record: VitalRecord?
    var madeRecord: Bool { record != nil }

    func handle(_ event: SessionEvent, peripheral: Peripheral, runner: SessionRunner, builder: RecordBuilder,
                scan: ScanCommand) throws {
        switch event {
        case let .start(source, width, height, fps):
            let quad = runner.frameReader.searchQuad(width: width, height: height)
            if json {
                emit(["event": "start", "source": source, "width": width, "height": height, "fps": fps,
                      "peripheral": ["id": peripheral.id, "slug": peripheral.slug, "name": peripheral.name],
                      "searchQuad": quad.map { $0.numbers.map(Self.round) } as Any,
                      "rule": ["agree": scan.agree, "window": scan.window, "conflicts": scan.conflicts, "minHold": scan.minHold,
                               "timeout": scan.timeout, "timeoutFrames": scan.timeoutFrames]])
            } else {
                printError("scanning \(source) for \(peripheral.name) (Ctrl-C to stop)")
            }
        case let .partial(p):
            if json {
                emit(["event": "partial", "frame": p.frameIndex, "time": Self.round(p.timestamp), "text": p.text,
                      "lines": p.lines.map { ["field": $0.field.rawValue, "text": $0.text, "confidences": $0.confidences.map(Self.round)] },
                      "displayFound": p.displayFound,
                      "glare": p.glare.map { ["x": $0.x, "y": $0.y, "width": $0.width, "height": $0.height] },
                      "blur": p.blurScore.map(Self.round) as Any, "quad": p.quad.map { $0.numbers.map(Self.round) } as Any,
                      "issues": p.issues.map(\.code), "candidate": p.candidate as Any,
                      "votes": p.candidateVotes, "needed": p.votesNeeded])
            } else if live {
                var line = "frame \(p.frameIndex): " + (p.text.isEmpty ? "…" : p.text)
                if let c = p.candidate { line += "  [\(c) \(p.candidateVotes)/\(p.votesNeeded)]" }
                if let g = guidance.last { line += "  — \(g.guidance)" }
                rewrite(line)
            }
        case let .quality(signal):
            if signal.active { guidance.append(signal.kind) } else { guidance.removeAll { $0 == signal.kind } }
            if json {
                emit(["event": "quality", "frame": signal.frameIndex, "kind": signal.kind.rawValue, "active": signal.active,
                      "guidance": signal.guidance])
            }
        case let .converged(final):
            var cropPath: String?
            if let path = scan.saveCrop, let crop = final.crop, !crop.isEmpty {
                try ImageIO.write(crop, to: path)
                cropPath = path
            }
            var record: VitalRecord?, recordError: String?
            do {
                record = try builder.record(from: final.reading, peripheral: peripheral)
                record?.confidence = final.confidence
                record?.cropPath = cropPath
                if record == nil { recordError = "the reading is incomplete" }
            } catch let e as VitalSnapError {
                recordError = e.message
            }
            self.record = record
            if json {
                var object: [String: Any] = [
                    "event": "converged", "text": final.text, "frame": final.frameIndex, "time": Self.round(final.timestamp),
                    "confidence": Self.round(final.confidence), "framesUsed": final.framesUsed, "bestFrame": final.bestFrame,
                    "lines": final.reading.lines.map { ["field": $0.field.rawValue, "text": $0.text] },
                    "crop": cropPath as Any, "record": NSNull()]
                if let record, let data = try? makeJSONEncoder().encode(record) {
                    object["record"] = try JSONSerialization.jsonObject(with: data)
                }
                if let recordError { object["recordError"] = recordError }
                emit(object)
            } else {
                endLive()
                print("\(final.text)  (\(peripheral.name), frame \(final.frameIndex), confidence \(String(format: "%.2f", final.confidence)))")
                if let record { print(Self.describe(record)) }
                if let recordError { printError("vitalsnap: no record: \(recordError)") }
                if let cropPath { print("crop saved to \(cropPath)") }
            }
        case let .close(outcome, frames):
            if json {
                let n = Double(max(1, frames))
                emit(["event": "close", "frames": frames, "outcome": outcome.code, "message": outcome.message,
                      "readerMsPerFrame": Self.round(runner.readerSeconds * 1000 / n),
                      "sessionUsPerFrame": Self.round(runner.sessionSeconds * 1e6 / n)])
            }
            endLive()
            if outcome.finalReading == nil { printError("vitalsnap: \(outcome.message)") }
        }
    }

    /// Reports an error: an `error` event (and a `close` event) in JSON, one stderr line always.
    func fail(_ error: VitalSnapError) {
        endLive()
        if json {
            var e: [String: Any] = ["event": "error", "code": error.code.rawValue, "message": error.message,
                                    "exitCode": Int(error.code.exitCode)]
            if let file = error.file { e["file"] = file }
            if let field = error.field { e["field"] = field }
            emit(e)
        }
        printError("vitalsnap: \(error.message)")
    }

    private func rewrite(_ line: String) {
        let padded = line.count < lastLiveLength ? line + String(repeating: " ", count: lastLiveLength - line.count) : line
        FileHandle.standardOutput.write(Data(("\r" + padded).utf8))
        lastLiveLength = line.count
    }

    private func endLive() {
        guard live, lastLiveLength > 0 else { return }
        FileHandle.standardOutput.write(Data("\n".utf8))
        lastLiveLength = 0
    }

    /// After `--submit`: what became of the record (a `submitted` JSON event, or one line).
    func submitted(_ result: SubmitResult?) {
        if json {
            var object: [String: Any] = ["event": "submitted", "status": result?.status.rawValue ?? "discarded"]
            if let result {
                object["identifier"] = result.identifier
                object["queueId"] = result.queueId
                object["message"] = result.message
            }
            emit(object)
        } else {
            print(result.map { "  \($0.message)" } ?? "  not submitted")
        }
    }

    private func emit(_ object: [String: Any]) {
        let cleaned = object.mapValues(Self.unwrap)
        guard let data = try? JSONSerialization.data(withJSONObject: cleaned, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }

    /// "glucose 104 mg/dL" (", " between measurements), with the flags to check.
    static func describe(_ record: VitalRecord) -> String {
        var line = record.measurements.map { m -> String in
            let v = m.outOfRange.map { $0 == .high ? "HI" : "LO" } ?? m.value.map(RecordPlausibility.format) ?? "?"
            return "\(m.field.rawValue) \(v) \(m.unit)"
        }.joined(separator: ", ")
        if !record.flags.isEmpty { line += "  [check: " + record.flags.map(\.message).joined(separator: "; ") + "]" }
        return line
    }

    /// Optionals (wrapped in Any) become their value or JSON null.
    static func unwrap(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrap($0.value) } ?? NSNull()
    }

    static func round(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
}
