import Foundation
@_spi(Testing) @_spi(RawSyntax) import SwiftParser  // `TriviaParser`: what the parser gives its arena to read trivia
@_spi(RawSyntax) import SwiftSyntax

/// A compact binary form of a prelude's folded syntax tree, so that a start can rebuild the tree from its source
/// instead of parsing and folding it again (see `PreludeTreeCache`).
///
/// Only the tree's shape is stored: every token is a slice of the source (its leading trivia, text and trailing
/// trivia lengths), so the rebuilt tokens are the parser's own kind of token, whose trivia is read lazily from
/// the source. In pre-order, each node is a number: 1 for a token (then its raw kind and three lengths), 2 for a
/// function's deferred body (below), 3 for a member's record (below), else a layout node's kind plus 4, then its
/// number of children, then (for a kind of fixed layout) which of them are present, one bit each, then the present
/// children. Absent children, seven in ten of a prelude's slots, take no bytes and no step of the decoder. Numbers
/// are unsigned LEB128.
///
/// A function's, an initializer's or a deinitializer's body is a quarter of a prelude's nodes, and a script runs a
/// few dozen of the preludes' thousand. Such a declaration is stored twice: first whole, as a tree of its own
/// (a 2, the record's length, then the record), then with its body's statements left out, the text they had
/// becoming the closing brace's leading trivia, so every node after it keeps its place in the source. A start
/// decodes only the second; the checker asks `DeferredBodies` for the whole declaration when it checks the body.
/// The record's tree is a source file holding that declaration alone, after a token that spans all the text
/// before it: each of its nodes has the position it has in the prelude.
///
/// A type's or an extension's members are left out the same way, when none of them is a type or an alias (which
/// the checker's first passes read): the checker declares the members of a prelude type on first use, and a lookup
/// by name declares the type's core and that name's members alone. So each member has a record of its own before
/// the type (a 3), with its position and the names a lookup finds it by, and a lookup decodes only the members it
/// declares. A member's record leaves its function's body out in turn. So the preludes declare a type's nested types
/// in an extension of their own (`extension UIView { enum ContentMode … }`), as UIKit's overlay does: `UIView`'s
/// hundred other members then wait for first use (a tenth of the instructions of a `run` of a UIKit script).
enum SyntaxTreeCodec {
    /// The tag of a deferred body's record.
    fileprivate static let deferredTag: UInt64 = 2
    /// The tag of a member's own record.
    fileprivate static let memberTag: UInt64 = 3
    /// What a layout node's kind code is raised by in its tag.
    fileprivate static let kindTagOffset: UInt64 = 4

    /// The stored form of `tree`, or nil when it cannot be stored faithfully: a tree with errors or warnings
    /// (missing or unexpected nodes, token diagnostics) or whose text is not exactly `source`.
    static func encode(_ tree: SourceFileSyntax, source: String) -> [UInt8]? {
        guard SyntaxKindCode.isUsable, !tree.hasError, !tree.hasWarning, tree.syntaxTextBytes.elementsEqual(source.utf8) else {
            return nil
        }
        var writer = Writer()
        writer.memberNames = MemberNameTable(tree)
        writer.bytes.reserveCapacity(source.utf8.count * 3 / 2)
        guard writer.write(tree.raw, deferring: .bodiesAndMembers) else { return nil }
        return writer.bytes
    }

