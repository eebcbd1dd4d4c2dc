import Foundation

/// What Tab should do for the text before the cursor.
public struct CompletionResult: Equatable {
    /// The word being completed (the end of the text before the cursor).
    public var word: String
    /// Every full candidate for `word`, sorted, without duplicates.
    public var candidates: [String]
    /// How to show the candidates in a list (file names without their directory).
    public var displayCandidates: [String]
    /// Text to insert at the cursor: the rest of the only candidate, or of the candidates' common prefix.
    public var insertion: String

    /// True when Tab can add nothing and the candidates should be listed instead.
    public var shouldList: Bool { insertion.isEmpty && candidates.count > 1 }
}

/// Tab completion, as a pure function of the line and a few sources of names.
public struct Completer {
    public var metaCommandNames: [String]
    /// Commands whose name Tab completes with a trailing space, because they take arguments.
    public var commandsTakingArguments: Set<String>
    public var preludeNames: [String]
    public var helpTopics: [String]
    /// Lesson ids for `:lesson` (asked at each Tab: lessons are files).
    public var lessons: () -> [String]
    /// The language's names for the text so far (declared types, variables, members of a known receiver).
    public var languageCompletions: (String) -> [String]
    /// Entries of a directory (`""` is the current one); directories end in `/`.
    public var listDirectory: (String) -> [String]
    /// False for a command the running lesson restricts: Tab neither completes it nor its help topic.
    public var offersCommand: (String) -> Bool

    public init(
        metaCommandNames: [String], commandsTakingArguments: Set<String>, preludeNames: [String],
        helpTopics: [String], lessons: @escaping () -> [String] = { [] },
        languageCompletions: @escaping (String) -> [String],
        listDirectory: @escaping (String) -> [String] = Completer.listFileSystemDirectory,
        offersCommand: @escaping (String) -> Bool = { _ in true }
    ) {
        self.metaCommandNames = metaCommandNames
        self.commandsTakingArguments = commandsTakingArguments
        self.preludeNames = preludeNames
        self.helpTopics = helpTopics
        self.lessons = lessons
        self.languageCompletions = languageCompletions
        self.listDirectory = listDirectory
        self.offersCommand = offersCommand
    }

