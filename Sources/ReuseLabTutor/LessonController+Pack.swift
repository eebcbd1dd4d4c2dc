import Foundation

/// What a workshop pack changes in the tutor: its title and restrictions head the lesson list and the
/// progress summary, and `:hint` and `:solution` say so when the teacher has switched them off.
extension LessonController {
    /// `Workshop: title (folder)`, the restrictions, and the time spent against the time box.
    func packHeader(_ pack: LessonPack, elapsedOnly: Bool = false) -> [String] {
        var lines = elapsedOnly ? ["Workshop: \(pack.title)"] : ["Workshop: \(pack.title) (\(pack.directory.path))"]
        if let summary = pack.restrictions.summary { lines.append("  \(summary)") }
        if elapsedOnly, let time = timeBox {
            let left = time.over ? "the time box is over; nothing stops, it is a guide" : "\(time.box - time.used) left"
            lines.append("  \(time.used) of \(time.box) minutes used in this session (\(left))")
        }
        if !elapsedOnly, !pack.welcome.isEmpty { lines += ["", pack.welcome, ""] }
        if !elapsedOnly { lines.append("Lessons, in the workshop's order (`:lesson N` takes the N-th):") }
        return lines
    }

    /// A pack's time box against the minutes since this session opened it: it informs, and never stops or
    /// fails anything. nil without a pack or a time box.
    public var timeBox: (used: Int, box: Int, over: Bool)? {
        guard let box = library.pack?.restrictions.timeBoxMinutes else { return nil }
        let used = max(0, Int(now().timeIntervalSince(openedAt) / 60))
        return (used, box, used >= box)
    }

    /// For the prompt: `[12 min · 78 left]`, `[95 min · 5 over]`.
    public func timeBoxLabel(unicode: Bool) -> String? {
        guard let time = timeBox else { return nil }
        let dot = unicode ? "·" : "-"
        let rest = time.over ? "\(time.used - time.box) over" : "\(time.box - time.used) left"
        return "[\(time.used) min \(dot) \(rest)]"
    }

    /// Why the pack refuses `:hint` (`hints` true) or `:solution`, or nil when it allows them.
    func packRefusal(hints: Bool) -> String? {
        guard let restrictions = library.pack?.restrictions else { return nil }
        if hints, !restrictions.hints {
            return "✗ Hints are switched off in this workshop: ask your teacher, or read the goal again with `:goal`."
        }
        if !hints, !restrictions.solutions {
            return "✗ Solutions are hidden in this workshop: `:goal` shows what is still missing."
        }
        return nil
    }
}
