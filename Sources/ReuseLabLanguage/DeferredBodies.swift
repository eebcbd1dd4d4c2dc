import Foundation
@_spi(RawSyntax) import SwiftSyntax

/// The function bodies and the types' members a prelude tree read from the cache left out (see `SyntaxTreeCodec`):
/// half of each prelude's nodes, of which a script uses a few. The checker asks for a declaration's body when it
/// checks it (`Checker.checkFunctionBody`); the whole declaration is then decoded from its record, as a source file
/// of its own whose nodes have the positions they have in the prelude, and kept. The declaration the checker
/// declared (a function's signature) stays the prelude tree's. A type's or an extension's members are listed with
/// the names a lookup finds each by (`members(of:)`), and each is decoded from a record of its own when it is first
/// declared (`member(_:of:)`), so that declaring the members of one name decodes those alone. A member's function
/// leaves its body out in turn: that record joins its prelude's.
final class DeferredBodies: @unchecked Sendable {
    static let shared = DeferredBodies()

    /// A class, so that what a lookup decodes is kept in place: as a struct in `trees`, each decoded member copied the
    /// tree's tables out of the dictionary and wrote them back (a twelfth of what declaring a member cost).
    private final class Tree {
        /// Keeps the arena that holds the text alive.
        let skeleton: SourceFileSyntax
        /// The skeleton's arena, where its whole declarations are made: their tokens are slices of its text.
        let arena: ParsingRawSyntaxArena
        let source: String
        let text: UnsafeBufferPointer<UInt8>
        var records: DeferredRecords
        /// The whole declarations decoded so far, by position.
        var wholes: [Int: Syntax] = [:]
        /// The member lists read so far, by the type's position.
        var memberLists: [Int: [DeferredMember]] = [:]
        /// The members decoded so far from their own records, by position.
        var members: [Int: Syntax] = [:]
        /// The prelude parsed again, for a reader of a type's members whole (see `wholeOfListedMembers`).
        var parsedAgain: Syntax?

        init(
            skeleton: SourceFileSyntax, arena: ParsingRawSyntaxArena, source: String, text: UnsafeBufferPointer<UInt8>,
            records: DeferredRecords
        ) {
            self.skeleton = skeleton
            self.arena = arena
            self.source = source
            self.text = text
            self.records = records
        }

        /// What `whole(_:)` needs of the declaration at `position`: a copy of its record alone, so that nothing else
        /// shares the records' storage when a whole type's records are added to it.
        func entry(at position: Int) -> Entry? {
            guard let range = records.ranges[position] else { return nil }
            let whole = wholes[position]
            return Entry(whole: whole, record: whole == nil ? Array(records.bytes[range]) : [], text: text, arena: arena)
        }

        /// The same for `member`, from its own record.
        func entry(of member: DeferredMember) -> Entry {
            let decoded = members[member.position]
            return Entry(
                whole: decoded, record: decoded == nil ? Array(records.bytes[member.record]) : [], text: text, arena: arena)
        }
    }

    private struct Entry {
        let whole: Syntax?
        let record: [UInt8]
        let text: UnsafeBufferPointer<UInt8>
        let arena: ParsingRawSyntaxArena
    }

    /// The declarations whose bodies a cached tree leaves out.
    static let bodyKinds: Set<SyntaxKind> = [.functionDecl, .initializerDecl, .deinitializerDecl]
    /// The declarations whose members a cached tree leaves out (protocols' requirements are read as they are declared).
    static let memberKinds: Set<SyntaxKind> = [.classDecl, .structDecl, .enumDecl, .extensionDecl]
    static let kinds = bodyKinds.union(memberKinds)

    private let lock = NSLock()
    /// By the root of the tree whose bodies were left out.
    private var trees: [SyntaxIdentifier: Tree] = [:]
    /// The root of the prelude tree each whole declaration's own tree stands in for.
    private var preludeRoots: [SyntaxIdentifier: SyntaxIdentifier] = [:]

    /// Keeps the records of `tree`, made in `arena`, whose text `text` is.
    func register(
        _ tree: SourceFileSyntax, arena: ParsingRawSyntaxArena, source: String, text: UnsafeBufferPointer<UInt8>,
        records: DeferredRecords
    ) {
        let entry = Tree(skeleton: tree, arena: arena, source: source, text: text, records: records)
        lock.lock()
        trees[Syntax(tree).id] = entry
        lock.unlock()
    }

    /// `declaration` whole, when it is a function, initializer or deinitializer whose body its tree left out, or a
    /// type or an extension whose members it left out; nil when its tree has it.
    func whole(_ declaration: Syntax) -> Syntax? {
        guard Self.kinds.contains(declaration.kind) else { return nil }
        let position = declaration.position.utf8Offset
        // Held while a record decodes: the arena it decodes into takes one writer at a time.
        lock.lock()
        defer { lock.unlock() }
        // A function of a whole type is in that type's own tree, which stands in for its prelude's.
        let root = preludeRoots[declaration.root.id] ?? declaration.root.id
        guard let tree = trees[root]?.entry(at: position) else { return wholeOfListedMembers(declaration, root: root) }
        if let whole = tree.whole { return whole }
        guard let whole = decode(tree, into: root, kind: declaration.kind, at: position, length: declaration.totalLength) else {
            return nil
        }
        trees[root]?.wholes[position] = whole
        return whole
    }

