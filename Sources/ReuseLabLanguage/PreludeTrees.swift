import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// The preludes' syntax trees, parsed and folded once per process. Every world (a new session, and every
/// `:reset`, `:undo`, `:redo` or crash rollback, which rebuild one) checks them again, but parsing the same
/// text again was a large part of what a rebuild cost. Syntax trees are immutable, so worlds can share them.
final class PreludeTrees: @unchecked Sendable {
    static let shared = PreludeTrees()

    private let lock = NSLock()
    private var trees: [String: (tree: SourceFileSyntax, lines: LineTable)] = [:]
    /// Modules being parsed on another thread (see `parseInBackground`), done when their group is left.
    private var inFlight: [String: DispatchGroup] = [:]
    /// Each module's source hash, which names its file in the tree cache: asked before a parse in the background
    /// and again when the tree is read, and a text of a few hundred KB is worth hashing once.
    private var sourceHashes: [String: UInt64] = [:]

    /// Starts parsing and folding a module's prelude on a thread of its own, so that a machine's second
    /// core parses the UIKit prelude while the first checks the Swift one: `tree(for:)` waits for it.
    /// The preludes declare no operators, so Swift's standard table folds them as the session's would.
    ///
    /// Only a parse: a tree the cache holds is read where it is needed. Reading one on a thread of its own cost
    /// more than it saved (`run` of a corpus script: 15 % more CPU time, and no sooner done), as starting the
    /// thread, the turns the threads take at the allocator's one arena, and its exit outweigh the overlap.
    func parseInBackground(_ module: String, source: String) {
        guard !PreludeTreeCache.standard.holdsTree(forSourceHash: sourceHash(of: module, source: source)) else { return }
        lock.lock()
        defer { lock.unlock() }
        guard trees[module] == nil, inFlight[module] == nil else { return }
        let group = DispatchGroup()
        group.enter()
        inFlight[module] = group
        let thread = Thread { [self] in
            let tree = Self.parseAndFold(source)
            lock.lock()
            trees[module] = (tree, LineTable(source: source))
            inFlight[module] = nil
            lock.unlock()
            group.leave()
        }
        thread.stackSize = Self.parserStackSize
        thread.start()
    }

    /// The module whose prelude holds `node` (`Swift`, `UIKit`, `Reusable`), or nil for the learner's code.
    /// A unit of the Swift prelude is keyed `Swift/Calendar`, and belongs to `Swift`.
    func module(of node: Syntax) -> String? {
        // A whole declaration decoded on first use (`DeferredBodies`) belongs to its prelude's tree.
        let root = DeferredBodies.shared.preludeRoot(of: node.root.id)
        lock.lock()
        defer { lock.unlock() }
        return trees.first { Syntax($0.value.tree).id == root }.map { String($0.key.prefix { $0 != "/" }) }
    }

    /// A prelude parsed and folded with Swift's standard operators: the preludes declare none, and a learner's
    /// operators (UIKit's prelude can load after the learner's entries) must not reach them. Read from the
    /// on-disk cache when this binary stored the same text's tree before.
    static func parseAndFold(_ source: String, sourceHash: UInt64? = nil) -> SourceFileSyntax {
        PreludeTreeCache.standard.tree(for: source, sourceHash: sourceHash, parseAndFold: parseAndFoldNow).tree
    }

    /// `ContentHash.of(source)`, hashed once per module (a module's source is the same text all along).
    func sourceHash(of module: String, source: String) -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        if let known = sourceHashes[module] { return known }
        let hash = ContentHash.of(source)
        sourceHashes[module] = hash
        return hash
    }

    /// Parses and folds `source` without the cache.
    static func parseAndFoldNow(_ source: String) -> SourceFileSyntax {
        let parsed = Parser.parse(source: source)
        return OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
    }

    /// Deep nesting in a prelude would need more than a secondary thread's default half megabyte.
    private static let parserStackSize = 64 << 20

    /// The module's folded tree and its line table (also immutable).
    func tree(for module: String, source: String, parse: () -> SourceFileSyntax) -> (tree: SourceFileSyntax, lines: LineTable) {
        lock.lock()
        if let parsing = inFlight[module] {
            lock.unlock()
            parsing.wait()
            lock.lock()
        }
        defer { lock.unlock() }
        if let parsed = trees[module] { return parsed }
        let tree = parse()
        let parsed = (tree, LineTable(source: source))
        trees[module] = parsed
        return parsed
    }
}