    /// The tree `payload` describes over `source`, or nil when the payload does not describe a well-formed tree
    /// of exactly that text: every number, kind, length and child count is checked before it is used, so a
    /// damaged file is refused rather than trusted. Iterative, so that no payload can exhaust the stack. Its
    /// deferred bodies are left with `DeferredBodies`.
    static func decode(_ payload: UnsafeRawBufferPointer, source: String) -> SourceFileSyntax? {
        guard SyntaxKindCode.isUsable, let payloadStart = payload.baseAddress else { return nil }
        let arena = ParsingRawSyntaxArena(parseTriviaFunction: TriviaParser.parseTrivia)
        // Copied once, straight from the string's own bytes into the arena (the arena ends them with a 0, so
        // even an empty text has an address).
        var source = source
        let text = source.withUTF8 { arena.internSourceBuffer($0) }
        guard let textStart = text.baseAddress else { return nil }
        var records = DeferredRecords()
        // Reserved once at the payload's size (the records are part of it), so the copy never grows by copying itself.
        records.bytes.reserveCapacity(payload.count)
        var reader = PayloadReader(start: payloadStart, count: payload.count)
        guard let root = decodeTree(&reader, text: textStart, textCount: text.count, arena: arena, wholeText: true, records: &records),
            let tree = Syntax(raw: root, rawNodeArena: arena).as(SourceFileSyntax.self)
        else { return nil }
        if !records.isEmpty {
            DeferredBodies.shared.register(
                tree, arena: arena, source: source, text: UnsafeBufferPointer(start: textStart, count: text.count), records: records)
        }
        return tree
    }

    /// The whole declaration a deferred `record` stores, in a source file of its own over the same text, made in
    /// the arena of the tree it was left out of (which holds that text; its caller keeps any other thread from
    /// allocating there meanwhile), with the records of the bodies it leaves out in turn (a type's); nil when the
    /// record is not such a tree.
    static func decodeRecord(
        _ record: UnsafeRawBufferPointer, text: UnsafeBufferPointer<UInt8>, arena: ParsingRawSyntaxArena
    ) -> (file: SourceFileSyntax, records: DeferredRecords)? {
        guard SyntaxKindCode.isUsable, let recordStart = record.baseAddress, let textStart = text.baseAddress else { return nil }
        var records = DeferredRecords()
        var reader = PayloadReader(start: recordStart, count: record.count)
        guard let root = decodeTree(&reader, text: textStart, textCount: text.count, arena: arena, wholeText: false, records: &records),
            let file = Syntax(raw: root, rawNodeArena: arena).as(SourceFileSyntax.self)
        else { return nil }
        return (file, records)
    }

    /// The members that `list` (written by `Writer.writeMemberRecords`, found at `offset` among the records'
    /// bytes) lists for the type or extension starting at `groupStart`, in order; nil when it is not such a list.
    static func memberList(_ list: UnsafeRawBufferPointer, offset: Int, after groupStart: Int, textCount: Int) -> [DeferredMember]? {
        guard let start = list.baseAddress else { return nil }
        var reader = PayloadReader(start: start, count: list.count)
        var members: [DeferredMember] = []
        while reader.remaining > 0 {
            guard
                let member = reader.member(after: members.last?.position ?? groupStart, textCount: textCount, endingAt: offset + list.count)
            else { return nil }
            members.append(member)
        }
        return members.isEmpty ? nil : members
    }

