import SevenSegment

/// The evaluation of one manifest entry.
public struct ImageResult: Equatable, Sendable {
    /// Position in the manifest (0-based).
    public var index: Int
    public var entry: ManifestEntry
    public var outcome: EvalOutcome
    /// Everything that was read (lines joined by "/", '_' for unresolved characters).
    public var read: String
    /// The part of the reading compared with the label.
    public var compared: String
    /// The label as compared.
    public var expected: String
    /// Why it is a no-read (issue codes).
    public var reasons: [String]
    /// Time to decode the image file, milliseconds.
    public var decodeMs: Double
    /// Time spent in the recognizer, milliseconds (nil when the image could not be decoded).
    public var recognizeMs: Double?
    /// The quad handed to the reader, in image pixels (nil = find the display).
    public var givenQuad: Quad?
    /// Where the reader took the display from, in image pixels.
    public var foundQuad: Quad?
    /// Lowest character confidence of the reading.
    public var confidence: Double
    /// Set when the image file could not be decoded.
    public var error: String?

    public init(index: Int, entry: ManifestEntry, outcome: EvalOutcome, read: String, compared: String,
                expected: String, reasons: [String], decodeMs: Double, recognizeMs: Double?,
                givenQuad: Quad? = nil, foundQuad: Quad? = nil, confidence: Double = 0, error: String? = nil) {
        self.index = index; self.entry = entry; self.outcome = outcome; self.read = read; self.compared = compared
        self.expected = expected; self.reasons = reasons; self.decodeMs = decodeMs; self.recognizeMs = recognizeMs
        self.givenQuad = givenQuad; self.foundQuad = foundQuad; self.confidence = confidence; self.error = error
    }
}
