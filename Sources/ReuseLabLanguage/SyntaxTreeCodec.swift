import Foundation
@_spi(Testing) @_spi(RawSyntax) import SwiftParser  // `TriviaParser`: what the parser gives its arena to read trivia
@_spi(RawSyntax) import SwiftSyntax

/// A compact binary form of a prelude's folded syntax tree, so that a start can rebuild the tree from its source
/// instead of parsing and folding it again (see `PreludeTreeCache`).
///
/// Only the tree's shape is stored: every token is a slice of the source (its leading trivia, text and trailing
/// trivia lengths), so the rebuilt tokens are the parser's own kind of token, whose trivia is read lazily from
/// the source. In pre-order, each node is a number: 0 for an absent child, 1 for a token (then its raw kind and
/// three lengths), else a layout node's kind plus 2 (then its number of children, then the children).
/// Numbers are unsigned LEB128.
enum SyntaxTreeCodec {
    /// The stored form of `tree`, or nil when it cannot be stored faithfully: a tree with errors or warnings
    /// (missing or unexpected nodes, token diagnostics) or whose text is not exactly `source`.
    static func encode(_ tree: SourceFileSyntax, source: String) -> [UInt8]? {
        guard SyntaxKindCode.isUsable, !tree.hasError, !tree.hasWarning, tree.syntaxTextBytes.elementsEqual(source.utf8) else {
            return nil
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.utf8.count)
        guard write(tree.raw, into: &bytes) else { return nil }
        return bytes
    }

    private static func write(_ node: RawSyntax?, into bytes: inout [UInt8]) -> Bool {
        guard let node else {
            appendNumber(0, to: &bytes)
            return true
        }
        if let token = node.tokenView {
            guard token.presence == .present, token.tokenDiagnostic == nil else { return false }
            appendNumber(1, to: &bytes)
            bytes.append(token.rawKind.rawValue)
            appendNumber(UInt64(token.leadingTriviaByteLength), to: &bytes)
            appendNumber(UInt64(token.textByteLength), to: &bytes)
            appendNumber(UInt64(token.trailingTriviaByteLength), to: &bytes)
            return true
        }
        guard let layout = node.layoutView else { return false }
        appendNumber(UInt64(SyntaxKindCode.code(of: node.kind)) + 2, to: &bytes)
        appendNumber(UInt64(layout.children.count), to: &bytes)
        for child in layout.children {
            guard write(child, into: &bytes) else { return false }
        }
        return true
    }

    private static func appendNumber(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// The tree `payload` describes over `source`, or nil when the payload does not describe a well-formed tree
    /// of exactly that text: every number, kind, length and child count is checked before it is used, so a
    /// damaged file is refused rather than trusted. Iterative, so that no payload can exhaust the stack.
    static func decode(_ payload: UnsafeRawBufferPointer, source: String) -> SourceFileSyntax? {
        guard SyntaxKindCode.isUsable else { return nil }
        let arena = ParsingRawSyntaxArena(parseTriviaFunction: TriviaParser.parseTrivia)
        // Copied once, straight from the string's own bytes into the arena (the arena ends them with a 0, so
        // even an empty text has an address).
        var source = source
        let text = source.withUTF8 { arena.internSourceBuffer($0) }
        guard let textStart = text.baseAddress else { return nil }
        let textCount = text.count

        // An empty payload describes no tree (and may have no address).
        guard let payloadStart = payload.baseAddress else { return nil }
        var reader = PayloadReader(start: payloadStart, count: payload.count)
        var position = 0
        // Read once rather than at every node: a lazily made global checks at each read that it was made.
        let layoutCounts = SyntaxKindLayoutCounts.byCode
        let fixedTexts = TokenKindFixedText.byRawKind
        let kindCount = UInt64(SyntaxKindCode.count)
        /// Layout nodes whose children are still being read: their kind, child count and first child's index.
        var open = DecodeStack<(kind: SyntaxKind, count: Int, start: Int)>(capacity: 64)
        /// The nodes read and not yet made a child: a layout node's children are the last `count` of them.
        var nodes = DecodeStack<RawSyntax?>(capacity: 1024)
        defer {
            open.deallocate()
            nodes.deallocate()
        }

        repeat {
            guard let tag = reader.number() else { return nil }
            switch tag {
            case 0:
                nodes.push(nil)
            case 1:
                guard let kindByte = reader.byte(), let kind = RawTokenKind(rawValue: kindByte),
                    let leading = reader.length(), let length = reader.length(), let trailing = reader.length()
                else { return nil }
                let end = position + leading + length + trailing
                guard end <= textCount else { return nil }
                let wholeText = SyntaxText(baseAddress: textStart + position, count: end - position)
                let tokenText = SyntaxText(baseAddress: textStart + position + leading, count: length)
                // What the parser guarantees and later accessors rely on (a keyword's text names a keyword).
                if let fixed = fixedTexts[Int(kindByte)], fixed != tokenText { return nil }
                if kind == .keyword, Keyword(tokenText) == nil { return nil }
                let token = RawTokenSyntax(
                    kind: kind, wholeText: wholeText, textRange: leading..<(leading + length),
                    presence: .present, tokenDiagnostic: nil, arena: arena)
                nodes.push(token.raw)
                position = end
            default:
                // `SyntaxKindCode.kind(of:)` without its checks of the statics at every node.
                guard tag - 2 < kindCount, case let kind = unsafeBitCast(UInt16(tag - 2), to: SyntaxKind.self),
                    kind != .token, let count = reader.length(), count <= reader.remaining
                else { return nil }
                let expected = Int(layoutCounts[Int(tag - 2)])
                if expected >= 0, expected != count { return nil }
                open.push((kind, count, nodes.count))
            }
            // Close every layout node whose children are all read.
            while open.count > 0, case let last = open.top, nodes.count - last.start == last.count {
                open.count -= 1
                let children = nodes.base + last.start
                let node = RawSyntax.makeLayout(kind: last.kind, uninitializedCount: last.count, arena: arena) {
                    $0.baseAddress?.initialize(from: children, count: last.count)
                }
                nodes.count = last.start
                nodes.push(node)
            }
        } while open.count > 0

        guard reader.remaining == 0, position == textCount, nodes.count == 1, let root = nodes.top, root.kind == .sourceFile else {
            return nil
        }
        return Syntax(raw: root, rawNodeArena: arena).as(SourceFileSyntax.self)
    }
}

/// A stack of plain values (no references) on memory of its own: its count stays in a register where an `Array`'s
/// is read back from the array's header after every append, which was a tenth of decoding a tree.
private struct DecodeStack<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// Lowered to drop the top elements: plain values (a `RawSyntax` is a pointer into its arena) need no deinitializing.
    var count = 0

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    var top: Element { base[count - 1] }

