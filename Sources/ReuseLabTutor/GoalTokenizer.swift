/// A word or a quoted string in a goal line or an event line.
struct GoalToken: Equatable {
    var text: String
    var quoted: Bool

    /// How the token reads in an event line: quoted strings keep their quotes (`"Cell"`).
    var eventForm: String { quoted ? "\"\(text)\"" : text }
}

/// Splits a line into words and double-quoted strings (`\"`, `\\` and `\n` escapes inside quotes).
enum GoalTokenizer {
    struct Failure: Error {
        var message: String
    }

    static func tokens(in line: String) throws -> [GoalToken] {
        var tokens: [GoalToken] = []
        var characters = Array(line)[...]
        while let first = characters.first {
            if first.isWhitespace {
                characters = characters.dropFirst()
            } else if first == "\"" {
                characters = characters.dropFirst()
                var text = ""
                var closed = false
                while let next = characters.popFirst() {
                    if next == "\"" {
                        closed = true
                        break
                    }
                    if next == "\\" {
                        guard let escaped = characters.popFirst() else { break }
                        switch escaped {
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        case "\"", "\\": text.append(escaped)
                        default: throw Failure(message: "unknown escape \\\(escaped) in a quoted string (use \\\", \\\\ or \\n)")
                        }
                    } else {
                        text.append(next)
                    }
                }
                guard closed else { throw Failure(message: "a quoted string is not closed") }
                tokens.append(GoalToken(text: text, quoted: true))
            } else {
                var word = ""
                while let next = characters.first, !next.isWhitespace, next != "\"" {
                    word.append(next)
                    characters = characters.dropFirst()
                }
                tokens.append(GoalToken(text: word, quoted: false))
            }
        }
        return tokens
    }

    /// Event lines are tokenized leniently: an unclosed quote simply runs to the end of the line.
    static func eventTokens(in line: String) -> [String] {
        if let tokens = try? tokens(in: line) {
            return tokens.map(\.eventForm)
        }
        return line.split(whereSeparator: { $0.isWhitespace }).map(String.init)
    }
}
