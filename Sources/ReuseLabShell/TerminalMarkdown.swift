/// Lesson prose is Markdown; on a colour terminal it is shown rendered rather than as raw asterisks and
/// backticks: headings bold and underlined, `**bold**`, `*emphasis*`, code spans and fenced code in the
/// code colour, list bullets as `•`, links as their text with the address dimmed.
///
/// Without colour (`NO_COLOR`, `TERM=dumb`, output not a terminal, `--color never`) the text is left as
/// written: Markdown source is plain text already, and transcripts and tests see the lesson's own words.
///
/// Only what lessons use is recognized, conservatively: emphasis needs a non-space inside both markers
/// and a non-word character outside them, so Swift shown in prose (`a * b`, `register(_:)`) keeps its
/// characters. Text inside code spans and fences is never interpreted.
struct TerminalMarkdown {
    var style: TextStyle
    var unicode: Bool

    func render(_ text: String) -> String {
        guard style.enabled else { return text }
        var lines: [String] = []
        var fence: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.drop(while: { $0 == " " })
            if let open = fence {
                if trimmed.hasPrefix(open), trimmed.dropFirst(open.count).allSatisfy(\.isWhitespace) {
                    fence = nil
                } else {
                    lines.append("    " + code(line))
                }
                continue
            }
            if let marker = Self.fenceMarker(trimmed) {
                fence = marker
                continue
            }
            lines.append(renderLine(line))
        }
        return lines.joined(separator: "\n")
    }

    /// "```" or "~~~" (three or more) opening a fenced block, whatever info string follows.
    private static func fenceMarker(_ line: Substring) -> String? {
        for mark: Character in ["`", "~"] {
            let run = line.prefix(while: { $0 == mark })
            if run.count >= 3 { return String(run) }
        }
        return nil
    }

    private func renderLine(_ line: String) -> String {
        let indent = String(line.prefix(while: { $0 == " " }))
        let body = line.dropFirst(indent.count)
        if indent.count < 4, let heading = Self.heading(body) {
            return indent + style.bold(underline(inline(heading)))
        }
        if let rest = Self.bulletItem(body) {
            return indent + style.accent(bulletGlyph()) + " " + inline(String(rest))
        }
        return indent + inline(String(body))
    }

    /// `# Title` → `Title` (one to six `#`, then a space).
    private static func heading(_ body: Substring) -> String? {
        let hashes = body.prefix(while: { $0 == "#" })
        guard (1...6).contains(hashes.count), body.dropFirst(hashes.count).first == " " else { return nil }
        return body.dropFirst(hashes.count + 1).trimmingWhitespace()
    }

    /// `- item` or `* item` → a bullet and the item.
    private static func bulletItem(_ body: Substring) -> Substring? {
        guard let first = body.first, first == "-" || first == "*" || first == "+", body.dropFirst().first == " " else { return nil }
        return body.dropFirst(2)
    }

    private func bulletGlyph() -> String { unicode ? "•" : "-" }

    private func underline(_ text: String) -> String { "\u{1B}[4m" + text + "\u{1B}[24m" }

    private func code(_ text: String) -> String { style.accent(text) }

    /// Code spans, bold, emphasis and links within one line.
    func inline(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "`" {
                let run = characters[index...].prefix(while: { $0 == "`" }).count
                if let close = Self.find(run: run, of: "`", in: characters, from: index + run) {
                    let content = String(characters[(index + run)..<close]).trimmingWhitespace()
                    result += code(content)
                    index = close + run
                    continue
                }
                result += String(repeating: "`", count: run)
                index += run
                continue
            }
            if character == "*", let (inner, next) = emphasis(in: characters, at: index) {
                result += inner
                index = next
                continue
            }
            if character == "[", let (link, next) = Self.link(in: characters, at: index) {
                result += inline(link.text) + " " + style.dim("(" + link.address + ")")
                index = next
                continue
            }
            result.append(character)
            index += 1
        }
        return result
    }

    /// `**bold**` or `*emphasis*` starting at `index`: the rendered text and the index after it.
    private func emphasis(in characters: [Character], at index: Int) -> (String, Int)? {
        let strong = index + 1 < characters.count && characters[index + 1] == "*"
        let width = strong ? 2 : 1
        let start = index + width
        // Opening: not after a word character, followed by a non-space.
        if index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { return nil }
        guard start < characters.count, !characters[start].isWhitespace, characters[start] != "*" else { return nil }
        var close = start + 1
        while close + width - 1 < characters.count {
            let isMarker = (0..<width).allSatisfy { characters[close + $0] == "*" }
            // Closing: after a non-space, not followed by a word character (nor by a third `*`).
            let after = close + width < characters.count ? characters[close + width] : " "
            if isMarker, !characters[close - 1].isWhitespace, !(after.isLetter || after.isNumber || after == "*") {
                let inner = inline(String(characters[start..<close]))
                return (strong ? style.bold(inner) : italic(inner), close + width)
            }
            if characters[close] == "`" { return nil }  // emphasis does not reach across code spans here
            close += 1
        }
        return nil
    }

    private func italic(_ text: String) -> String { "\u{1B}[3m" + text + "\u{1B}[23m" }

    /// `[text](address)` at `index`.
    private static func link(in characters: [Character], at index: Int) -> ((text: String, address: String), Int)? {
        guard let closeText = characters[index...].firstIndex(of: "]"), closeText + 1 < characters.count,
            characters[closeText + 1] == "(",
            let closeAddress = characters[(closeText + 2)...].firstIndex(of: ")")
        else { return nil }
        let text = String(characters[(index + 1)..<closeText])
        let address = String(characters[(closeText + 2)..<closeAddress])
        guard !text.isEmpty, !address.isEmpty, !address.contains(" ") else { return nil }
        return ((text, address), closeAddress + 1)
    }

    /// The index of the next run of exactly `run` copies of `mark` from `start`.
    private static func find(run: Int, of mark: Character, in characters: [Character], from start: Int) -> Int? {
        var index = start
        while index < characters.count {
            if characters[index] == mark {
                let length = characters[index...].prefix(while: { $0 == mark }).count
                if length == run { return index }
                index += length
            } else {
                index += 1
            }
        }
        return nil
    }
}
