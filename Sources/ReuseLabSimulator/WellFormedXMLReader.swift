/// The element tree of an XML document in the plain form Interface Builder writes: UTF-8, elements and attributes,
/// comments, processing instructions, character data, the five predefined entities and character references. It
/// refuses (nil) anything else, or anything not well-formed, and `XMLTree.parse` then asks Foundation's `XMLParser`,
/// whose libxml2 says what is wrong where: so what this reads, it reads as `XMLParser` does (`WellFormedXMLReaderTests`
/// compares the two), and every error is still libxml2's.
///
/// Why: with `XMLParser`, reading a 1.7 KB nib (`Bundle.nib(named:)`: the file, its tree, its objects) took 1.53 M
/// instructions, a thirtieth of a `run` of a script that loads one, half of it a scan of every conformance record in
/// the binary (its thread dictionary's first use); with this reader, 0.28 M.
struct WellFormedXMLReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var at = 0

    static func tree(of bytes: UnsafeBufferPointer<UInt8>) -> XMLTree? {
        var reader = WellFormedXMLReader(bytes: bytes)
        return reader.document()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    // MARK: The document

    private mutating func document() -> XMLTree? {
        // A byte order mark, then the XML declaration (a processing instruction to this reader), if any.
        if starts(with: "\u{FEFF}") { at += 3 }
        if starts(with: "<?xml"), !skipDeclaration() { return nil }
        guard skipMisc() else { return nil }
        guard peek == UInt8(ascii: "<"), let root = element() else { return nil }
        guard skipMisc(), at == bytes.count else { return nil }
        return root
    }

    /// The XML declaration in the one shape this reads: version 1.0, then UTF-8 as the encoding and a standalone
    /// flag if any (another encoding, or anything else there, is left to libxml2).
    private mutating func skipDeclaration() -> Bool {
        at += 5
        guard skipSpace(), pseudoAttribute("version") == "1.0" else { return false }
        var rest: [(name: StaticString, values: [String])] = [("encoding", ["UTF-8", "utf-8"]), ("standalone", ["yes", "no"])]
        while skipSpace(), !starts(with: "?>") {
            guard let index = rest.firstIndex(where: { starts(with: $0.name) }),
                let value = pseudoAttribute(rest[index].name.description), rest[index].values.contains(value)
            else { return false }
            rest.removeSubrange(...index)
        }
        guard starts(with: "?>") else { return false }
        at += 2
        return true
    }

    /// `name = "value"` in the XML declaration: the value, when the name is `name`.
    private mutating func pseudoAttribute(_ name: String) -> String? {
        guard self.name() == name else { return nil }
        skipSpace()
        guard peek == UInt8(ascii: "=") else { return nil }
        at += 1
        skipSpace()
        guard let quote = peek, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        let start = at + 1
        guard let end = bytes[start...].firstIndex(of: quote) else { return nil }
        at = end + 1
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whitespace, comments and processing instructions, between or around the root element.
    private mutating func skipMisc() -> Bool {
        while true {
            skipSpace()
            if starts(with: "<!--") {
                guard skipComment() else { return false }
            } else if starts(with: "<?") {
                guard skipProcessingInstruction() else { return false }
            } else {
                return true
            }
        }
    }

    // MARK: Elements

    /// The element starting at `<`, with its attributes and child elements; its text is read and dropped.
    private mutating func element() -> XMLTree? {
        at += 1
        guard let name = name() else { return nil }
        var attributes: [String: String] = [:]
        while true {
            let spaced = skipSpace()
            if starts(with: "/>") {
                at += 2
                return XMLTree(name: name, attributes: attributes)
            }
            if peek == UInt8(ascii: ">") {
                at += 1
                break
            }
            guard spaced, let attribute = self.name(), attribute != "xmlns" else { return nil }
            skipSpace()
            guard peek == UInt8(ascii: "=") else { return nil }
            at += 1
            skipSpace()
            guard let value = attributeValue(), attributes.updateValue(value, forKey: attribute) == nil else { return nil }
        }
        var tree = XMLTree(name: name, attributes: attributes)
        while true {
            guard skipCharacterData() else { return nil }
            if starts(with: "</") {
                at += 2
                guard self.name() == name else { return nil }
                skipSpace()
                guard peek == UInt8(ascii: ">") else { return nil }
                at += 1
                return tree
            } else if starts(with: "<!--") {
                guard skipComment() else { return nil }
            } else if starts(with: "<![CDATA[") {
                guard let end = find("]]>", from: at + 9), isText(at + 9..<end) else { return nil }
                at = end + 3
            } else if starts(with: "<?") {
                guard skipProcessingInstruction() else { return nil }
            } else if peek == UInt8(ascii: "<"), bytes.count > at + 1, bytes[at + 1] != UInt8(ascii: "!") {
                guard let child = element() else { return nil }
                tree.children.append(child)
            } else {
                return nil
            }
        }
    }

    /// An element's or an attribute's name: ASCII letters, digits and `_ . -`, not starting with a digit, `.` or `-`
    /// (a name with other characters, or with a namespace prefix, is left to libxml2).
    private mutating func name() -> String? {
        let start = at
        while at < bytes.count, Self.isNameByte(bytes[at], first: at == start) { at += 1 }
        guard at > start else { return nil }
        return String(decoding: bytes[start..<at], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return !first
        default:
            return false
        }
    }

    /// A quoted value with its references replaced and its literal tabs and line ends made spaces, as XML normalizes
    /// an attribute of undeclared type (a CR LF pair is one line end, so one space).
    private mutating func attributeValue() -> String? {
        guard let quote = peek, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        at += 1
        // Most values are printable ASCII with no reference: the bytes as they are.
        var end = at
        while end < bytes.count, bytes[end] != quote, bytes[end] >= 0x20, bytes[end] < 0x80, bytes[end] != UInt8(ascii: "&"),
            bytes[end] != UInt8(ascii: "<")
        {
            end += 1
        }
        if end < bytes.count, bytes[end] == quote {
            defer { at = end + 1 }
            return String(decoding: bytes[at..<end], as: UTF8.self)
        }
        var value: [UInt8] = []
        while at < bytes.count, bytes[at] != quote {
            let byte = bytes[at]
            switch byte {
            case UInt8(ascii: "<"):
                return nil
            case UInt8(ascii: "&"):
                guard let scalar = reference() else { return nil }
                value.append(contentsOf: String(Character(scalar)).utf8)
                continue
            case 0x0D:
                value.append(0x20)
                if bytes.count > at + 1, bytes[at + 1] == 0x0A { at += 1 }
            case 0x09, 0x0A:
                value.append(0x20)
            default:
                guard byte >= 0x20 else { return nil }
                value.append(byte)
            }
            at += 1
        }
        guard at < bytes.count else { return nil }
        at += 1
        // Only valid UTF-8 of characters XML allows passes: libxml2 stops at anything else.
        guard let text = String(validating: value, as: UTF8.self),
            text.unicodeScalars.allSatisfy({ Self.isXMLCharacter($0.value) })
        else { return nil }
        return text
    }

    /// The character a reference starting at `&` stands for: one of the five predefined entities, or a character
    /// reference to a character XML allows.
    private mutating func reference() -> Unicode.Scalar? {
        guard let end = find(";", from: at), end - at <= 12 else { return nil }
        let body = String(decoding: bytes[(at + 1)..<end], as: UTF8.self)
        at = end + 1
        switch body {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let value: UInt32?
            if body.hasPrefix("#x") {
                value = UInt32(body.dropFirst(2), radix: 16)
            } else if body.hasPrefix("#") {
                value = UInt32(body.dropFirst(), radix: 10)
            } else {
                return nil
            }
            guard let value, Self.isXMLCharacter(value), let scalar = Unicode.Scalar(value) else { return nil }
            return scalar
        }
    }

    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
            || (0x10000...0x10FFFF).contains(value)
    }

    // MARK: What is read and dropped

    /// Text up to the next `<`, which must hold no `]]>` and whose references must be valid.
    private mutating func skipCharacterData() -> Bool {
        let start = at
        while at < bytes.count, bytes[at] != UInt8(ascii: "<") {
            if bytes[at] == UInt8(ascii: "&") {
                guard reference() != nil else { return false }
                continue
            }
            at += 1
        }
        return at < bytes.count && isText(start..<at) && find("]]>", in: start..<at) == nil
    }

    private mutating func skipComment() -> Bool {
        // `--` may only end a comment.
        guard let end = find("--", from: at + 4), end + 2 < bytes.count, bytes[end + 2] == UInt8(ascii: ">"),
            isText(at + 4..<end)
        else { return false }
        at = end + 3
        return true
    }

    /// `<?target ...?>`, whose target is a name other than `xml` in any case (a declaration after the start is an
    /// error).
    private mutating func skipProcessingInstruction() -> Bool {
        at += 2
        guard let target = name(), target.lowercased() != "xml", let end = find("?>", from: at), isText(at..<end) else {
            return false
        }
        guard at == end || skipSpace() else { return false }
        at = end + 2
        return true
    }

    /// Whether `range` holds only characters XML allows, in valid UTF-8.
    private func isText(_ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte < 0x80 {
                guard byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return false }
                index += 1
                continue
            }
            // A multi-byte sequence: checked as a whole by the standard library.
            var end = index + 1
            while end < range.upperBound, bytes[end] & 0xC0 == 0x80 { end += 1 }
            guard let text = String(validating: bytes[index..<end], as: UTF8.self), text.unicodeScalars.count == 1,
                let scalar = text.unicodeScalars.first, Self.isXMLCharacter(scalar.value)
            else { return false }
            index = end
        }
        return true
    }

    // MARK: Bytes

    private var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = at
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { at += 1 }
        return at > start
    }

    private func starts(with text: StaticString) -> Bool {
        starts(with: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), at: at)
    }

    private func starts(with prefix: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard bytes.count - start >= prefix.count else { return false }
        for offset in 0..<prefix.count where bytes[start + offset] != prefix[offset] { return false }
        return true
    }

    private func find(_ text: StaticString, from start: Int) -> Int? {
        find(text, in: start..<bytes.count)
    }

    /// Where `text` first starts within `range`.
    private func find(_ text: StaticString, in range: Range<Int>) -> Int? {
        let pattern = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        guard range.lowerBound >= 0, range.count >= pattern.count else { return nil }
        var index = range.lowerBound
        while index + pattern.count <= range.upperBound {
            if bytes[index] == pattern[0], starts(with: pattern, at: index) { return index }
            index += 1
        }
        return nil
    }
}
