/// The gap between a line's sure segment levels: the dimmest segment clearly on and the brightest one
/// clearly off (full-width characters only). A segment close to the line's on/off threshold (a middle
/// bar lit thinner than the others on an LED panel) is decided by the side of the gap's middle it lies
/// on, but only where the line is plain to read: its sure lit segments all bright (`brightLit`), its sure
/// unlit ones dark (`darkUnlit`: no glowing ghosts, which can be as bright as a dim lit bar), the gap wide
/// (`widestGap`), and the segment at least `clearShare` of the gap away from its middle. Elsewhere
/// (ghosts, glare, faint lit segments) the character stays unsure.
struct LineGap {
    static let brightLit: Float = 0.85
    static let darkUnlit: Float = 0.1
    static let widestGap: Float = 0.5
    static let clearShare: Float = 0.2

    var lit: Float = .infinity
    var unlit: Float = -.infinity

    init(_ cells: [SampledCell], threshold: Float, sure: Float) {
        for c in cells where c.cell.kind == .glyph {
            for v in c.levels where abs(v - threshold) >= sure {
                if v > threshold { lit = min(lit, v) } else { unlit = max(unlit, v) }
            }
        }
    }

    init(lit: Float, unlit: Float) { self.lit = lit; self.unlit = unlit }

    /// Whether the line's sure levels can be trusted as read: its dimmest sure lit segment at least
    /// `brightest`, its sure unlit ones dark (`darkUnlit`), and the two at least `widestGap` apart.
    func isPlain(brightest: Float = Self.brightLit) -> Bool {
        lit.isFinite && unlit.isFinite && lit >= brightest && unlit <= Self.darkUnlit && lit - unlit >= Self.widestGap
    }

    /// Whether a segment at `level` is on (true) or off (false); nil when the line or the level leaves it open.
    func decides(_ level: Float) -> Bool? {
        guard isPlain() else { return nil }
        let middle = (lit + unlit) / 2
        guard abs(level - middle) >= Self.clearShare * (lit - unlit) else { return nil }
        return level > middle
    }
}
