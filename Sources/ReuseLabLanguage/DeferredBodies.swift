import Foundation
@_spi(RawSyntax) import SwiftSyntax

/// The function bodies and the types' members a prelude tree read from the cache left out (see `SyntaxTreeCodec`):
/// half of each prelude's nodes, of which a script uses a few. The checker asks for a declaration's body when it
/// checks it (`Checker.checkFunctionBody`), and for a type's members when it first declares them
/// (`Checker.members(of:)`); the whole declaration is then decoded from its record, as a source file of its own
/// whose nodes have the positions they have in the prelude, and kept. The declaration the checker declared (a
/// function's signature, a type's name and header) stays the prelude tree's. A whole type's functions leave their
/// bodies out in turn: their records join their prelude's.
final class DeferredBodies: @unchecked Sendable {
    static let shared = DeferredBodies()

    private struct Tree {
        /// Keeps the arena that holds the text alive.
        let skeleton: SourceFileSyntax
        /// The skeleton's arena, where its whole declarations are made: their tokens are slices of its text.
        let arena: ParsingRawSyntaxArena
        let source: String
        let text: UnsafeBufferPointer<UInt8>
        var records: DeferredRecords
        /// The whole declarations decoded so far, by position.
        var wholes: [Int: Syntax] = [:]

        /// What `whole(_:)` needs of the declaration at `position`: a copy of its record alone, so that nothing else
        /// shares the records' storage when a whole type's records are added to it.
        func entry(at position: Int) -> Entry? {
            guard let range = records.ranges[position] else { return nil }
            let whole = wholes[position]
            return Entry(whole: whole, record: whole == nil ? Array(records.bytes[range]) : [], text: text, arena: arena, source: source)
        }
    }

    private struct Entry {
        let whole: Syntax?
        let record: [UInt8]
        let text: UnsafeBufferPointer<UInt8>
        let arena: ParsingRawSyntaxArena
        let source: String
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
        guard let tree = trees[root]?.entry(at: position) else { return nil }
        if let whole = tree.whole { return whole }
        let decoded = tree.record.withUnsafeBytes { SyntaxTreeCodec.decodeRecord($0, text: tree.text, arena: tree.arena) }
        let whole: Syntax
        if let decoded, let item = decoded.file.statements.first?.item, case .decl(let decl) = item, decl.kind == declaration.kind,
            decl.position == declaration.position, decl.totalLength == declaration.totalLength
        {
            whole = Syntax(decl)
            if !decoded.records.ranges.isEmpty { trees[root]?.records.add(decoded.records) }
        } else {
            // A record that does not decode (the file's checksum makes this all but impossible): the prelude is
            // parsed again, rather than the body be read as empty.
            let parsed = Syntax(PreludeTrees.parseAndFoldNow(tree.source))
            guard let found = Self.node(in: parsed, at: position, kind: declaration.kind) else { return nil }
            whole = found
        }
        trees[root]?.wholes[position] = whole
        preludeRoots[whole.root.id] = root
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
