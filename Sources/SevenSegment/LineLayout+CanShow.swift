/// Whether a line can show a text at all, judged on the text alone (no image): the same rules the
/// `LineInterpreter` applies to what it decodes — words, sign, digit count, leading zeros, decimal
/// places and the display range. Used where a text comes from somewhere other than the recognizer
/// (a session fixture's ground truth) and must be held to the layout. The interpreter still has its
/// own copy of these text-level checks beside its image-level ones; folding them into this one is
/// left for later.
extension LineLayout {
    public func canShow(_ text: String) -> Bool {
        if words.contains(where: { $0.rawValue == text }) { return true }
        var body = Substring(text)
        if body.first == "-" {
            guard signed else { return false }
            body = body.dropFirst()
        }
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return false }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, !parts[0].isEmpty else { return false }
        let digitCount = body.filter(\.isNumber).count
        guard digitCount >= minimumDigits, digitCount <= digits else { return false }
        if !leadingZeros, parts[0].count >= 2, parts[0].first == "0" { return false }
        let after = parts.count == 2 ? parts[1].count : 0
        if parts.count == 2 && after == 0 { return false }
        if !floatingPoint {
            if decimals == 0 && parts.count == 2 { return false }
            if decimals > 0 && !fixedPointAllows(decimals: after, value: Double(text)) && !(optionalPoint && parts.count == 1) { return false }
        }
        if let range, let value = Double(text), !range.contains(value) { return false }
        return true
    }
}
