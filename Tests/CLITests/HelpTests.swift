import XCTest

final class HelpTests: XCTestCase {
    func testRootHelpListsCommands() throws {
        let r = try CLI.run(["--help"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("vitalsnap"), r.stdout)
    }
}
