import SwiftSyntax

/// `[.flexibleWidth, .flexibleHeight]` where an option set is expected: Swift's ExpressibleByArrayLiteral for
/// OptionSet, lowered to the prelude's `_optionSetLiteral`, the union of the elements (`[]` is the empty set).
extension Checker {
    func optionSetLiteral(_ array: ArrayExprSyntax, expected: SType?) -> Expr? {
        guard let type = expected?.unwrappedFully, case .nominal(let decl, _) = type, decl.kind != .builtin,
            let optionSet = world.allConformances(of: decl).first(where: { $0.name == "OptionSet" && $0.fromPrelude }),
            let literal = world.protocolExtensions[ObjectIdentifier(optionSet)]?.lazy
                .compactMap({ $0.methods.first { $0.name == "_optionSetLiteral" } }).first
        else { return nil }
        let l = loc(array)
        var elements: [Expr] = []
        for element in array.elements {
            let e = checkExpr(element.expression, expected: type)
            if !e.type.isError && !world.isConvertible(e.type, to: type) {
                error(Diagnostics.cannotConvertElement(e.type, type), at: element.expression)
            }
            elements.append(e)
        }
        let list = Expr(.arrayLiteral(elements), .array(type), l)
        let receiver = Expr(.typeValue(type), .metatype(type), l)
        return Expr(.call(.staticMethod(receiver: receiver, literal, .direct), args: [list], bindings: [:], variadicFrom: nil), type, l)
    }
}
