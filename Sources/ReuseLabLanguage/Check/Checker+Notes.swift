import SwiftSyntax

/// Diagnostics that swiftc follows with notes (and fix-its): raised here once, wherever the checker meets them.
extension Checker {
    /// `register(Cell, …)`: a type's name where its metatype value is meant.
    func reportTypeNameAsValue(_ node: some SyntaxProtocol) {
        error(
            Diagnostics.typeNameNotAValue, at: node,
            notes: [
                CompileNote(Diagnostics.addArgumentsToConstruct, at: node, fixIt: .init(change: .insert("()"))),
                CompileNote(Diagnostics.useDotSelf, at: node, fixIt: .init(change: .insert(".self"))),
            ])
    }

    /// `cell as MyCell` where the value's class is MyCell's superclass: swiftc suggests `as!`, at `as`.
    func reportCoercionThatNeedsDowncast(_ from: SType, _ to: SType, at asExpr: AsExprSyntax) {
        error(
            Diagnostics.notConvertibleByCoercion(from, to), at: asExpr.asKeyword,
            notes: [
                CompileNote(Diagnostics.useForcedDowncast, at: asExpr.asKeyword, fixIt: .init(change: .replace(with: "as!")))
            ])
    }

    /// Whether the last error raised is `id` (a caller decides what follows from it).
    func lastErrorIs(_ message: Diagnostics.Message) -> Bool { diagnostics.last?.id == message.id }
}
