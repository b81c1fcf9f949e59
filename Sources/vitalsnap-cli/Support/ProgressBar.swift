import Foundation

/// A one-line progress bar on stderr, drawn only when stderr is a terminal (never in pipes, files or CI).
final class ProgressBar: @unchecked Sendable {
    private let label: String
    private let total: Int
    private let enabled: Bool
    private var lastDrawn = -1

    init(label: String, total: Int, enabled: Bool = isatty(STDERR_FILENO) == 1) {
        self.label = label; self.total = total; self.enabled = enabled && total > 0
    }

    /// Redraws when the percentage changed. Callers serialise calls.
    func update(_ done: Int) {
        guard enabled else { return }
        let percent = done * 100 / max(total, 1)
        guard percent != lastDrawn else { return }
        lastDrawn = percent
        let width = 30
        let filled = done * width / max(total, 1)
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(done)/\(total) \(percent)%".utf8))
    }

    func finish() {
        guard enabled, lastDrawn >= 0 else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
