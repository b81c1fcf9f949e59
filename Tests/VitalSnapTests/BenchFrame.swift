import XCTest
import SevenSegment
@testable import VitalSnap

/// One frame of a `vitalsnap bench` run (bundled catalog, 640x480, seed 1 unless given), rendered and read
/// again as the bench reads it: for tests about a frame the bench counted as a misread.
enum BenchFrame {
    static func read(_ slug: String, frame index: Int, showing text: String,
                     perturbation: Perturbation = .harsh, seed: UInt64 = 1) throws -> DisplayReading {
        let catalog = try Catalog.load(directory: Catalog.bundledDirectory.path)
        let bench = FrameBenchmark(peripheral: try catalog.resolve(slug), perturbation: perturbation, seed: seed)
        let (frame, quad) = try bench.frame(index, showing: text)
        return SevenSegmentReader().read(frame.image, layout: bench.peripheral.display, quad: quad)
    }

    /// The frame itself and the peripheral's layout, for tests that read it another way (no quad).
    static func frame(_ slug: String, frame index: Int, showing text: String,
                      perturbation: Perturbation = .harsh, seed: UInt64 = 1) throws -> (GrayImage, DisplayLayout) {
        let catalog = try Catalog.load(directory: Catalog.bundledDirectory.path)
        let bench = FrameBenchmark(peripheral: try catalog.resolve(slug), perturbation: perturbation, seed: seed)
        return (try bench.frame(index, showing: text).0.image, bench.peripheral.display)
    }
}
