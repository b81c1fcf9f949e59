import Foundation

extension PeripheralValidator {
    /// Keys a peripheral file may hold, by JSON path pattern ("[]" = any array element).
    static let knownKeys: [String: Set<String>] = [
        "": ["id", "slug", "manufacturer", "model", "type", "disabled", "notes", "overlay", "display"],
        "overlay": ["aspectRatio", "display", "fill"],
        "overlay.display": ["x", "y", "width", "height"],
        "display": ["aspectRatio", "lines", "hints"],
        "display.hints": ["slantDegrees", "segmentGaps", "digitAspect"],
        "display.lines[]": ["field", "region", "digits", "decimals", "floatingPoint", "signed", "polarity", "words", "units"],
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
