/// `computed output line "MyTableViewCell"`: the line was printed, and it came from the program's types and
/// values rather than from text the learner typed. A line counts as typed when every character of it
/// (spaces aside) appears in the literals of the step's code: `print("MyTableViewCell")`,
/// `print("MyTable" + "ViewCell")`, `print(1)` and `print(false)` all spell their line; printing
/// `MyTableViewCell.identifier()` or `String(describing: type(of: cell))` does not.
extension GoalEvaluator {
    static func evaluateComputedOutputLine(_ text: String, record: StepRecord) -> (Bool, String) {
        let lines = record.output.split(separator: "\n", omittingEmptySubsequences: false).map(trimTrailing)
        guard lines.contains(text) else { return (false, describeOutput(record.output)) }
        let typed = Set(record.literalTexts.joined())
        let needed = text.filter { !$0.isWhitespace }
        guard !needed.isEmpty, needed.allSatisfy(typed.contains) else {
            return (true, "`\(text)` was printed, computed by your code")
        }
        let quoted = spellingLiterals(for: needed, in: record.literalTexts).map { "`\($0)`" }.joined(separator: ", ")
        return (
            false, "`\(text)` was printed, but from text your code spells out (\(quoted)): print what the types and values give instead"
        )
    }

    /// The literals that hold the line's characters, first ones first, at most three.
    private static func spellingLiterals(for needed: String, in literals: [String]) -> [String] {
        var remaining = Set(needed)
        var used: [String] = []
        for literal in literals where !remaining.isDisjoint(with: literal) {
            used.append(literal)
            remaining.subtract(literal)
            if remaining.isEmpty || used.count == 3 { break }
        }
        return used
    }
}
