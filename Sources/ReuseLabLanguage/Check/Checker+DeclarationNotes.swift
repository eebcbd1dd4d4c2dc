import SwiftSyntax

/// Notes swiftc draws at the learner's declaration that an error is about: the function a generic parameter
/// belongs to, the initializer that could be failable.
extension Checker {
    /// At the name of the learner's generic function (an initializer or a library function gets none here).
    func inCallToFunctionNotes(_ decl: FuncDecl) -> [CompileNote] {
        guard decl.kind != .initializer, let nameNode = decl.nameNode, PreludeTrees.shared.module(of: nameNode) == nil else { return [] }
        return [CompileNote(Diagnostics.inCallToFunction(decl.diagnosticName), at: nameNode)]
    }

    /// At the `init` of the initializer a `return nil` is in.
    func makeInitializerFailableNotes(_ returnStatement: ReturnStmtSyntax) -> [CompileNote] {
        var current = returnStatement.parent
        while let syntax = current {
            if syntax.is(ClosureExprSyntax.self) { return [] }
            if let initializer = syntax.as(InitializerDeclSyntax.self), let decl = context.funcDecl {
                return [
                    CompileNote(
                        Diagnostics.makeInitializerFailable(decl.fullName), at: initializer.initKeyword,
                        fixIt: .init(change: .insert("?")))
                ]
            }
            current = syntax.parent
        }
        return []
    }
}
