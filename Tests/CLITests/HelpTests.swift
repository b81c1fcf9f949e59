import XCTest

final class HelpTests: XCTestCase {
    /// Every subcommand the README documents is reachable from the root command.
    func testRootHelpListsEveryDocumentedCommand() throws {
        let r = try CLI.run(["--help"])
        XCTAssertEqual(r.status, 0, r.stderr)
        for command in ["peripherals", "overlay", "render", "read", "scan", "eval", "corpus", "bench", "bench-session",
                        "submit", "queue", "records"] {
            XCTAssertTrue(r.stdout.range(of: "\n  \(command) ") != nil, "`\(command)` missing from:\n\(r.stdout)")
        }
    }

    func testUnknownSubcommandIsAUsageError() throws {
        let r = try CLI.run(["frobnicate"])
        XCTAssertEqual(r.status, 64)
        XCTAssertFalse(r.stderr.isEmpty)
    }
}
