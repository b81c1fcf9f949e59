@testable import SevenSegment

/// Draws seven-segment text into a GrayImage for tests (until the project's renderer is used here).
///
/// Each character occupies a cell `digitWidth` x `digitHeight`; "." adds a decimal point after the
/// previous character, " " is a blank position. Slant leans the digits right by `slantDegrees`.
struct SyntheticDisplay {
    var text: String
    var digitHeight = 40
    var digitWidth = 22
    var spacing = 8
    var thickness = 5
    var gap = 1
    var slantDegrees = 0.0
    var ink: UInt8 = 30
    var background: UInt8 = 200
    var margin = 12
    var ghost: UInt8? = nil
    /// Lit segments drawn as their outline this many pixels wide (hollow segments); nil = solid.
    var hollow: Int? = nil

    var positions: Int { text.filter { $0 != "." }.count }
    var width: Int { 2 * margin + positions * digitWidth + (positions - 1) * spacing }
    var height: Int { 2 * margin + digitHeight }

    func render() -> GrayImage {
        var img = GrayImage(width: width, height: height, fill: background)
        let shear = tan(slantDegrees * .pi / 180)
        var cellIndex = -1
        var cells: [(x: Int, mask: Segments, point: Bool)] = []
        for ch in text {
            if ch == "." { if !cells.isEmpty { cells[cells.count - 1].point = true }; continue }
            cellIndex += 1
            let x = margin + cellIndex * (digitWidth + spacing)
            cells.append((x, ch == " " ? [] : (Charset.mask(of: ch) ?? []), false))
        }
        let t = Double(thickness), g = Double(gap)
        let w = Double(digitWidth), h = Double(digitHeight)
        let top = Double(margin), cy = top + h / 2
        for (x0, mask, point) in cells {
            let left = Double(x0)
            func rect(_ s: Segments) -> (Double, Double, Double, Double) {
                switch s {
                case .a: return (left + t + g, top, left + w - t - g, top + t)
                case .g: return (left + t + g, cy - t / 2, left + w - t - g, cy + t / 2)
                case .d: return (left + t + g, top + h - t, left + w - t - g, top + h)
                case .f: return (left, top + t + g, left + t, cy - t / 2 - g)
                case .b: return (left + w - t, top + t + g, left + w, cy - t / 2 - g)
                case .e: return (left, cy + t / 2 + g, left + t, top + h - t - g)
                default: return (left + w - t, cy + t / 2 + g, left + w, top + h - t - g)
                }
            }
            for s in Segments.seven {
                let lit = mask.contains(s)
                guard lit || ghost != nil else { continue }
                let value = lit ? ink : ghost!
                let (rx0, ry0, rx1, ry1) = rect(s)
                let ys = Int(ry0)..<Int(ry1.rounded(.up))
                for y in ys {
                    let dx = shear * (cy - Double(y))
                    let xs = Int((rx0 + dx).rounded())..<Int((rx1 + dx).rounded())
                    for x in xs where x >= 0 && x < img.width {
                        if lit, let o = hollow, min(y - ys.lowerBound, ys.upperBound - 1 - y, x - xs.lowerBound, xs.upperBound - 1 - x) >= o {
                            continue
                        }
                        img[x, y] = value
                    }
                }
            }
            if point {
                let px = Int(left + w + Double(spacing) / 2 - t / 2 - shear * t / 2)
                for y in Int(top + h - t)..<Int(top + h) { for x in px..<(px + thickness) where x < img.width { img[x, y] = ink } }
            }
        }
        return img
    }

    /// The whole image as a quad in pixels.
    func quad() -> Quad { Quad(Rect(x: 0, y: 0, width: Double(width), height: Double(height))) }

    static func layout(digits: Int, polarity: Polarity = .darkOnLight, floatingPoint: Bool = true, decimals: Int = 0,
                       signed: Bool = false, words: [DisplayWord] = [], aspect: Double = 2.5) -> DisplayLayout {
        DisplayLayout(aspectRatio: aspect, lines: [
            LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: digits, decimals: decimals,
                       floatingPoint: floatingPoint, signed: signed, polarity: polarity, words: words),
        ])
    }
}

import Foundation