    /// `pendingText` is the earlier lines of a multi-line entry, so the language sees the whole entry.
    public func complete(lineBeforeCursor line: String, pendingText: String = "") -> CompletionResult {
        let trimmed = String(line.drop(while: { $0 == " " || $0 == "\t" }))
        if pendingText.isEmpty, trimmed.hasPrefix(":") {
            return completeMetaCommand(trimmed)
        }
        if pendingText.isEmpty, trimmed.hasPrefix("<"), trimmed.dropFirst().first?.isWhitespace == true {
            return completeFileName(String(trimmed.dropFirst().drop(while: \.isWhitespace)))
        }
        if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
            // Tab at the start of a line indents, as in an editor.
            return CompletionResult(word: "", candidates: [], displayCandidates: [], insertion: "    ")
        }
        return completeSwift(line, pendingText: pendingText)
    }

    private func completeMetaCommand(_ text: String) -> CompletionResult {
        let body = text.dropFirst()
        guard let space = body.firstIndex(where: \.isWhitespace) else {
            let word = String(body)
            let names = Set(metaCommandNames).filter { $0.hasPrefix(word) && offersCommand($0) }.sorted()
            var result = makeResult(word: word, candidates: names)
            if names.count == 1, commandsTakingArguments.contains(names[0]) { result.insertion += " " }
            result.displayCandidates = names.map { ":" + $0 }
            return result
        }
        let command = String(body[..<space]).lowercased()
        let argument = String(body[space...].drop(while: \.isWhitespace))
        switch command {
        case "load", "save", "record", "edit", "pack": return completeFileName(argument)
        case "source": return makeResult(word: argument, candidates: preludeNames.filter { $0.hasPrefix(argument) })
        case "help":
            let topics = helpTopics.filter { !metaCommandNames.contains($0) || offersCommand($0) }
            return makeResult(word: argument, candidates: topics.filter { $0.hasPrefix(argument) })
        case "pool", "trace": return makeResult(word: argument, candidates: ["on", "off"].filter { $0.hasPrefix(argument) })
        case "lesson": return makeResult(word: argument, candidates: lessons().filter { $0.hasPrefix(argument) })
        case "reset": return makeResult(word: argument, candidates: ["lesson", "all"].filter { $0.hasPrefix(argument) })
        case "progress":
            guard let space = argument.firstIndex(where: \.isWhitespace) else {
                var result = makeResult(word: argument, candidates: ["export", "import"].filter { $0.hasPrefix(argument) })
                if result.candidates.count == 1 { result.insertion += " " }
                return result
            }
            return completeFileName(String(argument[space...].drop(while: \.isWhitespace)))
        case "nib":
            let words = argument.split(separator: " ", omittingEmptySubsequences: false)
            guard words.count == 2 else { return makeResult(word: String(words.last ?? ""), candidates: []) }
            let word = String(words[1])
            let elements = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView", "view"]
            return makeResult(word: word, candidates: elements.filter { $0.hasPrefix(word) })
        default: return makeResult(word: argument, candidates: [])
        }
    }

    private func completeFileName(_ word: String) -> CompletionResult {
        let directory: String
        let base: String
        if let slash = word.lastIndex(of: "/") {
            directory = String(word[...slash])
            base = String(word[word.index(after: slash)...])
        } else {
            directory = ""
            base = word
        }
        let entries = listDirectory(directory)
            .filter { $0.hasPrefix(base) && (base.hasPrefix(".") || !$0.hasPrefix(".")) }
            .sorted()
        var result = makeResult(word: word, candidates: entries.map { directory + $0 })
        result.displayCandidates = entries
        return result
    }

    private func completeSwift(_ line: String, pendingText: String) -> CompletionResult {
        let word = String(line.reversed().prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }).reversed())
        let beforeWord = line.dropLast(word.count)
        let isMember = beforeWord.last == "."
        if word.isEmpty && !isMember { return makeResult(word: "", candidates: []) }
        let fullText = pendingText.isEmpty ? line : pendingText + "\n" + line
        var names = Set(languageCompletions(fullText).map(Self.bareName))
        if !isMember {
            names.formUnion(UIKitNames.all)
            names.formUnion(UIKitNames.swiftKeywords)
        }
        let candidates = names.filter { $0.hasPrefix(word) && $0 != word }.sorted()
        return makeResult(word: word, candidates: candidates)
    }

    /// `dequeueReusableCell(withIdentifier:for:)` completes as `dequeueReusableCell`.
    static func bareName(_ name: String) -> String {
        String(name.prefix(while: { $0 != "(" }))
    }

    private func makeResult(word: String, candidates: [String]) -> CompletionResult {
        let unique = Array(Set(candidates)).sorted()
        var insertion = ""
        if let prefix = commonPrefix(unique), prefix.count > word.count, prefix.hasPrefix(word) {
            insertion = String(prefix.dropFirst(word.count))
        }
        return CompletionResult(word: word, candidates: unique, displayCandidates: unique, insertion: insertion)
    }

    public static func listFileSystemDirectory(_ directory: String) -> [String] {
        let expanded =
            directory.hasPrefix("~") ? NSString(string: directory).expandingTildeInPath + (directory.hasSuffix("/") ? "/" : "") : directory
        let path = expanded.isEmpty ? "." : expanded
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [] }
        return names.map { name in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent(name), isDirectory: &isDirectory)
            return isDirectory.boolValue ? name + "/" : name
        }
    }
}

func commonPrefix(_ strings: [String]) -> String? {
    guard var prefix = strings.first.map(Array.init) else { return nil }
    for string in strings.dropFirst() {
        let characters = Array(string)
        var length = 0
        while length < prefix.count, length < characters.count, prefix[length] == characters[length] { length += 1 }
        prefix = Array(prefix.prefix(length))
    }
    return String(prefix)
}

/// Lays out candidates in columns across `width`, as shells list completions.
public func columnLayout(_ items: [String], width: Int) -> String {
    guard let widest = items.map(displayWidth).max() else { return "" }
    let columnWidth = widest + 2
    let columns = max(1, width / columnWidth)
    let rows = (items.count + columns - 1) / columns
    var lines: [String] = []
    for row in 0..<rows {
        var line = ""
        for column in 0..<columns {
            let index = column * rows + row
            guard index < items.count else { continue }
            let isLast = (column + 1) * rows + row >= items.count
            line += isLast ? items[index] : pad(items[index], toWidth: columnWidth)
        }
        lines.append(line)
    }
    return lines.joined(separator: "\n")
}
