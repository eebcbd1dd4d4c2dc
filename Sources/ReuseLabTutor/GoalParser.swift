import Foundation
import ReuseLabLanguage

/// Reads the goal language: one check per line, all must hold. Strict, so a typo in a goal is an
/// error with its line number rather than a check that silently never passes.
public enum GoalParser {
    /// The words a check may start with, for error messages and the README.
    public static let checkKeywords = [
        "status", "crash", "compile-error", "declared", "dequeued", "prepared-for-reuse", "uses", "output", "diagnostics",
        "event", "no event", "registered", "created", "reused", "visible", "queue", "views", "not",
    ]

    /// Parses the lines of a `goal` block. `firstLine` is the lesson-file line of `lines[0]`.
    public static func parse(_ lines: [String], firstLine: Int, file: String? = nil) throws -> Goal {
        var checks: [GoalCheck] = []
        for (offset, raw) in lines.enumerated() {
            let lineNumber = firstLine + offset
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("#") { continue }
            do {
                let tokens = try GoalTokenizer.tokens(in: text)
                var cursor = TokenCursor(tokens: tokens)
                var negated = false
                if cursor.peekWord() == "not" {
                    cursor.advance()
                    negated = true
                }
                let condition = try parseCondition(&cursor)
                if let extra = cursor.peek() {
                    throw GoalTokenizer.Failure(message: "unexpected “\(extra.text)” after a complete check")
                }
                checks.append(GoalCheck(condition: condition, negated: negated, source: text, line: lineNumber))
            } catch let failure as GoalTokenizer.Failure {
                throw LessonFormatError(file: file, line: lineNumber, message: "in goal “\(text)”: \(failure.message)")
            }
        }
        return Goal(checks: checks)
    }

