/// `inkSample` for the loops that sample a strip thousands of times per line (the segment sampler):
/// the ink opened once for reading, and the vertical half of the bilinear sample done once per row of
/// samples at one height. Same values as `LineStrip.inkSample`.
extension LineStrip {
    struct InkReader {
        let ink: UnsafeBufferPointer<Float>
        let width: Int
        let height: Int

        /// Where samples at one height read: the two rows around it and the weight of the lower.
        struct Row {
            let upper: Int
            let lower: Int
            let weight: Float
        }

        @inline(__always)
        func row(_ y: Double) -> Row {
            let fy = min(max(y, 0), Double(height - 1))
            let y0 = Int(fy)
            let y1 = min(y0 &+ 1, height &- 1)
            return Row(upper: y0 &* width, lower: y1 &* width, weight: Float(fy - Double(y0)))
        }

        /// `inkSample(x, y)` with `row` = `row(y)`.
        @inline(__always)
        func sample(_ x: Double, in row: Row) -> Float {
            let fx = min(max(x, 0), Double(width - 1))
            let x0 = Int(fx)
            let x1 = min(x0 &+ 1, width &- 1)
            let ax = Float(fx - Double(x0)), ay = row.weight
            let p00 = ink[row.upper &+ x0], p10 = ink[row.upper &+ x1]
            let p01 = ink[row.lower &+ x0], p11 = ink[row.lower &+ x1]
            return (p00 + (p10 - p00) * ax) * (1 - ay) + (p01 + (p11 - p01) * ax) * ay
        }

        @inline(__always)
        func sample(_ x: Double, _ y: Double) -> Float { sample(x, in: row(y)) }
    }

    func withInkReader<R>(_ body: (InkReader) -> R) -> R {
        precondition(ink.count >= width * height, "ink of \(ink.count) values for a \(width)x\(height) strip")
        return ink.withUnsafeBufferPointer { body(InkReader(ink: $0, width: width, height: height)) }
    }
}
