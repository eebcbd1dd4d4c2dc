import Foundation
@_spi(RawSyntax) import SwiftSyntax

/// The function bodies a prelude tree read from the cache left out (see `SyntaxTreeCodec`): a quarter of each
/// prelude's nodes, of which a script runs a few dozen. The checker asks for a declaration's body when it checks
/// it (`Checker.checkFunctionBody`); the whole declaration is then decoded from its record, as a source file of
/// its own whose nodes have the positions they have in the prelude, and kept. The declaration the checker
/// declared (its signature, its name) stays the prelude tree's.
final class DeferredBodies: @unchecked Sendable {
    static let shared = DeferredBodies()

    private struct Tree {
        /// Keeps the arena that holds the text alive.
        let skeleton: SourceFileSyntax
        /// The skeleton's arena, where its whole declarations are made: their tokens are slices of its text.
        let arena: ParsingRawSyntaxArena
        let source: String
        let text: UnsafeBufferPointer<UInt8>
        let records: DeferredRecords
        /// The whole declarations decoded so far, by position.
        var wholes: [Int: Syntax] = [:]
    }

    /// The declarations whose bodies a cached tree leaves out.
    static let kinds: Set<SyntaxKind> = [.functionDecl, .initializerDecl, .deinitializerDecl]

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

    /// `declaration` whole, when it is a function, initializer or deinitializer whose body its tree left out; nil
    /// when its tree has it.
    func whole(_ declaration: Syntax) -> Syntax? {
        guard Self.kinds.contains(declaration.kind) else { return nil }
        let position = declaration.position.utf8Offset
        // Held while a record decodes: the arena it decodes into takes one writer at a time.
        lock.lock()
        defer { lock.unlock() }
        let root = declaration.root.id
        guard let tree = trees[root], let range = tree.records.ranges[position] else { return nil }
        if let whole = tree.wholes[position] { return whole }
        let file = tree.records.bytes[range].withUnsafeBytes { SyntaxTreeCodec.decodeRecord($0, text: tree.text, arena: tree.arena) }
        let whole: Syntax
        if let item = file?.statements.first?.item, case .decl(let decl) = item, decl.kind == declaration.kind,
            decl.position == declaration.position, decl.totalLength == declaration.totalLength
        {
            whole = Syntax(decl)
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
