import Foundation
import ReuseLabLanguage

/// Reads `lesson.md`: front matter, intro prose, a `start` block, then one `## ` heading per step
/// holding prose, one `goal`, one or more `hint`s and one `solution`. See `Lessons/README.md`.
public enum LessonParser {
    /// Block roles a fenced block's info string may name (after an optional language word).
    enum BlockRole: String, CaseIterable {
        case start, goal, hint, solution
        case mustFail = "must-fail"
        case mustPass = "must-pass"
        /// Code a step hands the learner to fix (`:edit` opens it), as rustlings does; never meets the goal.
        case starter
    }

    static let languageWords: Set<String> = ["swift", "text", "plain", "txt"]
    static let frontMatterKeys = ["id", "title", "article", "disabled-commands", "allowed-commands"]

    /// Reads the lesson in `directory/lesson.md` (or a `lesson.md` path itself).
    public static func load(from url: URL) throws -> Lesson {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        let file = isDirectory.boolValue ? url.appendingPathComponent("lesson.md") : url
        guard exists, FileManager.default.fileExists(atPath: file.path) else {
            throw LessonFormatError(file: file.path, line: 0, message: "no lesson here: expected a folder holding lesson.md")
        }
        guard let data = FileManager.default.contents(atPath: file.path), let text = String(data: data, encoding: .utf8) else {
            throw LessonFormatError(file: file.path, line: 0, message: "cannot read the file as UTF-8 text")
        }
        return try parse(text, file: file)
    }

