import XCTest
@testable import SevenSegment

/// Layouts used by the renderer tests.
enum RenderFixtures {
    static let glucose = DisplayLayout(aspectRatio: 1.6, lines: [
        LineLayout(field: .glucose, region: Rect(x: 0.08, y: 0.2, width: 0.62, height: 0.6), digits: 3,
                   words: [.hi, .lo], units: ["mg/dL"]),
    ], hints: RecognitionHints(slantDegrees: 6))

    static let bloodPressure = DisplayLayout(aspectRatio: 0.8, lines: [
        LineLayout(field: .systolic, region: Rect(x: 0.1, y: 0.05, width: 0.65, height: 0.36), digits: 3, units: ["mm[Hg]"]),
        LineLayout(field: .diastolic, region: Rect(x: 0.1, y: 0.47, width: 0.65, height: 0.3), digits: 3, units: ["mm[Hg]"]),
        LineLayout(field: .pulse, region: Rect(x: 0.4, y: 0.8, width: 0.35, height: 0.17), digits: 3, units: ["/min"]),
    ])

    static let oximeter = DisplayLayout(aspectRatio: 2.0, lines: [
        LineLayout(field: .spo2, region: Rect(x: 0.05, y: 0.15, width: 0.4, height: 0.7), digits: 3,
                   polarity: .lightOnDark, units: ["%"]),
        LineLayout(field: .pulse, region: Rect(x: 0.52, y: 0.15, width: 0.4, height: 0.7), digits: 3,
                   polarity: .lightOnDark, units: ["/min"]),
    ], hints: RecognitionHints(slantDegrees: 0, segmentGaps: true))

    static func frame(_ layout: DisplayLayout, _ text: String, perturbation: Perturbation = .none,
                      seed: UInt64 = 7) throws -> RenderedFrame {
        let meter = Rect(x: 170, y: 90, width: 300, height: 300)
        let display = Rect(x: 200, y: 120, width: 240, height: 240 / layout.aspectRatio)
        return try FrameRenderer(perturbation: perturbation, seed: seed)
            .render(layout: layout, text: text, width: 640, height: 480, meter: meter, display: display)
    }
}

