import Foundation
import SevenSegment

extension PeripheralValidator {
    /// Keys a peripheral file may hold, by JSON path pattern ("[]" = any array element), taken from the
    /// types' own coding keys so a field added to a type is known here at once.
    static let knownKeys: [String: Set<String>] = [
        "": Set(Peripheral.CodingKeys.allCases.map(\.rawValue)),
        "overlay": Set(OverlayGeometry.CodingKeys.allCases.map(\.rawValue)),
        "overlay.display": rectKeys,
        "display": DisplayLayout.jsonKeys,
        "display.hints": RecognitionHints.jsonKeys,
        "display.lines[]": LineLayout.jsonKeys,
        "display.lines[].region": rectKeys,
        "display.lines[].range": ValueRange.jsonKeys,
    ]
    static let rectKeys: Set<String> = ["x", "y", "width", "height"]

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
