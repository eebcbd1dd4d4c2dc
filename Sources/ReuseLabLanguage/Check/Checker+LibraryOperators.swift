import SwiftSyntax

/// Operators the library's own structs declare (`Date < Date`, `date + 90`, `IndexPath < IndexPath`): found
/// once the operands are checked, so scripts that never touch these types pay nothing for them.
extension Checker {
    func libraryOperatorCall(_ op: String, _ a: Expr, _ b: Expr, at node: InfixOperatorExprSyntax) -> Expr? {
        func isLibraryStruct(_ t: SType) -> Bool {
            guard case .nominal(let d, _) = t else { return false }
            return d.fromPrelude && d.kind == .structType
        }
        guard isLibraryStruct(a.type) || isLibraryStruct(b.type) else { return nil }
        return userOperatorCall(op, a, b, at: node)
    }

    /// An integer literal given for a `Double` (`CGFloat`, `Float`) operand is a literal of that type, as swiftc
    /// types it.
    func integerLiteral(_ e: Expr, asDoubleFor parameter: SType) -> Expr {
        guard case .intLiteral(let v) = e.kind, case .nominal(let d, _) = parameter, world.isFloatingPoint(d) else { return e }
        return floatingLiteral(Double(v), as: d, at: e.loc)
    }
}
