/// What a display shows and where: the recognizer's description of one device's screen.
///
/// Coordinates of `LineLayout.region` are normalised to the display rectangle (0...1, origin top-left).
/// Decoded from the `display` object of a peripheral JSON file (see README, "Catalog format").
public struct DisplayLayout: Equatable, Codable, Sendable {
    /// Width / height of the display's visible area (the dewarped display image has this aspect).
    public var aspectRatio: Double
    /// Lines top to bottom.
    public var lines: [LineLayout]
    /// Device-specific recognizer hints (optional; defaults suit most displays).
    public var hints: RecognitionHints

    public init(aspectRatio: Double, lines: [LineLayout], hints: RecognitionHints = RecognitionHints()) {
        self.aspectRatio = aspectRatio
        self.lines = lines
        self.hints = hints
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case aspectRatio, lines, hints }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        aspectRatio = try c.decode(Double.self, forKey: .aspectRatio)
        lines = try c.decode([LineLayout].self, forKey: .lines)
        hints = try c.decodeIfPresent(RecognitionHints.self, forKey: .hints) ?? RecognitionHints()
    }
}

/// Which quantity a display line shows.
public enum DisplayField: String, Codable, CaseIterable, Sendable {
    case glucose, systolic, diastolic, pulse, temperature, spo2, weight
    /// A plain number on an evaluation (non-health) device.
    case value
}

/// Dark segments on a light background (LCD) or light segments on a dark background (LED, backlit LCD).
public enum Polarity: String, Codable, CaseIterable, Sendable {
    case darkOnLight = "dark-on-light"
    case lightOnDark = "light-on-dark"
}

/// Words a seven-segment line can show instead of a number.
public enum DisplayWord: String, Codable, CaseIterable, Sendable {
    case hi = "HI", lo = "LO", err = "Err"
}

/// One line of digits on the display.
public struct LineLayout: Equatable, Codable, Sendable {
    public var field: DisplayField
    /// Where the line sits inside the display, normalised to the display (0...1).
    public var region: Rect
    /// Number of digit positions (cells), counting positions that may stay blank.
    public var digits: Int
    /// Fixed number of digits after the decimal point (0 = integer), ignored when `floatingPoint`.
    public var decimals: Int
    /// Other fixed numbers of digits after the point the line may show (a fuel pump's volume, 198.6 where
    /// it usually shows 46.61): the point is still required, at one of these places or at `decimals`'.
    /// Empty (most devices): `decimals` alone. Ignored when `floatingPoint`.
    public var otherDecimals: [Int]
    /// The smallest value shown with a point at one of `otherDecimals` (a pump keeps two decimals up to
    /// 99.99 and shows 198.6 from 100 on): a smaller number there is a digit lost after the point (69.00
    /// seen as 69.0). nil: any value.
    public var otherDecimalsFrom: Double?
    /// The decimal point may appear after any digit (multimeters, panel meters).
    public var floatingPoint: Bool
    /// With `floatingPoint`: the display may show digits after the point without a point that can be
    /// seen (a tenths digit in its own box, a point too small or faint for the camera, as on many
    /// electricity meters). A reading without a point could then be one with a point missed, so it is
    /// declined as ambiguous rather than read as a whole number.
    public var pointMayBeHidden: Bool
    /// The digits after the point are drawn smaller than the others, standing on the line's foot (the
    /// tenths of many electricity meters, often with no point that can be seen). A small digit right
    /// after the full-size ones is read as a decimal, the point before it taken as shown; off, such a
    /// digit leaves the reading unsure (`SegmentedLine.smallCharacterAfter`).
    public var smallDecimals: Bool
    /// The fixed decimal point (`decimals`) may be unlit, as a timer's blinking point: a reading without
    /// it is taken as shown, when nothing point-like is seen where the point would be.
    public var optionalPoint: Bool
    /// A leading minus sign may appear.
    public var signed: Bool
    public var polarity: Polarity
    public var words: [DisplayWord]
    /// Fewest digits a reading of this line has (a pulse or SpO2 never shows fewer than two, a padded
    /// counter always shows all); a shorter reading is taken as digits lost, not as a value.
    public var minimumDigits: Int
    /// The display pads numbers with leading zeros (a timer's 08.06, a counter's 0042). Off (most
    /// devices): a reading that starts with 0 before another digit lost the digit before the 0.
    public var leadingZeros: Bool
    /// Values the line can show (the device's display range, e.g. pulse 25...250); a number outside
    /// it is taken as digits lost or misread, not as a value. nil = any value of the digits.
    public var range: ValueRange?
    /// Units this line can show, as UCUM-like strings ("mg/dL", "mmol/L", "mm[Hg]", "/min", "Cel", "%", "kg").
    public var units: [String]
    /// The region ends where the last digit position ends, and numbers stand right-aligned in it (a
    /// blank position is a leading one), as on most health devices: a reading whose last character
    /// stops a position short of the region's right side lost its trailing digit, or the display is
    /// not where the overlay puts it (`TrailingBlank`). Off: the region may hold more than the digits.
    public var rightAligned: Bool

