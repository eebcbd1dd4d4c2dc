import ReuseLabSimulator

/// `:goal` on a step about the pool: the pool the reference solution leaves beside the learner's, the
/// learner's marked where it differs (`+` more than expected, `-` missing, `*` different, counters
/// as differences from the expected ones), as LearnGitBranching shows the goal tree beside yours.
struct GoalPoolView {
    var diagram: PoolDiagram
    /// Columns available; the two pools go side by side when both fit, one above the other otherwise.
    var columns: Int
    /// Spaces between the two pools side by side.
    static let gap = 2

    func render(expected: PoolSnapshot, current: PoolSnapshot) -> String {
        let expectedTitle = "Expected after the reference solution:"
        let currentTitle = "Yours now (+ more than expected, - missing, * different):"
        let left = [expectedTitle] + diagram.render(expected).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let right =
            [currentTitle]
            + diagram.render(current, previous: expected).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard columns >= diagram.width * 2 + Self.gap else {
            return (left + [""] + right).joined(separator: "\n")
        }
        return (0..<max(left.count, right.count)).map { index in
            let leftLine = index < left.count ? left[index] : ""
            let rightLine = index < right.count ? right[index] : ""
            return pad(leftLine) + String(repeating: " ", count: Self.gap) + rightLine
        }.joined(separator: "\n")
    }

    /// Pads to the diagram's width, counting what shows (not colour escapes).
    private func pad(_ line: String) -> String {
        let visible = Self.visibleWidth(line)
        return line + String(repeating: " ", count: max(0, diagram.width - visible))
    }

    static func visibleWidth(_ line: String) -> Int {
        var width = 0
        var inEscape = false
        for scalar in line.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                width += 1
            }
        }
        return width
    }
}