    /// A type or an extension whose members have records of their own has none itself: the rare reader of its
    /// block whole (where a fix-it would insert a member) gets it from the prelude parsed again. Called with the
    /// lock held.
    private func wholeOfListedMembers(_ declaration: Syntax, root: SyntaxIdentifier) -> Syntax? {
        let position = declaration.position.utf8Offset
        guard let tree = trees[root], tree.records.memberLists[position] != nil else { return nil }
        if let whole = tree.wholes[position] { return whole }
        guard let whole = parsedAgain(root, at: position, kind: declaration.kind) else { return nil }
        trees[root]?.wholes[position] = whole
        return whole
    }

    /// The node of `kind` at `position` in the prelude of `root`, parsed again once (for a record that does not
    /// decode, which the file's checksum makes all but impossible). Called with the lock held.
    private func parsedAgain(_ root: SyntaxIdentifier, at position: Int, kind: SyntaxKind) -> Syntax? {
        guard let tree = trees[root] else { return nil }
        let parsed = tree.parsedAgain ?? Syntax(PreludeTrees.parseAndFoldNow(tree.source))
        trees[root]?.parsedAgain = parsed
        guard let found = Self.node(in: parsed, at: position, kind: kind) else { return nil }
        preludeRoots[found.root.id] = root
        return found
    }

    /// The members a type's or an extension's cached record lists one by one, in order, with the names a lookup
    /// finds each by; nil when `group`'s tree has its members (a learner's type, a block with a nested type).
    func members(of group: Syntax) -> [DeferredMember]? {
        guard Self.memberKinds.contains(group.kind) else { return nil }
        let position = group.position.utf8Offset
        lock.lock()
        defer { lock.unlock() }
        let root = preludeRoots[group.root.id] ?? group.root.id
        guard let tree = trees[root], let range = tree.records.memberLists[position] else { return nil }
        if let listed = tree.memberLists[position] { return listed }
        var listed = tree.records.bytes.withUnsafeBytes {
            SyntaxTreeCodec.memberList(
                UnsafeRawBufferPointer(rebasing: $0[range]), offset: range.lowerBound, after: position, textCount: tree.text.count)
        }
        if listed == nil, let parsed = parsedAgain(root, at: position, kind: group.kind)?.declGroup {
            // A list that does not read: its members are the parsed ones, named as the writer names them.
            listed = parsed.memberBlock.members.map { item in
                trees[root]?.members[item.decl.position.utf8Offset] = Syntax(item.decl)
                return DeferredMember(
                    position: item.decl.position.utf8Offset, kind: item.decl.kind, names: DeferredMemberNames.of(item.decl), record: 0..<0)
            }
        }
        trees[root]?.memberLists[position] = listed ?? []
        return listed ?? []
    }

    /// One member that `members(of: group)` listed, decoded from its own record (once, then kept), its function's
    /// body left out as the prelude's are.
    func member(_ member: DeferredMember, of group: Syntax) -> DeclSyntax? {
        lock.lock()
        defer { lock.unlock() }
        let root = preludeRoots[group.root.id] ?? group.root.id
        guard let tree = trees[root]?.entry(of: member) else { return nil }
        if let decoded = tree.whole { return decoded.as(DeclSyntax.self) }
        guard let decoded = decode(tree, into: root, kind: member.kind, at: member.position, length: nil) else { return nil }
        trees[root]?.members[member.position] = decoded
        return decoded.as(DeclSyntax.self)
    }

    /// The declaration of `kind` at `position` (of `length`, when known) that `entry`'s record holds, the records
    /// it leaves out in turn joining the prelude's. Called with the lock held.
    private func decode(_ entry: Entry, into root: SyntaxIdentifier, kind: SyntaxKind, at position: Int, length: SourceLength?) -> Syntax? {
        let decoded = entry.record.withUnsafeBytes { SyntaxTreeCodec.decodeRecord($0, text: entry.text, arena: entry.arena) }
        let whole: Syntax
        if let decoded, let item = decoded.file.statements.first?.item, case .decl(let decl) = item, decl.kind == kind,
            decl.position.utf8Offset == position, length == nil || decl.totalLength == length
        {
            whole = Syntax(decl)
            if !decoded.records.isEmpty { trees[root]?.records.add(decoded.records) }
            preludeRoots[whole.root.id] = root
        } else {
            // A record that does not decode: the prelude is parsed again, rather than the body be read as empty.
            guard let found = parsedAgain(root, at: position, kind: kind) else { return nil }
            whole = found
        }
        return whole
    }

    /// The root of the prelude tree that `root` stands in for: a whole declaration's tree stands in for its
    /// prelude's; any other root for itself.
    func preludeRoot(of root: SyntaxIdentifier) -> SyntaxIdentifier {
        lock.lock()
        defer { lock.unlock() }
        return preludeRoots[root] ?? root
    }

    /// The node of `kind` that starts at `position` below `node`.
    private static func node(in node: Syntax, at position: Int, kind: SyntaxKind) -> Syntax? {
        var current = node
        while true {
            if current.kind == kind, current.position.utf8Offset == position { return current }
            guard
                let next = current.children(viewMode: .sourceAccurate).first(where: {
                    $0.position.utf8Offset <= position && position < $0.endPosition.utf8Offset
                })
            else { return nil }
            current = next
        }
    }
}
