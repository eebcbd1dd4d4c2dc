import Foundation
import SwiftSyntax

/// The preludes' syntax trees, parsed and folded once per process. Every world (a new session, and every
/// `:reset`, `:undo`, `:redo` or crash rollback, which rebuild one) checks them again, but parsing the same
/// text again was a large part of what a rebuild cost. Syntax trees are immutable, so worlds can share them.
final class PreludeTrees: @unchecked Sendable {
    static let shared = PreludeTrees()

    private let lock = NSLock()
    private var trees: [String: (tree: SourceFileSyntax, lines: LineTable)] = [:]

    /// The module's folded tree and its line table (also immutable).
    func tree(for module: String, source: String, parse: () -> SourceFileSyntax) -> (tree: SourceFileSyntax, lines: LineTable) {
        lock.lock()
        defer { lock.unlock() }
        if let parsed = trees[module] { return parsed }
        let tree = parse()
        let parsed = (tree, LineTable(source: source))
        trees[module] = parsed
        return parsed
    }
}
