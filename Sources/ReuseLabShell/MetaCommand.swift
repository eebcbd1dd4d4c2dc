/// A line the shell handles itself rather than the language: `:help`, `:load FILE`, `< FILE` …
public enum MetaCommand: Equatable {
    case help(topic: String?)
    case quit
    case reset
    case undo
    case redo
    case pool(Toggle?)
    case load(path: String)
    case save(path: String)
    case record(RecordRequest)
    case source(name: String)
    case nib(name: String, rootElement: String, className: String, identifier: String)
    case why
    case trace(Toggle?)
    /// `:edit [FILE]`: an entry written in `$VISUAL`/`$EDITOR`, run when the editor exits (ReplController+Edit).
    case edit(path: String?)
    /// A lesson command (`:lesson 3`, `:hint`, `:reset lesson` …), for the tutor to handle.
    case lesson(name: String, arguments: String)
    /// `:timeline`, `:demo`, `:present` (see WorkshopCommand).
    case workshop(name: String, arguments: String)
    /// A known command used wrongly: the message says how to use it.
    case usageError(String)
    case unknown(name: String)

    public enum Toggle: Equatable { case on, off }

    public enum RecordRequest: Equatable {
        case start(path: String)
        case stop
        case status
    }

    /// Name, arguments, one-line summary: the table `:help` prints and completion offers.
    public static let catalogue: [(name: String, arguments: String, summary: String)] =
        [
            ("help", "[topic]", "list commands; :help keys, pool, multiline …"),
            ("quit", "", "leave (also Ctrl-D on an empty line)"),
            ("reset", "", "forget every entry: a fresh world"),
            ("undo", "", "take back the last entry and its effect"),
            ("redo", "", "put back what :undo took back"),
            ("pool", "[on|off]", "draw the reuse pool; on/off: after each entry"),
            ("load", "FILE", "run a Swift file as one entry (also < FILE)"),
            ("save", "FILE [--force]", "write the entries that ran to FILE"),
            ("record", "FILE|off [--force]", "transcript of the session; FILE.html: a handout"),
            ("source", "NAME", "print a prelude module (UIKit, Reusable)"),
            ("nib", "NAME [elem Class id]", "define a nib in memory, as if NAME.xib existed"),
            ("why", "", "explain the last error: cause, fix, article"),
            ("trace", "on|off", "print the simulated UIKit's events"),
            ("edit", "[FILE]", "write an entry in $EDITOR; it runs when you quit"),
        ] + WorkshopCommand.catalogue

    /// The guided lessons' commands, listed by `:help` under their own heading.
    public static let lessonCatalogue: [(name: String, arguments: String, summary: String)] = [
        ("lesson", "[N|off]", "list lessons with progress; N starts one, off leaves"),
        ("goal", "", "what the current step checks, as it stands"),
        ("hint", "", "the next hint, from a nudge to nearly the answer"),
        ("solution", "", "asks, then puts the solution at the prompt"),
        ("next", "", "go to the next step"),
        ("back", "", "go back a step, rebuilding its world"),
        ("reset", "lesson|all", "restart this lesson / forget all progress"),
        ("progress", "[export|import FILE]", "what you have done; move it elsewhere"),
        ("pack", "[DIR|off]", "a workshop pack's lessons, in its order"),
    ]

    /// Names the tutor handles; `reset` only with an argument (plain `:reset` is the world's).
    static let lessonCommandNames: Set<String> = ["lesson", "lessons", "goal", "hint", "solution", "next", "back", "progress", "pack"]

    public static var names: [String] {
        catalogue.map(\.name) + ["q", "exit"] + lessonCatalogue.map(\.name).filter { $0 != "reset" }
    }

    /// The name a command is known by in lessons' restrictions: `:q` is `:quit`, `< FILE` is `:load`.
    static func canonicalName(of line: String) -> String {
        let trimmed = line.trimmingWhitespace()
        if trimmed.hasPrefix("<") { return "load" }
        let name = String(trimmed.dropFirst().prefix(while: { !$0.isWhitespace })).lowercased()
        switch name {
        case "h", "?": return "help"
        case "q", "exit": return "quit"
        case "lessons": return "lesson"
        default: return name
        }
    }

