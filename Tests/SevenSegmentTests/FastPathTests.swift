import XCTest
@testable import SevenSegment

/// The speed-ups of the dewarp, the sharpness measure, the splitter's median and local contrast and the
/// cleaner's component labelling give the same results as the plain forms they replace.
final class FastPathTests: XCTestCase {
    /// A frame with texture everywhere (no flat areas hiding interpolation errors).
    private func texturedFrame(width: Int, height: Int, seed: UInt64) -> GrayImage {
        var rng = SeededRandom(seed: seed)
        var px = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let wave = 100 + 60 * sin(Double(x) * 0.21) * cos(Double(y) * 0.17)
                px[y * width + x] = UInt8(max(0, min(255, wave + Double(rng.next() % 40))))
            }
        }
        return GrayImage(width: width, height: height, pixels: px)
    }

    /// Bilinear sampling of the frame at each output pixel's centre, computed directly.
    private func reference(_ frame: GrayImage, quad: Quad, width: Int, height: Int) throws -> [UInt8] {
        let h = try XCTUnwrap(Homography.rectangle(width: Double(width), height: Double(height), to: quad))
        var out = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let p = h.apply(Double(x) + 0.5, Double(y) + 0.5)
                let px = min(max(p.x - 0.5, 0), Double(frame.width - 1)), py = min(max(p.y - 0.5, 0), Double(frame.height - 1))
                let x0 = Int(px), y0 = Int(py), x1 = min(x0 + 1, frame.width - 1), y1 = min(y0 + 1, frame.height - 1)
                let ax = px - Double(x0), ay = py - Double(y0)
                func at(_ x: Int, _ y: Int) -> Double { Double(frame.pixels[y * frame.width + x]) }
                let v = (at(x0, y0) * (1 - ax) + at(x1, y0) * ax) * (1 - ay) + (at(x0, y1) * (1 - ax) + at(x1, y1) * ax) * ay
                out[y * width + x] = UInt8(min(255, v + 0.5))
            }
        }
        return out
    }

    func testOneSamplePerPixelDewarpMatchesDirectBilinear() throws {
        let frame = texturedFrame(width: 160, height: 120, seed: 3)
        // A tilted quad partly outside the frame (clamping) and an output larger than the quad (sub == 1).
        let quad = Quad(topLeft: Point(-4, 10), topRight: Point(150, 2), bottomRight: Point(162, 100), bottomLeft: Point(8, 118))
        let d = try XCTUnwrap(Dewarper().dewarp(frame, quad: quad, width: 200, height: 150))
        let want = try reference(frame, quad: quad, width: 200, height: 150)
        var worst = 0
        for i in want.indices { worst = max(worst, abs(Int(want[i]) - Int(d.image.pixels[i]))) }
        XCTAssertLessThanOrEqual(worst, 1, "stepping the homography along a row drifts at most a rounding step")
    }

    func testUpperMedianMatchesSorting() {
        var rng = SeededRandom(seed: 11)
        for n in [1, 2, 3, 10, 101, 1000] {
            let narrow = (0..<n).map { _ in Int32(Int(rng.next() % 600) - 300) }
            XCTAssertEqual(LineSplitter.upperMedian(narrow), narrow.sorted()[n / 2])
            let wide = (0..<n).map { _ in Int32(Int(rng.next() % 100_000) - 50_000) }
            XCTAssertEqual(LineSplitter.upperMedian(wide), wide.sorted()[n / 2])
        }
        XCTAssertNil(LineSplitter.upperMedian([]))
    }

    func testComponentsAreEightConnectedAcrossTheBorder() {
        // 6 x 4: a diagonal touching the left and bottom border, an isolated pixel at the top-right corner.
        let w = 6, h = 4
        var mask = [UInt8](repeating: 0, count: w * h)
        for (x, y) in [(0, 3), (1, 2), (2, 1), (2, 2), (5, 0)] { mask[y * w + x] = 1 }
        var labels: [Int32] = []
        let comps = InkCleaner.components(mask, width: w, height: h, labels: &labels)
        XCTAssertEqual(comps.count, 2)
        let diagonal = comps.first { $0.area == 4 }
        XCTAssertEqual(diagonal?.minX, 0); XCTAssertEqual(diagonal?.maxX, 2)
        XCTAssertEqual(diagonal?.minY, 1); XCTAssertEqual(diagonal?.maxY, 3)
        XCTAssertEqual(labels[3 * w + 0], labels[1 * w + 2])
        XCTAssertNotEqual(labels[0 * w + 5], labels[3 * w + 0])
        XCTAssertEqual(labels.filter { $0 == 0 }.count, w * h - 5)
    }

    /// The one-sample-per-pixel dewarp as it was before its two passes: the homography stepped along each
    /// row and `Dewarper.bilinear` at every pixel.
    private func plainRows(_ frame: GrayImage, quad: Quad, width: Int, height: Int, windows: [PixelRect]?) throws -> [UInt8] {
        let m = try XCTUnwrap(Homography.rectangle(width: Double(width), height: Double(height), to: quad)).m
        var out = [UInt8](repeating: 0, count: width * height)
        let parts = windows.map { $0.map { $0.clipped(width: width, height: height) } } ?? [PixelRect(x: 0, y: 0, width: width, height: height)]
        frame.pixels.withUnsafeBufferPointer { src in
            for part in parts where part.width > 0 && part.height > 0 {
                for y in part.y..<part.maxY {
                    let v = Double(y) + 0.5, u0 = Double(part.x) + 0.5
                    var nx = m[0] * u0 + m[1] * v + m[2], ny = m[3] * u0 + m[4] * v + m[5], nw = m[6] * u0 + m[7] * v + m[8]
                    for x in part.x..<part.maxX {
                        let rw = 1 / nw
                        let value = Dewarper.bilinear(src, frame.width, frame.height, nx * rw, ny * rw) + 0.5
                        nx += m[0]; ny += m[3]; nw += m[6]
                        out[y * width + x] = value >= 255 ? 255 : UInt8(value)
                    }
                }
            }
        }
        return out
    }

    func testTwoPassDewarpMatchesSteppedBilinearExactly() throws {
        let frame = texturedFrame(width: 160, height: 120, seed: 5)
        let quads = [
            // Partly outside the frame on every side (clamping at all four borders).
            Quad(topLeft: Point(-6, -5), topRight: Point(170, 3), bottomRight: Point(158, 128), bottomLeft: Point(2, 117)),
            Quad(topLeft: Point(20.3, 14.7), topRight: Point(131.1, 9.2), bottomRight: Point(140.6, 101.4), bottomLeft: Point(15.8, 96.5)),
        ]
        for quad in quads {
            for (w, h, windows) in [(200, 150, nil), (97, 71, nil), (240, 180, [PixelRect(x: 30, y: 100, width: 150, height: 60), PixelRect(x: 200, y: 0, width: 80, height: 20)])] {
                let d = try XCTUnwrap(Dewarper().dewarp(frame, quad: quad, width: w, height: h, windows: windows))
                XCTAssertEqual(d.image.pixels, try plainRows(frame, quad: quad, width: w, height: h, windows: windows))
            }
        }
    }

    /// Rows mapped wholly inside the frame take `Dewarper.insideRow` (no clamping, whole parts through
    /// `floorNonNegative`): the same bytes as the stepped bilinear, under strong perspective, with rows
    /// passing a pixel from the frame's border, and in windows.
    func testInsideRowsMatchSteppedBilinearExactly() throws {
        let frame = texturedFrame(width: 160, height: 120, seed: 9)
        let quads = [
            Quad(topLeft: Point(1.6, 1.6), topRight: Point(158.4, 1.6), bottomRight: Point(158.4, 118.4), bottomLeft: Point(1.6, 118.4)),
            Quad(topLeft: Point(40.25, 10.5), topRight: Point(120.75, 30.125), bottomRight: Point(150.5, 110.25), bottomLeft: Point(5.5, 100.75)),
            Quad(topLeft: Point(30, 20), topRight: Point(31.5, 20.5), bottomRight: Point(31.5, 21.75), bottomLeft: Point(30, 21.5)),
        ]
        for quad in quads {
            // Output sizes under twice the quad's: one sample per pixel (a smaller output averages a grid of
            // samples per pixel, which the stepped reference does not).
            for (w, h, windows) in [(321, 241, nil), (100, 75, nil), (240, 180, [PixelRect(x: 10, y: 90, width: 200, height: 70)])] {
                let d = try XCTUnwrap(Dewarper().dewarp(frame, quad: quad, width: w, height: h, windows: windows))
                XCTAssertEqual(d.image.pixels, try plainRows(frame, quad: quad, width: w, height: h, windows: windows))
            }
        }
        XCTAssertEqual(Dewarper.floorNonNegative(2.5), 2)
        XCTAssertEqual(Dewarper.floorNonNegative(3.0), 3)
        XCTAssertEqual(Dewarper.floorNonNegative(3.5.nextDown), 3)
        XCTAssertEqual(Dewarper.floorNonNegative(0.49999999999999994), 0)
        XCTAssertEqual(Dewarper.wholeToInt(Dewarper.floorNonNegative(254.75)), 254)
    }

    /// The inside rows' two lanes: `floorNonNegative` of a `SIMD2` is the scalar one in each lane (whole
    /// numbers, halves, just below and above them, tiny and large values), and the pair blend reaches
    /// 255 and 0 exactly on saturated frames, where a blend lands on 255.5 or 0.5.
    func testInsideRowLanesMatchScalarFloorAndSaturate() throws {
        var rng = SeededRandom(seed: 21)
        var values: [Double] = [0, 0.25, 0.5, 1, 254.5, 255, 255.5, 0.49999999999999994, 4503599627370495]
        for k in 0..<2000 {
            let whole = Double(k % 700)
            values += [whole, whole.nextUp, whole.nextDown, whole + 0.5, (whole + 0.5).nextDown, whole + Double(rng.next() % 1000) / 1000]
        }
        values = values.filter { $0 >= 0 }
        for i in stride(from: 0, to: values.count - 1, by: 1) {
            let pair = Dewarper.floorNonNegative(SIMD2(values[i], values[i + 1]))
            XCTAssertEqual(pair.x, Dewarper.floorNonNegative(values[i]))
            XCTAssertEqual(pair.y, Dewarper.floorNonNegative(values[i + 1]))
            XCTAssertEqual(pair.x, Double(Int(values[i])))
        }
        let quad = Quad(topLeft: Point(20.3, 14.7), topRight: Point(131.1, 9.2), bottomRight: Point(140.6, 101.4), bottomLeft: Point(15.8, 96.5))
        for level in [UInt8(0), 255] {
            let flat = GrayImage(width: 160, height: 120, pixels: [UInt8](repeating: level, count: 160 * 120))
            for (w, h) in [(131, 97), (130, 96)] {
                let d = try XCTUnwrap(Dewarper().dewarp(flat, quad: quad, width: w, height: h))
                XCTAssertEqual(d.image.pixels, [UInt8](repeating: level, count: w * h))
                XCTAssertEqual(d.image.pixels, try plainRows(flat, quad: quad, width: w, height: h, windows: nil))
            }
        }
    }

    func testLocalContrastMatchesPlainBoxMeans() {
        var rng = SeededRandom(seed: 17)
        for (w, h, r) in [(1, 1, 2), (7, 3, 1), (40, 17, 8), (63, 30, 15), (12, 40, 2)] {
            let img = (0..<(w * h)).map { _ in Int32(rng.next() % 256) }
            var want = [Int32](repeating: 0, count: w * h)
            for y in 0..<h {
                for x in 0..<w {
                    var sum = 0, n = 0
                    for yy in max(0, y - r)..<min(h, y + r + 1) {
                        for xx in max(0, x - r)..<min(w, x + r + 1) { sum += Int(img[yy * w + xx]); n += 1 }
                    }
                    want[y * w + x] = img[y * w + x] - Int32(sum / n)
                }
            }
            XCTAssertEqual(LocalContrast.difference(img, width: w, height: h, radius: r), want, "\(w)x\(h) r \(r)")
        }
    }

    /// Labels by flooding each piece from its first pixel (the labelling the run-based one replaced).
    private func floodLabels(_ mask: [UInt8], width w: Int, height h: Int) -> (labels: [Int32], comps: [InkCleaner.Component]) {
        var labels = [Int32](repeating: 0, count: w * h)
        var comps: [InkCleaner.Component] = []
        for start in 0..<(w * h) where mask[start] != 0 && labels[start] == 0 {
            let id = Int32(comps.count + 1)
            var c = InkCleaner.Component()
            var stack = [start]
            labels[start] = id
            while let p = stack.popLast() {
                let y = p / w, x = p % w
                c.area += 1
                c.minX = min(c.minX, x); c.maxX = max(c.maxX, x); c.minY = min(c.minY, y); c.maxY = max(c.maxY, y)
                for dy in -1...1 {
                    for dx in -1...1 where (dx, dy) != (0, 0) {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, nx < w, ny >= 0, ny < h else { continue }
                        let q = ny * w + nx
                        if mask[q] != 0 && labels[q] == 0 { labels[q] = id; stack.append(q) }
                    }
                }
            }
            comps.append(c)
        }
        return (labels, comps)
    }

    func testRunLabellingMatchesFloodFill() {
        var rng = SeededRandom(seed: 29)
        for (w, h) in [(1, 1), (1, 9), (9, 1), (13, 7), (50, 30), (64, 64)] {
            for density in [5, 30, 55, 80] {
                let mask = (0..<(w * h)).map { _ in UInt8(rng.next() % 100 < UInt64(density) ? 1 + rng.next() % 3 : 0) }
                var labels: [Int32] = []
                let comps = InkCleaner.components(mask, width: w, height: h, labels: &labels)
                let want = floodLabels(mask, width: w, height: h)
                XCTAssertEqual(labels, want.labels, "\(w)x\(h) at \(density)%")
                XCTAssertEqual(comps.map { [$0.minX, $0.minY, $0.maxX, $0.maxY, $0.area] },
                               want.comps.map { [$0.minX, $0.minY, $0.maxX, $0.maxY, $0.area] }, "\(w)x\(h) at \(density)%")
            }
        }
    }

    /// The labels are written once each, background between runs included: an empty mask, a full one,
    /// runs at both ends of every row, and a labels array holding other values before the call all come
    /// out as the flood fill labels them.
    func testLabelsWrittenOnceCoverEveryPixel() {
        let w = 11, h = 6
        var ends = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h { ends[y * w] = 1; ends[y * w + w - 1] = 1; if y % 2 == 0 { ends[y * w + 5] = 1 } }
        for mask in [[UInt8](repeating: 0, count: w * h), [UInt8](repeating: 1, count: w * h), ends] {
            var labels = [Int32](repeating: 7, count: 3 * w * h)
            let comps = InkCleaner.components(mask, width: w, height: h, labels: &labels)
            let want = floodLabels(mask, width: w, height: h)
            XCTAssertEqual(labels, want.labels)
            XCTAssertEqual(comps.count, want.comps.count)
        }
    }

    func testLaplacianVarianceSummedAsIntegersMatchesDoubleSums() {
        for (w, h, seed) in [(3, 3, 1), (17, 9, 2), (239, 213, 3)] {
            let img = texturedFrame(width: w, height: h, seed: UInt64(seed))
            var sum = 0.0, sum2 = 0.0
            for y in 1..<(h - 1) {
                for x in 1..<(w - 1) {
                    let i = y * w + x, p = img.pixels
                    let l = Double(Int(p[i - 1]) + Int(p[i + 1]) + Int(p[i - w]) + Int(p[i + w]) - 4 * Int(p[i]))
                    sum += l; sum2 += l * l
                }
            }
            let n = Double((w - 2) * (h - 2)), mean = sum / n
            XCTAssertEqual(ImageMeasures.laplacianVariance(img), sum2 / n - mean * mean)
        }
    }
}
