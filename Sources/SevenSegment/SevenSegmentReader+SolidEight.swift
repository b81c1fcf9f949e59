/// A tight-crop reading with an "8" that is a solid block.
///
/// The tight-crop view (`readTightCrop`) takes the whole frame for a crop of the display. On a photo of
/// a whole device it can read the device itself as characters: a wall's edge standing the frame's height
/// as a "1", the dark body of a panel meter as an "8" (panel-ammeter photos read with no roi: 984 and 843
/// both read as 18). A seven-segment 8 is a ring of bars around two counters that are background, on
/// any display; a solid block samples as lit at every segment too. Measured from the background level
/// towards the ink (the polarity read), an "8" whose middle bar is no ink at all, or whose top or bottom
/// counter (the middle of the cell between its bars) lies more than half as far towards the ink as its
/// middle bar, is a block, not a digit, and the frame is no crop of the display: the reading is declined.
/// (On the two photos the counters lay 173 and 222 levels towards the ink with the bar at 215, and 45 and
/// 122 with the bar at 2.)
extension SevenSegmentReader {
    /// Whether an "8" of `reading` (cells in `crop`'s pixels, read in `polarity` on `background`) is a
    /// solid block rather than bars around background counters.
    static func solidEight(_ reading: DisplayReading, crop: GrayImage, polarity: Polarity, background: UInt8) -> Bool {
        for line in reading.lines {
            for c in line.characters where c.character == "8" {
                guard let cell = c.cell, cell.width >= 5, cell.height >= 10 else { continue }
                // The mean gray of the part of the cell between these shares of its width and height.
                func mean(_ u0: Double, _ u1: Double, _ v0: Double, _ v1: Double) -> Double? {
                    let ax = cell.x + Int(u0 * Double(cell.width)), bx = cell.x + Int((u1 * Double(cell.width)).rounded(.up))
                    let ay = cell.y + Int(v0 * Double(cell.height)), by = cell.y + Int((v1 * Double(cell.height)).rounded(.up))
                    let x0 = max(0, ax), x1 = min(crop.width, max(ax + 1, bx))
                    let y0 = max(0, ay), y1 = min(crop.height, max(ay + 1, by))
                    guard x1 > x0, y1 > y0 else { return nil }
                    var sum = 0, n = 0
                    for y in y0..<y1 { for x in x0..<x1 { sum += Int(crop[x, y]); n += 1 } }
                    return n > 0 ? Double(sum) / Double(n) : nil
                }
                guard let ink = mean(0.35, 0.65, 0.47, 0.53),
                      let top = mean(0.4, 0.6, 0.24, 0.34), let bottom = mean(0.4, 0.6, 0.66, 0.76) else { continue }
                // How far from the background towards the ink each lies.
                let s = polarity == .lightOnDark ? 1.0 : -1.0, bg = Double(background)
                let bar = s * (ink - bg), t = s * (top - bg), b = s * (bottom - bg)
                if bar <= 0 || t > bar / 2 || b > bar / 2 { return true }
            }
        }
        return false
    }
}
