/// The seven segments of a digit cell, plus the decimal point.
///
/// ```
///    aaa
///   f   b
///   f   b
///    ggg
///   e   c
///   e   c
///    ddd   (dp)
/// ```
public struct Segments: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let a = Segments(rawValue: 1 << 0)
    public static let b = Segments(rawValue: 1 << 1)
    public static let c = Segments(rawValue: 1 << 2)
    public static let d = Segments(rawValue: 1 << 3)
    public static let e = Segments(rawValue: 1 << 4)
    public static let f = Segments(rawValue: 1 << 5)
    public static let g = Segments(rawValue: 1 << 6)
    public static let dp = Segments(rawValue: 1 << 7)

    /// a...g in order (without dp).
    public static let seven: [Segments] = [.a, .b, .c, .d, .e, .f, .g]
}
