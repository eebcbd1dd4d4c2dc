import Foundation
import SwiftSyntax

/// The preludes' syntax trees, parsed and folded once per process. Every world (a new session, and every
/// `:reset`, `:undo`, `:redo` or crash rollback, which rebuild one) checks them again, but parsing the same
/// text again was a large part of what a rebuild cost. Syntax trees are immutable, so worlds can share them.
final class PreludeTrees: @unchecked Sendable {
    static let shared = PreludeTrees()

    private let lock = NSLock()
    private var trees: [String: SourceFileSyntax] = [:]

    func tree(for module: String, parse: () -> SourceFileSyntax) -> SourceFileSyntax {
        lock.lock()
        defer { lock.unlock() }
        if let tree = trees[module] { return tree }
        let tree = parse()
        trees[module] = tree
        return tree
    }
}
