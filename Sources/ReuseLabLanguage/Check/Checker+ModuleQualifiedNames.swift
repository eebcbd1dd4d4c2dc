import SwiftSyntax

/// `Swift.min(a, b)`, `Swift.print(…)`, `let n: Swift.Int`, `Foundation.Date`: a name qualified by the module
/// that declares it. App code writes `Swift.min` where a member of the same name hides the global one.
extension Checker {
    /// The modules whose declarations ReuseLab's prelude stands in for.
    static let libraryModuleNames: Set<String> = ["Swift", "Foundation", "UIKit", "CoreGraphics"]

    /// True when `name` names a library module here: no variable, member or type of the script spells it.
    func namesLibraryModule(_ name: String) -> Bool {
        guard Checker.libraryModuleNames.contains(name), lookupVariable(name) == nil, world.types[name] == nil,
            world.typealiases[name] == nil, currentTypeScope().genericParams[name] == nil
        else { return false }
        return methodContext?.owner == nil || lookupMembersInScope(name).isEmpty
    }

    /// `Swift.min` as an expression's base: the module's name, or nil.
    func moduleQualifier(_ base: ExprSyntax) -> String? {
        guard let ref = base.as(DeclReferenceExprSyntax.self), ref.argumentNames == nil else { return nil }
        let name = ref.baseName.text
        return namesLibraryModule(name) ? name : nil
    }

    /// `Swift.Int` as a type's base: the module's name, or nil.
    func moduleQualifier(_ base: TypeSyntax) -> String? {
        guard let ident = base.as(IdentifierTypeSyntax.self), ident.genericArgumentClause == nil else { return nil }
        let name = ident.name.text
        return namesLibraryModule(name) ? name : nil
    }

    /// `Swift.min(a, b)`: the library's global functions of that name, whatever members or locals hide them.
    func callModuleQualifiedFunction(
        _ member: MemberAccessExprSyntax, name: String, args: [CallArgument], call: FunctionCallExprSyntax, expected: SType?
    ) -> Expr? {
        guard let base = member.base, moduleQualifier(base) != nil else { return nil }
        if name == "print" { return checkPrint(args, at: call) }
        let functions = (world.functions(named: name) ?? []).filter(\.isFromPrelude)
        guard !functions.isEmpty else { return nil }
        return resolveCall(
            functions.map { CallCandidate(decl: $0, subst: [:]) }, args: args, call: call, nameNode: member.declName, expected: expected
        ) { decl, _ in .function(decl) }
    }
}
