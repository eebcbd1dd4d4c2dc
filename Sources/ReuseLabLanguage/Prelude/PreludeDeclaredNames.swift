/// The names through which an entry can reach a prelude unit: what it declares at the top level, and what it adds
/// to the core's types in extensions (members, nested types, cases, and the argument labels of functions,
/// initializers and subscripts there). The members of a type the unit declares are left out: an entry reaches
/// them only through a value or a context of that type, which comes from one of the names above (the units
/// declare no protocol, whose requirements the checker looks up across types). The locals of function bodies
/// are left out too, as `x` or `result` would load a unit for nearly every script. Read from the text's bytes,
/// not a tree (the parse is what loading on first use saves); a name too many only loads the unit early.
/// `PreludeUnitsOnFirstUseTests` compares this with what loading each unit adds to a world.
enum PreludeDeclaredNames {
    static func of(_ source: String) -> Set<String> {
        let tokens = PreludeTokens.of(source)
        var topLevel = Scanner(tokens: tokens, unitTypes: [])
        topLevel.scan()
        var scanner = Scanner(tokens: tokens, unitTypes: topLevel.names)
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

        let tokens: [String]
        /// The unit's top-level names (empty on the first pass, which reads only them).
        let unitTypes: Set<String>
        var names: Set<String> = []
        var blocks: [Block] = []
        /// The last declaration keyword since the last brace, and the type an `extension` names.
        var lastIntroducer: String?
        var extendedType: String?

        init(tokens: [String], unitTypes: Set<String>) {
            self.tokens = tokens
            self.unitTypes = unitTypes
        }

        static let typeIntroducers: Set<String> = ["struct", "class", "enum", "protocol", "actor"]
        static let namedIntroducers: Set<String> = [
            "struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype", "func", "let", "var", "case",
        ]
        static let introducers = typeIntroducers.union(namedIntroducers).union(["extension", "init", "subscript", "deinit"])

        mutating func scan() {
            var index = 0
            while index < tokens.count {
                let token = tokens[index]
                if token == "{" {
                    blocks.append(block(opened: lastIntroducer))
                    lastIntroducer = nil
                } else if token == "}" {
                    _ = blocks.popLast()
                    lastIntroducer = nil
                } else if Self.introducers.contains(token) {
                    // `class func`, `class var`: the modifier is not a type's introducer.
                    let isModifier = token == "class" && index + 1 < tokens.count && Self.introducers.contains(tokens[index + 1])
                    if !isModifier {
                        lastIntroducer = token
                        if token == "extension" { extendedType = word(at: index + 1) }
                        if blocks.isEmpty || blocks.last == .coreExtension { declare(at: index) }
                    }
                }
                index += 1
            }
        }

        private func block(opened introducer: String?) -> Block {
            guard let introducer else { return .code }
            if Self.typeIntroducers.contains(introducer) { return .unitType }
            guard introducer == "extension" else { return .code }
            return extendedType.map(unitTypes.contains) ?? false ? .unitType : .coreExtension
        }

        private mutating func declare(at index: Int) {
            let keyword = tokens[index]
            if Self.namedIntroducers.contains(keyword), let name = word(at: index + 1) { names.insert(name) }
            if keyword == "case" { declareCaseList(after: index + 1) }
            if blocks.last == .coreExtension, ["func", "init", "subscript"].contains(keyword) { declareLabels(after: index) }
        }

        /// `case a, b(Int), c = 3`: the names after the first.
        private mutating func declareCaseList(after start: Int) {
            var index = start + 1
            while index < tokens.count {
                if tokens[index] == "(" {
                    index = afterBalancedParentheses(from: index)
                } else if tokens[index] == "=" {
                    index += 2
                } else if tokens[index] == ",", let name = word(at: index + 1) {
                    names.insert(name)
                    index += 2
                } else {
                    return
                }
            }
        }

        /// The argument labels in the declaration's parameter list: the first word of each parameter.
        private mutating func declareLabels(after start: Int) {
            guard let open = tokens[start...].firstIndex(of: "(") else { return }
            var depth = 0
            var index = open
            var atParameterStart = false
            while index < tokens.count {
                let token = tokens[index]
                let isArrow = token == ">" && tokens[index - 1] == "-"
                if isArrow {
                    atParameterStart = false
                } else if token == "(" || token == "[" || token == "<" {
                    depth += 1
                    atParameterStart = depth == 1
                } else if token == ")" || token == "]" || token == ">" {
                    depth -= 1
                    if depth == 0 { return }
                } else if token == "," {
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
                if tokens[index] == "(" { depth += 1 }
                if tokens[index] == ")" {
                    depth -= 1
                    if depth == 0 { return index + 1 }
                }
                index += 1
            }
            return index
        }

        private func word(at index: Int) -> String? {
            guard index < tokens.count, let first = tokens[index].utf8.first, PreludeTokens.isWordByte(first) else { return nil }
            let token = tokens[index]
            return token.hasPrefix("`") ? String(token.dropFirst().dropLast()) : token
        }
    }
}

/// A prelude's text as words and single punctuation bytes, without comments, string literals (one `"` token
/// each) and white space.
enum PreludeTokens {
    static func of(_ source: String) -> [String] {
        var tokens: [String] = []
        var source = source
        source.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                    index = ScriptWords.lineEnd(in: bytes, from: index)
                } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                    index = ScriptWords.blockCommentEnd(in: bytes, from: index)
                } else if byte == UInt8(ascii: "\"") {
                    index = ScriptWords.stringEnd(in: bytes, from: index)
                    tokens.append("\"")
                } else if byte == UInt8(ascii: "`") || isWordByte(byte) {
                    let start = index
                    index += 1
                    while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
                    if byte == UInt8(ascii: "`"), index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
                    tokens.append(String(decoding: bytes[start..<index], as: UTF8.self))
                } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") {
                    index += 1
                } else {
                    tokens.append(String(decoding: [byte], as: UTF8.self))
                    index += 1
                }
            }
        }
        return tokens
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80 || byte == UInt8(ascii: "`")
    }
}
