/// The recognizer's answer for one frame: per line what was read, how sure, and what went wrong.
///
/// A frame that cannot be read is not an error: it is a `DisplayReading` whose lines are empty or
/// unresolved and whose `issues` say why.
public struct DisplayReading: Equatable, Sendable {
    /// Where the display was taken from, in frame pixels.
    public var quad: Quad?
    /// Per layout line, in layout order (empty when the display was not found).
    public var lines: [LineReading]
    /// Frame-level problems (display not found, glare, blur, low contrast...).
    public var issues: [ReadingIssue]
    /// Areas of specular glare, in frame pixels.
    public var glare: [PixelRect]
    /// Sharpness of the display crop (variance of the Laplacian, higher is sharper); nil if not measured.
    public var sharpness: Double?
    /// The dewarped display, upright, dark-on-light is not implied (as seen).
    public var crop: GrayImage?

    public init(quad: Quad? = nil, lines: [LineReading] = [], issues: [ReadingIssue] = [],
                glare: [PixelRect] = [], sharpness: Double? = nil, crop: GrayImage? = nil) {
        self.quad = quad; self.lines = lines; self.issues = issues; self.glare = glare
        self.sharpness = sharpness; self.crop = crop
    }

    /// Lines joined by "/", e.g. "128/82/71"; unresolved characters as "_".
    public var text: String { lines.map(\.text).joined(separator: "/") }

    /// True when every line was read with no line-level issue.
    public var isComplete: Bool {
        !lines.isEmpty && lines.allSatisfy { $0.isComplete }
    }

    /// The lowest character confidence over all lines (0 when nothing was read).
    public var confidence: Double {
        let all = lines.flatMap { $0.characters.map(\.confidence) }
        return all.min() ?? 0
    }
}

/// What one layout line reads.
public struct LineReading: Equatable, Sendable {
    public var field: DisplayField
    /// The characters read, with "." for the decimal point and "_" for an unresolved character.
    public var text: String
    public var characters: [CharacterReading]
    public var issues: [ReadingIssue]
    /// The characters the segmenter cut a decimal point out after, whether or not the text shows it
    /// (`SevenSegmentReader+ColourLookGrayPoint`: a point at a place the line's lost digit moved).
    public var pointsCutAfter: [Int] = []

    public init(field: DisplayField, text: String, characters: [CharacterReading], issues: [ReadingIssue] = []) {
        self.field = field; self.text = text; self.characters = characters; self.issues = issues
    }

    public var isComplete: Bool { issues.isEmpty && !text.isEmpty && !text.contains("_") }
    public var confidence: Double { characters.map(\.confidence).min() ?? 0 }
}

/// One decoded character cell.
public struct CharacterReading: Equatable, Sendable {
    /// The character ("0"..."9", "-", "H", "I", "L", "O", "E", "r", "." or "_" when unresolved).
    public var character: Character
    /// 0...1: how clearly the segment pattern matched `character`.
    public var confidence: Double
    /// The lit segments that were seen.
    public var segments: Segments
    /// The cell in display-crop pixels.
    public var cell: PixelRect?
    /// Unlit segments whose level came close to the line's threshold (they may be lit but faint).
    public var faint: Segments = []
    /// Sampled as a small decimal in its own rows (`CharacterCell.small`, `LineLayout.smallDecimals`); set by
    /// the reader where `ReaderOptions.comparesSmallDecimalsApart` (`SecondLook.smallInOtherBox`).
    public var small = false

    public init(character: Character, confidence: Double, segments: Segments = [], cell: PixelRect? = nil,
                faint: Segments = []) {
        self.character = character; self.confidence = confidence; self.segments = segments; self.cell = cell
        self.faint = faint
    }
}

/// Why a reading is missing or uncertain.
public enum ReadingIssue: Equatable, Hashable, Sendable {
    case displayNotFound
    case displayTooSmall
    case displayCutOff
    case lowContrast
    case glare
    case blur
    case unknownPattern(position: Int)
    case digitCountMismatch(expected: Int, found: Int)
    /// Fewer digits than the line's `minimumDigits`: a digit was probably lost.
    case tooFewDigits(minimum: Int, found: Int)
    case ambiguous(position: Int)
    case notAllowed(text: String)
    /// Every digit position shows "8": the meter's power-on segment test (or a pattern that merely
    /// looks lit everywhere), never a measurement.
    case segmentTest
    /// The line may show one of its layout's words (HI, LO, Err) that did not read whole (an L whose foot
    /// looks like a point): whatever number it seems to show is not taken.
    case wordLike(String)

    /// A stable code for JSON and logs.
    public var code: String {
        switch self {
        case .displayNotFound: return "display-not-found"
        case .displayTooSmall: return "display-too-small"
        case .displayCutOff: return "display-cut-off"
        case .lowContrast: return "low-contrast"
        case .glare: return "glare"
        case .blur: return "blur"
        case .unknownPattern: return "unknown-pattern"
        case .digitCountMismatch: return "digit-count-mismatch"
        case .tooFewDigits: return "too-few-digits"
        case .ambiguous: return "ambiguous"
        case .notAllowed: return "not-allowed"
        case .segmentTest: return "segment-test"
        case .wordLike: return "word-like"
        }
    }

    /// One sentence for people.
    public var message: String {
        switch self {
        case .displayNotFound: return "display not found"
        case .displayTooSmall: return "display too small: move closer"
        case .displayCutOff: return "display cut off: move farther or re-centre"
        case .lowContrast: return "contrast too low to see the segments"
        case .glare: return "glare on the display: tilt the meter or the light"
        case .blur: return "image blurred: hold still or focus"
        case let .unknownPattern(p): return "character \(p + 1) is not a known seven-segment pattern"
        case let .digitCountMismatch(e, f): return "expected up to \(e) digits, found \(f)"
        case let .tooFewDigits(m, f): return "expected at least \(m) digits, found \(f)"
        case let .ambiguous(p): return "character \(p + 1) is ambiguous"
        case let .notAllowed(t): return "'\(t)' is not a value this line can show"
        case .segmentTest: return "every segment is lit (the meter's display test): wait for the result"
        case let .wordLike(w): return "the display may show \(w) rather than a number"
        }
    }
}