    /// A line starting with `:` and a letter, or `< ` (the Swift REPL's load). Swift code never does.
    public static func looksLikeMetaCommand(_ line: String) -> Bool {
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        if trimmed.hasPrefix("<") {
            let rest = trimmed.dropFirst()
            return rest.first == " " || rest.first == "\t"
        }
        guard trimmed.hasPrefix(":") else { return false }
        return trimmed.dropFirst().first?.isLetter ?? false
    }

    /// nil when `line` is not a meta-command (it is Swift for the language).
    public static func parse(_ line: String) -> MetaCommand? {
        guard looksLikeMetaCommand(line) else { return nil }
        let trimmed = line.trimmingWhitespace()
        if trimmed.hasPrefix("<") {
            let path = String(trimmed.dropFirst()).trimmingWhitespace()
            return path.isEmpty ? .usageError("usage: < FILE") : .load(path: path)
        }
        let body = trimmed.dropFirst()
        let name = String(body.prefix(while: { !$0.isWhitespace })).lowercased()
        let arguments = String(body.drop(while: { !$0.isWhitespace })).trimmingWhitespace()
        let words = arguments.split(whereSeparator: \.isWhitespace).map(String.init)

        if lessonCommandNames.contains(name) { return .lesson(name: name, arguments: arguments) }
        if WorkshopCommand.names.contains(name) { return .workshop(name: name, arguments: arguments) }

        switch name {
        case "help", "h", "?": return .help(topic: arguments.isEmpty ? nil : arguments)
        case "quit", "q", "exit": return .quit
        case "reset":
            if arguments.isEmpty { return .reset }
            guard ["lesson", "all"].contains(arguments.lowercased()) else {
                return .usageError("usage: :reset (the world), :reset lesson, :reset all")
            }
            return .lesson(name: "reset", arguments: arguments.lowercased())
        case "undo": return .undo
        case "redo": return .redo
        case "pool":
            if arguments.isEmpty { return .pool(nil) }
            guard let toggle = Toggle(arguments) else { return .usageError("usage: :pool [on|off]") }
            return .pool(toggle)
        case "trace":
            if arguments.isEmpty { return .trace(nil) }
            guard let toggle = Toggle(arguments) else { return .usageError("usage: :trace on|off") }
            return .trace(toggle)
        case "load":
            return arguments.isEmpty ? .usageError("usage: :load FILE") : .load(path: arguments)
        case "save":
            return arguments.isEmpty ? .usageError("usage: :save FILE") : .save(path: arguments)
        case "record":
            if arguments.isEmpty { return .record(.status) }
            if arguments == "off" { return .record(.stop) }
            return .record(.start(path: arguments))
        case "source":
            return words.count == 1 ? .source(name: words[0]) : .usageError("usage: :source NAME (one of the prelude modules)")
        case "nib":
            guard (1...4).contains(words.count) else {
                return .usageError("usage: :nib NAME [rootElement] [Class] [identifier]  (defaults: tableViewCell, NAME, NAME)")
            }
            let nibName = words[0]
            return .nib(
                name: nibName,
                rootElement: words.count > 1 ? words[1] : "tableViewCell",
                className: words.count > 2 ? words[2] : nibName,
                identifier: words.count > 3 ? words[3] : nibName)
        case "why": return .why
        case "edit": return .edit(path: arguments.isEmpty ? nil : arguments)
        default: return .unknown(name: name)
        }
    }
}

extension MetaCommand {
    /// The command a typo most likely meant: edit distance at most 2, or a unique prefix.
    static func closestName(to typed: String, among names: [String]) -> String? {
        let prefixed = Set(names.filter { $0.count > 1 && $0.hasPrefix(typed) })
        if prefixed.count == 1 { return prefixed.first }
        let scored = names.filter { $0.count > 1 }.map { ($0, editDistance(typed, $0)) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}

extension MetaCommand.Toggle {
    init?(_ text: String) {
        switch text.lowercased() {
        case "on", "yes", "true", "1": self = .on
        case "off", "no", "false", "0": self = .off
        default: return nil
        }
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
