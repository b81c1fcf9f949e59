import Foundation
import SevenSegment

/// What one frame of a rendered fixture video shows.
public enum FixtureFrame: Equatable, Sendable {
    /// The meter with `text` on its display; `glare` puts a strong specular spot over the digits.
    case display(text: String, glare: Bool)
    /// The meter has left the picture: only the table.
    case tableOnly
    /// A scene with no display at all (table, papers, a box): must never give a reading.
    case clutter
}

/// A fixture video: its frames, how they are perturbed, and what the session must make of it.
///
/// The ground truth written next to each video (`NAME.json`) holds these fields, the per-frame plan,
/// the expected final text (nil = must not converge) and the earliest frame at which the default rule
/// (`SessionOptions()`) can converge if every display frame is read.
public struct SessionFixtureScript: Equatable, Sendable {
    public var name: String
    public var summary: String
    public var frames: [FixtureFrame]
    public var perturbation: Perturbation
    public var seed: UInt64
    public var width: Int
    public var height: Int
    public var fps: Double
    /// What the session must converge to (nil: it must end without a reading).
    public var expected: String?
    /// Upper bound on the convergence frame the tests accept (noisy frames may cost a few votes).
    public var convergeBy: Int?

    /// Standard fixtures for a single-line peripheral showing integers (e.g. a glucose meter in mg/dL).
    /// 5 fps, 320x240, a few seconds each.
    public static func standardSet(width: Int = 320, height: Int = 240, fps: Double = 5) -> [SessionFixtureScript] {
        func shows(_ t: String, _ n: Int, glare: Bool = false) -> [FixtureFrame] { Array(repeating: .display(text: t, glare: glare), count: n) }
        func make(_ name: String, _ summary: String, _ frames: [FixtureFrame], _ p: Perturbation, seed: UInt64,
                  expected: String?, by: Int?) -> SessionFixtureScript {
            SessionFixtureScript(name: name, summary: summary, frames: frames, perturbation: p, seed: seed, width: width,
                                 height: height, fps: fps, expected: expected, convergeBy: by)
        }
        return [
            make("clean", "104 shown steadily, no perturbation", shows("104", 10), .none, seed: 1, expected: "104", by: 6),
            make("noisy", "156 hand-held: shift, rotation, perspective, blur, noise change every frame",
                 shows("156", 12), .mild, seed: 2, expected: "156", by: 11),
            make("glare", "98 with a strong glare spot over the digits on frames 2-6",
                 shows("98", 2) + shows("98", 5, glare: true) + shows("98", 10), .none, seed: 3, expected: "98", by: 16),
            make("lost", "212, the meter leaves the picture on frames 3-6, then comes back",
                 shows("212", 3) + Array(repeating: .tableOnly, count: 4) + shows("212", 10), .none, seed: 4,
                 expected: "212", by: 16),
            make("nodisplay", "a table with papers and a box, no display anywhere",
                 Array(repeating: .clutter, count: 10), .mild, seed: 6, expected: nil, by: nil),
            countdown(width: width, height: height, fps: fps),
        ]
    }

    /// The value changes mid-video: the meter counts down 3 2 1 (one step a second), then shows 123.
    /// Also the README demo (`demo-glucose.avi`): the main job when there is no webcam.
    public static func countdown(width: Int = 320, height: Int = 240, fps: Double = 5) -> SessionFixtureScript {
        let steps = ["3", "2", "1"].flatMap { Array(repeating: FixtureFrame.display(text: $0, glare: false), count: Int(fps)) }
        return SessionFixtureScript(name: "demo", summary: "a meter counting down 3 2 1 (one step a second), then showing 123",
                                    frames: steps + Array(repeating: .display(text: "123", glare: false), count: 12),
                                    perturbation: .none, seed: 7, width: width, height: height, fps: fps,
                                    expected: "123", convergeBy: 26)
    }

    /// The first frame at which the rule in `options` can converge when every display frame is read
    /// correctly (nil if it cannot): a simulation of the session on the script's own ground truth.
    public func idealConvergence(layout: DisplayLayout, options: SessionOptions = SessionOptions()) throws -> Int? {
        var session = try OCRSession(layout: layout, options: options)
        for (i, f) in frames.enumerated() {
            var reading = DisplayReading(lines: [], issues: [.displayNotFound])
            if case let .display(text, _) = f {
                let parts = text.split(separator: "/").map(String.init)
                // A text the line cannot show (a count-down's single digit on a glucometer) is declined by
                // the reader, so it is no vote here either.
                reading = DisplayReading(lines: zip(layout.lines, parts).map { line, part in
                    LineReading(field: line.field, text: part, characters: part.map { CharacterReading(character: $0, confidence: 1) },
                                issues: line.canShow(part) ? [] : [.notAllowed(text: part)])
                })
            }
            if let outcome = session.feed(reading, index: i, timestamp: Double(i) / fps)?.outcome {
                return outcome.finalReading?.frameIndex
            }
        }
        return nil
    }
}

/// The ground truth file written next to a fixture video.
public struct SessionFixtureTruth: Codable, Equatable, Sendable {
    public struct FrameTruth: Codable, Equatable, Sendable {
        public var index: Int
        /// Text on the display, nil when no display is visible.
        public var text: String?
        public var glare: Bool
        /// The display's quad in frame pixels as rendered (nil when no display is visible).
        public var displayQuad: [Double]?
    }

    public var video: String
    public var summary: String
    public var peripheral: String
    public var width: Int
    public var height: Int
    public var fps: Double
    public var perturbation: String
    public var seed: UInt64
    /// Final text the session must converge to; nil = it must never converge.
    public var expected: String?
    /// Earliest frame the default rule can converge at when every display frame is read.
    public var idealConvergenceFrame: Int?
    /// Latest convergence frame the tests accept.
    public var convergeBy: Int?
    public var frames: [FrameTruth]

    /// Loads `path` (a fixture's .json).
    public static func load(_ path: String) throws -> SessionFixtureTruth {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw VitalSnapError(.badInput, "\(path): cannot read the fixture ground truth", file: path, underlying: error)
        }
        do { return try JSONDecoder().decode(SessionFixtureTruth.self, from: data) } catch {
            throw VitalSnapError(.badInput, "\(path): not a fixture ground-truth file: \(error)", file: path, underlying: error)
        }
    }
}
