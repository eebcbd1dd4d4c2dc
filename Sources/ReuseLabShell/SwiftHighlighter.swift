/// Light syntax colouring for the HTML handout: comments, string literals, numbers, keywords, type names
/// (capitalised identifiers) and attributes, each as a `<span class="…">`. A small scanner rather than the
/// parser: it must colour any text, including entries that do not compile, and a wrong colour costs nothing.
enum SwiftHighlighter {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
        "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "final", "override", "required",
        "convenience", "weak", "unowned", "lazy", "mutating", "some", "any", "get", "set", "willSet", "didSet",
    ]

    /// `source` as HTML: every character escaped, tokens wrapped in spans.
    static func html(_ source: String) -> String {
        let characters = Array(source)
        var html = ""
        var index = 0
        func take(while predicate: (Character) -> Bool) -> String {
            let start = index
            while index < characters.count, predicate(characters[index]) { index += 1 }
            return String(characters[start..<index])
        }
        func span(_ kind: String, _ text: String) {
            html += "<span class=\"\(kind)\">" + HTMLText.escape(text) + "</span>"
        }
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "/", next == "/" {
                span("cm", take { $0 != "\n" })
            } else if character == "/", next == "*" {
                let start = index
                index += 2
                while index < characters.count, !(characters[index] == "*" && index + 1 < characters.count && characters[index + 1] == "/")
                {
                    index += 1
                }
                index = min(characters.count, index + 2)
                span("cm", String(characters[start..<index]))
            } else if character == "\"" {
                span("st", stringLiteral(characters, &index))
            } else if character.isNumber {
                span("nu", take { $0.isNumber || $0 == "." || $0 == "_" || $0.isLetter })
            } else if character == "@" || character == "#" {
                index += 1
                span("at", String(character) + take { $0.isLetter || $0.isNumber || $0 == "_" })
            } else if character.isLetter || character == "_" || character == "$" {
                let word = take { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
                if keywords.contains(word) {
                    span("kw", word)
                } else if word.first?.isUppercase == true {
                    span("ty", word)
                } else {
                    html += HTMLText.escape(word)
                }
            } else {
                html += HTMLText.escape(String(character))
                index += 1
            }
        }
        return html
    }

    /// A string literal from its opening quote to its closing one (or the line's end), escapes included;
    /// a `"""` literal runs to its closing `"""`.
    private static func stringLiteral(_ characters: [Character], _ index: inout Int) -> String {
        let start = index
        let isMultiline = index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\""
        if isMultiline {
            index += 3
            while index < characters.count {
                if characters[index] == "\"", index + 2 < characters.count, characters[index + 1] == "\"", characters[index + 2] == "\"" {
                    index += 3
                    break
                }
                index += 1
            }
            return String(characters[start..<min(index, characters.count)])
        }
        index += 1
        while index < characters.count, characters[index] != "\n" {
            if characters[index] == "\\" {
                index += 2
                continue
            }
            if characters[index] == "\"" {
                index += 1
                break
            }
            index += 1
        }
        index = min(index, characters.count)
        return String(characters[start..<index])
    }
}

enum HTMLText {
    /// Text made safe inside an element or an attribute.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
