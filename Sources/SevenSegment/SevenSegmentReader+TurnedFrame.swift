import Foundation

/// A photo of a whole meter taken turned: the phone held on its side (the display's digits run up or
/// down the frame) or upside down. With no quad nothing reads: the locator's rows run across the turned
/// digits. panel-timer's 20fafd92 (03.31) and 88c572d2 (0100) and panel-ammeter's 096d4a1d (812) and
/// 9d512657 (505) stand on their side; panel-timer's 84da796d shows its 00.28 as 8200.
///
/// Tried only where nothing else read, and only on evidence that the display is turned, since a
/// seven-segment digit turned often still reads as one:
/// - **On its side**: the frame is read a quarter turn round either way (exactly, chroma and all:
///   `GrayImage.quarterTurned`) for a layout whose display is wide. A turned reading stands only where
///   the strokes of what it read stand upright in the turned frame (`strokeBalance`): a digit's
///   uprights outweigh its middle bar, so in the photo they lie across; an upright display's digits read
///   on their side (an 8 turned is two 0s side by side) have bars outweighing uprights, and a maker's
///   logo read on its side as 13 (SELEC, whose E's bars stand there as uprights) measured 1.1. And
///   the other turn, which shows the digits upside down, must read nothing complete or the same text,
///   and the reading must show two digits or more (a window's corner read on its side as 7 does not).
/// - **Upside down**: a face's row read without a point whose half turn reads completely with one is
///   refused as an upside-down photo's (`refusesTurnedPanelRows`). That half turn is taken here, only for
///   a line with a fixed point at the place the layout gives it, only where its digits are the upright
///   reading's digits turned half round (`halfTurned(text:)`: 8200 is 00.28), and where every such row
///   of the photo turned to the same text. A floating point gives no such sign (a 7's bar turned read as
///   a point, 967 as 1.96), so an ammeter upside down is left unread.
extension SevenSegmentReader {
    /// Least ratio of the uprights' edges to the bars' edges in a turned reading's character cells
    /// (`strokeBalance`). Each cell's top and bottom bars are left out, so a digit standing upright shows
    /// its four (or two) uprights against its middle bar at most: the turned photos' rows measured 3.7 to
    /// 9 (812, 505, 03.31, 0100), a drawn timer's thick-barred 21.58 1.56. Digits lying on their side (what
    /// an upright display shows read a quarter turn round) measure under 1, a SELEC meter's logo read on
    /// its side as 13 (two photos) 1.09 and 1.16.
    static let uprightStrokes = 1.4

    /// Least digits a line read in a turned frame shows (`showsDigits`).
    static let leastTurnedDigits = 2

    /// The share of a character cell's height left out at its top and at its bottom (the bars a and d).
    static let barBand = 0.2

    func readTurnedFrame(_ image: GrayImage, layout: DisplayLayout, upsideDown: UpsideDownRows) -> DisplayReading? {
        guard options.readsTurnedFrames, !image.isEmpty else { return nil }
        if let half = upsideDown.taken(layout: layout) { return half }
        guard layout.aspectRatio >= Self.sidewaysLayoutAspect else { return nil }
        var inner = self
        inner.options.readsTurnedFrames = false
        inner.options.keepCrop = true
        // The turned reads leave out the speckle and bezel-edge looks (a binarised crop's and a light panel's last resorts): they read
        // none of the turned photos, and on a large photo that reads nothing they cost most (fuel-pump-hq's first
        // 60 photos measured alone: mean 693 -> 573 ms with them left out, 507 ms without any turned read).
        inner.options.readsDespeckled = false
        inner.options.readsToBezelEdge = false
        // Every turn that reads completely, and whether its strokes stand upright.
        var readings: [(reading: DisplayReading, upright: Bool)] = []
        for clockwise in [true, false] {
            let turned = image.quarterTurned(clockwise: clockwise)
            var r = inner.read(turned, layout: layout, quad: nil)
            guard r.isComplete, let q = r.quad else { continue }
            let balance = Self.strokeBalance(r)
            let upright = (balance ?? 0) >= Self.uprightStrokes && Self.showsDigits(r, layout: layout)
            func back(_ p: Point) -> Point { image.quarterTurnedBack(p, clockwise: clockwise) }
            r.quad = Quad(topLeft: back(q.topLeft), topRight: back(q.topRight), bottomRight: back(q.bottomRight), bottomLeft: back(q.bottomLeft))
            if !options.keepCrop { r.crop = nil }
            readings.append((r, upright))
        }
        // A turn whose strokes stand upright, and no turn reading another text.
        guard let first = readings.first(where: \.upright)?.reading,
              readings.allSatisfy({ $0.reading.text == first.text }) else { return nil }
        return first
    }

