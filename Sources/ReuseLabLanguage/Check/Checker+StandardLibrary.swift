import SwiftSyntax

/// Typing rules of the standard library's own types: `Character` and `Substring` literals, `Set` literals,
/// `Optional`'s members, `d[key, default: v]`, the keys a dictionary may have, synthesized `Comparable`.
extension Checker {
    /// A string literal of one grapheme where a `Character` is expected is a `Character`; any string literal
    /// where a `Substring` is expected is a `Substring` (both are `ExpressibleByStringLiteral`).
    func literalOfCharacters(_ e: Expr, expected: SType?) -> Expr {
        guard case .stringLiteral(let text) = e.kind, case .nominal(let d, _)? = expected?.unwrappedFully else { return e }
        if d === world.characterType && text.count == 1 { return Expr(e.kind, world.character, e.loc) }
        if d === world.substringType { return Expr(e.kind, world.substring, e.loc) }
        return e
    }

    /// The element type when a `Set<Element>` is expected: an array literal then makes a set.
    func expectedSetElement(_ expected: SType?) -> SType? {
        guard case .nominal(let d, let args)? = expected?.unwrappedFully, d === world.setDecl, args.count == 1 else { return nil }
        return args[0]
    }

    /// `Optional`'s own members (`map`, `flatMap`): found on `T?` before the wrapped type's.
    func hasOptionalMember(_ name: String) -> Bool { world.optionalDecl.methods[name] != nil }

    /// `d[key, default: v]` read as a value.
    func defaultedSubscriptGet(_ base: Expr, _ sub: SubscriptCallExprSyntax) -> Expr? {
        guard let (keySyntax, fallbackSyntax) = defaultedSubscriptArguments(sub),
              case .dictionary(let k, let v) = base.type else { return nil }
        let key = checkExpr(keySyntax, convertingTo: k)
        let fallback = checkExpr(fallbackSyntax, convertingTo: v)
        let entry = Expr(.subscriptGet(base, key), .optional(v), loc(sub))
        return Expr(.nilCoalescing(entry, fallback), v, loc(sub))
    }

    /// `d[key, default: v] += 1` as a place: a missing entry reads as the default and is then stored.
    func defaultedSubscriptPlace(_ sub: SubscriptCallExprSyntax, use: LValueUse) -> (LValue, SType)? {
        guard let (keySyntax, fallbackSyntax) = defaultedSubscriptArguments(sub),
              let (baseLV, baseType) = lvalue(sub.calledExpression, use: use),
              case .dictionary(let k, let v) = baseType else { return nil }
        let key = checkExpr(keySyntax, convertingTo: k)
        let fallback = checkExpr(fallbackSyntax, convertingTo: v)
        return (.defaultedElement(baseLV, key, default: fallback), v)
    }

    private func defaultedSubscriptArguments(_ sub: SubscriptCallExprSyntax) -> (ExprSyntax, ExprSyntax)? {
        let args = Array(sub.arguments)
        guard args.count == 2, args[0].label == nil, args[1].label?.text == "default" else { return nil }
        return (args[0].expression, args[1].expression)
    }

    /// Keys ReuseLab's dictionaries hash: the library's scalars, and structs and enums that are `Hashable`
    /// by synthesis (their stored values are compared and hashed as Swift's synthesized conformance does).
    func isSupportedKey(_ d: NominalDecl) -> Bool {
        if d === world.stringType || d === world.intType || d === world.boolType || d === world.characterType { return true }
        guard d.kind == .structType || d.kind == .enumType else { return false }
        return world.allConformances(of: d).contains { $0.name == "Hashable" }
    }

    /// An enum that declares `Comparable` without writing `<` is ordered by its cases, as swiftc synthesizes.
    func synthesizesComparable(_ d: NominalDecl) -> Bool {
        world.allConformances(of: d).contains { $0.name == "Comparable" }
    }

    /// `(inout R, Element) -> Void`, the type of `reduce(into:)`'s closure.
    func closureTakesInoutFirst(_ type: TypeSyntax) -> Bool {
        var t = type
        if let attributed = t.as(AttributedTypeSyntax.self) { t = attributed.baseType }
        guard let fn = t.as(FunctionTypeSyntax.self), let first = fn.parameters.first,
              let attributed = first.type.as(AttributedTypeSyntax.self) else { return false }
        return attributed.specifiers.contains { $0.trimmedDescription == "inout" }
    }
}