final class RendererTests: XCTestCase {
    func testSplitMix64MatchesReferenceSequence() {
        var r = SeededRandom(seed: 0)
        XCTAssertEqual(r.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(r.next(), 0x6E78_9E6A_A1B9_65F4)
    }

    func testSameSeedSamePixelsOtherSeedOtherPixels() throws {
        let a = try RenderFixtures.frame(RenderFixtures.glucose, "104", perturbation: .mild, seed: 3)
        let b = try RenderFixtures.frame(RenderFixtures.glucose, "104", perturbation: .mild, seed: 3)
        let c = try RenderFixtures.frame(RenderFixtures.glucose, "104", perturbation: .mild, seed: 4)
        XCTAssertEqual(a, b)
        XCTAssertNotEqual(a.image.pixels, c.image.pixels)
    }

    func testUnperturbedQuadIsTheDisplayRectangle() throws {
        let f = try RenderFixtures.frame(RenderFixtures.glucose, "104")
        XCTAssertEqual(f.image.width, 640)
        XCTAssertEqual(f.image.height, 480)
        let expected = Quad(Rect(x: 200, y: 120, width: 240, height: 150))
        for (p, q) in zip(f.displayQuad.corners, expected.corners) {
            XCTAssertEqual(p.x, q.x, accuracy: 1e-6)
            XCTAssertEqual(p.y, q.y, accuracy: 1e-6)
        }
    }

    func testPerturbedQuadStaysNearTheOverlayAndInsideTheFrame() throws {
        for seed in UInt64(1)...12 {
            for level in [Perturbation.mild, .harsh] {
                let f = try RenderFixtures.frame(RenderFixtures.glucose, "88", perturbation: level, seed: seed)
                let limit = level == .mild ? 0.12 : 0.3
                for (p, q) in zip(f.displayQuad.corners, Quad(Rect(x: 200, y: 120, width: 240, height: 150)).corners) {
                    XCTAssertLessThan(abs(p.x - q.x), 240 * limit, "seed \(seed) \(level)")
                    XCTAssertLessThan(abs(p.y - q.y), 240 * limit, "seed \(seed) \(level)")
                    XCTAssertTrue(p.x >= 0 && p.x <= 640 && p.y >= 0 && p.y <= 480)
                }
            }
        }
    }

    func testLcdSegmentsAreDarkWithGhostsAndLedSegmentsAreLight() throws {
        let lcd = try DisplayRenderer().render(layout: RenderFixtures.glucose, text: "888", width: 320)
        let blank = try DisplayRenderer().render(layout: RenderFixtures.glucose, text: "   ", width: 320)
        XCTAssertLessThan(mean(lcd), mean(blank) - 8, "lit LCD segments darken the display")
        // Ghost segments: even a blank LCD has pixels a little darker than its background.
        XCTAssertTrue(blank.pixels.contains { $0 < 185 && $0 > 150 })
        let led = try DisplayRenderer().render(layout: RenderFixtures.oximeter, text: "98/72", width: 320)
        XCTAssertLessThan(mean(led), 100)
        XCTAssertGreaterThan(led.pixels.max() ?? 0, 200)
    }

    func testNarrowOneIsDrawnInTheRightPartOfItsCell() throws {
        let layout = DisplayLayout(aspectRatio: 0.6, lines: [
            LineLayout(field: .glucose, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 1)])
        let img = try DisplayRenderer(style: DisplayStyle(background: 200, ink: 0, ghost: 200, labels: false))
            .render(layout: layout, text: "1", width: 60, height: 100)
        let left = ink(img, PixelRect(x: 0, y: 0, width: 30, height: 100))
        let right = ink(img, PixelRect(x: 30, y: 0, width: 30, height: 100))
        XCTAssertGreaterThan(right, 10 * max(left, 1))
    }

    func testDecimalPointHyphenAndWords() throws {
        let r = DisplayRenderer(style: DisplayStyle(background: 200, ink: 0, ghost: 200, labels: false))
        let withDot = try r.render(layout: RenderFixtures.glucose, text: "5.6", width: 320)
        let noDot = try r.render(layout: RenderFixtures.glucose, text: "56", width: 320)
        XCTAssertLessThan(mean(withDot), mean(noDot))
        for word in ["HI", "LO", "Err", "-", "---", " 5"] {
            XCTAssertNoThrow(try r.render(layout: RenderFixtures.glucose, text: word, width: 320), word)
        }
        XCTAssertEqual(try RenderedLineText("5.6", digits: 3).cells, [[], [.a, .f, .g, .c, .d, .dp], [.a, .f, .g, .e, .d, .c]])
        XCTAssertEqual(try RenderedLineText("HI", digits: 3).cells.first, [])
    }

    func testBadTextIsRefusedWithAReason() {
        XCTAssertThrowsError(try DisplayRenderer().render(layout: RenderFixtures.glucose, text: "1234", width: 320)) {
            XCTAssertEqual($0 as? RenderError, .tooManyCharacters(text: "1234", digits: 3))
        }
        XCTAssertThrowsError(try DisplayRenderer().render(layout: RenderFixtures.glucose, text: "12x", width: 320)) {
            XCTAssertEqual($0 as? RenderError, .unknownCharacter("x", text: "12x"))
        }
        XCTAssertThrowsError(try RenderFixtures.frame(RenderFixtures.bloodPressure, "120/80")) {
            XCTAssertEqual($0 as? RenderError, .lineCount(expected: 3, found: 2))
            XCTAssertTrue("\($0)".contains("128/82/71"))
        }
    }

    func testThreeLineBloodPressureFrameHasInkInEachLine() throws {
        let f = try RenderFixtures.frame(RenderFixtures.bloodPressure, "128/82/71")
        let q = f.displayQuad.bounds
        for line in RenderFixtures.bloodPressure.lines {
            let r = PixelRect(x: Int(q.x + line.region.x * q.width), y: Int(q.y + line.region.y * q.height),
                              width: Int(line.region.width * q.width), height: Int(line.region.height * q.height))
            let crop = f.image.crop(r)
            XCTAssertGreaterThan(Int(crop.pixels.max()!) - Int(crop.pixels.min()!), 80, "\(line.field)")
        }
    }

    func testHomographyMapsCornersAndInverts() throws {
        let from = [Point(0, 0), Point(10, 0), Point(10, 5), Point(0, 5)]
        let to = [Point(3, 4), Point(20, 2), Point(22, 15), Point(1, 12)]
        let h = try XCTUnwrap(RenderHomography(from: from, to: to))
        let inv = try XCTUnwrap(h.inverse)
        for (a, b) in zip(from, to) {
            let m = h.apply(a), back = inv.apply(b)
            XCTAssertEqual(m.x, b.x, accuracy: 1e-9); XCTAssertEqual(m.y, b.y, accuracy: 1e-9)
            XCTAssertEqual(back.x, a.x, accuracy: 1e-9); XCTAssertEqual(back.y, a.y, accuracy: 1e-9)
        }
        XCTAssertNil(RenderHomography(from: from, to: [Point(0, 0), Point(0, 0), Point(0, 0), Point(0, 0)]))
    }

    func testHarshFrameIsNoisierAndLowerContrastThanNone() throws {
        let clean = try RenderFixtures.frame(RenderFixtures.glucose, "123", perturbation: .none, seed: 5)
        let harsh = try RenderFixtures.frame(RenderFixtures.glucose, "123", perturbation: .harsh, seed: 5)
        XCTAssertNotEqual(clean.image.pixels, harsh.image.pixels)
        XCTAssertGreaterThan(harsh.parameters.noiseSigma, 5)
        XCTAssertLessThan(harsh.parameters.contrast, 0.8)
        var rng = SeededRandom(seed: 1)
        XCTAssertEqual(clean.parameters, PerturbationParameters.draw(.none, polarity: .darkOnLight, frameWidth: 640,
                                                                     frameHeight: 480, rng: &rng))
    }

    func testRenderSpeedOf640x480Frames() throws {
        let start = ContinuousClock.now
        for seed in UInt64(0)..<5 { _ = try RenderFixtures.frame(RenderFixtures.bloodPressure, "128/82/71", perturbation: .mild, seed: seed) }
        let perFrame = (ContinuousClock.now - start) / 5
        print("render 640x480 (this build): \(perFrame) per frame")
        XCTAssertLessThan(perFrame, .seconds(2))
    }

    /// Random layouts (1-3 lines, 1-8 digits, both polarities, slants, gaps) with random values and sizes
    /// always render, with the display quad inside the frame.
    func testRandomLayoutsAndValuesAlwaysRender() throws {
        var rng = SeededRandom(seed: 99)
        let chars = Array("0123456789- ")
        for round in 0..<25 {
            let n = 1 + Int(rng.unit() * 3)
            var lines: [LineLayout] = []
            var texts: [String] = []
            for i in 0..<n {
                let digits = 1 + Int(rng.unit() * 8)
                let region = Rect(x: 0.05, y: 0.05 + Double(i) * 0.9 / Double(n), width: 0.7, height: 0.8 / Double(n))
                lines.append(LineLayout(field: .value, region: region, digits: digits,
                                        polarity: rng.chance(0.5) ? .darkOnLight : .lightOnDark, units: ["V"]))
                var t = String((0..<Int(rng.unit() * Double(digits + 1))).map { _ in chars[Int(rng.unit() * Double(chars.count))] })
                if !t.isEmpty, rng.chance(0.3) { t.insert(".", at: t.index(before: t.endIndex)) }
                texts.append(t)
            }
            let layout = DisplayLayout(aspectRatio: rng.uniform(0.5, 4), lines: lines,
                                       hints: RecognitionHints(slantDegrees: rng.uniform(-10, 15), segmentGaps: rng.chance(0.5)))
            let w = 64 + Int(rng.unit() * 700), h = 48 + Int(rng.unit() * 500)
            let meter = Rect(x: Double(w) * 0.1, y: Double(h) * 0.1, width: Double(w) * 0.8, height: Double(h) * 0.8)
            let display = Rect(x: meter.x + meter.width * 0.1, y: meter.y + meter.height * 0.1,
                               width: meter.width * 0.8, height: meter.height * 0.5)
            let level = Perturbation.allCases[round % 3]
            let f = try FrameRenderer(perturbation: level, seed: UInt64(round))
                .render(layout: layout, text: texts.joined(separator: "/"), width: w, height: h, meter: meter, display: display)
            XCTAssertEqual(f.image.pixels.count, w * h)
            for p in f.displayQuad.corners { XCTAssertTrue(p.x >= 0 && p.y >= 0 && p.x <= Double(w) && p.y <= Double(h), "\(round)") }
        }
    }

    func testTrigonometryIsAccurate() {
        for k in -20...20 {
            let x = Double(k) * 0.37
            XCTAssertEqual(renderSin(x), sin(x), accuracy: 1e-7)
            XCTAssertEqual(renderCos(x), cos(x), accuracy: 1e-7)
        }
    }

    private func mean(_ g: GrayImage) -> Double { Double(g.pixels.reduce(0) { $0 + Int($1) }) / Double(g.pixels.count) }
    private func ink(_ g: GrayImage, _ r: PixelRect) -> Int { g.crop(r).pixels.filter { $0 < 100 }.count }
}
