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
    func hasOptionalMember(_ name: String) -> Bool { world.optionalDecl.methods(named: name) != nil }

    /// `d[key, default: v]` read as a value.
    func defaultedSubscriptGet(_ base: Expr, _ sub: SubscriptCallExprSyntax) -> Expr? {
        guard let (keySyntax, fallbackSyntax) = defaultedSubscriptArguments(sub),
            case .dictionary(let k, let v) = base.type
        else { return nil }
        let key = checkExpr(keySyntax, convertingTo: k)
        let fallback = checkExpr(fallbackSyntax, convertingTo: v)
        let entry = Expr(.subscriptGet(base, key), .optional(v), loc(sub))
        return Expr(.nilCoalescing(entry, fallback), v, loc(sub))
    }

    /// `d[key, default: v] += 1` as a place: a missing entry reads as the default and is then stored.
    func defaultedSubscriptPlace(_ sub: SubscriptCallExprSyntax, use: LValueUse) -> (LValue, SType)? {
        guard let (keySyntax, fallbackSyntax) = defaultedSubscriptArguments(sub),
            let (baseLV, baseType) = lvalue(sub.calledExpression, use: use)
        else { return nil }
        guard case .dictionary(let k, let v) = baseType else {
            // A base already in error: the key and default are still read (their names are used).
            if baseType.isError { _ = errorExprCheckingArguments(sub) }
            return nil
        }
        let key = checkExpr(keySyntax, convertingTo: k)
        let fallback = checkExpr(fallbackSyntax, convertingTo: v)
        return (.defaultedElement(baseLV, key, default: fallback), v)
    }

    /// `counts[key, default: 0]`: once recognised, a failed place is not tried as another subscript.
    func isDefaultedSubscript(_ sub: SubscriptCallExprSyntax) -> Bool { defaultedSubscriptArguments(sub) != nil }

    private func defaultedSubscriptArguments(_ sub: SubscriptCallExprSyntax) -> (ExprSyntax, ExprSyntax)? {
        let args = Array(sub.arguments)
        guard args.count == 2, args[0].label == nil, args[1].label?.text == "default" else { return nil }
        return (args[0].expression, args[1].expression)
    }

    /// Keys ReuseLab's dictionaries hash: the library's scalars, and structs and enums that are `Hashable`
    /// by synthesis (their stored values are compared and hashed as Swift's synthesized conformance does).
    func isSupportedKey(_ d: NominalDecl) -> Bool {
        if d === world.stringType || d === world.intType || d === world.boolType || d === world.characterType
            || d === world.stringIndexType || d === world.rangeDecl || d === world.closedRangeDecl
        {
            return true
        }
        guard d.kind == .structType || d.kind == .enumType || d.kind == .classType else { return false }
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
            let attributed = first.type.as(AttributedTypeSyntax.self)
        else { return false }
        return attributed.specifiers.contains { $0.trimmedDescription == "inout" }
    }
}

/// swiftc's words for mistakes with the library's types that ReuseLab would otherwise word its own way.
extension Checker {
    /// `Set<Element>` written without its argument (`let s: Set = […]`): the literal decides it.
    func isUnappliedSetElement(_ e: SType) -> Bool {
        if case .param(let p) = e { return p === world.setDecl.genericParams.first }
        return false
    }

    /// `let t: String = s.prefix(2)`, `let a: [Int] = items.dropFirst()`, `let p: [String] = s.split(separator: ",")`:
    /// swiftc looks for an overload returning the annotated type and finds none.
    func substringResultMismatch(_ syntax: ExprSyntax, _ from: SType, _ to: SType, checked: Expr? = nil) -> (Diagnostics.Message, Syntax)? {
        guard let call = syntax.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return nil }
        let name = member.declName.baseName.text
        let slicing = ["prefix", "suffix", "dropFirst", "dropLast"].contains(name)
        switch (from, to) {
        case (.nominal(let f, _), .nominal(let t, _)) where f === world.substringType && t === world.stringType && slicing: break
        case (.nominal(let f, let args), .array(let element))
        where isArraySlice(f) && slicing && args.count == 1 && world.sameType(args[0], element):
            break
        case (.array(.nominal(let f, _)), .array(.nominal(let t, _)))
        where f === world.substringType && t === world.stringType && name == "split":
            break
        default: return nil
        }
        let message = slicingResultNotes(
            Diagnostics.noCandidatesProduceResult(name, to.description), name: name, call: checked, expected: to)
        return (message, Syntax(member.declName))
    }

    /// `set[0]`: a `Set` has subscripts, but only by `Set.Index`.
    func rejectSetSubscript(_ type: SType, _ sub: SubscriptCallExprSyntax) -> Bool {
        guard case .nominal(let d, _) = type, d === world.setDecl else { return false }
        error(setSubscriptNotes(type, argument: sub.arguments.first?.expression), at: sub.leftSquare)
        return true
    }

    /// A struct or enum key that is not `Hashable`: swiftc's requirement message.
    func missingHashable(_ d: NominalDecl) -> Diagnostics.Message? {
        guard d.kind == .structType || d.kind == .enumType, !d.fromPrelude else { return nil }
        return Diagnostics.dictionaryKeyNotHashable(d.name)
    }

    /// `c + "b"` with `c: Character`: swiftc tries `String + String` and names the Character.
    func characterOperand(_ a: Expr, _ b: Expr, _ infix: InfixOperatorExprSyntax) -> ExprSyntax? {
        func isCharacter(_ e: Expr) -> Bool {
            if case .nominal(let d, _) = e.type { return d === world.characterType }
            return false
        }
        if isCharacter(a) { return infix.leftOperand }
        if isCharacter(b) { return infix.rightOperand }
        return nil
    }

    /// What `Dictionary(…)` makes is spelled `[Key: Value]`; `Dictionary(grouping:by:)` is declared as taking
    /// `[Value]` (so that inference binds the element), and what it makes holds arrays of them.
    func dictionaryInitializerResult(_ made: Expr) -> Expr? {
        guard case .call(.initializer(_, let decl), _, _, _) = made.kind else { return nil }
        let pair: (SType, SType)
        switch made.type {
        case .dictionary(let k, let v): pair = (k, v)
        case .nominal(let d, let args) where d === world.dictionaryDecl && args.count == 2: pair = (args[0], args[1])
        default: return nil
        }
        let value = decl.native == "Dictionary.init(grouping:by:)" ? SType.array(pair.1) : pair.1
        return Expr(made.kind, .dictionary(pair.0, value), made.loc)
    }
}

extension Checker {
    /// The prelude's one type for Swift's lazy sequences (`LazyMapSequence`, `LazyFilterSequence`…).
    func isLazySequence(_ d: NominalDecl) -> Bool { d.fromPrelude && d.name == "_LazySequence" }
}
