import Foundation
import SevenSegment

extension PeripheralValidator {
    /// Keys a peripheral file may hold, by JSON path pattern ("[]" = any array element): the list below
    /// plus every key the types themselves encode, so a field added to `LineLayout` or
    /// `RecognitionHints` is known here without editing this file.
    static let knownKeys: [String: Set<String>] = {
        var keys = baseKeys
        let line = LineLayout(field: .value, region: Rect(x: 0, y: 0, width: 1, height: 1), digits: 1)
        let hints = RecognitionHints(slantDegrees: 0, segmentGaps: false, digitAspect: 0.5)
        let layout = DisplayLayout(aspectRatio: 1, lines: [line], hints: hints)
        let overlay = OverlayGeometry(aspectRatio: 1, display: Rect(x: 0, y: 0, width: 1, height: 1))
        func encodedKeys<T: Encodable>(_ value: T) -> Set<String> {
            guard let data = try? JSONEncoder().encode(value),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
            return Set(object.keys)
        }
        keys["display.lines[]", default: []].formUnion(encodedKeys(line))
        keys["display.hints", default: []].formUnion(encodedKeys(hints))
        keys["display", default: []].formUnion(encodedKeys(layout))
        keys["overlay", default: []].formUnion(encodedKeys(overlay))
        return keys
    }()

    static let baseKeys: [String: Set<String>] = [
        "": ["id", "slug", "manufacturer", "model", "type", "disabled", "notes", "overlay", "display"],
        "overlay": ["aspectRatio", "display", "fill"],
        "overlay.display": ["x", "y", "width", "height"],
        "display": ["aspectRatio", "lines", "hints"],
        "display.hints": ["slantDegrees", "segmentGaps", "digitAspect"],
        "display.lines[]": ["field", "region", "digits", "decimals", "floatingPoint", "signed", "polarity", "words", "units",
                            "minimumDigits"],
        "display.lines[].region": ["x", "y", "width", "height"],
    ]

    /// Refuses keys the format does not know (a misspelt optional field would otherwise be ignored
    /// silently), naming the file and the full path of the key.
    public func checkKeys(_ json: Any, file: String) throws {
        guard let root = json as? [String: Any] else {
            throw VitalSnapError(.catalog, "\(file): a peripheral file must hold one JSON object", file: file)
        }
        try check(root, pattern: "", path: "", file: file)
    }

    private func check(_ object: [String: Any], pattern: String, path: String, file: String) throws {
        guard let known = Self.knownKeys[pattern] else { return }
        for key in object.keys.sorted() {
            let fieldPath = path.isEmpty ? key : "\(path).\(key)"
            guard known.contains(key) else {
                throw VitalSnapError(.catalog, "\(file): field '\(fieldPath)': unknown field (known here: \(known.sorted().joined(separator: ", ")))",
                                     file: file, field: fieldPath)
            }
            let childPattern = pattern.isEmpty ? key : "\(pattern).\(key)"
            if let child = object[key] as? [String: Any] {
                try check(child, pattern: childPattern, path: fieldPath, file: file)
            } else if let array = object[key] as? [Any] {
                for (i, element) in array.enumerated() {
                    if let child = element as? [String: Any] {
                        try check(child, pattern: childPattern + "[]", path: "\(fieldPath)[\(i)]", file: file)
                    }
                }
            }
        }
    }
}