    public static func parse(_ text: String, file: URL) throws -> Lesson {
        // Split by scalars: as Characters, a CRLF is one grapheme that never equals "\n", and a lesson
        // saved with Windows line endings was one long line. Control characters in a lesson (an escape
        // sequence in a title or hint) are shown made visible, never sent to the terminal; in code,
        // `\u{1B}` is the same string literal and anywhere else as much an error as the raw byte.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars in
            let line = String(String.UnicodeScalarView(scalars.last == "\r" ? scalars.dropLast() : scalars[...]))
            return VisibleText.escapingControlCharacters(line)
        }
        var parser = Parser(lines: lines, file: file)
        return try parser.parse()
    }

    private struct PendingStep {
        var title: String
        var line: Int
        var prose: [String] = []
        var goal: Goal?
        var goalLine = 0
        var hints: [String] = []
        var solution: SourceBlock?
        var mustFail: [SourceBlock] = []
        var mustPass: [SourceBlock] = []
        var starter: SourceBlock?
    }

    private struct Parser {
        let lines: [String]
        let file: URL
        var index = 0

        init(lines: [String], file: URL) {
            self.lines = lines
            self.file = file
        }

        func error(_ line: Int, _ message: String) -> LessonFormatError {
            LessonFormatError(file: file.path, line: line, message: message)
        }

        mutating func parse() throws -> Lesson {
            let header = try parseFrontMatter()
            var intro: [String] = []
            var start: SourceBlock?
            var steps: [PendingStep] = []

            while index < lines.count {
                let line = lines[index]
                let lineNumber = index + 1
                if let fence = Fence(opening: line) {
                    let body = try readFencedBody(fence, openingLine: lineNumber)
                    let role = try roleOf(fence.info, line: lineNumber)
                    let firstCodeLine = lineNumber + 1
                    switch role {
                    case nil:
                        let block = [line] + body + [fence.closingText]
                        if steps.isEmpty { intro += block } else { steps[steps.count - 1].prose += block }
                    case .start?:
                        guard steps.isEmpty else {
                            throw error(lineNumber, "the start block must come before the first step (a “## ” heading)")
                        }
                        guard start == nil else { throw error(lineNumber, "a lesson has one start block; this is a second one") }
                        start = SourceBlock(code: body.joined(separator: "\n"), line: firstCodeLine)
                    case .goal?, .hint?, .solution?, .mustFail?, .mustPass?, .starter?:
                        guard !steps.isEmpty else {
                            throw error(lineNumber, "a \(role!.rawValue) block must be inside a step: put a “## ” heading above it")
                        }
                        try add(role!, body: body, line: lineNumber, to: &steps[steps.count - 1])
                    }
                    continue
                }
                if line.hasPrefix("## ") {
                    let title = stepTitle(line.dropFirst(3).trimmingCharacters(in: .whitespaces))
                    guard !title.isEmpty else { throw error(lineNumber, "a step heading needs a title after “## ”") }
                    if let previous = steps.last { try validate(previous) }
                    steps.append(PendingStep(title: title, line: lineNumber))
                } else if steps.isEmpty {
                    intro.append(line)
                } else {
                    steps[steps.count - 1].prose.append(line)
                }
                index += 1
            }
            guard let last = steps.last else {
                throw error(0, "a lesson needs at least one step: a “## ” heading with a goal, hints and a solution")
            }
            try validate(last)

            return Lesson(
                id: header.id, title: header.title, articles: header.articles,
                disabledCommands: header.disabled, allowedCommands: header.allowed,
                intro: trimBlankLines(intro), start: start,
                steps: steps.map { step in
                    LessonStep(
                        title: step.title, prose: trimBlankLines(step.prose), goal: step.goal!, hints: step.hints,
                        solution: step.solution!, line: step.line, mustFail: step.mustFail, mustPass: step.mustPass,
                        starter: step.starter)
                },
                directory: file.deletingLastPathComponent(), file: file
            )
        }

        mutating func add(_ role: BlockRole, body: [String], line: Int, to step: inout PendingStep) throws {
            switch role {
            case .goal:
                guard step.goal == nil else {
                    throw error(line, "step “\(step.title)” has a second goal block; put every check in one block, one per line")
                }
                let goal = try GoalParser.parse(body, firstLine: line + 1, file: file.path)
                guard !goal.checks.isEmpty else { throw error(line, "the goal block of step “\(step.title)” has no checks") }
                step.goal = goal
                step.goalLine = line
            case .hint:
                let hint = trimBlankLines(body)
                guard !hint.isEmpty else { throw error(line, "an empty hint block in step “\(step.title)”") }
                step.hints.append(hint)
            case .solution:
                guard step.solution == nil else { throw error(line, "step “\(step.title)” has a second solution block") }
                let code = body.joined(separator: "\n")
                guard !code.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                    throw error(line, "the solution block of step “\(step.title)” is empty")
                }
                step.solution = SourceBlock(code: code, line: line + 1)
            case .mustFail, .mustPass:
                let code = body.joined(separator: "\n")
                guard !code.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                    throw error(line, "an empty \(role.rawValue) block in step “\(step.title)”")
                }
                let answer = SourceBlock(code: code, line: line + 1)
                if role == .mustFail { step.mustFail.append(answer) } else { step.mustPass.append(answer) }
            case .starter:
                guard step.starter == nil else { throw error(line, "step “\(step.title)” has a second starter block") }
                step.starter = SourceBlock(code: body.joined(separator: "\n"), line: line + 1)
            case .start:
                break
            }
        }

        func validate(_ step: PendingStep) throws {
            guard step.goal != nil else { throw error(step.line, "step “\(step.title)” has no goal block") }
            guard !step.hints.isEmpty else {
                throw error(step.line, "step “\(step.title)” has no hint block (give at least one, a nudge first)")
            }
            guard step.solution != nil else { throw error(step.line, "step “\(step.title)” has no solution block") }
        }

        func roleOf(_ info: String, line: Int) throws -> BlockRole? {
            let words = info.split(separator: " ").map { String($0).lowercased() }
            guard let first = words.first else { return nil }
            if words.count == 1 {
                return BlockRole(rawValue: first)
            }
            if let role = BlockRole(rawValue: first) {
                throw error(
                    line, "write the language first, then the role: “```\(words.dropFirst().joined(separator: " ")) \(role.rawValue)”")
            }
            guard languageWords.contains(first) else { return nil }
            guard words.count == 2, let role = BlockRole(rawValue: words[1]) else {
                throw error(
                    line,
                    "unknown block type “\(info)”; typed blocks are: \(BlockRole.allCases.map { "```swift \($0.rawValue)" }.joined(separator: ", ")) (or the role alone)"
                )
            }
            return role
        }

        mutating func readFencedBody(_ fence: Fence, openingLine: Int) throws -> [String] {
            index += 1
            var body: [String] = []
            while index < lines.count {
                if fence.isClosed(by: lines[index]) {
                    index += 1
                    return body
                }
                body.append(lines[index])
                index += 1
            }
            throw error(openingLine, "this fenced block is never closed (expected a line “\(fence.closingText)”)")
        }

        typealias Header = (id: String, title: String, articles: [ArticleCredit], disabled: [String], allowed: [String])

        mutating func parseFrontMatter() throws -> Header {
            guard lines.first?.trimmingCharacters(in: .whitespaces) == "---" else {
                throw error(1, "a lesson starts with front matter: a “---” line, then id, title and article lines, then “---”")
            }
            index = 1
            var id: String?
            var title: String?
            var articles: [ArticleCredit] = []
            var disabled: [String] = []
            var allowed: [String] = []
            while index < lines.count {
                let line = lines[index]
                let lineNumber = index + 1
                index += 1
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed == "---" {
                    guard let id else { throw error(lineNumber, "the front matter has no “id:” line") }
                    guard let title else { throw error(lineNumber, "the front matter has no “title:” line") }
                    guard !articles.isEmpty else {
                        throw error(lineNumber, "the front matter has no “article:” line (credit the article: Title | Author | Address)")
                    }
                    return (id, title, articles, disabled, allowed)
                }
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                guard let colon = trimmed.firstIndex(of: ":") else {
                    throw error(lineNumber, "expected “key: value” in the front matter, found “\(trimmed)”")
                }
                let key = trimmed[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                guard !value.isEmpty else { throw error(lineNumber, "“\(key):” needs a value") }
                switch key {
                case "id":
                    guard id == nil else { throw error(lineNumber, "a second “id:” line") }
                    guard value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                        throw error(lineNumber, "an id may hold only letters, digits, “-” and “_”, found “\(value)”")
                    }
                    id = value
                case "title":
                    guard title == nil else { throw error(lineNumber, "a second “title:” line") }
                    title = value
                case "article":
                    let parts = value.components(separatedBy: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                    guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
                        throw error(lineNumber, "an article line reads “article: Title | Author | Address”")
                    }
                    articles.append(ArticleCredit(title: parts[0], author: parts[1], address: parts[2]))
                case "disabled-commands", "allowed-commands":
                    let commands = value.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    for command in commands where !command.hasPrefix(":") || command.count < 2 {
                        throw error(lineNumber, "commands are listed as “:name”, separated by commas; found “\(command)”")
                    }
                    if key == "disabled-commands" { disabled += commands } else { allowed += commands }
                default:
                    throw error(lineNumber, "unknown front-matter key “\(key)”; known keys: \(frontMatterKeys.joined(separator: ", "))")
                }
            }
            throw error(1, "the front matter is never closed (expected a second “---” line)")
        }
    }

    /// “Step 2: Register” reads well on a code host; the tutor numbers steps itself, so keep “Register”.
    static func stepTitle(_ heading: String) -> String {
        let words = heading.split(separator: " ", maxSplits: 2)
        guard words.count == 3, words[0].lowercased() == "step",
            let number = words[1].last.map({ $0 == ":" || $0 == "." }), number,
            Int(words[1].dropLast()) != nil
        else { return heading }
        return String(words[2])
    }

    static func trimBlankLines(_ lines: [String]) -> String {
        var slice = lines[...]
        while let first = slice.first, first.trimmingCharacters(in: .whitespaces).isEmpty { slice = slice.dropFirst() }
        while let last = slice.last, last.trimmingCharacters(in: .whitespaces).isEmpty { slice = slice.dropLast() }
        return slice.joined(separator: "\n")
    }
}

/// A Markdown code fence: three or more backticks or tildes, then an info string.
struct Fence {
    let character: Character
    let length: Int
    let info: String

    init?(opening line: String) {
        let trimmed = line.drop(while: { $0 == " " })
        guard line.count - trimmed.count <= 3, let first = trimmed.first, first == "`" || first == "~" else { return nil }
        let run = trimmed.prefix(while: { $0 == first })
        guard run.count >= 3 else { return nil }
        let info = trimmed.dropFirst(run.count).trimmingCharacters(in: .whitespaces)
        if first == "`" && info.contains("`") { return nil }
        character = first
        length = run.count
        self.info = info
    }

    func isClosed(by line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.count >= length && trimmed.allSatisfy { $0 == character }
    }

    var closingText: String { String(repeating: character, count: length) }
}
