/// How far a rendered frame departs from a clean, centred, frontal photo.
///
/// - `none`: the meter exactly where the overlay says, frontal, sharp, no noise.
/// - `mild`: a hand-held phone or webcam: small shift/rotation, slight perspective, light blur and noise,
///   sometimes a small glare spot; always readable by a person.
/// - `harsh`: bad conditions: stronger perspective, blur, noise, glare over digits, low contrast,
///   uneven light. A person may still read it; the recognizer may rightly say "not sure".
public enum Perturbation: String, CaseIterable, Codable, Sendable {
    case none, mild, harsh
}

/// The concrete perturbation values drawn for one frame from the seed (all zero for `.none`).
public struct PerturbationParameters: Equatable, Sendable {
    /// Shift of the meter in frame pixels.
    public var shift = Point(0, 0)
    /// Rotation of the meter in degrees (positive = clockwise on screen).
    public var rotationDegrees = 0.0
    /// Scale of the meter around its centre.
    public var scale = 1.0
    /// Per-corner perspective jitter of the meter outline, as a fraction of the meter size.
    public var cornerJitter: [Point] = [Point(0, 0), Point(0, 0), Point(0, 0), Point(0, 0)]
    /// Box-blur radius in pixels (applied twice ≈ Gaussian).
    public var blurRadius = 0
    /// Standard deviation of the added noise (gray levels).
    public var noiseSigma = 0.0
    /// Glare: centre offset from the display centre (fraction of display size), radius (fraction of
    /// display width) and strength (0 = none, 1 = saturated white at the centre).
    public var glareOffset = Point(0, 0)
    public var glareRadius = 0.0
    public var glareStrength = 0.0
    /// Contrast factor around mid-gray (1 = unchanged).
    public var contrast = 1.0
    /// Uneven light: brightness changes by up to ±`lightGradient` across the frame, along `lightAngle`.
    public var lightGradient = 0.0
    public var lightAngle = 0.0
    /// Gray levels of the table, the meter body and the display (nil = polarity's standard style).
    public var backgroundLevel = 105.0
    public var meterLevel = 215.0
    public var style: DisplayStyle?

    public init() {}

    /// Draws the parameters for `level` from `rng`.
    public static func draw(_ level: Perturbation, polarity: Polarity, frameWidth: Int, frameHeight: Int,
                            rng: inout SeededRandom) -> PerturbationParameters {
        var p = PerturbationParameters()
        if polarity == .lightOnDark { p.meterLevel = 70 }
        guard level != .none else { return p }
        let harsh = level == .harsh
        let fw = Double(frameWidth), fh = Double(frameHeight)
        p.shift = Point(rng.symmetric(harsh ? 0.035 : 0.015) * fw, rng.symmetric(harsh ? 0.035 : 0.015) * fh)
        p.rotationDegrees = rng.symmetric(harsh ? 6 : 2)
        p.scale = 1 + rng.symmetric(harsh ? 0.08 : 0.03)
        let j = harsh ? 0.045 : 0.015
        p.cornerJitter = (0..<4).map { _ in Point(rng.symmetric(j), rng.symmetric(j)) }
        p.blurRadius = harsh ? Int(rng.uniform(1, 3.99)) : (rng.chance(0.5) ? 1 : 0)
        p.noiseSigma = harsh ? rng.uniform(6, 14) : rng.uniform(1.5, 5)
        if rng.chance(harsh ? 0.8 : 0.35) {
            p.glareOffset = Point(rng.symmetric(0.35), rng.symmetric(0.3))
            p.glareRadius = harsh ? rng.uniform(0.15, 0.4) : rng.uniform(0.08, 0.2)
            p.glareStrength = harsh ? rng.uniform(0.4, 0.85) : rng.uniform(0.15, 0.35)
        }
        p.contrast = harsh ? rng.uniform(0.45, 0.75) : rng.uniform(0.8, 1.0)
        p.lightGradient = harsh ? rng.uniform(0.1, 0.3) : rng.uniform(0, 0.1)
        p.lightAngle = rng.uniform(0, 2 * Double.pi)
        p.backgroundLevel = rng.uniform(50, 170)
        p.meterLevel = polarity == .lightOnDark ? rng.uniform(35, 110) : rng.uniform(150, 240)
        var s = DisplayStyle.standard(for: polarity)
        switch polarity {
        case .darkOnLight:
            s.background = Float(rng.uniform(165, 215))
            s.ink = Float(rng.uniform(25, 70))
            s.ghost = s.background - Float(rng.uniform(6, harsh ? 22 : 16))
        case .lightOnDark:
            s.background = Float(rng.uniform(8, 40))
            s.ink = Float(rng.uniform(200, 255))
            s.ghost = s.background + Float(rng.uniform(0, 10))
        }
        p.style = s
        return p
    }
}