    /// Reads one source file's tree. `wholeText`: it must cover the text to its end (a record's stops where its
    /// declaration does).
    private static func decodeTree(
        _ reader: inout PayloadReader, text textStart: UnsafePointer<UInt8>, textCount: Int, arena: ParsingRawSyntaxArena,
        wholeText: Bool, records: inout DeferredRecords
    ) -> RawSyntax? {
        var position = 0
        // Read once rather than at every node: a lazily made global checks at each read that it was made.
        let layoutCounts = SyntaxKindLayoutCounts.byCode
        let fixedTexts = TokenKindFixedText.byRawKind
        let kindCount = UInt64(SyntaxKindCode.count)
        /// Layout nodes whose children are still being read: their kind, child count, which children are present
        /// (nil for a collection: all), how many, and the first child's index.
        var open = DecodeStack<(kind: SyntaxKind, count: Int, present: UInt64?, presentCount: Int, start: Int)>(capacity: 64)
        /// The nodes read and not yet made a child: a layout node's present children are the last `presentCount` of them.
        var nodes = DecodeStack<RawSyntax?>(capacity: 1024)
        defer {
            open.deallocate()
            nodes.deallocate()
        }

        repeat {
            guard let tag = reader.number() else { return nil }
            switch tag {
            case 0:
                // An absent child is not written (see the layout's presence bits).
                return nil
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
            case deferredTag:
                // The whole declaration that starts here: kept for `DeferredBodies`, read only if asked for.
                guard let length = reader.length(), length <= reader.remaining else { return nil }
                records.add(reader.take(length), at: position)
            case memberTag:
                // The members of the type or extension that starts here, each with its own record, kept as they are
                // until the checker first asks for them (`memberList`).
                guard let length = reader.length(), length <= reader.remaining else { return nil }
                records.add(reader.take(length), membersOfGroupAt: position)
            default:
                // `SyntaxKindCode.kind(of:)` without its checks of the statics at every node.
                guard tag - kindTagOffset < kindCount, case let kind = unsafeBitCast(UInt16(tag - kindTagOffset), to: SyntaxKind.self),
                    kind != .token, let count = reader.length(), count <= reader.remaining
                else { return nil }
                let expected = Int(layoutCounts[Int(tag - kindTagOffset)])
                if expected >= 0 {
                    // Fixed layouts are at most 64 children wide (23 in swift-syntax 603).
                    guard expected == count, count <= 64, let present = reader.number(), count == 64 || present >> count == 0
                    else { return nil }
                    open.push((kind, count, present, present.nonzeroBitCount, nodes.count))
                } else {
                    open.push((kind, count, nil, count, nodes.count))
                }
            }
            // Close every layout node whose present children are all read.
            while open.count > 0, case let last = open.top, nodes.count - last.start == last.presentCount {
                open.count -= 1
                let children = nodes.base + last.start
                let node = RawSyntax.makeLayout(kind: last.kind, uninitializedCount: last.count, arena: arena) { slots in
                    guard let slot = slots.baseAddress else { return }
                    guard let present = last.present else {
                        slot.initialize(from: children, count: last.count)
                        return
                    }
                    var next = children
                    for index in 0..<last.count {
                        if present & (1 << UInt64(index)) != 0 {
                            (slot + index).initialize(to: next.pointee)
                            next += 1
                        } else {
                            (slot + index).initialize(to: nil)
                        }
                    }
                }
                nodes.count = last.start
                nodes.push(node)
            }
        } while open.count > 0

        guard reader.remaining == 0, !wholeText || position == textCount, nodes.count == 1, let root = nodes.top,
            root.kind == .sourceFile
        else { return nil }
        return root
    }
}

/// The deferred bodies' records a decoding met: their bytes, copied out of the payload, and where each whole
/// declaration starts in the text.
struct DeferredRecords {
    var bytes: [UInt8] = []
    /// By the declaration's position in the text (its first token's leading trivia).
    var ranges: [Int: Range<Int>] = [:]
    /// The lists of the members of types and extensions whose members were left out (see
    /// `SyntaxTreeCodec.memberList`), by the type's position.
    var memberLists: [Int: Range<Int>] = [:]

    var isEmpty: Bool { ranges.isEmpty && memberLists.isEmpty }

    fileprivate mutating func add(_ record: UnsafeRawBufferPointer, at position: Int) {
        ranges[position] = bytes.count..<(bytes.count + record.count)
        bytes.append(contentsOf: record)
    }

    fileprivate mutating func add(_ list: UnsafeRawBufferPointer, membersOfGroupAt position: Int) {
        memberLists[position] = bytes.count..<(bytes.count + list.count)
        bytes.append(contentsOf: list)
    }

    /// Adds `other`'s records (those a whole declaration's record met) to these.
    mutating func add(_ other: DeferredRecords) {
        let offset = bytes.count
        bytes += other.bytes
        for (position, range) in other.ranges { ranges[position] = (range.lowerBound + offset)..<(range.upperBound + offset) }
        for (position, range) in other.memberLists {
            memberLists[position] = (range.lowerBound + offset)..<(range.upperBound + offset)
        }
    }
}

