import SwiftSyntax

/// The notes swiftc draws under a change to what cannot change: where the constant's `let` could become `var`,
/// and where a struct's method could become `mutating`.
extension Checker {
    /// At the `let` of `let x = …` (not at a parameter, an `if let` or a pattern, where swiftc words it otherwise).
    func changeLetToVarNotes(_ declaration: Syntax?) -> [CompileNote] {
        guard let declaration, let variable = enclosingVariableDecl(of: declaration),
            variable.bindingSpecifier.isKeyword(.let)
        else { return [] }
        let specifier = variable.bindingSpecifier
        return [CompileNote(Diagnostics.changeLetToVar, at: specifier, fixIt: .init(change: .replace(with: "var")))]
    }

    /// At the `let` of a stored property declared in the code being checked (swiftc points into a library's
    /// declaration otherwise, which ReuseLab's prelude cannot show).
    func changeLetToVarNotes(property: VarDecl, near node: some SyntaxProtocol) -> [CompileNote] {
        guard property.isLet, let binding = property.syntax, binding.root.id == Syntax(node).root.id else { return [] }
        return changeLetToVarNotes(Syntax(binding))
    }

    /// At the `func` of the method whose `self` is immutable (through the closures inside it, as swiftc does);
    /// none inside an accessor.
    func markMethodMutatingNotes(_ node: some SyntaxProtocol) -> [CompileNote] {
        var current = Syntax(node).parent
        while let syntax = current {
            if let accessor = syntax.as(AccessorDeclSyntax.self) { return markAccessorMutatingNotes(accessor) }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                guard !function.modifiers.contains(where: { $0.name.isKeyword(.static) }) else { return [] }
                return [
                    CompileNote(Diagnostics.markMethodMutating, at: function.funcKeyword, fixIt: .init(change: .insert("mutating ")))
                ]
            }
            if syntax.declGroup != nil { return [] }
            current = syntax.parent
        }
        return []
    }

    /// An explicit `get` (or a `nonmutating set`) swiftc offers to mark `mutating`, at its keyword; an implicit
    /// getter (`var x: Int { … }`) has no keyword to mark, and swiftc gives no note.
    private func markAccessorMutatingNotes(_ accessor: AccessorDeclSyntax) -> [CompileNote] {
        let kind: String
        switch accessor.accessorSpecifier.tokenKind {
        case .keyword(.get): kind = "getter"
        case .keyword(.set): kind = "setter"
        default: return []
        }
        let nonmutating = accessor.modifier.flatMap { $0.name.isKeyword(.nonmutating) ? $0 : nil }
        let fixIt: Diagnostics.FixIt = nonmutating == nil ? .init(change: .insert("mutating ")) : .init(change: .replace(with: "mutating"))
        return [CompileNote(Diagnostics.markAccessorMutating(kind), at: accessor.accessorSpecifier, fixIt: fixIt)]
    }

    /// `let a = 1` from the pattern `a`: identifier pattern → binding → binding list → declaration.
    private func enclosingVariableDecl(of declaration: Syntax) -> VariableDeclSyntax? {
        var current = declaration.parent
        while let syntax = current {
            if let variable = syntax.as(VariableDeclSyntax.self) { return variable }
            if !(syntax.is(PatternBindingSyntax.self) || syntax.is(PatternBindingListSyntax.self)) { return nil }
            current = syntax.parent
        }
        return nil
    }
}
