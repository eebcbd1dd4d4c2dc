/// The names through which an entry can reach a prelude unit: what it declares at the top level, and what it adds
/// to the core's types in extensions (members, nested types, cases, and the argument labels of initializers
/// and subscripts there). The members of a type the unit declares are left out: an entry reaches
/// them only through a value or a context of that type, which comes from one of the names above (the units
/// declare no protocol, whose requirements the checker looks up across types). The locals of function bodies
/// are left out too, as `x` or `result` would load a unit for nearly every script. Read from the text's bytes,
/// not a tree (the parse is what loading on first use saves); a name too many only loads the unit early.
/// `PreludeUnitsOnFirstUseTests` compares this with what loading each unit adds to a world.
enum PreludeDeclaredNames {
    static func of(_ source: String) -> Set<String> {
        let text = PreludeTokens(source)
        var topLevel = Scanner(text: text, unitTypes: [])
        topLevel.scan()
        var scanner = Scanner(text: text, unitTypes: topLevel.names)
        scanner.scan()
        return scanner.names
    }

    private struct Scanner {
        enum Block {
            /// A function body, accessor or closure: its declarations are locals.
            case code
            /// The body of a type the unit declares, or of an extension of one.
            case unitType
            /// An extension of a type the unit does not declare (the core's `Date`, `Double`).
            case coreExtension
        }

        let text: PreludeTokens
        /// The unit's top-level names (empty on the first pass, which reads only them).
        let unitTypes: Set<String>
        var names: Set<String> = []
        var blocks: [Block] = []
        /// The last declaration keyword since the last brace, and the type an `extension` names.
        var lastIntroducer: PreludeTokens.Introducer?
        var extendedType: String?

        init(text: PreludeTokens, unitTypes: Set<String>) {
            self.text = text
            self.unitTypes = unitTypes
        }

        private var tokens: [PreludeTokens.Token] { text.tokens }

        mutating func scan() {
            var index = 0
            while index < tokens.count {
                let token = tokens[index]
                if token.punctuation == UInt8(ascii: "{") {
                    blocks.append(block(opened: lastIntroducer))
                    lastIntroducer = nil
                } else if token.punctuation == UInt8(ascii: "}") {
                    _ = blocks.popLast()
                    lastIntroducer = nil
                } else if let introducer = token.introducer {
                    // `class func`, `class var`: the modifier is not a type's introducer.
                    let isModifier = introducer == .class && index + 1 < tokens.count && tokens[index + 1].introducer != nil
                    if !isModifier {
                        lastIntroducer = introducer
                        if introducer == .extension { extendedType = word(at: index + 1) }
                        if blocks.isEmpty || blocks.last == .coreExtension { declare(introducer, at: index) }
                    }
                }
                index += 1
            }
        }

        private func block(opened introducer: PreludeTokens.Introducer?) -> Block {
            guard let introducer else { return .code }
            if introducer.introducesType { return .unitType }
            guard introducer == .extension else { return .code }
            return extendedType.map(unitTypes.contains) ?? false ? .unitType : .coreExtension
        }

        private mutating func declare(_ keyword: PreludeTokens.Introducer, at index: Int) {
            if keyword.isNamed, let name = word(at: index + 1) { names.insert(name) }
            if keyword == .case { declareCaseList(after: index + 1) }
            // A method is reached through its name; an initializer or a subscript only through its labels.
            if blocks.last == .coreExtension, keyword == .`init` || keyword == .subscript {
                declareLabels(after: index)
            }
        }

        /// `case a, b(Int), c = 3`: the names after the first.
        private mutating func declareCaseList(after start: Int) {
            var index = start + 1
            while index < tokens.count {
                let punctuation = tokens[index].punctuation
                if punctuation == UInt8(ascii: "(") {
                    index = afterBalancedParentheses(from: index)
                } else if punctuation == UInt8(ascii: "=") {
                    index += 2
                } else if punctuation == UInt8(ascii: ","), let name = word(at: index + 1) {
                    names.insert(name)
                    index += 2
                } else {
                    return
                }
            }
        }

        /// The argument labels in the declaration's parameter list: the first word of each parameter.
        private mutating func declareLabels(after start: Int) {
            guard let open = tokens[start...].firstIndex(where: { $0.punctuation == UInt8(ascii: "(") }) else { return }
            var depth = 0
            var index = open
            var atParameterStart = false
            while index < tokens.count {
                let punctuation = tokens[index].punctuation
                let isArrow = punctuation == UInt8(ascii: ">") && tokens[index - 1].punctuation == UInt8(ascii: "-")
                if isArrow {
                    atParameterStart = false
                } else if punctuation == UInt8(ascii: "(") || punctuation == UInt8(ascii: "[") || punctuation == UInt8(ascii: "<") {
                    depth += 1
                    atParameterStart = depth == 1
                } else if punctuation == UInt8(ascii: ")") || punctuation == UInt8(ascii: "]") || punctuation == UInt8(ascii: ">") {
                    depth -= 1
                    if depth == 0 { return }
                } else if punctuation == UInt8(ascii: ",") {
                    atParameterStart = depth == 1
                } else {
                    if atParameterStart, let label = word(at: index), label != "_" { names.insert(label) }
                    atParameterStart = false
                }
                index += 1
            }
        }

