/// Connected pieces of a mask, found from the runs of ink along its rows.
extension InkCleaner {
    /// 8-connected components; `labels` gets 1-based component numbers, numbered in the order their
    /// first pixel comes in the mask (row by row, left to right).
    ///
    /// Each row's runs of ink are joined to the runs of the row above that they touch (overlapping, or
    /// diagonally adjacent at an end) in a union-find over runs; the pieces are then numbered at their
    /// first run, which holds their first pixel. The same pieces and numbers as flooding each piece from
    /// its first pixel, without looking at every ink pixel's eight neighbours.
    static func components(_ mask: [UInt8], width w: Int, height h: Int, labels: inout [Int32]) -> [Component] {
        var comps: [Component] = []
        guard w > 0, h > 0, mask.count >= w * h else {
            labels = [Int32](repeating: 0, count: w * h)
            return comps
        }
        // Runs in raster order: first and last column, row, parent in the union-find, and (for the
        // roots) the piece's number; `rowStart[y]` is the first run of row y. A row holds at most
        // (w + 1) / 2 runs.
        let most = (w + 1) / 2 * h
        var rowStart = [Int](repeating: 0, count: h + 1)
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 5 * most) { buffer in
            let first = buffer.baseAddress!, last = first + most, row = first + 2 * most
            let parent = first + 3 * most, number = first + 4 * most
            var runs = 0
            mask.withUnsafeBufferPointer { m in
                let bytes = UnsafeRawPointer(m.baseAddress!)
                // Eight pixels at a time, as a little-endian word (byte k of the word is pixel x + k).
                @inline(__always) func word(_ i: Int) -> UInt64 {
                    UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                }
                for y in 0..<h {
                    rowStart[y] = runs
                    let line = y &* w
                    var x = 0
                    while x < w {
                        // Most of a mask is background: skipped eight pixels at a time, and within a word
                        // holding ink straight to its first ink pixel (the word's lowest non-zero byte).
                        if x &+ 8 <= w {
                            let v = word(line &+ x)
                            if v == 0 { x &+= 8; continue }
                            x &+= v.trailingZeroBitCount &>> 3
                        } else if m[line &+ x] == 0 { x &+= 1; continue }
                        let start = x
                        // The run's end: eight pixels at a time to the word holding its first background
                        // pixel, the word's lowest zero byte (flagged by the borrow trick: a zero byte, and
                        // only bytes above one, get their top bit set in (v - 0x01..01) & ~v & 0x80..80).
                        while x &+ 8 <= w {
                            let v = word(line &+ x)
                            let zeros = (v &- 0x0101_0101_0101_0101) & ~v & 0x8080_8080_8080_8080
                            if zeros == 0 { x &+= 8; continue }
                            x &+= zeros.trailingZeroBitCount &>> 3
                            break
                        }
                        while x < w && m[line &+ x] != 0 { x &+= 1 }
                        first[runs] = start; last[runs] = x &- 1; row[runs] = y; parent[runs] = runs; number[runs] = 0
                        runs &+= 1
                    }
                }
            }
            rowStart[h] = runs
            @inline(__always) func root(_ i: Int) -> Int {
                var i = i
                while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
                return i
            }
            for y in 1..<max(1, h) {
                var above = rowStart[y - 1]
                let aboveEnd = rowStart[y]
                for i in rowStart[y]..<rowStart[y + 1] {
                    // Runs above ending left of this run's first column minus one touch neither it nor
                    // the runs right of it.
                    while above < aboveEnd && last[above] < first[i] - 1 { above += 1 }
                    var k = above
                    while k < aboveEnd && first[k] <= last[i] + 1 {
                        let a = root(i), b = root(k)
                        if a != b { parent[max(a, b)] = min(a, b) }
                        k += 1
                    }
                }
            }
            // Each label written once, in raster order: the background before a run 0, the run its number.
            labels = [Int32](unsafeUninitializedCapacity: w * h) { buffer, initialized in
                let l = buffer.baseAddress!, total = w * h
                var written = 0
                for i in 0..<runs {
                    let r = root(i)
                    if number[r] == 0 {
                        comps.append(Component())
                        number[r] = comps.count
                    }
                    let n = number[r], k = n - 1
                    let y = row[i], x0 = first[i], x1 = last[i]
                    var c = comps[k]
                    if x0 < c.minX { c.minX = x0 }
                    if x1 > c.maxX { c.maxX = x1 }
                    if y < c.minY { c.minY = y }
                    if y > c.maxY { c.maxY = y }
                    c.area += x1 - x0 + 1
                    comps[k] = c
                    let start = y * w + x0, end = y * w + x1 + 1
                    // A short gap (most gaps lie between a digit's strokes) is zeroed by one or two 64-byte
                    // stores instead of a call to memset; they may run on past `start`, over labels that
                    // are all written after this (the run, then what follows it in raster order).
                    let gap = start - written
                    if gap <= 32 && written + 32 <= total {
                        let at = UnsafeMutableRawPointer(l + written)
                        at.storeBytes(of: SIMD16<Int32>(), as: SIMD16<Int32>.self)
                        if gap > 16 { at.storeBytes(of: SIMD16<Int32>(), toByteOffset: 64, as: SIMD16<Int32>.self) }
                    } else {
                        (l + written).initialize(repeating: 0, count: gap)
                    }
                    // The run's label four at a time; the last store may run past `end`, over labels
                    // all written after it (as the gaps' stores do).
                    if end + 3 <= total {
                        let four = SIMD4<Int32>(repeating: Int32(n))
                        var k = start
                        while k < end {
                            UnsafeMutableRawPointer(l + k).storeBytes(of: four, as: SIMD4<Int32>.self)
                            k &+= 4
                        }
                    } else {
                        (l + start).initialize(repeating: Int32(n), count: end - start)
                    }
                    written = end
                }
                (l + written).initialize(repeating: 0, count: w * h - written)
                initialized = w * h
            }
        }
        return comps
    }
}
