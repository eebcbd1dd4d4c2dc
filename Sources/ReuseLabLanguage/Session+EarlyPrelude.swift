extension Session {
    /// Starts parsing the Swift prelude on a second thread, for a command about to make a session: the first
    /// thread meanwhile parses the command line and reads the script, and the session waits for the tree
    /// (`PreludeTrees.tree(for:)`) rather than parsing it again. Parsing was a fifth of a start.
    public static func beginParsingSwiftPrelude() {
        PreludeTrees.shared.parseInBackground("Swift", source: SwiftPrelude.core)
    }

    /// Starts parsing the UIKit prelude (and Reusable's, for `import Reusable`, and the Swift prelude's units)
    /// on threads of their own when the script about to run names them, so that a second core parses them while the first checks the Swift
    /// prelude: the session would otherwise parse them on the checking thread when it reaches the script
    /// (a fifth of `reuselab run` of a UIKit script, in wall time). Read from the words of the code, not a tree
    /// (the session still loads UIKit only for an entry that names it): a guess that is wrong either way only
    /// moves time between cores or costs an unused parse, and never changes what the script means.
    public static func beginParsingPreludes(namedIn source: String) {
        let words = ScriptWords.of(source)
        for (unit, names) in PreludeUnits.swiftTriggers where !words.isDisjoint(with: names) {
            PreludeTrees.shared.parseInBackground(unit.key, source: unit.source)
        }
        let importsReusable = words.contains("Reusable")
        guard importsReusable || !words.isDisjoint(with: UIKitPreludeNames.all) else { return }
        PreludeTrees.shared.parseInBackground("UIKit", source: UIKitPrelude.core)
        for unit in PreludeUnits.namedByUIKit.compactMap(PreludeUnits.unit(named:)) {
            PreludeTrees.shared.parseInBackground(unit.key, source: unit.source)
        }
        if importsReusable { PreludeTrees.shared.parseInBackground("Reusable", source: ReusablePrelude.core) }
        for (unit, names) in PreludeUnits.uikitTriggers where !words.isDisjoint(with: names) {
            PreludeTrees.shared.parseInBackground(unit.key, source: unit.source)
        }
    }
}

/// The identifier-like words of a source text's code, read from its UTF-8 bytes (no parse: that is what is
/// saved). Comments and string literals are skipped, so that a script about Swift alone that mentions a
/// `UITableView` in a comment does not pay for parsing UIKit; an interpolation's code is skipped with its
/// string, which only loses the early start of a parse.
enum ScriptWords {
    static func of(_ source: String) -> Set<String> {
        var words: Set<String> = []
        var source = source
        source.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash {
                    index = lineEnd(in: bytes, from: index)
                } else if byte == slash, index + 1 < bytes.count, bytes[index + 1] == star {
                    index = blockCommentEnd(in: bytes, from: index)
                } else if byte == quote {
                    index = stringEnd(in: bytes, from: index)
                } else if isWordByte(byte) {
                    let start = index
                    while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
                    words.insert(String(decoding: bytes[start..<index], as: UTF8.self))
                } else {
                    index += 1
                }
            }
        }
        return words
    }

    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let quote = UInt8(ascii: "\"")
    private static let newline = UInt8(ascii: "\n")
    private static let backslash = UInt8(ascii: "\\")

    static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != newline { index += 1 }
        return index
    }

    /// After the `*/` that closes the comment opened at `start`; Swift's block comments nest.
    static func blockCommentEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == slash, bytes[index + 1] == star {
                depth += 1
                index += 2
            } else if bytes[index] == star, bytes[index + 1] == slash {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// After the string literal opened at `start`: `"…"` ends at its closing quote or the line's end,
    /// `"""…"""` at its closing delimiter; a backslash escapes the byte after it.
    static func stringEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let isMultiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var index = start + (isMultiline ? 3 : 1)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == backslash {
                index += 2
            } else if isMultiline {
                if byte == quote, index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote { return index + 3 }
                index += 1
            } else if byte == quote {
                return index + 1
            } else if byte == newline {
                return index
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// ASCII letters, digits and `_`, and any non-ASCII byte (identifiers may use any letter).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
