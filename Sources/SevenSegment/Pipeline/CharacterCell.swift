/// What kind of mark a character cell holds, judged from its shape before sampling segments.
public enum CellKind: Equatable, Sendable {
    /// A full-width digit or letter: segments are sampled.
    case glyph
    /// A narrow full-height mark: a "1" (or the "I" of HI), right-aligned in its position.
    case narrow
    /// A short dash at mid height.
    case minus
}

/// One character position found on a line, in deskewed strip coordinates.
public struct CharacterCell: Equatable, Sendable {
    public var kind: CellKind
    /// Left and right edge of the character's box (for `.narrow`, the box is right-aligned to the mark).
    public var x0: Double
    public var x1: Double
    /// Ink edges actually seen (for `.narrow`, the mark itself).
    public var inkX0: Double
    public var inkX1: Double
    /// A decimal point follows this character.
    public var point: Bool
    /// Top and bottom of the character's ink (strip rows); the line's band unless the cell's own ink
    /// says otherwise (a slightly rotated display puts digits at different heights).
    public var top: Double = 0
    public var bottom: Double = 0
    /// The decimal point after this character touches it (found as a foot of its ink, not apart): an
    /// L whose foot is all that shows looks the same.
    public var pointTouches = false
    /// A `.narrow` mark with ink left of its stroke (bars, or clutter) on a line of full-width digits:
    /// the mark is not a bare stroke, so it reads as a 1 only when every segment a full digit would add
    /// left of it is clearly off.
    public var inkBeside = false
    /// A `.narrow` mark with ink beside its stroke whose ink is too wide for a 1's stroke
    /// (`GlyphDecoder.wideMark`): what is left of a wider digit.
    public var wideInk = false
    /// Ink at the band's edge in this character's columns, set apart from it, was left out of its rows
    /// (`DigitSegmenter.glyphExtent`): the band reaches past the row of digits here.
    public var edgeClutterLeftOut = false
    /// A smaller digit after the full-size ones (`LineLayout.smallDecimals`), sampled in its own rows
    /// (`top`...`bottom`): a decimal.
    public var small = false

    public init(kind: CellKind, x0: Double, x1: Double, inkX0: Double, inkX1: Double, point: Bool,
                top: Double = 0, bottom: Double = 0) {
        self.kind = kind; self.x0 = x0; self.x1 = x1; self.inkX0 = inkX0; self.inkX1 = inkX1
        self.point = point; self.top = top; self.bottom = bottom
    }
}

/// The DigitSegmenter's result: the slant it corrected and the character cells, left to right.
public struct SegmentedLine: Sendable {
    /// Horizontal shift per row up (tan of the slant angle; positive leans right).
    public var shear: Double
    /// Rows of the digits in the strip (end exclusive) and their centre, which the shear pivots on.
    public var top: Int
    public var bottom: Int
    public var center: Double { Double(top + bottom) / 2 }
    /// Typical digit width and stroke thickness, in pixels.
    public var digitWidth: Double
    public var stroke: Double
    /// Thickness of the horizontal segments, in pixels.
    public var bar: Double
    public var cells: [CharacterCell]
    /// A gap wider than a digit between two characters (a position that read blank mid-number).
    public var gapAfter: Int?
    /// Deskewed x of marks as tall as half a digit that made no character (the part of a faded digit
    /// that still shows): left of the first character they mean a digit may be missing.
    public var unreadMarks: [Double] = []
    /// Fragments of digits that made no cell (`LoneFragment`), in deskewed columns.
    var fragments: [LoneFragment.Piece] = []
    /// Room for a whole character right of the last one: numbers are right-aligned on seven-segment
    /// displays, so a blank there means a digit was missed.
    public var blankRight: Bool = false
    /// A character-sized mark shorter than the digits after them (a small tenths digit on a meter):
    /// the number goes on in a way this line cannot read.
    public var smallCharacterAfter: Bool = false
    /// A decimal point seen before the first character.
    public var leadingPoint: Bool
    /// A mark after this character, before the next, that may be a decimal point (shaped like one, but
    /// with ink above it): the reading is not sure where the point is.
    public var doubtfulPointAfter: Int? = nil
    /// Rows down per deskewed column along the row's bars (a display photographed turned): the
    /// horizontal segments are sampled along this slope. 0 when the row is level.
    public var rowSlope: Double = 0
    /// A window's edge stands just after the last character, too close to it for a character
    /// (`DigitSegmenter.droppingEdgeMark`): in the bar response that character's segments lose contrast
    /// against it.
    public var windowEdgeAfter = false

    /// Strip x of deskewed x' at row y.
    @inline(__always)
    public func stripX(_ xd: Double, _ y: Double) -> Double { xd + shear * (center - y) }
}
