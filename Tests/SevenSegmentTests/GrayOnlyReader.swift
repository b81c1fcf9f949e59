@testable import SevenSegment

extension SevenSegmentReader {
    /// A reader with no colour look: what the gray look alone reads of a coloured display, the reading the
    /// colour look is handed (`readColourLook(_:layout:display:gray:)`).
    static var grayOnly: SevenSegmentReader {
        var reader = SevenSegmentReader()
        reader.options.readsColour = false
        return reader
    }
}
