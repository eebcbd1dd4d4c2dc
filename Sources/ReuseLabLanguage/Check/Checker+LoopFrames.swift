import SwiftSyntax

/// Fresh variables for each pass of a loop. Swift binds a loop's pattern and the variables declared in its
/// body anew on every pass, which shows only when a closure captures one: `for i in 1...3 { fs.append { i } }`
/// gives closures returning 1, 2 and 3. A closure here keeps its defining frame alive, so a loop that
/// contains a closure runs each pass in a frame of its own; every other loop keeps its variables in the
/// enclosing frame and pays nothing.
extension Checker {
    /// Checks a loop's per-pass parts (pattern, conditions, body) with a pass frame open when a closure
    /// inside could capture them. Returns the frame's size, or nil when the loop needs none.
    func withIterationFrame<T>(if nodes: [Syntax?], _ check: () -> T) -> (T, iterationFrame: Int?) {
        guard nodes.contains(where: { $0.map(containsClosure) ?? false }) else { return (check(), nil) }
        context.iterationFrames.append(0)
        let result = check()
        let size = context.iterationFrames.removeLast()
        return (result, max(size, 1))
    }

    /// Whether a closure expression (something that can capture) appears anywhere inside `node`.
    private func containsClosure(_ node: Syntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
                found = true
                return .skipChildren
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                found = true
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }
}
