/// A JSON document as the decoder reads it and the encoder writes it. Numbers keep their text, so an integer is
/// told from a fraction as Foundation tells them; an object keeps its keys in the order they came.
indirect enum JSONText {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONText])
    case object([(key: String, value: JSONText)])

    /// The value of `key` (the last one, when a document repeats it).
    func member(_ key: String) -> JSONText? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }
}

/// Reads JSON text (RFC 8259, as Foundation's `JSONDecoder` accepts it); nil for anything else.
struct JSONReader {
    private let bytes: [UInt8]
    private var at = 0
    /// Nesting deeper than this is refused rather than recursed into (Foundation's limit is 512).
    private static let depthLimit = 512

    static func read(_ text: String) -> JSONText? {
        var reader = JSONReader(bytes: Array(text.utf8))
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.at == reader.bytes.count ? value : nil
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func skipSpace() {
        while at < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[at]) { at += 1 }
    }

    private mutating func value(depth: Int) -> JSONText? {
        guard depth < Self.depthLimit else { return nil }
        skipSpace()
        guard at < bytes.count else { return nil }
        switch bytes[at] {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string().map { .string($0) }
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ word: String, _ value: JSONText) -> JSONText? {
        let expected = Array(word.utf8)
        guard at + expected.count <= bytes.count, Array(bytes[at..<at + expected.count]) == expected else { return nil }
        at += expected.count
        return value
    }

    private mutating func object(depth: Int) -> JSONText? {
        at += 1
        var members: [(key: String, value: JSONText)] = []
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "}") {
            at += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { return nil }
            at += 1
            guard let member = value(depth: depth + 1) else { return nil }
            members.append((key, member))
            skipSpace()
            guard at < bytes.count else { return nil }
            if bytes[at] == UInt8(ascii: ",") {
                at += 1
                continue
            }
            guard bytes[at] == UInt8(ascii: "}") else { return nil }
            at += 1
            return .object(members)
        }
    }

    private mutating func array(depth: Int) -> JSONText? {
        at += 1
        var elements: [JSONText] = []
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "]") {
            at += 1
            return .array(elements)
        }
        while true {
            guard let element = value(depth: depth + 1) else { return nil }
            elements.append(element)
            skipSpace()
            guard at < bytes.count else { return nil }
            if bytes[at] == UInt8(ascii: ",") {
                at += 1
                continue
            }
            guard bytes[at] == UInt8(ascii: "]") else { return nil }
            at += 1
            return .array(elements)
        }
    }

    private mutating func string() -> String? {
        at += 1
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll()
        }
        while at < bytes.count {
            let byte = bytes[at]
            at += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard at < bytes.count else { return nil }
                let escape = bytes[at]
                at += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    guard var code = hex4() else { return nil }
                    // A surrogate pair stands for one scalar beyond the Basic Multilingual Plane.
                    if (0xD800..<0xDC00).contains(code), at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"),
                        bytes[at + 1] == UInt8(ascii: "u")
                    {
                        at += 2
                        guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { return nil }
                    scalars.append(scalar)
                default: return nil
                }
            default:
                guard byte >= 0x20 else { return nil }
                raw.append(byte)
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard at + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16) else {
            return nil
        }
        at += 4
        return code
    }

    private mutating func number() -> JSONText? {
        let start = at
        if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
        func digits() -> Int {
            let from = at
            while at < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) { at += 1 }
            return at - from
        }
        let whole = digits()
        guard whole > 0, !(whole > 1 && bytes[at - whole] == UInt8(ascii: "0")) else { return nil }
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            at += 1
            guard digits() > 0 else { return nil }
        }
        if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
            at += 1
            if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
            guard digits() > 0 else { return nil }
        }
        return .number(String(decoding: bytes[start..<at], as: UTF8.self))
    }
}

/// Writes JSON as Foundation's `JSONEncoder` does: compact, or `.prettyPrinted` with two spaces and
/// `"key" : value`; `/` escaped unless `.withoutEscapingSlashes`.
struct JSONWriter {
    var pretty = false
    var sortedKeys = false
    var escapeSlashes = true

    func write(_ value: JSONText) -> String {
        var out = ""
        write(value, indent: "", into: &out)
        return out
    }

    private func write(_ value: JSONText, indent: String, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let text): out += text
        case .string(let s): quote(s, into: &out)
        case .array(let elements):
            guard pretty else {
                out += "["
                for (i, e) in elements.enumerated() {
                    if i > 0 { out += "," }
                    write(e, indent: indent, into: &out)
                }
                out += "]"
                return
            }
            let inner = indent + "  "
            out += "[\n"
            for (i, e) in elements.enumerated() {
                out += (i > 0 ? ",\n" : "") + inner
                write(e, indent: inner, into: &out)
            }
            out += "\n" + indent + "]"
        case .object(let members):
            let ordered = sortedKeys ? members.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) } : members
            guard pretty else {
                out += "{"
                for (i, m) in ordered.enumerated() {
                    if i > 0 { out += "," }
                    quote(m.key, into: &out)
                    out += ":"
                    write(m.value, indent: indent, into: &out)
                }
                out += "}"
                return
            }
            let inner = indent + "  "
            out += "{\n"
            for (i, m) in ordered.enumerated() {
                out += (i > 0 ? ",\n" : "") + inner
                quote(m.key, into: &out)
                out += " : "
                write(m.value, indent: inner, into: &out)
            }
            out += "\n" + indent + "}"
        }
    }

    private func quote(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += escapeSlashes ? "\\/" : "/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
