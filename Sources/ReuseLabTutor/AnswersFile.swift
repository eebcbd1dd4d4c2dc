import Foundation

/// A learner's answers for `reuselab lesson run ID --answers FILE`: one Swift block per step, each
/// introduced by a marker line `// step N` (optionally `// step N: any words`). Lines before the first
/// marker may only be blank or comments. Steps may be left out; they are graded as unanswered.
public struct AnswersFile: Equatable {
    public struct Answer: Equatable {
        public var step: Int
        public var code: String
        /// Line of the marker, for messages.
        public var line: Int
        /// Line of the answer's first code line, so diagnostics can name lines of the answers file.
        public var codeLine: Int

        public init(step: Int, code: String, line: Int, codeLine: Int? = nil) {
            self.step = step
            self.code = code
            self.line = line
            self.codeLine = codeLine ?? line + 1
        }
    }

    public var answers: [Answer]

    public func answer(forStep number: Int) -> Answer? {
        answers.first { $0.step == number }
    }

    public static func parse(_ text: String, file: String? = nil, stepCount: Int? = nil) throws -> AnswersFile {
        var answers: [Answer] = []
        var current: (step: Int, line: Int, lines: [String])?

        func finish() {
            if let current {
                let leadingBlank = current.lines.prefix { $0.trimmingCharacters(in: .whitespaces).isEmpty }.count
                answers.append(
                    Answer(
                        step: current.step, code: LessonParser.trimBlankLines(current.lines), line: current.line,
                        codeLine: current.line + 1 + leadingBlank))
            }
        }

        for (offset, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
            let lineNumber = offset + 1
            if let number = try marker(in: line, lineNumber: lineNumber, file: file) {
                if let stepCount, number > stepCount {
                    throw LessonFormatError(
                        file: file, line: lineNumber,
                        message: "step \(number) does not exist; this lesson has \(stepCount) step\(stepCount == 1 ? "" : "s")")
                }
                if answers.contains(where: { $0.step == number }) || current?.step == number {
                    throw LessonFormatError(file: file, line: lineNumber, message: "a second answer for step \(number)")
                }
                if let previous = current?.step, number < previous {
                    throw LessonFormatError(
                        file: file, line: lineNumber,
                        message: "answers must be in step order: step \(number) comes after step \(previous)")
                }
                finish()
                current = (number, lineNumber, [])
            } else if current != nil {
                current!.lines.append(line)
            } else {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.isEmpty || trimmed.hasPrefix("//") else {
                    throw LessonFormatError(
                        file: file, line: lineNumber,
                        message: "code before the first “// step N” line; start each answer with “// step N”")
                }
            }
        }
        finish()
        guard !answers.isEmpty else {
            throw LessonFormatError(file: file, line: 0, message: "no answers: start each step's Swift with a line “// step N”")
        }
        return AnswersFile(answers: answers)
    }

    /// The step number of a marker line, nil for any other line.
    static func marker(in line: String, lineNumber: Int, file: String?) throws -> Int? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("//") else { return nil }
        let words = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
        guard words.lowercased().hasPrefix("step ") || words.lowercased() == "step" else { return nil }
        let rest = words.dropFirst(4).trimmingCharacters(in: .whitespaces)
        let digits = rest.prefix(while: { $0.isNumber })
        let after = rest.dropFirst(digits.count)
        // “// step 2” or “// step 2: title”; anything else (“// step back and think”) is an ordinary comment.
        guard !digits.isEmpty, after.isEmpty || after.hasPrefix(":") || after.hasPrefix(" ") else { return nil }
        guard let number = Int(digits), number >= 1 else {
            throw LessonFormatError(file: file, line: lineNumber, message: "steps are numbered from 1")
        }
        return number
    }
}
