import Foundation

/// Where VitalSnap keeps its local data (the record store and outbox database, config.json).
///
/// `VITALSNAP_HOME` when set; otherwise `$XDG_DATA_HOME/vitalsnap`, or `~/.local/share/vitalsnap`.
/// The folder is created with mode 0700.
public struct VitalSnapHome: Sendable {
    public var url: URL

    public init(url: URL) { self.url = url }

    public static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) -> VitalSnapHome {
        if let home = environment["VITALSNAP_HOME"], !home.isEmpty {
            return VitalSnapHome(url: URL(fileURLWithPath: home))
        }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return VitalSnapHome(url: URL(fileURLWithPath: xdg).appendingPathComponent("vitalsnap"))
        }
        let user = environment["HOME"] ?? NSHomeDirectory()
        return VitalSnapHome(url: URL(fileURLWithPath: user).appendingPathComponent(".local/share/vitalsnap"))
    }

    public var databaseURL: URL { url.appendingPathComponent("vitalsnap.sqlite") }
    public var configURL: URL { url.appendingPathComponent("config.json") }
    public var flushLockURL: URL { url.appendingPathComponent("flush.lock") }

    /// Creates the folder (mode 0700) when missing.
    public func ensureExists() throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw VitalSnapError(.storage, "Cannot create the VitalSnap data folder \(url.path): \(error.localizedDescription)",
                                 file: url.path, underlying: error)
        }
    }
}
