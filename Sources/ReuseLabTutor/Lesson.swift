import Foundation

/// A guided lesson read from a `lesson.md` file: what the learner reads, what runs first, and the steps.
public struct Lesson: Sendable {
    /// Stable key for progress, e.g. `01-string-api`.
    public var id: String
    public var title: String
    /// The articles this lesson follows; every lesson credits at least one.
    public var articles: [ArticleCredit]
    /// Meta-commands a front end must refuse while this lesson runs (`:undo`, `:source` …).
    public var disabledCommands: [String]
    /// When non-empty, the only meta-commands (besides the lesson's own) a front end may offer.
    public var allowedCommands: [String]
    /// Prose shown before the first step.
    public var intro: String
    /// Swift run before the learner types anything; empty for a fresh world.
    public var start: SourceBlock?
    public var steps: [LessonStep]
    /// The folder holding `lesson.md`; its `.xib` and `.storyboard` files form the bundle.
    public var directory: URL
    /// The file the lesson was read from, for messages.
    public var file: URL

    /// The number people type (`lesson start 3`): the leading digits of the id, if any.
    public var number: Int? {
        Int(id.prefix(while: { $0.isNumber }))
    }
}

/// Title, author and address of an article a lesson follows.
public struct ArticleCredit: Sendable, Equatable, Codable {
    public var title: String
    public var author: String
    public var address: String

    public init(title: String, author: String, address: String) {
        self.title = title
        self.author = author
        self.address = address
    }

    public var citation: String { "“\(title)” by \(author) — \(address)" }
}

/// Swift source taken from a lesson file, with the line it starts on for messages.
public struct SourceBlock: Sendable, Equatable {
    public var code: String
    /// 1-based line of the first code line in the lesson file.
    public var line: Int

    public init(code: String, line: Int) {
        self.code = code
        self.line = line
    }
}

/// One step: what to do, the goal that says it is done, hints from nudge to near-answer, a solution.
public struct LessonStep: Sendable {
    public var title: String
    public var prose: String
    public var goal: Goal
    public var hints: [String]
    public var solution: SourceBlock
    /// Line of the step's heading, for messages.
    public var line: Int
    /// Answers `lesson check` runs that must not meet the goal: the cheats (printing the goal's text,
    /// `fatalError` with the crash text) and the typical mistakes. Never shown to learners.
    public var mustFail: [SourceBlock] = []
    /// Other correct answers, written differently from the solution, that must meet the goal.
    public var mustPass: [SourceBlock] = []
    /// Broken code the step starts from, for the learner to fix (`:edit` opens it); nil: start from nothing.
    /// `lesson check` holds it to what must fail.
    public var starter: SourceBlock? = nil
}

extension SourceBlock {
    /// The entries of a checking answer: a line `// next entry` splits it, for answers that take two entries.
    public var entries: [String] {
        var entries: [[String]] = [[]]
        for line in code.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces) == "// next entry" {
                entries.append([])
            } else {
                entries[entries.count - 1].append(line)
            }
        }
        return entries.map { $0.joined(separator: "\n") }.filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }

    /// The answer's first line when it is a `//` comment: what the answer tries, for reports.
    public var label: String {
        let first = code.components(separatedBy: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        let trimmed = first.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("//") ? trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces) : "line \(line)"
    }
}
