import XCTest
@testable import SevenSegment

/// The fifteenth session's speed-ups give the same results as the plain forms they replace: point levels
/// left unmeasured only where the interpreter never reads them, the segmenter's ink points and the
/// splitter's ink median through buffer pointers, the local contrast's full boxes apart from the clamped
/// ones, the sharpness measure four pixels at a time, glare on a frame with no saturated pixel, short
/// gaps of the component labels zeroed by wide stores and their runs found eight pixels at a time, and the
/// dewarp's two lanes rounded down in integer lanes.
final class FrameWorkFastPathTests: XCTestCase {
    // MARK: Point levels

    func testPointLevelsAreReadOnlyOnFixedPointLines() {
        func line(decimals: Int = 0, floating: Bool = false, optional: Bool = false) -> LineLayout {
            LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 4, decimals: decimals,
                       floatingPoint: floating, optionalPoint: optional)
        }
        XCTAssertFalse(LineInterpreter.readsPointLevels(line()))
        XCTAssertFalse(LineInterpreter.readsPointLevels(line(floating: true)))
        XCTAssertFalse(LineInterpreter.readsPointLevels(line(decimals: 1, floating: true)))
        XCTAssertTrue(LineInterpreter.readsPointLevels(line(decimals: 2)))
        XCTAssertTrue(LineInterpreter.readsPointLevels(line(decimals: 2, optional: true)))
        XCTAssertTrue(LineInterpreter.readsPointLevels(line(optional: true)))
    }

    /// A rendered line sampled with and without point levels: the same cells and segment levels; without,
    /// every point level is 0. And where the layout does not read them, the interpreter's reading is the
    /// same whatever the point levels hold (measured, 0, or a lit 1 everywhere).
    func testLinesThatNeverReadPointLevelsReadTheSameWithoutThem() throws {
        for (text, decimals, floating) in [("188", 0, false), ("12.5", 1, true), ("0.75", 0, true), ("345", 0, false)] {
            let layout = DisplayLayout(aspectRatio: 2.4, lines: [
                LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 3, decimals: decimals,
                           floatingPoint: floating, polarity: .lightOnDark, minimumDigits: 1),
            ])
            let line = layout.lines[0]
            XCTAssertFalse(LineInterpreter.readsPointLevels(line))
            let style = DisplayStyle(background: 15, ink: 235, ghost: 15, labels: false)
            let image = try DisplayRenderer(style: style).render(layout: layout, text: text, width: 320)
            let strip = try XCTUnwrap(LineSplitter().split(image, region: line.region, polarity: .lightOnDark).strip)
            let segmented = DigitSegmenter().segment(strip, hints: RecognitionHints())
            let measured = SegmentSampler().sample(strip, line: segmented)
            let skipped = SegmentSampler(pointLevels: false).sample(strip, line: segmented)
            XCTAssertEqual(measured.map(\.cell), skipped.map(\.cell))
            XCTAssertEqual(measured.map(\.levels), skipped.map(\.levels))
            XCTAssertTrue(skipped.allSatisfy { $0.pointLevel == 0 })
            let decoded = GlyphDecoder().decode(measured, words: line.words)
            let want = LineInterpreter().interpret(decoded, cells: segmented.cells, segmented: segmented, layout: line)
            for levels in [decoded.pointLevels.map { _ in Float(0) }, decoded.pointLevels.map { _ in Float(1) }] {
                var other = decoded
                other.pointLevels = levels
                XCTAssertEqual(LineInterpreter().interpret(other, cells: segmented.cells, segmented: segmented, layout: line), want, text)
            }
            XCTAssertEqual(GlyphDecoder().decode(skipped, words: line.words).characters, decoded.characters, text)
        }
    }

    // MARK: Segmenter and splitter

    func testInkPointsMatchAPlainScan() {
        var rng = SeededRandom(seed: 41)
        for (w, rows, top) in [(1, 1, 0), (7, 3, 2), (8, 4, 0), (9, 5, 11), (64, 20, 3), (101, 33, 0)] {
            for density in [0, 3, 40, 100] {
                let mask = (0..<(w * rows)).map { _ in UInt8(rng.next() % 100 < UInt64(density) ? 1 : 0) }
                var xs: [Int32] = [], ys: [Int32] = []
                for r in 0..<rows { for x in 0..<w where mask[r * w + x] != 0 { xs.append(Int32(x)); ys.append(Int32(top + r)) } }
                let got = DigitSegmenter.inkPoints(mask, width: w, top: top, bottom: top + rows)
                XCTAssertEqual(got.xs, xs, "\(w)x\(rows) at \(density)%")
                XCTAssertEqual(got.ys, ys, "\(w)x\(rows) at \(density)%")
            }
        }
    }

    func testMedianInkMatchesSortedInkValues() {
        var rng = SeededRandom(seed: 43)
        let w = 37, h = 19
        for density in [0, 2, 30, 100] {
            let d = (0..<(w * h)).map { _ in Int32(Int(rng.next() % 500) - 100) }
            let mask = (0..<(w * h)).map { _ in UInt8(rng.next() % 100 < UInt64(density) ? 1 : 0) }
            for band in [0..<h, 3..<11, 5..<5, 18..<19] {
                var values: [Int32] = []
                for y in band { for x in 0..<w where mask[y * w + x] != 0 { values.append(d[y * w + x]) } }
                let want = values.isEmpty ? 8 : max(8, Double(values.sorted()[values.count / 2]))
                XCTAssertEqual(LineSplitter().medianInk(d, mask: mask, band: band, width: w), want, "\(band) at \(density)%")
            }
        }
    }

    /// Full boxes apart from the clamped ones, where the radius reaches past half the width or the whole.
    func testLocalContrastMatchesPlainBoxMeansAtEveryWidth() {
        var rng = SeededRandom(seed: 47)
        for (w, h, r) in [(4, 4, 2), (5, 6, 2), (6, 3, 3), (9, 9, 4), (10, 3, 5), (11, 7, 5), (3, 12, 8), (30, 5, 2)] {
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

    // MARK: Whole-image measures

    /// Four pixels at a time in Int32 lanes: the same sums as one at a time, at the largest Laplacians
    /// (a 0/255 checkerboard, |l| = 1020) on a row as wide as the lanes are taken for, and at every
    /// remainder of the width by four.
    func testLaplacianLanesMatchPlainSums() {
        func plain(_ img: GrayImage) -> Double {
            let w = img.width, h = img.height, p = img.pixels
            var sum = 0, sum2 = 0
            for y in 1..<(h - 1) {
                for x in 1..<(w - 1) {
                    let i = y * w + x
                    let l = Int(p[i - 1]) + Int(p[i + 1]) + Int(p[i - w]) + Int(p[i + w]) - 4 * Int(p[i])
                    sum += l; sum2 += l * l
                }
            }
            let n = Double((w - 2) * (h - 2)), mean = Double(sum) / n
            return Double(sum2) / n - mean * mean
        }
        var rng = SeededRandom(seed: 53)
        for (w, h) in [(3, 3), (4, 3), (5, 4), (6, 5), (7, 3), (8, 8), (13, 6), (8000, 3), (8001, 3)] {
            let checker = GrayImage(width: w, height: h, pixels: (0..<(w * h)).map { ($0 % w + $0 / w) % 2 == 0 ? 0 : 255 })
            XCTAssertEqual(ImageMeasures.laplacianVariance(checker), plain(checker), "checker \(w)x\(h)")
            let noise = GrayImage(width: w, height: h, pixels: (0..<(w * h)).map { _ in UInt8(rng.next() % 256) })
            XCTAssertEqual(ImageMeasures.laplacianVariance(noise), plain(noise), "noise \(w)x\(h)")
        }
    }

    /// Glare as the plain loop over every pixel finds it: none on a frame with no saturated pixel, and the
    /// same patches where there are some.
    func testGlareMatchesThePlainMask() throws {
        let w = 60, h = 40
        let quad = Quad(topLeft: Point(10, 12), topRight: Point(130, 8), bottomRight: Point(128, 90), bottomLeft: Point(12, 94))
        let toFrame = try XCTUnwrap(Homography.rectangle(width: Double(w), height: Double(h), to: quad))
        func plain(_ d: DewarpedDisplay) -> [PixelRect] {
            let img = d.image
            var mask = [UInt8](repeating: 0, count: img.width * img.height)
            for i in 0..<mask.count where img.pixels[i] >= 250 { mask[i] = 1 }
            var labels: [Int32] = []
            let comps = InkCleaner.components(mask, width: img.width, height: img.height, labels: &labels)
            let minArea = max(12, img.width * img.height / 400)
            return comps.filter { $0.area >= minArea }.map { c in
                let pts = [d.toFrame.apply(Double(c.minX), Double(c.minY)), d.toFrame.apply(Double(c.maxX + 1), Double(c.minY)),
                           d.toFrame.apply(Double(c.maxX + 1), Double(c.maxY + 1)), d.toFrame.apply(Double(c.minX), Double(c.maxY + 1))]
                let xs = pts.map(\.x), ys = pts.map(\.y)
                let x0 = Int(xs.min()!.rounded(.down)), y0 = Int(ys.min()!.rounded(.down))
                return PixelRect(x: x0, y: y0, width: Int(xs.max()!.rounded(.up)) - x0, height: Int(ys.max()!.rounded(.up)) - y0)
            }
        }
        var rng = SeededRandom(seed: 59)
        var dim = (0..<(w * h)).map { _ in UInt8(rng.next() % 250) }
        let none = DewarpedDisplay(image: GrayImage(width: w, height: h, pixels: dim), quad: quad, toFrame: toFrame)
        XCTAssertEqual(ImageMeasures.glare(none), [])
        XCTAssertEqual(plain(none), [])
        for y in 5..<15 { for x in 20..<34 { dim[y * w + x] = 250 + UInt8(rng.next() % 6) } }
        dim[39 * w + 59] = 255
        let patch = DewarpedDisplay(image: GrayImage(width: w, height: h, pixels: dim), quad: quad, toFrame: toFrame)
        XCTAssertEqual(ImageMeasures.glare(patch), plain(patch))
        XCTAssertEqual(ImageMeasures.glare(patch).count, 1)
    }

    // MARK: Component labels

    /// Gaps of every length around the wide stores' 16 and 32 labels, at a row's start, between runs,
    /// across rows and up to the mask's last pixels: the same labels as the flood fill's.
    func testShortGapsZeroedByWideStoresMatchFloodFill() {
        let w = 40, h = 5
        for gap in [1, 2, 15, 16, 17, 31, 32, 33, 45] {
            var mask = [UInt8](repeating: 0, count: w * h)
            var i = gap
            while i < w * h { mask[i] = 1; i += gap + 1 }
            mask[w * h - 1] = 1
            var labels = [Int32](repeating: -3, count: w * h)
            let comps = InkCleaner.components(mask, width: w, height: h, labels: &labels)
            XCTAssertEqual(labels.count, w * h)
            // A plain labelling: the 8-connected flood fill, numbered in raster order of first pixels.
            var want = [Int32](repeating: 0, count: w * h), count: Int32 = 0
            for start in 0..<(w * h) where mask[start] != 0 && want[start] == 0 {
                count += 1
                var stack = [start]
                want[start] = count
                while let p = stack.popLast() {
                    let y = p / w, x = p % w
                    for dy in -1...1 {
                        for dx in -1...1 {
                            let nx = x + dx, ny = y + dy
                            guard nx >= 0, nx < w, ny >= 0, ny < h, mask[ny * w + nx] != 0, want[ny * w + nx] == 0 else { continue }
                            want[ny * w + nx] = count
                            stack.append(ny * w + nx)
                        }
                    }
                }
            }
            XCTAssertEqual(labels, want, "gap \(gap)")
            XCTAssertEqual(comps.count, Int(count), "gap \(gap)")
        }
    }

    /// Runs found eight pixels at a time (a word's first ink byte, its first background byte by the borrow
    /// trick): ink of any non-zero value, runs starting and ending at every place within and across words,
    /// and rows whose width is no multiple of eight; the same labels and pieces as the flood fill's.
    func testRunsFoundByWordsMatchFloodFill() {
        var rng = SeededRandom(seed: 61)
        for w in [1, 7, 8, 9, 15, 16, 17, 23, 40] {
            let h = 6
            for _ in 0..<6 {
                // Runs of random lengths 1...12 and gaps of 1...12, ink values 1...255.
                var mask = [UInt8](repeating: 0, count: w * h)
                var i = Int(rng.next() % 5)
                while i < w * h {
                    let run = 1 + Int(rng.next() % 12)
                    for k in i..<min(w * h, i + run) { mask[k] = UInt8(1 + rng.next() % 255) }
                    i += run + 1 + Int(rng.next() % 12)
                }
                var labels: [Int32] = []
                let comps = InkCleaner.components(mask, width: w, height: h, labels: &labels)
                var want = [Int32](repeating: 0, count: w * h), count: Int32 = 0
                var areas: [Int] = []
                for start in 0..<(w * h) where mask[start] != 0 && want[start] == 0 {
                    count += 1
                    var stack = [start], area = 0
                    want[start] = count
                    while let p = stack.popLast() {
                        area += 1
                        let y = p / w, x = p % w
                        for dy in -1...1 {
                            for dx in -1...1 {
                                let nx = x + dx, ny = y + dy
                                guard nx >= 0, nx < w, ny >= 0, ny < h, mask[ny * w + nx] != 0, want[ny * w + nx] == 0 else { continue }
                                want[ny * w + nx] = count
                                stack.append(ny * w + nx)
                            }
                        }
                    }
                    areas.append(area)
                }
                XCTAssertEqual(labels, want, "width \(w)")
                XCTAssertEqual(comps.map(\.area), areas, "width \(w)")
            }
        }
    }

    // MARK: Dewarp

    /// `floorToInts` is `wholeToInt(floorNonNegative(x))` in each lane: whole numbers, halves, just below
    /// and above them, and the blend's range ends 0.5 and 255.5.
    func testFloorToIntsMatchesScalarFloor() {
        var values: [Double] = [0, 0.5, 1, 254.5, 255, 255.5, 0.49999999999999994, 4503599627370495]
        for k in 0..<600 {
            let whole = Double(k)
            values += [whole, whole.nextUp, whole.nextDown, whole + 0.5, (whole + 0.5).nextDown, (whole + 0.5).nextUp]
        }
        values = values.filter { $0 >= 0 }
        for i in 0..<(values.count - 1) {
            let lanes = Dewarper.floorToInts(SIMD2(values[i], values[i + 1]))
            XCTAssertEqual(Int(lanes.x), Dewarper.wholeToInt(Dewarper.floorNonNegative(values[i])), "\(values[i])")
            XCTAssertEqual(Int(lanes.y), Dewarper.wholeToInt(Dewarper.floorNonNegative(values[i + 1])), "\(values[i + 1])")
            if values[i] < 1e15 { XCTAssertEqual(Int(lanes.x), Int(values[i])) }
        }
    }
}
