extension Session {
    /// Starts parsing the Swift prelude on a second thread, for a command about to make a session: the first
    /// thread meanwhile parses the command line and reads the script, and the session waits for the tree
    /// (`PreludeTrees.tree(for:)`) rather than parsing it again. Parsing was a fifth of a start.
    public static func beginParsingSwiftPrelude() {
        PreludeTrees.shared.parseInBackground("Swift", source: SwiftPrelude.source)
    }

    /// Starts parsing the UIKit prelude (and Reusable's, for `import Reusable`) on threads of their own when
    /// the script about to run names them, so that a second core parses them while the first checks the Swift
    /// prelude: the session would otherwise parse them on the checking thread when it reaches the script
    /// (a fifth of `reuselab run` of a UIKit script, in wall time). Read from the words of the text: a UIKit
    /// name in a comment or a string starts a parse nothing uses, which costs time on another core and never
    /// changes what the script means (the session still loads UIKit only for an entry that names it).
    public static func beginParsingPreludes(namedIn source: String) {
        let words = ScriptWords.of(source)
        let importsReusable = words.contains("Reusable")
        guard importsReusable || !words.isDisjoint(with: UIKitPreludeNames.all) else { return }
        PreludeTrees.shared.parseInBackground("UIKit", source: UIKitPrelude.source)
        if importsReusable { PreludeTrees.shared.parseInBackground("Reusable", source: ReusablePrelude.source) }
    }
}

/// The identifier-like words of a source text, read from its UTF-8 bytes (no parse: that is what is saved).
enum ScriptWords {
    static func of(_ source: String) -> Set<String> {
        var words: Set<String> = []
        var source = source
        source.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                guard isWordByte(bytes[index]) else {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
                words.insert(String(decoding: bytes[start..<index], as: UTF8.self))
            }
        }
        return words
    }

    /// ASCII letters, digits and `_`, and any non-ASCII byte (identifiers may use any letter).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