/// A member of a type or an extension that a cached tree lists apart: where it starts, what kind of declaration it
/// is, the names a lookup finds it by (`DeferredMemberNames`), and where its record is among the records' bytes.
struct DeferredMember {
    let position: Int
    let kind: SyntaxKind
    let names: [String]?
    let record: Range<Int>
}

/// Writes the stored form, keeping the text position of each node it writes.
private struct Writer {
    var bytes: [UInt8] = []
    private var position = 0
    /// The names of the tree's members, for their records (`writeMemberRecords`).
    var memberNames = MemberNameTable()

    /// What a subtree leaves out, each as a record before the declaration it belongs to.
    enum Deferral {
        /// Nothing: a function's record holds it whole.
        case none
        /// Functions' bodies: a member's record.
        case bodies
        /// Functions' bodies and the members of types: the tree a start reads.
        case bodiesAndMembers
    }

    mutating func write(_ node: RawSyntax, deferring: Deferral) -> Bool {
        if let token = node.tokenView {
            guard token.presence == .present, token.tokenDiagnostic == nil else { return false }
            appendToken(token.rawKind, token.leadingTriviaByteLength, token.textByteLength, token.trailingTriviaByteLength)
            return true
        }
        guard let layout = node.layoutView else { return false }
        var leftOut = deferring == .none ? nil : Self.deferrableBody(of: node)
        if leftOut != nil {
            guard writeRecord(of: node, deferring: .none) else { return false }
        } else if deferring == .bodiesAndMembers, let members = Self.deferrableMembers(of: node) {
            guard writeMemberRecords(of: node, block: members) else { return false }
            leftOut = members
        }
        var present: UInt64?
        if SyntaxKindLayoutCounts.isFixed(node.kind) {
            guard layout.children.count <= 64 else { return false }
            present = 0
            for (index, child) in layout.children.enumerated() where child != nil { present! |= 1 << UInt64(index) }
        } else if layout.children.contains(where: { $0 == nil }) {
            return false
        }
        guard appendLayout(node.kind, count: layout.children.count, present: present) else { return false }
        for (index, child) in layout.children.enumerated() {
            guard let child else { continue }
            if index == leftOut {
                guard writeWithoutItems(child) else { return false }
            } else {
                guard write(child, deferring: deferring) else { return false }
            }
        }
        return true
    }

    /// The index among its children of the body of a function, initializer or deinitializer worth deferring: one
    /// with statements, in the shape `writeWithoutItems` expects.
    private static func deferrableBody(of node: RawSyntax) -> Int? {
        guard DeferredBodies.bodyKinds.contains(node.kind) else { return nil }
        return bracedBlock(of: node, kind: .codeBlock, items: .codeBlockItemList)
    }

    /// The index among its children of the member block of a type or an extension worth deferring: one with
    /// members, none of which is a type, an alias or an `#if` (the checker's first passes read those).
    private static func deferrableMembers(of node: RawSyntax) -> Int? {
        guard DeferredBodies.memberKinds.contains(node.kind),
            let index = bracedBlock(of: node, kind: .memberBlock, items: .memberBlockItemList),
            let members = node.layoutView?.children[index]?.layoutView?.children[3]?.layoutView?.children
        else { return nil }
        let deferrable = members.allSatisfy { item in
            // A member block item: its declaration, then an optional semicolon.
            guard let item, item.kind == .memberBlockItem, let decl = item.layoutView?.children.first(where: { $0 != nil }) else {
                return false
            }
            return decl.map { memberKindsLeftOut.contains($0.kind) } ?? false
        }
        return deferrable ? index : nil
    }

