/// A label with more lines than the reading (a photo of two displays, "47.60/17.252", read with a
/// one-line peripheral): the reading is incomplete, not wrong, when each line it gives is one of the
/// labelled lines, in order. It counts as a no-read ("fewer-lines-than-label"); any other line read is a
/// misread as usual.
extension ReadingMatcher {
    /// Whether `read` (fewer lines than `labelled`) is `labelled` with some lines left out.
    static func isLabelWithLinesMissing(_ read: [String], _ labelled: [String]) -> Bool {
        guard read.count < labelled.count else { return false }
        var next = labelled.startIndex
        for text in read {
            guard let found = labelled[next...].firstIndex(of: text) else { return false }
            next = found + 1
        }
        return true
    }
}