    /// Whether every line of `reading` shows at least `leastTurnedDigits` digits, and its layout's least:
    /// a lone character read in a turned frame (a window's corner, a label's letter on its side) is no
    /// sign of a display turned.
    static func showsDigits(_ reading: DisplayReading, layout: DisplayLayout) -> Bool {
        zip(reading.lines, layout.lines).allSatisfy { read, line in
            read.text.filter(\.isNumber).count >= max(leastTurnedDigits, line.minimumDigits)
        }
    }

    /// The edges across the x axis (the uprights' sides) over those across the y axis (the bars' sides) in
    /// the character cells of `reading`'s crop (points left out), each cell's top and bottom `barBand`
    /// left out; nil where the reading kept no crop or its cells show no such edge.
    static func strokeBalance(_ reading: DisplayReading) -> Double? {
        guard let crop = reading.crop, crop.width >= 2, crop.height >= 2 else { return nil }
        let w = crop.width, h = crop.height
        var across = 0, along = 0
        for c in reading.lines.flatMap(\.characters) where c.character != "." {
            guard let cell = c.cell else { continue }
            let y0 = max(0, cell.y + Int((barBand * Double(cell.height)).rounded()))
            let y1 = min(h - 1, cell.y + cell.height - Int((barBand * Double(cell.height)).rounded()))
            let x0 = max(0, cell.x), x1 = min(w - 1, cell.x + cell.width)
            guard y1 > y0, x1 > x0 else { continue }
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let p = Int(crop.pixels[y * w + x])
                    across += abs(Int(crop.pixels[y * w + x + 1]) - p)
                    along += abs(Int(crop.pixels[(y + 1) * w + x]) - p)
                }
            }
        }
        guard along > 0 else { return nil }
        return Double(across) / Double(along)
    }

    /// `text` (digits only) as it reads turned half round: reversed, 6 and 9 swapped, 0 1 2 5 8 as they
    /// are; nil where a character turned is no digit.
    static func halfTurned(text: String) -> String? {
        var out = ""
        for c in text.reversed() {
            switch c {
            case "0", "1", "2", "5", "8": out.append(c)
            case "6": out.append("9")
            case "9": out.append("6")
            default: return nil
            }
        }
        return out
    }
}

/// The rows of a photo refused as upside down (`SevenSegmentReader.readPanelRow`), each with its half
/// turn's complete reading. Shared by one reading's search.
final class UpsideDownRows: @unchecked Sendable {
    private let lock = NSLock()
    private var turned: [DisplayReading] = []
    /// A refused row whose half turn's digits are not its own turned round.
    private var mismatched = false

    /// Notes the half turn `half` (complete, with a point) of a row read `upright` without one.
    func note(_ half: DisplayReading, upright: DisplayReading) {
        lock.lock(); defer { lock.unlock() }
        if SevenSegmentReader.halfTurned(text: upright.text.filter { $0 != "." }) == half.text.filter({ $0 != "." }) {
            turned.append(half)
        } else {
            mismatched = true
        }
    }

    /// The half turn taken: every row noted agrees, and the one line's fixed point stands at its place.
    func taken(layout: DisplayLayout) -> DisplayReading? {
        lock.lock(); defer { lock.unlock() }
        guard !mismatched, let first = turned.first, turned.allSatisfy({ $0.text == first.text }),
              layout.lines.count == 1, let line = layout.lines.first, !line.floatingPoint, line.decimals > 0,
              let dot = first.text.firstIndex(of: "."),
              first.text.distance(from: dot, to: first.text.endIndex) - 1 == line.decimals else { return nil }
        return first
    }
}
