import Foundation

/// The report for people: one figure a line, medians throughout.
extension BenchReport {
    public var text: String {
        var lines = ["ReuseLab benchmark (\(build) build, medians of \(runs) run\(runs == 1 ? "" : "s"))", ""]
        if let code {
            lines.append(codeLine(code))
            lines.append("")
        }
        lines.append("Start-up")
        lines.append(
            "  reuselab spawned in batch mode, empty stdin, to exit  \(ms(startup.spawnToExitSeconds)) (CPU \(ms(startup.spawnToExitCPUSeconds).trimmingCharacters(in: .whitespaces)))"
        )
        if let script = startup.oneLineScriptSeconds, let cpu = startup.oneLineScriptCPUSeconds {
            lines.append(
                "  reuselab run of print(1), the Swift prelude included  \(ms(script)) (CPU \(ms(cpu).trimmingCharacters(in: .whitespaces)))"
            )
        }
        lines.append("  Session made in-process (Swift prelude)                \(ms(startup.sessionSeconds))")
        lines.append("")
        if let corpus {
            lines.append("Check-and-run of \(corpus.directory) (\(corpus.scripts.count) scripts)")
            let width = corpus.scripts.map(\.path.count).max() ?? 0
            for s in corpus.scripts {
                let status = s.status == 0 ? "" : "  (exit \(s.status))"
                lines.append("  " + s.path.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + ms(s.medianSeconds) + status)
            }
            lines.append("  " + "total".padding(toLength: width, withPad: " ", startingAt: 0) + "  " + ms(corpus.totalSeconds))
        } else {
            lines.append("Check-and-run of the corpus: skipped (folder not found; --corpus PATH)")
        }
        lines.append("")
        lines.append("Growing a value in place (the checked run of a three-line script)")
        for g in growth {
            lines.append(
                "  " + g.name.padding(toLength: 28, withPad: " ", startingAt: 0) + "  " + ms(g.medianSeconds) + " (CPU "
                    + ms(g.medianCPUSeconds).trimmingCharacters(in: .whitespaces) + ")  (printed \(g.output))")
        }
        lines.append("")
        lines.append("A table scrolled top to bottom one row at a time, data source in Swift (each run a child process)")
        for t in tables {
            let bound = t.cellsWithinVisiblePlusTwo ? "ok" : "TOO MANY"
            let bottom = t.scrolledToBottom ? "" : "  DID NOT REACH THE BOTTOM"
            let size = pad(t.rows.formatted(), width: 9)
            lines.append(
                "  \(size) rows  \(ms(t.medianSeconds)) (CPU \(ms(t.medianCPUSeconds).trimmingCharacters(in: .whitespaces)))  "
                    + "\(t.cellsCreated) cells created for \(t.visibleRows) visible (\(bound))  "
                    + "peak RSS \(mb(t.medianPeakMemoryBytes))\(bottom)")
        }
        if let growth = memoryGrowthBytes {
            lines.append("  peak RSS, largest table minus smallest: \(mb(growth))")
        }
        if !goals.isEmpty {
            lines.append("")
            lines.append("Goals, each beside its anchor measured in this run")
            for goal in goals { lines.append(goalLine(goal)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `name: 12.3 ms CPU (wall 40.1 ms) against anchor 30.0 ms CPU (wall 31.2 ms): ratio 0.41 CPU (0.90 wall; runs
    /// 0.38–0.47), goal …`
    private func goalLine(_ goal: GoalResult) -> String {
        let verdict = goal.met.map { $0 ? "met" : "NOT MET" } ?? "not measured"
        func both(_ cpu: Double?, _ wall: Double?, fallback: Double, isCPU: Bool) -> String {
            guard let cpu else { return short(fallback) + (isCPU ? " CPU" : "") }
            return short(cpu) + " CPU" + (wall.map { " (wall \(short($0)))" } ?? "")
        }
        var line = "  \(goal.name): \(both(goal.cpuSeconds, goal.wallSeconds, fallback: goal.seconds, isCPU: goal.isCPU))"
        if let anchorName = goal.anchorName, let anchor = goal.anchorSeconds, let ratio = goal.ratio {
            line += " against \(anchorName) \(both(goal.anchorCPUSeconds, goal.anchorWallSeconds, fallback: anchor, isCPU: goal.isCPU))"
            line += ": ratio \(String(format: "%.2f", ratio))" + (goal.cpuRatio == nil ? "" : " CPU")
            var details: [String] = []
            if let wallRatio = goal.wallRatio { details.append(String(format: "%.2f wall", wallRatio)) }
            if let lowest = goal.cpuRatioLowest, let highest = goal.cpuRatioHighest {
                details.append(String(format: "runs %.2f–%.2f", lowest, highest))
            }
            if !details.isEmpty { line += " (" + details.joined(separator: "; ") + ")" }
        }
        line += goal.goalIsRatio ? ", goal ratio ≤ \(goal.goal)" : ", goal ≤ \(short(goal.goal))"
        line += "  \(verdict)"
        if let note = goal.note { line += " (\(note))" }
        return line
    }

    /// Which of two speeds the figures are (`CodePages`).
    private func codeLine(_ code: CodePages) -> String {
        let line = "Code in memory: \(mb(code.residentBytes)), \(mb(code.hugePageBytes)) of it in 2 MB pages"
        guard code.hugePageShare < 0.5 else { return line }
        return line + "\n  (the page cache holds the binary in small pages, and every start faults its code in a page at a time:"
            + " Scripts/cache-in-huge-pages lays it out again, Scripts/build-release does after each build)"
    }

    private func short(_ seconds: Double) -> String { ms(seconds).trimmingCharacters(in: .whitespaces) }

    private func ms(_ seconds: Double) -> String {
        String(format: "%9.1f ms", seconds * 1000)
    }

    private func mb(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }

    private func pad(_ text: String, width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

extension Int {
    /// 1,000,000
    fileprivate func formatted() -> String {
        let digits = Array(String(self))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return out
    }
}