    @inline(__always) mutating func push(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(never) private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    func deallocate() { base.deallocate() }
}

/// Each token kind's fixed text (`RawTokenKind.defaultText`) by its raw value, made once rather than asked of
/// the kind (a call and a switch) at each of a prelude's tokens.
private enum TokenKindFixedText {
    static let byRawKind: [SyntaxText?] = (0...UInt8.max).map { RawTokenKind(rawValue: $0)?.defaultText }
}

/// Reads the payload's numbers without trusting them. A cursor and an end rather than an index into a buffer:
/// the decoder reads several numbers at every node, and most are one byte.
private struct PayloadReader {
    private var cursor: UnsafePointer<UInt8>
    private let end: UnsafePointer<UInt8>

    init(start: UnsafeRawPointer, count: Int) {
        cursor = start.assumingMemoryBound(to: UInt8.self)
        end = cursor + count
    }

    var remaining: Int { end - cursor }

    @inline(__always) mutating func byte() -> UInt8? {
        guard cursor < end else { return nil }
        defer { cursor += 1 }
        return cursor.pointee
    }

    /// An unsigned LEB128 number of at most 63 bits.
    @inline(__always) mutating func number() -> UInt64? {
        guard cursor < end else { return nil }
        let first = cursor.pointee
        if first < 0x80 {
            cursor += 1
            return UInt64(first)
        }
        return longNumber()
    }

    @inline(never) private mutating func longNumber() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while shift < 63 {
            guard let byte = byte() else { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
        return nil
    }

    /// A number small enough to be a length or count in a source file (under 2³¹).
    @inline(__always) mutating func length() -> Int? {
        guard let value = number(), value < 1 << 31 else { return nil }
        return Int(value)
    }
}

/// A syntax kind as a number. `SyntaxKind` has neither raw values nor a list of its cases, but it is a plain
/// enum whose cases are stored as their declaration index: the number is that index. A cache file records the
/// binary that wrote it (`PreludeTreeCache`), so numbers are only ever read by the swift-syntax that wrote them.
enum SyntaxKindCode {
    /// The stored form is two bytes for swift-syntax 603's 293 kinds; anything else disables the cache.
    static let isUsable =
        MemoryLayout<SyntaxKind>.size == MemoryLayout<UInt16>.size
        && Int(unsafeBitCast(SyntaxKind.yieldedExpressionsClause, to: UInt16.self)) + 1 == SyntaxKindLayoutCounts.byCode.count

    /// How many kinds there are: the last declared kind's index plus one (a newer swift-syntax with kinds after
    /// it would only make the cache refuse them and parse).
    static let count = isUsable ? Int(code(of: .yieldedExpressionsClause)) + 1 : 0

    static func code(of kind: SyntaxKind) -> UInt16 {
        unsafeBitCast(kind, to: UInt16.self)
    }

    static func kind(of code: UInt64) -> SyntaxKind? {
        guard isUsable, code < UInt64(count) else { return nil }
        return unsafeBitCast(UInt16(code), to: SyntaxKind.self)
    }
}
