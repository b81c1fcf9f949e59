import Foundation

/// The one error type of the library: misuse and I/O. A frame that cannot be read is not an error
/// (see `DisplayReading.issues`).
///
/// `message` is one full sentence naming the file, field and value concerned; `code` is stable and maps
/// to the CLI's exit code.
public struct VitalSnapError: Error, CustomStringConvertible, LocalizedError, Sendable {
    public enum Code: String, Sendable, CaseIterable {
        /// An input file is missing, empty, unreadable, not an image/video, or too large.
        case badInput = "bad-input"
        /// A command-line or API argument is malformed (e.g. a --roi with 7 numbers).
        case invalidArgument = "invalid-argument"
        /// A peripheral file is malformed or invalid, or a peripheral id is unknown.
        case catalog = "catalog"
        /// A camera device is missing, busy or not a capture device.
        case device = "device"
        /// The health server refused or could not be reached.
        case server = "server"
        /// The local store (SQLite) failed.
        case storage = "storage"
        /// A configuration value is missing or invalid.
        case configuration = "configuration"
        /// A bug: should not happen.
        case `internal` = "internal"

        /// Exit code used by the `vitalsnap` command (documented in the README).
        public var exitCode: Int32 {
            switch self {
            case .badInput: return 3
            case .invalidArgument: return 64
            case .catalog: return 4
            case .device: return 5
            case .server: return 6
            case .storage: return 7
            case .configuration: return 8
            case .internal: return 70
            }
        }
    }

    public var code: Code
    public var message: String
    /// The file concerned, when there is one.
    public var file: String?
    /// The field concerned (JSON path, option name), when there is one.
    public var field: String?
    /// Whether trying again later may succeed (network).
    public var isRetryable: Bool
    /// The underlying error's description.
    public var underlying: String?

    public init(_ code: Code, _ message: String, file: String? = nil, field: String? = nil,
                retryable: Bool = false, underlying: Error? = nil) {
        self.code = code
        self.message = message
        self.file = file
        self.field = field
        self.isRetryable = retryable
        self.underlying = underlying.map { String(describing: $0) }
    }

    public var description: String { message }
    public var errorDescription: String? { message }
}