        private func afterBalancedParentheses(from open: Int) -> Int {
            var depth = 0
            var index = open
            while index < tokens.count {
                if tokens[index].punctuation == UInt8(ascii: "(") { depth += 1 }
                if tokens[index].punctuation == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { return index + 1 }
                }
                index += 1
            }
            return index
        }

        /// The word at `index` as a name (without backquotes), or nil for punctuation or a string.
        private func word(at index: Int) -> String? {
            guard index < tokens.count, tokens[index].isWord else { return nil }
            return text.name(of: tokens[index])
        }
    }
}

/// A prelude's text as words and single punctuation bytes, without comments, string literals (one `"` token
/// each) and white space. Tokens are ranges of the text's bytes, and the declaration keywords are told apart as
/// they are read: the scan above compares small numbers, and makes a `String` only of the names it keeps (words
/// as `String`s, looked up in sets of keywords, were a twentieth of a `run` of a UIKit script).
struct PreludeTokens {
    /// The keywords the scan above acts on.
    enum Introducer: UInt8 {
        case `struct`, `class`, `enum`, `protocol`, actor, `typealias`, `associatedtype`, `func`, `let`, `var`, `case`
        case `extension`, `init`, `subscript`, `deinit`

        var introducesType: Bool {
            switch self {
            case .struct, .class, .enum, .protocol, .actor: true
            default: false
            }
        }

        /// Followed by the name it declares.
        var isNamed: Bool {
            switch self {
            case .typealias, .associatedtype, .func, .let, .var, .case: true
            default: introducesType
            }
        }

        /// Each keyword's bytes, listed under its first byte: most words are ruled out by their first byte or
        /// their length, and the rest by comparing bytes, with no `String` made or hashed.
        private static let byFirstByte: [[(introducer: Introducer, bytes: [UInt8])]] = {
            let words: [(String, Introducer)] = [
                ("struct", .struct), ("class", .class), ("enum", .enum), ("protocol", .protocol), ("actor", .actor),
                ("typealias", .typealias), ("associatedtype", .associatedtype), ("func", .func), ("let", .let),
                ("var", .var), ("case", .case), ("extension", .extension), ("init", .`init`), ("subscript", .subscript),
                ("deinit", .deinit),
            ]
            var table = Array(repeating: [(introducer: Introducer, bytes: [UInt8])](), count: 256)
            for (word, introducer) in words { table[Int(word.utf8.first!)].append((introducer, Array(word.utf8))) }
            return table
        }()

        init?(_ word: UnsafeBufferPointer<UInt8>) {
            guard let first = word.first else { return nil }
            for candidate in Self.byFirstByte[Int(first)] where candidate.bytes.count == word.count {
                if candidate.bytes.elementsEqual(word) {
                    self = candidate.introducer
                    return
                }
            }
            return nil
        }
    }

    struct Token {
        /// The token's bytes in the text.
        let start: Int
        let end: Int
        /// The byte of a punctuation token (`"` for a string literal); 0 for a word.
        let punctuation: UInt8
        let introducer: Introducer?

        var isWord: Bool { punctuation == 0 }
    }

    let bytes: [UInt8]
    let tokens: [Token]

    init(_ source: String) {
        let bytes = Array(source.utf8)
        var tokens: [Token] = []
        tokens.reserveCapacity(bytes.count / 4)
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                    index = ScriptWords.lineEnd(in: bytes, from: index)
                } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                    index = ScriptWords.blockCommentEnd(in: bytes, from: index)
                } else if byte == UInt8(ascii: "\"") {
                    let start = index
                    index = ScriptWords.stringEnd(in: bytes, from: index)
                    tokens.append(Token(start: start, end: index, punctuation: byte, introducer: nil))
                } else if byte == UInt8(ascii: "`") || Self.isWordByte(byte) {
                    let start = index
                    index += 1
                    while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
                    if byte == UInt8(ascii: "`"), index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
                    let introducer = Introducer(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                    tokens.append(Token(start: start, end: index, punctuation: 0, introducer: introducer))
                } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") {
                    index += 1
                } else {
                    tokens.append(Token(start: index, end: index + 1, punctuation: byte, introducer: nil))
                    index += 1
                }
            }
        }
        self.bytes = bytes
        self.tokens = tokens
    }

    /// A word's text, without the backquotes of `` `default` ``.
    func name(of token: Token) -> String {
        let quoted = bytes[token.start] == UInt8(ascii: "`")
        let start = quoted ? token.start + 1 : token.start
        let end = quoted && token.end - 1 > start && bytes[token.end - 1] == UInt8(ascii: "`") ? token.end - 1 : token.end
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80 || byte == UInt8(ascii: "`")
    }
}