    /// The members a type's record may hold: none that the checker reads before it declares members.
    fileprivate static let memberKindsLeftOut: Set<SyntaxKind> = [
        .functionDecl, .initializerDecl, .deinitializerDecl, .variableDecl, .subscriptDecl, .enumCaseDecl,
    ]

    /// The index of `node`'s child of `kind`, when it is a block in braces (a code block or a member block) whose
    /// `items` list is not empty, in the shape `writeWithoutItems` expects.
    private static func bracedBlock(of node: RawSyntax, kind: SyntaxKind, items: SyntaxKind) -> Int? {
        guard let children = node.layoutView?.children,
            let index = children.firstIndex(where: { $0?.kind == kind }),
            let block = children[index]?.layoutView?.children, block.count == 7,
            block[0] == nil, block[2] == nil, block[4] == nil, block[6] == nil,
            block[1]?.tokenView != nil, block[5]?.tokenView != nil,
            let list = block[3], list.kind == items, list.byteLength > 0
        else { return nil }
        return index
    }

    /// The whole declaration as a source file of its own: a token spanning the text before it, the declaration
    /// as the file's only statement, and an empty end-of-file token.
    private mutating func writeRecord(of declaration: RawSyntax, deferring: Deferral) -> Bool {
        guard let record = Self.record(of: declaration, at: position, deferring: deferring) else { return false }
        appendNumber(SyntaxTreeCodec.deferredTag)
        appendNumber(UInt64(record.count))
        bytes += record
        return true
    }

    private static func record(of declaration: RawSyntax, at start: Int, deferring: Deferral) -> [UInt8]? {
        var record = Writer()
        // The file: the text before the declaration as unexpected text, its statements, its end-of-file token.
        guard record.appendLayout(.sourceFile, count: 7, present: (start > 0 ? 0b1 : 0) | 0b1000 | 0b10_0000) else {
            return nil
        }
        if start > 0 {
            guard record.appendLayout(.unexpectedNodes, count: 1, present: nil) else { return nil }
            record.appendToken(.unknown, 0, start, 0)
        }
        guard record.appendLayout(.codeBlockItemList, count: 1, present: nil),
            record.appendLayout(.codeBlockItem, count: 5, present: 0b10),
            record.write(declaration, deferring: deferring)
        else { return nil }
        record.appendToken(.endOfFile, 0, 0, 0)
        return record.bytes
    }

    /// The members of a type or an extension whose members are left out (`block` is the index of its member block),
    /// before the type: a 3, the length of the list, then for each member its position, its kind, its names (their
    /// count plus one, or 0 for none, then each name's length and bytes), its record's length and its record. A
    /// start skips the list; the checker reads it when it first declares one of the type's members.
    private mutating func writeMemberRecords(of group: RawSyntax, block: Int) -> Bool {
        guard let children = group.layoutView?.children, let memberBlock = children[block]?.layoutView?.children,
            let open = memberBlock[1], let items = memberBlock[3]?.layoutView?.children
        else { return false }
        var list = Writer()
        var start = position + children[..<block].reduce(0) { $0 + ($1?.byteLength ?? 0) } + open.byteLength
        for item in items {
            // `deferrableMembers` checked the shape: an item whose first child is its declaration.
            guard let item, let member = item.layoutView?.children.first(where: { $0 != nil }) ?? nil,
                let names = memberNames.names(at: start),
                let record = Self.record(of: member, at: start, deferring: .bodies)
            else { return false }
            list.appendNumber(UInt64(start))
            list.appendNumber(UInt64(SyntaxKindCode.code(of: member.kind)))
            if let names {
                list.appendNumber(UInt64(names.count + 1))
                for name in names {
                    list.appendNumber(UInt64(name.utf8.count))
                    list.bytes += name.utf8
                }
            } else {
                list.appendNumber(0)
            }
            list.appendNumber(UInt64(record.count))
            list.bytes += record
            start += item.byteLength
        }
        appendNumber(SyntaxTreeCodec.memberTag)
        appendNumber(UInt64(list.bytes.count))
        bytes += list.bytes
        return true
    }

