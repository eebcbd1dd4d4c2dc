/// Follows an entry line by line with a lexer's eye, just enough to know when it is certainly unfinished:
/// a bracket still open, or a multi-line string or block comment not yet closed.
///
/// Deciding completeness by parsing the whole entry again at every line is quadratic: a 500-line function
/// piped into batch mode was parsed 500 times. With this, the parser is asked only at lines where every
/// bracket is closed again, so a pasted function costs one parse at its closing brace. The count errs
/// only towards asking the parser (strings, interpolations, comments and raw strings are followed).
public struct OpenBrackets {
    private enum Context {
        case string(hashes: Int, multiline: Bool)
        /// `\(` inside a string: code until the bracket depth falls back to `depth`.
        case interpolation(depth: Int)
        case blockComment
    }

    private var depth = 0
    private var contexts: [Context] = []

    public init() {}

    /// True while the text so far certainly cannot be a finished entry.
    public var isCertainlyOpen: Bool {
        depth > 0
            || contexts.contains { context in
                switch context {
                case .string(_, let multiline): return multiline
                case .blockComment: return true
                case .interpolation: return false
                }
            }
    }

    /// Follows one more line (without its newline).
    public mutating func add(line: String) {
        let bytes = Array(line.utf8)
        var i = 0
        func at(_ k: Int) -> UInt8? { k < bytes.count ? bytes[k] : nil }
        func count(_ byte: UInt8, from k: Int) -> Int {
            var n = 0
            while at(k + n) == byte { n += 1 }
            return n
        }
        let quote = UInt8(ascii: "\"")
        let hash = UInt8(ascii: "#")
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let backslash = UInt8(ascii: "\\")
        scanning: while i < bytes.count {
            let byte = bytes[i]
            switch contexts.last {
            case .blockComment?:
                if byte == slash, at(i + 1) == star {
                    contexts.append(.blockComment)
                    i += 2
                    continue
                }
                if byte == star, at(i + 1) == slash {
                    contexts.removeLast()
                    i += 2
                    continue
                }
                i += 1
            case .string(let hashes, let multiline)?:
                if byte == backslash, count(hash, from: i + 1) >= hashes {
                    let after = i + 1 + hashes
                    if at(after) == UInt8(ascii: "(") {
                        contexts.append(.interpolation(depth: depth))
                        depth += 1
                        i = after + 1
                    } else {
                        i = after + 1  // the escaped character
                    }
                    continue
                }
                if byte == quote {
                    let quotes = multiline ? 3 : 1
                    if count(quote, from: i) >= quotes, count(hash, from: i + quotes) >= hashes {
                        contexts.removeLast()
                        i += quotes + hashes
                        continue
                    }
                }
                i += 1
            case .interpolation?, nil:
                switch byte {
                case slash where at(i + 1) == slash:
                    break scanning
                case slash where at(i + 1) == star:
                    contexts.append(.blockComment)
                    i += 2
                case hash, quote:
                    let hashes = count(hash, from: i)
                    guard at(i + hashes) == quote else {
                        i += max(hashes, 1)
                        continue
                    }
                    let multiline = count(quote, from: i + hashes) >= 3
                    contexts.append(.string(hashes: hashes, multiline: multiline))
                    i += hashes + (multiline ? 3 : 1)
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    i += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if case .interpolation(let start)? = contexts.last, depth == start { contexts.removeLast() }
                    i += 1
                default:
                    i += 1
                }
            }
        }
        // A one-line string ends with its line (unterminated, the parser will say), and with it any
        // interpolation left open inside it.
        while let last = contexts.last {
            switch last {
            case .string(_, false):
                contexts.removeLast()
            case .interpolation(let start) where contexts.dropLast().last.map(isOneLineString) ?? false:
                depth = start
                contexts.removeLast()
            default:
                return
            }
        }
    }

    private func isOneLineString(_ context: Context) -> Bool {
        if case .string(_, false) = context { return true }
        return false
    }
}
