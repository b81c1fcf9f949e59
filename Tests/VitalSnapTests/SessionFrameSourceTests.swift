import Foundation
import SevenSegment
import XCTest
@testable import VitalSnap

final class SessionFrameSourceTests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("session-src-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    func assertDeviceError(_ device: String, contains words: [String], file: StaticString = #filePath, line: UInt = #line) {
        let start = Date()
        XCTAssertThrowsError(try FrameSourceSpec.camera(device: device, width: 640, height: 480, fps: 30).open(),
                             file: file, line: line) { error in
            let e = error as? VitalSnapError
            XCTAssertEqual(e?.code, .device, "\(error)", file: file, line: line)
            XCTAssertEqual(e?.code.exitCode, 5, file: file, line: line)
            for w in [device] + words {
                XCTAssertTrue(e?.message.contains(w) ?? false, "'\(e?.message ?? "")' lacks '\(w)'", file: file, line: line)
            }
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 2, "a bad device must fail at once, never hang", file: file, line: line)
    }

    func testMissingCameraDeviceIsAClearDeviceError() {
        assertDeviceError("/dev/video97", contains: ["no such device"])
    }

    func testDevNullIsNotACaptureDevice() {
        assertDeviceError("/dev/null", contains: ["not a V4L2 video device"])
    }

    func testRegularFileIsNotACamera() throws {
        let path = dir.appendingPathComponent("fake-video0").path
        FileManager.default.createFile(atPath: path, contents: Data("x".utf8))
        assertDeviceError(path, contains: ["not a character device"])
    }

    /// A 48x32 gray video whose frame i is filled with 40 + 20*i.
    func writeVideo(frames: Int, fps: Double = 5) throws -> String {
        let path = dir.appendingPathComponent("v.avi").path
        let w = try VideoWriter(path: path, width: 48, height: 32, fps: fps)
        for i in 0..<frames { try w.write(GrayImage(width: 48, height: 32, fill: UInt8(40 + 20 * i))) }
        w.close()
        return path
    }

    func testVideoFileFramesHaveIndexAndStreamTimestamps() throws {
        let source = try FrameSourceSpec.video(path: writeVideo(frames: 6)).open()
        XCTAssertEqual(source.width, 48)
        XCTAssertEqual(source.height, 32)
        XCTAssertEqual(source.framesPerSecond, 5, accuracy: 0.01)
        var frames: [Frame] = []
        while let f = try source.next() { frames.append(f) }
        XCTAssertEqual(frames.map(\.index), Array(0..<6))
        XCTAssertEqual(frames[3].timestamp, 0.6, accuracy: 1e-6)
        XCTAssertEqual(Int(frames[2].image[10, 10]), 80, accuracy: 4)
        source.close()
        XCTAssertNil(try source.next())
    }

    func testVideoErrorsNameTheFile() throws {
        let text = dir.appendingPathComponent("notes.avi").path
        try "not a video".write(toFile: text, atomically: true, encoding: .utf8)
        for path in [dir.appendingPathComponent("missing.avi").path, dir.path, text] {
            XCTAssertThrowsError(try FrameSourceSpec.video(path: path).open()) { error in
                let e = error as? VitalSnapError
                XCTAssertEqual(e?.code, .badInput, "\(error)")
                XCTAssertTrue(e?.message.contains(path) ?? false, e?.message ?? "")
            }
        }
    }

    func testImageFolderIsPlayedInNameOrder() throws {
        for (name, v) in [("b.png", 100), ("a.png", 50), ("c.jpg", 150)] {
            try ImageIO.write(GrayImage(width: 20, height: 10, fill: UInt8(v)), to: dir.appendingPathComponent(name).path)
        }
        try "ignore me".write(to: dir.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let source = try FrameSourceSpec.images(pattern: dir.path, fps: 4).open()
        XCTAssertEqual(source.frameCount, 3)
        XCTAssertEqual(source.width, 20)
        var values: [Int] = [], times: [Double] = []
        while let f = try source.next() { values.append(Int(f.image[5, 5])); times.append(f.timestamp) }
        XCTAssertEqual(values.count, 3)
        XCTAssertEqual(values[0], 50); XCTAssertEqual(values[1], 100)
        XCTAssertEqual(values[2], 150, accuracy: 3)
        XCTAssertEqual(times, [0, 0.25, 0.5])
    }

    func testGlobPatternAndEmptyInputs() throws {
        for i in 0..<3 { try ImageIO.write(GrayImage(width: 8, height: 8, fill: 9), to: dir.appendingPathComponent("f\(i).png").path) }
        XCTAssertEqual(try FrameSourceSpec.images(pattern: dir.path + "/f[12].png", fps: 10).open().frameCount, 2)
        let empty = dir.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        for pattern in [empty.path, dir.path + "/*.bmp", dir.path + "/nothing-here"] {
            XCTAssertThrowsError(try FrameSourceSpec.images(pattern: pattern, fps: 10).open()) { error in
                XCTAssertEqual((error as? VitalSnapError)?.code, .badInput)
                XCTAssertTrue((error as? VitalSnapError)?.message.contains(pattern) ?? false)
            }
        }
    }
}
