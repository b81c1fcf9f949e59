import XCTest
@testable import SevenSegment

/// The segment sampler's bands and squares (`SegmentSampler.vertical`, `.horizontal`, `.squareLevel`,
/// sampling through `LineStrip.InkReader` with what does not change along a band worked out once) give
/// exactly the levels of the plain forms they replace, which call `LineStrip.inkSample` at every sample.
final class SamplerFastPathTests: XCTestCase {
    private func randomStrip(width: Int, height: Int, seed: UInt64) -> LineStrip {
        var rng = SeededRandom(seed: seed)
        let ink = (0..<(width * height)).map { _ in Float(Int(rng.next() % 1600)) / 1000 - 0.3 }
        return LineStrip(width: width, height: height, origin: (0, 0), ink: ink,
                         mask: [UInt8](repeating: 0, count: width * height), band: 3..<(height - 3), contrast: 40)
    }

    private func line(shear: Double, rowSlope: Double, top: Int, bottom: Int) -> SegmentedLine {
        var l = SegmentedLine(shear: shear, top: top, bottom: bottom, digitWidth: 14, stroke: 3.4, bar: 3.1,
                              cells: [], gapAfter: nil, leadingPoint: false)
        l.rowSlope = rowSlope
        return l
    }

    private func plainVertical(_ s: LineStrip, _ line: SegmentedLine, x0: Double, x1: Double, width: Double,
                               y0: Double, y1: Double) -> Float {
        let rows = max(3, Int((y1 - y0).rounded()))
        let cols = max(2, Int(width.rounded()))
        var best: Float = -10
        var buf = [Float](repeating: 0, count: rows)
        var x = x0
        repeat {
            for r in 0..<rows {
                let y = y0 + (y1 - y0) * (Double(r) + 0.5) / Double(rows)
                var acc: Float = 0
                var left: Float = -10, right: Float = -10
                for c in 0..<cols {
                    let xd = x + width * (Double(c) + 0.5) / Double(cols)
                    let v = min(1.2, s.inkSample(line.stripX(xd, y), y))
                    acc += v
                    if 2 * c < cols - 1 { left = max(left, v) } else if 2 * c > cols - 1 { right = max(right, v) }
                }
                buf[r] = max(acc / Float(cols), OutlineStroke.bracketed(left: left, right: right))
            }
            best = max(best, SegmentSampler.lowQuantile(&buf))
            x += 1
        } while x <= x1
        return best
    }

    private func plainHorizontal(_ s: LineStrip, _ line: SegmentedLine, y0: Double, y1: Double, height: Double,
                                 x0: Double, x1: Double) -> Float {
        let cols = max(3, Int((x1 - x0).rounded()))
        let rows = max(2, Int(height.rounded()))
        let xm = (x0 + x1) / 2
        var best: Float = -10
        var buf = [Float](repeating: 0, count: cols)
        var y = y0
        repeat {
            for c in 0..<cols {
                let xd = x0 + (x1 - x0) * (Double(c) + 0.5) / Double(cols)
                var acc: Float = 0
                var upper: Float = -10, lower: Float = -10
                for r in 0..<rows {
                    let yy = y + height * (Double(r) + 0.5) / Double(rows) + line.rowSlope * (xd - xm)
                    let v = min(1.2, s.inkSample(line.stripX(xd, yy), yy))
                    acc += v
                    if 2 * r < rows - 1 { upper = max(upper, v) } else if 2 * r > rows - 1 { lower = max(lower, v) }
                }
                buf[c] = max(acc / Float(rows), OutlineStroke.bracketed(left: upper, right: lower))
            }
            best = max(best, SegmentSampler.lowQuantile(&buf))
            y += 1
        } while y <= y1
        return best
    }

    private func plainSquare(x: Double, y: Double, size: Double, strip: LineStrip, line: SegmentedLine) -> Float {
        let n = max(2, Int(size.rounded()))
        var acc: Float = 0
        for r in 0..<n {
            let sy = y + size * (Double(r) + 0.5) / Double(n) - size / 2
            for c in 0..<n {
                let xd = x + size * (Double(c) + 0.5) / Double(n)
                acc += min(1.2, strip.inkSample(line.stripX(xd, sy), sy))
            }
        }
        return acc / Float(n * n)
    }

    func testBandsAndSquaresMatchThePlainForms() {
        var rng = SeededRandom(seed: 21)
        func uniform(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * Double(rng.next() % 10_000) / 10_000 }
        let sampler = SegmentSampler()
        for seed in 0..<6 {
            let strip = randomStrip(width: 50 + 7 * seed, height: 24 + 3 * seed, seed: UInt64(seed))
            let l = line(shear: uniform(-0.2, 0.2), rowSlope: seed % 2 == 0 ? 0 : uniform(-0.08, 0.08),
                         top: 3, bottom: strip.height - 3)
            for _ in 0..<40 {
                // Bands partly outside the strip too (clamped samples), widths below and above 2.
                let x0 = uniform(-4, Double(strip.width)), y0 = uniform(-4, Double(strip.height))
                let x1 = x0 + uniform(0, 6), y1 = y0 + uniform(0, 12), t = uniform(1.5, 5)
                XCTAssertEqual(sampler.vertical(strip, l, x0: x0, x1: x1, width: t, y0: y0, y1: y1),
                               plainVertical(strip, l, x0: x0, x1: x1, width: t, y0: y0, y1: y1))
                let hx1 = x0 + uniform(0, 14), hy1 = y0 + uniform(0, 5)
                XCTAssertEqual(sampler.horizontal(strip, l, y0: y0, y1: hy1, height: t, x0: x0, x1: hx1),
                               plainHorizontal(strip, l, y0: y0, y1: hy1, height: t, x0: x0, x1: hx1))
                XCTAssertEqual(sampler.squareLevel(x: x0, y: y0, size: t, strip: strip, line: l),
                               plainSquare(x: x0, y: y0, size: t, strip: strip, line: l))
            }
        }
    }
}
