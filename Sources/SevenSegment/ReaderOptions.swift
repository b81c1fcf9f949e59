/// Tunables of the recognizer. Defaults suit most displays; per-device settings belong in the
/// peripheral's `RecognitionHints`, not here.
public struct ReaderOptions: Equatable, Sendable {
    /// Below this per-character confidence a character is reported unresolved ("_") rather than guessed.
    public var minimumConfidence: Double = 0.6
    /// Keep the dewarped display crop in the reading (costs a copy per frame).
    public var keepCrop: Bool = true

    public init() {}
}
