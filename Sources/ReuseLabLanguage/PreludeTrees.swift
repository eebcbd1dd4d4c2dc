import Foundation
import SwiftSyntax

/// The preludes' syntax trees, parsed and folded once per process. Every world (a new session, and every
/// `:reset`, `:undo`, `:redo` or crash rollback, which rebuild one) checks them again, but parsing the same
/// text again was a large part of what a rebuild cost. Syntax trees are immutable, so worlds can share them.
final class PreludeTrees: @unchecked Sendable {
    static let shared = PreludeTrees()

    private let lock = NSLock()
    private var trees: [String: (tree: SourceFileSyntax, converter: SourceLocationConverter)] = [:]

    /// The module's folded tree and its line table (also immutable, and a fortieth of a start to build).
    func tree(for module: String, file: String, parse: () -> SourceFileSyntax) -> (
        tree: SourceFileSyntax, converter: SourceLocationConverter
    ) {
        lock.lock()
        defer { lock.unlock() }
        if let parsed = trees[module] { return parsed }
        let tree = parse()
        let parsed = (tree, SourceLocationConverter(fileName: file, tree: tree))
        trees[module] = parsed
        return parsed
    }
}
