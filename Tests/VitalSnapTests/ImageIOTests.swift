import Foundation
import SevenSegment
import XCTest
@testable import VitalSnap

final class ImageIOTests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("imageio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    func testPNGRoundTrip() throws {
        var img = GrayImage(width: 31, height: 17, fill: 10)
        for y in 0..<17 { for x in 0..<31 { img[x, y] = UInt8((x * 8 + y) % 256) } }
        let path = dir.appendingPathComponent("a.png").path
        try ImageIO.write(img, to: path)
        XCTAssertEqual(try ImageIO.loadGray(path), img)
    }

    /// A colour file's gray frame carries its chroma plane (max minus min of the channels); a gray file's none.
    func testColourFileCarriesItsChroma() throws {
        var colour = ColorImage(GrayImage(width: 4, height: 2, fill: 80))
        colour.set(1, 0, (255, 60, 60))
        colour.set(3, 1, (10, 200, 30))
        let path = dir.appendingPathComponent("colour.png").path
        try ImageIO.write(colour, to: path)
        let frame = try ImageIO.loadGray(path)
        XCTAssertEqual(frame.chroma, [0, 195, 0, 0, 0, 0, 0, 190])
        XCTAssertEqual(frame.chromaImage?.pixels, frame.chroma)
        let gray = dir.appendingPathComponent("gray.png").path
        try ImageIO.write(GrayImage(width: 4, height: 2, fill: 80), to: gray)
        XCTAssertNil(try ImageIO.loadGray(gray).chroma)
    }

    func testMissingFileNamesTheFile() {
        let path = dir.appendingPathComponent("nope.png").path
        XCTAssertThrowsError(try ImageIO.loadGray(path)) { error in
            let e = error as! VitalSnapError
            XCTAssertEqual(e.code, .badInput)
            XCTAssertTrue(e.message.contains("nope.png"))
            XCTAssertTrue(e.message.contains("no such file"))
        }
    }

    func testEmptyFile() throws {
        let path = dir.appendingPathComponent("empty.jpg").path
        FileManager.default.createFile(atPath: path, contents: Data())
        XCTAssertThrowsError(try ImageIO.loadGray(path)) { error in
            XCTAssertTrue((error as! VitalSnapError).message.contains("empty"))
        }
    }

    func testTextFileNamedPNG() throws {
        let path = dir.appendingPathComponent("text.png").path
        try "hello, not an image\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ImageIO.loadGray(path)) { error in
            let e = error as! VitalSnapError
            XCTAssertEqual(e.code, .badInput)
            XCTAssertTrue(e.message.contains("text.png"))
        }
    }

    func testTruncatedJPEG() throws {
        let img = GrayImage(width: 64, height: 64, fill: 128)
        let full = try ImageIO.encode(img, ext: ".jpg")
        let path = dir.appendingPathComponent("cut.jpg").path
        FileManager.default.createFile(atPath: path, contents: full.prefix(full.count / 3))
        // OpenCV's JPEG decoder may fill a truncated tail with gray; what matters is no crash, and
        // either a clear error or an image of the header's size.
        do {
            let decoded = try ImageIO.loadGray(path)
            XCTAssertEqual(decoded.width, 64)
        } catch let e as VitalSnapError {
            XCTAssertEqual(e.code, .badInput)
            XCTAssertTrue(e.message.contains("cut.jpg"))
        }
    }

    func testHugeHeaderIsRefusedBeforeAllocation() throws {
        // A PNG signature and IHDR claiming 30000x30000 pixels, and nothing else.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        bytes += [0x00, 0x00, 0x75, 0x30, 0x00, 0x00, 0x75, 0x30, 8, 0, 0, 0, 0, 0, 0, 0, 0]
        let path = dir.appendingPathComponent("huge.png").path
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        XCTAssertThrowsError(try ImageIO.loadGray(path)) { error in
            let e = error as! VitalSnapError
            XCTAssertEqual(e.code, .badInput)
            XCTAssertTrue(e.message.contains("30000x30000"), e.message)
        }
    }

    func testVideoRoundTrip() throws {
        let path = dir.appendingPathComponent("v.avi").path
        let writer = try VideoWriter(path: path, width: 64, height: 48, fps: 10)
        for i in 0..<5 { try writer.write(GrayImage(width: 64, height: 48, fill: UInt8(40 * i))) }
        writer.close()
        let cap = try VideoCapture(file: path)
        XCTAssertEqual(cap.width, 64)
        var n = 0
        while let frame = try cap.readGray() {
            XCTAssertEqual(Double(frame[10, 10]), Double(40 * n), accuracy: 6)
            n += 1
        }
        XCTAssertEqual(n, 5)
    }

    func testMissingCameraIsAClearError() {
        XCTAssertThrowsError(try VideoCapture(device: "/dev/video-does-not-exist")) { error in
            let e = error as! VitalSnapError
            XCTAssertEqual(e.code, .device)
            XCTAssertTrue(e.message.contains("/dev/video-does-not-exist"))
        }
        XCTAssertThrowsError(try VideoCapture(device: "/dev/null")) { error in
            XCTAssertTrue((error as! VitalSnapError).message.contains("not a"), "\(error)")
        }
    }
}