    private static func parseCondition(_ cursor: inout TokenCursor) throws -> GoalCondition {
        guard let keyword = cursor.nextWord() else {
            throw GoalTokenizer.Failure(message: "expected a check after “not”")
        }
        switch keyword {
        case "status":
            let word = try cursor.expectWord("a status (\(GoalStatus.allCases.map(\.rawValue).joined(separator: ", ")))")
            guard let status = GoalStatus(rawValue: word) else {
                throw GoalTokenizer.Failure(
                    message: "unknown status “\(word)”; expected one of \(GoalStatus.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return .status(status)
        case "output":
            let form = try cursor.expectWord("“contains”, “line” or “empty” after “output”")
            switch form {
            case "contains": return .outputContains(try cursor.expectString(after: "output contains"))
            case "line": return .outputLine(try cursor.expectString(after: "output line"))
            case "empty": return .outputEmpty
            default: throw GoalTokenizer.Failure(message: "expected “contains”, “line” or “empty” after “output”, found “\(form)”")
            }
        case "diagnostics":
            let form = try cursor.expectWord("“contains” after “diagnostics”")
            guard form == "contains" else {
                throw GoalTokenizer.Failure(message: "expected “contains” after “diagnostics”, found “\(form)”")
            }
            return .diagnosticsContains(try cursor.expectString(after: "diagnostics contains"))
        case "event":
            let pattern = try parseEventPattern(&cursor)
            var count: CountComparison?
            if cursor.peekWord() == "count" {
                cursor.advance()
                count = try parseComparison(&cursor, after: "count")
            }
            return .event(pattern, count: count)
        case "no":
            guard cursor.nextWord() == "event" else {
                throw GoalTokenizer.Failure(message: "expected “event” after “no” (write “no event created”)")
            }
            return .event(try parseEventPattern(&cursor), count: CountComparison(.equal, 0))
        case "crash":
            let word = try cursor.expectWord(
                "where the crash came from: \(CrashFact.Origin.allCases.map(\.rawValue).joined(separator: ", "))")
            guard let origin = CrashFact.Origin(rawValue: word) else {
                throw GoalTokenizer.Failure(
                    message:
                        "unknown crash origin “\(word)”; expected one of \(CrashFact.Origin.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            var text: String?
            if cursor.peek()?.quoted == true { text = try cursor.expectString(after: "crash \(word)") }
            var outside = false
            if cursor.peekWord() == "outside-entry" {
                cursor.advance()
                outside = true
            }
            return .crash(origin, text: text, outsideEntry: outside)
        case "compile-error":
            return .compileError(try cursor.expectString(after: "compile-error"))
        case "declared":
            let kind = try cursor.expectWord("a kind of type (class, struct, enum, protocol) after “declared”")
            guard ["class", "struct", "enum", "protocol"].contains(kind) else {
                throw GoalTokenizer.Failure(message: "expected class, struct, enum or protocol after “declared”, found “\(kind)”")
            }
            let name = try cursor.expectWord("a type name after “declared \(kind)”")
            var inherits: String?
            if cursor.peekWord() == "inherits" {
                cursor.advance()
                inherits = try cursor.expectWord("a superclass or protocol after “inherits”")
            }
            return .declared(kind: kind, name: name, inherits: inherits)
        case "dequeued":
            let role = try parseRole(&cursor) ?? .cell
            var pattern = DequeuePattern(className: try cursor.expectWord("a class name after “dequeued”"), role: role)
            if cursor.peekWord() == "from" {
                cursor.advance()
                let kind = try cursor.expectWord("“nib” or “class” after “from”")
                switch kind {
                case "nib":
                    pattern.source = cursor.peek()?.quoted == true ? "nib \"" + (try cursor.expectString(after: "nib")) + "\"" : "nib"
                case "class": pattern.source = "class"
                default: throw GoalTokenizer.Failure(message: "expected “nib” or “class” after “from”, found “\(kind)”")
                }
            }
            if cursor.peekWord() == "for" {
                cursor.advance()
                pattern.identifier = try cursor.expectString(after: "for")
            }
            pattern.view = try parseView(&cursor)
            var count: CountComparison?
            if cursor.peekWord() == "count" {
                cursor.advance()
                count = try parseComparison(&cursor, after: "count")
            }
            return .dequeued(pattern, count: count)
        case "prepared-for-reuse":
            let name = try cursor.expectWord("a class name after “prepared-for-reuse”")
            var count: CountComparison?
            if cursor.peekWord() == "count" {
                cursor.advance()
                count = try parseComparison(&cursor, after: "count")
            }
            return .preparedForReuse(className: name, count: count)
        case "computed":
            let output = try cursor.expectWord("“output line” after “computed”")
            let line = output == "output" ? try cursor.expectWord("“line” after “computed output”") : output
            guard output == "output", line == "line" else {
                throw GoalTokenizer.Failure(message: "expected “output line” after “computed”, found “\(output)”")
            }
            return .computedOutputLine(try cursor.expectString(after: "computed output line"))
        case "uses":
            return .uses(try cursor.expectWord("a name after “uses” (a method, property or type)"))
        case "registered":
            let role = try parseRole(&cursor) ?? .cell
            let identifier = try cursor.expectString(after: "registered")
            var source: String?
            if cursor.peekWord() == "→" || cursor.peekWord() == "->" {
                cursor.advance()
                let kind = try cursor.expectWord("“class NAME” or “nib \"NAME\"” after the arrow")
                switch kind {
                case "class": source = "class " + (try cursor.expectWord("a class name after “class”"))
                case "nib": source = "nib \"" + (try cursor.expectString(after: "nib")) + "\""
                default: throw GoalTokenizer.Failure(message: "expected “class NAME” or “nib \"NAME\"” after the arrow, found “\(kind)”")
                }
            }
            return .registered(identifier: identifier, source: source, view: try parseView(&cursor), role: role)
        case "created":
            return .created(try parseComparison(&cursor, after: "created"), view: try parseView(&cursor))
        case "reused":
            return .reused(try parseComparison(&cursor, after: "reused"), view: try parseView(&cursor))
        case "visible":
            if cursor.peekWord() == "count" {
                cursor.advance()
                return .visibleCount(try parseComparison(&cursor, after: "visible count"), view: try parseView(&cursor))
            }
            let indexPath = try cursor.expectString(after: "visible (or write “visible count N”)")
            guard cursor.peekWord() == "→" || cursor.peekWord() == "->" else {
                throw GoalTokenizer.Failure(message: "expected an arrow after the index path: visible \"[0, 0]\" → ClassName")
            }
            cursor.advance()
            let className = try cursor.expectWord("a class name after the arrow")
            return .visibleCell(indexPath: indexPath, className: className, view: try parseView(&cursor))
        case "queue":
            let identifier = try cursor.expectString(after: "queue")
            guard cursor.nextWord() == "count" else {
                throw GoalTokenizer.Failure(message: "expected “count” after the identifier: queue \"Cell\" count >= 1")
            }
            return .queueCount(identifier: identifier, try parseComparison(&cursor, after: "count"), view: try parseView(&cursor))
        case "views":
            guard cursor.nextWord() == "count" else {
                throw GoalTokenizer.Failure(message: "expected “count” after “views”")
            }
            return .viewsCount(try parseComparison(&cursor, after: "views count"))
        case "not":
            throw GoalTokenizer.Failure(message: "“not” may appear only once, at the start of a check")
        default:
            throw GoalTokenizer.Failure(
                message: "unknown check “\(keyword)”; a check starts with one of: \(checkKeywords.joined(separator: ", "))")
        }
    }

    private static func parseEventPattern(_ cursor: inout TokenCursor) throws -> EventPattern {
        let kind = try cursor.expectWord("an event kind such as created, reused, dequeued or registered")
        var words: [String] = []
        while let token = cursor.peek(), !(token.quoted == false && token.text == "count") {
            words.append(token.eventForm)
            cursor.advance()
        }
        return EventPattern(kind: kind, words: words)
    }

    private static func parseComparison(_ cursor: inout TokenCursor, after context: String) throws -> CountComparison {
        let first = try cursor.expectWord("a number or a comparison such as >= 1 after “\(context)”")
        if let value = Int(first), value >= 0 {
            return CountComparison(.equal, value)
        }
        guard let op = CountComparison.Operator(rawValue: first) else {
            throw GoalTokenizer.Failure(message: "expected a number or one of == != < <= > >= after “\(context)”, found “\(first)”")
        }
        let number = try cursor.expectWord("a number after “\(first)”")
        guard let value = Int(number), value >= 0 else {
            throw GoalTokenizer.Failure(message: "expected a whole number after “\(first)”, found “\(number)”")
        }
        return CountComparison(op, value)
    }

    /// `cell`, `header-footer`, `supplementary` (optionally with its kind in quotes) or `any`; nil when absent.
    private static func parseRole(_ cursor: inout TokenCursor) throws -> RoleFilter? {
        switch cursor.peekWord() {
        case "cell":
            cursor.advance()
            return .cell
        case "header-footer":
            cursor.advance()
            return .headerFooter
        case "any":
            cursor.advance()
            return .any
        case "supplementary":
            cursor.advance()
            // `supplementary "KIND" "ID"`: a quoted kind only when another quoted string follows.
            if cursor.peek()?.quoted == true, cursor.peek(offset: 1)?.quoted == true {
                return .supplementary(kind: try cursor.expectString(after: "supplementary"))
            }
            return .supplementary(kind: nil)
        default:
            return nil
        }
    }

    private static func parseView(_ cursor: inout TokenCursor) throws -> String? {
        guard cursor.peekWord() == "in" else { return nil }
        cursor.advance()
        return try cursor.expectWord("a view name after “in” (the variable, e.g. tableView)")
    }
}

/// Walks the tokens of one goal line.
private struct TokenCursor {
    var tokens: [GoalToken]
    var index = 0

    func peek(offset: Int = 0) -> GoalToken? { index + offset < tokens.count ? tokens[index + offset] : nil }

    /// The next token if it is a bare word (quoted strings never count as keywords).
    func peekWord() -> String? {
        guard let token = peek(), !token.quoted else { return nil }
        return token.text
    }

    mutating func advance() { index += 1 }

    mutating func nextWord() -> String? {
        let word = peekWord()
        if word != nil { advance() }
        return word
    }

    mutating func expectWord(_ what: String) throws -> String {
        guard let token = peek() else { throw GoalTokenizer.Failure(message: "expected \(what)") }
        guard !token.quoted else { throw GoalTokenizer.Failure(message: "expected \(what), found the string \"\(token.text)\"") }
        advance()
        return token.text
    }

    mutating func expectString(after context: String) throws -> String {
        guard let token = peek() else {
            throw GoalTokenizer.Failure(message: "expected a quoted string after “\(context)”")
        }
        guard token.quoted else {
            throw GoalTokenizer.Failure(
                message: "expected a quoted string after “\(context)”, found “\(token.text)” (put it in double quotes)")
        }
        advance()
        return token.text
    }
}