    /// A block in braces (a body or a member block) with no items, whose closing brace's leading trivia spans the
    /// text they had.
    private mutating func writeWithoutItems(_ block: RawSyntax) -> Bool {
        guard let children = block.layoutView?.children, let open = children[1], let items = children[3],
            let close = children[5]?.tokenView,
            appendLayout(block.kind, count: 7, present: 0b10_1010),
            write(open, deferring: .none),
            appendLayout(items.kind, count: 0, present: nil)
        else { return false }
        appendToken(
            close.rawKind, items.byteLength + close.leadingTriviaByteLength, close.textByteLength, close.trailingTriviaByteLength)
        return true
    }

    private mutating func appendToken(_ kind: RawTokenKind, _ leading: Int, _ text: Int, _ trailing: Int) {
        appendNumber(1)
        bytes.append(kind.rawValue)
        appendNumber(UInt64(leading))
        appendNumber(UInt64(text))
        appendNumber(UInt64(trailing))
        position += leading + text + trailing
    }

    /// A layout node's tag and child count, then, for a kind of fixed layout, which children are present (bit i for
    /// child i), as only those are written; nil for a collection, whose elements are always all present. False when
    /// `present` does not fit the kind.
    private mutating func appendLayout(_ kind: SyntaxKind, count: Int, present: UInt64?) -> Bool {
        guard SyntaxKindLayoutCounts.isFixed(kind) == (present != nil), count <= 64 || present == nil else { return false }
        appendNumber(UInt64(SyntaxKindCode.code(of: kind)) + SyntaxTreeCodec.kindTagOffset)
        appendNumber(UInt64(count))
        if let present { appendNumber(present) }
        return true
    }

    fileprivate mutating func appendNumber(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }
}

/// The names a lookup finds each member of a tree's types and extensions by (`DeferredMemberNames`), by the
/// member's position: read from the syntax while the tree is written, so that its reader need not decode a member
/// to learn them.
private struct MemberNameTable {
    private var namesByPosition: [Int: [String]?] = [:]

    init() {}

    init(_ tree: SourceFileSyntax) {
        final class Collector: SyntaxVisitor {
            var namesByPosition: [Int: [String]?] = [:]
            override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
                namesByPosition[node.decl.position.utf8Offset] = .some(DeferredMemberNames.of(node.decl))
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        namesByPosition = collector.namesByPosition
    }

    /// The names of the member at `position`: nil when there is no member there, `.some(nil)` for a member of the core.
    func names(at position: Int) -> [String]?? {
        namesByPosition[position]
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

    /// The next `count` bytes (at most `remaining`), skipped.
    mutating func take(_ count: Int) -> UnsafeRawBufferPointer {
        defer { cursor += count }
        return UnsafeRawBufferPointer(start: cursor, count: count)
    }

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

    /// A member as `writeMemberRecords` lists it: its position (after `previous`, within the text), kind, names and
    /// record, whose range is given among the records' bytes, where this reader's last byte ends at `end`.
    mutating func member(after previous: Int, textCount: Int, endingAt end: Int) -> DeferredMember? {
        guard let position = length(), position > previous, position < textCount, let code = number(),
            let kind = SyntaxKindCode.kind(of: code), Writer.memberKindsLeftOut.contains(kind),
            let nameCount = length()
        else { return nil }
        var names: [String]?
        if nameCount > 0 {
            names = []
            for _ in 1..<nameCount {
                guard let count = length(), count <= remaining else { return nil }
                names?.append(String(decoding: take(count), as: UTF8.self))
            }
        }
        guard let length = length(), length <= remaining else { return nil }
        let recordStart = end - remaining
        _ = take(length)
        return DeferredMember(position: position, kind: kind, names: names, record: recordStart..<(recordStart + length))
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
