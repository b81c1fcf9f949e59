import SevenSegment

/// Turns per-frame issues into debounced quality signals: a kind turns on after `debounce`
/// consecutive frames show it and off after as many frames without it.
struct QualityMonitor: Sendable {
    let debounce: Int
    private(set) var active: Set<QualityKind> = []
    private var present: [QualityKind: Int] = [:]
    private var absent: [QualityKind: Int] = [:]

    init(debounce: Int) { self.debounce = debounce }

    /// The kinds a reading shows: frame issues, line issues, and "not found" when no line was read.
    static func kinds(of reading: DisplayReading) -> Set<QualityKind> {
        let issues = Set(reading.issues + reading.lines.flatMap(\.issues))
        var kinds = Set(QualityKind.allCases.filter { issues.contains($0.issue) })
        if reading.lines.isEmpty { kinds.insert(.displayNotFound) }
        // Without a display the other signals (contrast, blur) describe the table: only say "not found".
        return kinds.contains(.displayNotFound) ? [.displayNotFound] : kinds
    }

    /// Records one frame; returns the signals that changed at it.
    mutating func observe(_ kinds: Set<QualityKind>, frameIndex: Int) -> [QualitySignal] {
        var changes: [QualitySignal] = []
        for kind in QualityKind.allCases {
            if kinds.contains(kind) {
                present[kind, default: 0] += 1
                absent[kind] = 0
                if !active.contains(kind), present[kind]! >= debounce {
                    active.insert(kind)
                    changes.append(QualitySignal(kind: kind, active: true, frameIndex: frameIndex))
                }
            } else {
                absent[kind, default: 0] += 1
                present[kind] = 0
                if active.contains(kind), absent[kind]! >= debounce {
                    active.remove(kind)
                    changes.append(QualitySignal(kind: kind, active: false, frameIndex: frameIndex))
                }
            }
        }
        return changes
    }
}
