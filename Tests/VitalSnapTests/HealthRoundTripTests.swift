import Foundation
import SevenSegment
import XCTest
@testable import VitalSnap

/// Renderer → reader over every health peripheral: several values per line (leading blanks, narrow
/// "1", decimals, HI / LO / Err) and seeds. `none` and `mild` must read exactly; `harsh` may say "not
/// sure" but must never report a wrong value.
///
/// `HEALTH_SWEEP_SEEDS=N` widens the sweep (see `wide`); the summary is printed.
final class HealthRoundTripTests: XCTestCase {
    struct Tally: CustomStringConvertible {
        var correct = 0, noRead = 0, misread = 0
        var failures: [String] = []
        var description: String { "correct \(correct) / no-read \(noRead) / misread \(misread)" }
    }

    /// Texts one line can show, chosen from what its layout allows.
    static func texts(for line: LineLayout) -> [String] {
        var out: [String]
        switch (line.field, line.decimals, line.digits) {
        case (.glucose, 1, _): out = ["5.6", "12.1", "10.0", "3.8", "18.4"]
        case (.glucose, _, _): out = ["104", "87", "111", "250", "61"]
        case (.systolic, _, _): out = ["128", "95", "141", "110", "187"]
        case (.diastolic, _, _): out = ["82", "61", "100", "71", "119"]
        case (.pulse, _, _): out = ["71", "108", "60", "111", "94"]
        case (.spo2, _, _): out = ["97", "100", "89", "91", "85"]
        case (.temperature, _, _): out = ["37.2", "36.8", "41.0", "38.5", "34.1"]
        case (.weight, _, 4): out = ["72.4", "105.3", "61.0", "118.8", "9.6"]
        default: out = line.decimals > 0 ? ["1.2", "4.7"] : ["12", "47"]
        }
        out += line.words.map(\.rawValue)
        return out
    }

    /// Display values of a peripheral: value k takes text k of each line (lines cycle independently).
    static func values(for layout: DisplayLayout) -> [String] {
        let perLine = layout.lines.map(texts(for:))
        let n = perLine.map(\.count).max() ?? 0
        return (0..<n).map { k in
            perLine.enumerated().map { i, t in t[(k + i) % t.count] }.joined(separator: "/")
        }
    }

    /// Reads every peripheral's values `pick` chooses, once per seed.
    func sweep(_ perturbation: Perturbation, seeds: [UInt64], pick: (Int) -> Bool) throws -> [String: Tally] {
        let catalog = try Catalog.load(directory: Catalog.bundledDirectory.path)
        let reader = SevenSegmentReader()
        var tallies: [String: Tally] = [:]
        for p in catalog.supported {
            var t = Tally()
            for (k, value) in Self.values(for: p.display).enumerated() where pick(k) {
                // Blank leading cells read as nothing.
                let expected = value.split(separator: "/", omittingEmptySubsequences: false)
                    .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "/")
                for seed in seeds {
                    let frame = try p.renderFrame(value: value, perturbation: perturbation, seed: seed + UInt64(k))
                    let quad = p.displayQuad(frameWidth: frame.image.width, frameHeight: frame.image.height)
                    let r = reader.read(frame.image, layout: p.display, quad: quad)
                    let name = "\(p.slug) \(value) seed \(seed + UInt64(k))"
                    if !r.isComplete {
                        t.noRead += 1
                        if perturbation != .harsh { t.failures.append("\(name): no read '\(r.text)'") }
                    } else if r.text == expected {
                        t.correct += 1
                    } else {
                        t.misread += 1
                        t.failures.append("\(name): MISREAD '\(r.text)' conf \(r.confidence)")
                    }
                }
            }
            tallies[p.slug] = t
        }
        var total = Tally()
        for (slug, t) in tallies.sorted(by: { $0.key < $1.key }) {
            print("sweep \(perturbation) \(slug): \(t)")
            for f in t.failures { print("  \(f)") }
            total.correct += t.correct; total.noRead += t.noRead; total.misread += t.misread
        }
        print("sweep \(perturbation) total: \(total)")
        return tallies
    }

    /// `HEALTH_SWEEP_SEEDS=N`: every value with N seeds per level; default: a third of the values per
    /// level (the levels take turns, so each value is read once), to keep the debug test short.
    var wide: Int? { Int(ProcessInfo.processInfo.environment["HEALTH_SWEEP_SEEDS"] ?? "") }

    func seeds(_ base: UInt64) -> [UInt64] { (0..<(wide ?? 1)).map { base + 100 * UInt64($0) } }
    func pick(_ level: Int) -> (Int) -> Bool { wide == nil ? { $0 % 3 == level } : { _ in true } }

    func testCleanAndMildFramesReadExactly() throws {
        for (i, level) in [Perturbation.none, .mild].enumerated() {
            let tallies = try sweep(level, seeds: seeds(level == .none ? 1 : 3), pick: pick(i))
            for (slug, t) in tallies.sorted(by: { $0.key < $1.key }) {
                XCTAssertEqual(t.misread, 0, "\(level) \(slug): \(t.failures)")
                XCTAssertEqual(t.noRead, 0, "\(level) \(slug): \(t.failures)")
                XCTAssertGreaterThan(t.correct, 0, "\(level) \(slug): values were read")
            }
        }
    }

    func testHarshFramesNeverMisread() throws {
        let tallies = try sweep(.harsh, seeds: seeds(5), pick: pick(2))
        for (slug, t) in tallies.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(t.misread, 0, "harsh \(slug): \(t.failures)")
        }
        // Every health peripheral was rendered and read (not sure is allowed here, a wrong value is not).
        let catalog = try Catalog.load(directory: Catalog.bundledDirectory.path)
        XCTAssertEqual(Set(tallies.keys), Set(catalog.supported.map(\.slug)))
        for (slug, t) in tallies { XCTAssertGreaterThan(t.correct + t.noRead, 0, "harsh \(slug): frames were read") }
    }
}
