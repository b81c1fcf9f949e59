import Foundation

extension ImageIO {
    /// Refuses a JPEG or PNG file whose end is missing (a cut download or copy). OpenCV decodes such a
    /// JPEG anyway, filling the missing rows with gray, which would be read as a real photo.
    /// JPEG: the end-of-image marker FF D9 must close the file (trailing padding allowed);
    /// PNG: the IEND chunk must be present at the end.
    public static func checkComplete(_ path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }  // loadGray names the problem
        defer { try? handle.close() }
        let head = handle.readData(ofLength: 8)
        guard head.count >= 4 else { return }
        let size = (try? handle.seekToEnd()) ?? 0
        let tailLength = UInt64(min(size, 1024))
        try? handle.seek(toOffset: size - tailLength)
        let tail = [UInt8](handle.readData(ofLength: Int(tailLength)))
        if head[0] == 0xFF, head[1] == 0xD8 {
            var end = tail.count
            while end > 0, tail[end - 1] == 0 || tail[end - 1] == 0x0A || tail[end - 1] == 0x0D || tail[end - 1] == 0x20 { end -= 1 }
            guard end >= 2, tail[end - 2] == 0xFF, tail[end - 1] == 0xD9 else {
                throw VitalSnapError(.badInput, "\(path): truncated JPEG (no end-of-image marker): the file is incomplete", file: path)
            }
        } else if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            let iend: [UInt8] = [0x49, 0x45, 0x4E, 0x44]
            let found = tail.count >= 4 && (0...(tail.count - 4)).contains { Array(tail[$0..<$0 + 4]) == iend }
            guard found else {
                throw VitalSnapError(.badInput, "\(path): truncated PNG (no IEND chunk): the file is incomplete", file: path)
            }
        }
    }
}
