import Foundation
import SevenSegment
import XCTest
@testable import VitalSnap

/// The JSON Schema users read and the keys the loader accepts must be the same set.
final class CatalogSchemaSyncTests: XCTestCase {
    func testSchemaPropertiesMatchTheLoaderKeys() throws {
        let url = Catalog.bundledDirectory.appendingPathComponent("schema.json")
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        func keys(_ object: Any?) -> Set<String> {
            Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        let defs = schema["$defs"] as? [String: Any]
        XCTAssertEqual(keys(schema).subtracting(["$schema"]), PeripheralValidator.knownKeys[""])
        XCTAssertEqual(keys(defs?["line"]), LineLayout.jsonKeys)
        XCTAssertEqual(keys(defs?["normalizedRect"]), PeripheralValidator.rectKeys)
        let display = (schema["properties"] as? [String: Any])?["display"]
        XCTAssertEqual(keys(display), DisplayLayout.jsonKeys)
        let hints = ((display as? [String: Any])?["properties"] as? [String: Any])?["hints"]
        XCTAssertEqual(keys(hints), RecognitionHints.jsonKeys)
    }
}