    public init(field: DisplayField, region: Rect, digits: Int, decimals: Int = 0, floatingPoint: Bool = false,
                signed: Bool = false, polarity: Polarity = .darkOnLight, words: [DisplayWord] = [],
                units: [String] = [], minimumDigits: Int = 1, optionalPoint: Bool = false,
                pointMayBeHidden: Bool = false, leadingZeros: Bool = false, range: ValueRange? = nil,
                rightAligned: Bool = false, otherDecimals: [Int] = [], otherDecimalsFrom: Double? = nil,
                smallDecimals: Bool = false) {
        self.smallDecimals = smallDecimals
        self.otherDecimals = otherDecimals; self.otherDecimalsFrom = otherDecimalsFrom
        self.leadingZeros = leadingZeros; self.range = range; self.rightAligned = rightAligned
        self.minimumDigits = minimumDigits; self.optionalPoint = optionalPoint; self.pointMayBeHidden = pointMayBeHidden
        self.field = field; self.region = region; self.digits = digits; self.decimals = decimals
        self.floatingPoint = floatingPoint; self.signed = signed; self.polarity = polarity
        self.words = words; self.units = units
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case field, region, digits, decimals, floatingPoint, signed, polarity, words, units, minimumDigits, optionalPoint
        case pointMayBeHidden, leadingZeros, range, rightAligned, otherDecimals, otherDecimalsFrom, smallDecimals
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        field = try c.decode(DisplayField.self, forKey: .field)
        region = try c.decode(Rect.self, forKey: .region)
        digits = try c.decode(Int.self, forKey: .digits)
        decimals = try c.decodeIfPresent(Int.self, forKey: .decimals) ?? 0
        floatingPoint = try c.decodeIfPresent(Bool.self, forKey: .floatingPoint) ?? false
        signed = try c.decodeIfPresent(Bool.self, forKey: .signed) ?? false
        polarity = try c.decodeIfPresent(Polarity.self, forKey: .polarity) ?? .darkOnLight
        words = try c.decodeIfPresent([DisplayWord].self, forKey: .words) ?? []
        units = try c.decodeIfPresent([String].self, forKey: .units) ?? []
        minimumDigits = try c.decodeIfPresent(Int.self, forKey: .minimumDigits) ?? 1
        optionalPoint = try c.decodeIfPresent(Bool.self, forKey: .optionalPoint) ?? false
        pointMayBeHidden = try c.decodeIfPresent(Bool.self, forKey: .pointMayBeHidden) ?? false
        leadingZeros = try c.decodeIfPresent(Bool.self, forKey: .leadingZeros) ?? false
        range = try c.decodeIfPresent(ValueRange.self, forKey: .range)
        rightAligned = try c.decodeIfPresent(Bool.self, forKey: .rightAligned) ?? false
        otherDecimals = try c.decodeIfPresent([Int].self, forKey: .otherDecimals) ?? []
        otherDecimalsFrom = try c.decodeIfPresent(Double.self, forKey: .otherDecimalsFrom)
        smallDecimals = try c.decodeIfPresent(Bool.self, forKey: .smallDecimals) ?? false
    }

    /// Whether the line may show a decimal point at all (a floating, fixed, optional or hidden one).
    public var mayShowPoint: Bool { floatingPoint || optionalPoint || decimals > 0 || pointMayBeHidden }

    /// Whether a fixed point may stand with `after` digits after it (`decimals` or one of `otherDecimals`).
    /// Always false for a floating point, which has no fixed place.
    public func fixedPointAllows(decimals after: Int) -> Bool {
        !floatingPoint && after > 0 && (after == decimals || otherDecimals.contains(after))
    }

    /// Whether a number read with `after` digits after a fixed point stands at that place: always at
    /// `decimals`; at one of `otherDecimals` from `otherDecimalsFrom` on.
    public func fixedPointAllows(decimals after: Int, value: Double?) -> Bool {
        guard fixedPointAllows(decimals: after) else { return false }
        guard after != decimals, let from = otherDecimalsFrom else { return true }
        return (value ?? -.infinity) >= from
    }
}

/// The values a line can show, both ends included (in the line's first unit).
public struct ValueRange: Equatable, Codable, Sendable {
    public var minimum: Double
    public var maximum: Double

    public init(minimum: Double, maximum: Double) { self.minimum = minimum; self.maximum = maximum }

    public func contains(_ value: Double) -> Bool { value >= minimum && value <= maximum }

    enum CodingKeys: String, CodingKey, CaseIterable { case minimum, maximum }
}

/// Per-device recognizer settings; every field is optional in JSON and has a general default.
public struct RecognitionHints: Equatable, Codable, Sendable {
    /// Digit slant in degrees (positive leans right, as on most LCDs); nil = estimate from the image.
    public var slantDegrees: Double?
    /// Segments are drawn with visible gaps between them (dot-matrix-like LEDs).
    public var segmentGaps: Bool?
    /// Digit cell width / line height, when known (typical 0.5...0.65); nil = estimate.
    public var digitAspect: Double?

    public init(slantDegrees: Double? = nil, segmentGaps: Bool? = nil, digitAspect: Double? = nil) {
        self.slantDegrees = slantDegrees; self.segmentGaps = segmentGaps; self.digitAspect = digitAspect
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case slantDegrees, segmentGaps, digitAspect }
}

// The JSON keys each layout type reads, for loaders that refuse unknown (misspelt) keys.
extension DisplayLayout {
    public static var jsonKeys: Set<String> { Set(CodingKeys.allCases.map(\.rawValue)) }
}

extension LineLayout {
    public static var jsonKeys: Set<String> { Set(CodingKeys.allCases.map(\.rawValue)) }
}

extension ValueRange {
    public static var jsonKeys: Set<String> { Set(CodingKeys.allCases.map(\.rawValue)) }
}

extension RecognitionHints {
    public static var jsonKeys: Set<String> { Set(CodingKeys.allCases.map(\.rawValue)) }
}
