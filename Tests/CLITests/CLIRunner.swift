import Foundation
import XCTest

/// Runs the built `vitalsnap` binary and captures its exit code, stdout and stderr.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CLI {
    /// The products folder (.build/debug) holding the test bundle and the `vitalsnap` binary.
    static var binary: URL {
        var url = Bundle(for: CLIBundleMarker.self).bundleURL
        while url.pathComponents.count > 1, !FileManager.default.fileExists(atPath: url.appendingPathComponent("vitalsnap").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("vitalsnap")
    }

    /// The package root (where Package.swift is).
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    @discardableResult
    static func run(_ args: [String], env: [String: String] = [:], stdin: String? = nil,
                    cwd: URL? = nil) throws -> CLIResult {
        let p = Process()
        p.executableURL = binary
        p.arguments = args
        p.currentDirectoryURL = cwd ?? packageRoot
        var environment = ProcessInfo.processInfo.environment
        for (k, v) in env { environment[k] = v }
        p.environment = environment
        let out = Pipe(), err = Pipe(), input = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = input
        try p.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try? input.fileHandleForWriting.close()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return CLIResult(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                         stderr: String(decoding: e, as: UTF8.self))
    }
}

final class CLIBundleMarker {}
