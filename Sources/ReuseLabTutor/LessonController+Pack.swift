import Foundation

/// What a workshop pack changes in the tutor: its title and restrictions head the lesson list and the
/// progress summary, and `:hint` and `:solution` say so when the teacher has switched them off.
extension LessonController {
    /// `Workshop: title (folder)`, the restrictions, and the time spent against the time box.
    func packHeader(_ pack: LessonPack, elapsedOnly: Bool = false) -> [String] {
        var lines = elapsedOnly ? ["Workshop: \(pack.title)"] : ["Workshop: \(pack.title) (\(pack.directory.path))"]
        if let summary = pack.restrictions.summary { lines.append("  \(summary)") }
        if elapsedOnly, let box = pack.restrictions.timeBoxMinutes {
            let minutes = Int(Date().timeIntervalSince(openedAt) / 60)
            lines.append("  \(minutes) of \(box) minutes used in this session" + (minutes >= box ? " (the time box is over)" : ""))
        }
        if !elapsedOnly, !pack.welcome.isEmpty { lines += ["", pack.welcome, ""] }
        if !elapsedOnly { lines.append("Lessons, in the workshop's order (`:lesson N` takes the N-th):") }
        return lines
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
