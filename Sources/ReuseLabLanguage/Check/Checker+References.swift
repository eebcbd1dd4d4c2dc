@_spi(RawSyntax) import SwiftSyntax

/// Bare names: locals through closures, `self`, members of `self`, globals, and types named by expressions.
extension Checker {
    func currentTypeScope() -> TypeScope {
        var scope = TypeScope()
        var ctx: FunctionContext? = context
        while let c = ctx {
            for (k, v) in c.genericParams where scope.genericParams[k] == nil { scope.genericParams[k] = v }
            for (k, v) in c.fixedTypes where scope.fixedTypes[k] == nil { scope.fixedTypes[k] = v }
            if scope.enclosing == nil, let o = c.owner { scope.enclosing = o }
            ctx = c.parent
        }
        if let o = scope.enclosing {
            let typeScope = self.typeScope(for: o)
            for (k, v) in typeScope.genericParams where scope.genericParams[k] == nil { scope.genericParams[k] = v }
            scope.selfParam = selfParamInScope() ?? o.selfParam
        }
        return scope
    }

    func selfParamInScope() -> GenericParam? {
        var ctx: FunctionContext? = context
        while let c = ctx {
            if let s = c.genericParams["Self"] { return s }
            ctx = c.parent
        }
        return nil
    }

    /// Finds a local variable through enclosing closures, counting the frames crossed, then a global.
    /// Inside a method, a member of `self` hides a global of the same name, as in Swift's unqualified lookup.
    func lookupVariable(_ name: String) -> (VarRef, LocalVar)? {
        lookupVariableOrMembers(name).variable
    }

    /// `lookupVariable` and the members of `self` by that name, looked up once: a reference, a call or an assignment
    /// asks for both, and each lookup of the members walks the class chain and its conformances.
    func lookupVariableOrMembers(_ name: String) -> (variable: (VarRef, LocalVar)?, members: [FoundMember]) {
        if let local = lookupLocalVariable(name) { return (local, []) }
        let members = lookupMembersInScope(name)
        if !members.isEmpty { return (nil, members) }
        guard let g = world.globals[name] else { return (nil, []) }
        let global = LocalVar(
            index: g.index, type: g.type, isLet: g.isLet, ownership: g.ownership, isImplicitlyUnwrapped: g.isImplicitlyUnwrapped,
            declNode: g.declNode)
        return ((.global(index: g.index), global), [])
    }

    /// A local variable or parameter visible here (through closures to their enclosing function), marked mentioned.
    func lookupLocalVariable(_ name: String) -> (VarRef, LocalVar)? {
        var ctx: FunctionContext? = context
        var hops = 0
        while let c = ctx {
            if let v = c.lookupLocal(name) {
                v.usage?.isMentioned = true
                return (.local(hops: hops + c.iterationFrames.count - v.level, index: v.index), v)
            }
            if c.kind != .closure { break }
            hops += c.iterationFrames.count + 1
            ctx = c.parent
        }
        return nil
    }

    /// `self` as an expression: slot 0 of the method's frame.
    func selfExpr(at node: some SyntaxProtocol) -> Expr? {
        var ctx: FunctionContext? = context
        var hops = 0
        while let c = ctx {
            // `[weak self]` in a capture list, or `guard let self` inside a closure, rebinds `self`.
            if let v = c.lookupLocal("self") {
                let variable = Expr(.variable(.local(hops: hops + c.iterationFrames.count - v.level, index: v.index)), v.type, loc(node))
                return v.ownership == .strong ? variable : Expr(.loadReference(variable), v.type, variable.loc)
            }
            if c.hasSelfSlot, let t = c.selfType {
                if hops > 0 { c.selfCapturedByClosure = true }
                return Expr(.variable(.local(hops: hops + c.iterationFrames.count, index: 0)), t, loc(node))
            }
            if c.kind != .closure { return nil }
            hops += c.iterationFrames.count + 1
            ctx = c.parent
        }
        return nil
    }

    /// The enclosing method's context (through closures).
    var methodContext: FunctionContext? {
        var ctx: FunctionContext? = context
        while let c = ctx {
            if c.kind != .closure { return c }
            ctx = c.parent
        }
        return nil
    }

    /// A type named by an expression (`MyCell`, `UITableViewCell.CellStyle`, `CellRegistration<A, B>`), or nil.
    func typeReference(_ expr: ExprSyntax) -> SType? {
        // Every link of a chain (`a?.b?.b?.b…`) asks whether its base names a type, and answering walks the
        // base's whole chain: quadratic (a 4,000-link chain took a minute). A "no" for a chain is remembered.
        let isChain = expr.is(MemberAccessExprSyntax.self) || expr.is(OptionalChainingExprSyntax.self)
        if isChain, notTypeReferences.contains(expr.id) { return nil }
        let type = uncachedTypeReference(expr)
        if isChain, type == nil { notTypeReferences.insert(expr.id) }
        return type
    }

    private func uncachedTypeReference(_ expr: ExprSyntax) -> SType? {
        if let ref = expr.as(DeclReferenceExprSyntax.self), ref.argumentNames == nil {
            let name = ref.baseName.lookupName
            // Outside a type, `Self` in an expression is a name not found (reported by the caller), not a type.
            if name == "Self" {
                return currentTypeScope().selfParam == nil ? nil : named("Self", args: [], scope: currentTypeScope(), at: ref)
            }
            // A variable or a member of `self` by this name hides the type.
            let (visible, members) = lookupVariableOrMembers(name)
            if visible != nil || !members.isEmpty { return nil }
            let scope = currentTypeScope()
            if scope.genericParams[name] != nil || world.types[name] != nil || world.typealiases[name] != nil
                || enclosingTypeName(name, in: scope) != nil
            {
                let saved = diagnostics.count
                let t = named(name, args: [], scope: scope, at: ref)
                if t.isError {
                    diagnostics.removeSubrange(saved...)
                    return nil
                }
                return t
            }
            return nil
        }
        // `Swift.Int(text)`, `Foundation.Date()`: a library type named with its module.
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, moduleQualifier(base) != nil {
            // `Foundation.Data(…)` beside the script's own `Data`: the library's type it hides.
            if let hidden = world.shadowedPreludeTypes[member.declName.baseName.text] { return instantiate(hidden, args: [], at: member) }
            return uncachedTypeReference(ExprSyntax(member.declName))
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let baseType = typeReference(base) {
            let name = member.declName.baseName.text
            // `Int.Type` in an expression (`Int.Type.self`): the metatype's own type.
            if name == "Type", baseType.nominalDecl.map({ nestedType(named: name, in: $0) == nil }) ?? true { return .metatype(baseType) }
            if case .nominal(let d, _) = baseType {
                if let n = nestedType(named: name, in: d) { return instantiate(n, args: [], at: member) }
                if let a = typealiasMember(name, of: d) { return memberTypealias(a, of: baseType) }
            }
            return nil
        }
        if let spec = expr.as(GenericSpecializationExprSyntax.self) {
            if let ref = spec.expression.as(DeclReferenceExprSyntax.self), ["Optional", "Dictionary"].contains(ref.baseName.text),
                lookupVariable(ref.baseName.text) == nil
            {
                return named(
                    ref.baseName.text, args: genericArguments(spec.genericArgumentClause, scope: currentTypeScope()),
                    scope: currentTypeScope(), at: spec)
            }
            guard let base = typeReference(spec.expression) else { return nil }
            let args = genericArguments(spec.genericArgumentClause, scope: currentTypeScope())
            if case .nominal(let d, _) = base {
                rejectNonHashableSetElement(d.name, args, at: spec)
                return instantiate(d, args: args, at: spec)
            }
            if case .array = base, args.count == 1 { return .array(args[0]) }
            return base
        }
        if let typeExpr = expr.as(TypeExprSyntax.self) {
            return resolveType(typeExpr.type, scope: currentTypeScope())
        }
        return sugaredTypeReference(expr)
    }

    /// Type sugar parsed as expressions: `[String]`, `[String: Int]`, `Int?`, `(Int, String)` before `.self`
    /// or an initializer call.
    private func sugaredTypeReference(_ expr: ExprSyntax) -> SType? {
        if let array = expr.as(ArrayExprSyntax.self), array.elements.count == 1, let only = array.elements.first,
            only.trailingComma == nil, let element = typeReference(only.expression)
        {
            return .array(element)
        }
        if let dict = expr.as(DictionaryExprSyntax.self), case .elements(let list) = dict.content, list.count == 1,
            let pair = list.first, pair.trailingComma == nil, let key = typeReference(pair.key), let value = typeReference(pair.value)
        {
            return .dictionary(key, value)
        }
        if let optional = expr.as(OptionalChainingExprSyntax.self), let wrapped = typeReference(optional.expression) {
            return .optional(wrapped)
        }
        // `(Int, String)`, and with labels in `[Int: (count: Int, sum: Double)]()`.
        if let tuple = expr.as(TupleExprSyntax.self) {
            let elements = tuple.elements.map { typeReference($0.expression) }
            guard !elements.contains(where: { $0 == nil }) else { return nil }
            let labels = tuple.elements.map { $0.label?.text }
            if elements.count == 1 { return labels[0] == nil ? elements[0] : nil }
            return .tuple(elements.map { $0! }, labels: labels.allSatisfy { $0 == nil } ? nil : labels)
        }
        return nil
    }

    /// Members of `self`'s type reachable by a bare name inside a method.
    func lookupMembersInScope(_ name: String) -> [FoundMember] {
        guard let ctx = methodContext, let owner = ctx.owner else { return [] }
        let selfType = ctx.selfType ?? owner.declaredType
        if ctx.isStaticContext, case .metatype(let inst) = selfType {
            // A nested type's name is a type reference (`Inner(h: 1)`), found by `typeReference`.
            return lookupMembers(name, in: inst, isStatic: true).filter {
                if case .type = $0.kind { return false }
                return true
            }
        }
        let instance = lookupMembers(name, in: selfType, isStatic: false)
        if !instance.isEmpty { return instance }
        return lookupMembers(name, in: selfType, isStatic: true).filter {
            if case .type = $0.kind { return false }
            return true
        }
    }

    func checkReference(_ ref: DeclReferenceExprSyntax, expected: SType?) -> Expr {
        let name = ref.baseName.lookupName
        let l = loc(ref)
        if ref.baseName.isKeyword(.self) {
            if let s = selfExpr(at: ref) { return s }
            if let method = selfMethodOutsideInstance(ref) { return method }
            error(Diagnostics.selfOutsideType, at: ref)
            return errorExpr(ref)
        }
        if ref.baseName.isKeyword(.super) {
            error(Diagnostics.superOutsideClass, at: ref)
            return errorExpr(ref)
        }
        // Asked of the raw kind: `tokenKind` would make every identifier's text a `String` again.
        let rawKind = ref.baseName.rawTokenKind
        if rawKind == .binaryOperator { return checkOperatorReference(ref.baseName.writtenText, ref, expected: expected) }
        if rawKind == .dollarIdentifier {
            if let (r, v) = lookupVariable(name) {
                if let access = v.wrapperAccess, let e = wrappedLocalAccess(access, at: ref) { return checkExpr(e, expected: expected) }
                return Expr(.variable(r), v.type, l)
            }
            if name.dropFirst().first?.isNumber == false {
                // `$volume`: a property wrapper's projection (see `Checker+PropertyWrappers.swift`).
                let members = lookupMembersInScope(name)
                if !members.isEmpty, let selfValue = implicitSelf(at: ref) {
                    return memberReference(members, base: selfValue, name: name, argumentNames: nil, node: ref, expected: expected)
                }
                error(Diagnostics.cannotFindInScope(name), at: ref)
                return errorExpr(ref)
            }
            error(Diagnostics.anonymousArgumentOutsideClosure, at: ref)
            return errorExpr(ref)
        }
        let (visible, members) = lookupVariableOrMembers(name)
        if let (r, v) = visible {
            if ref.argumentNames != nil {
                error(Diagnostics.cannotFindInScope(ref.trimmedDescription), at: ref)
                return errorExpr(ref)
            }
            if let access = v.wrapperAccess, let e = wrappedLocalAccess(access, at: ref) { return checkExpr(e, expected: expected) }
            if v.ownership != .strong { return Expr(.loadReference(Expr(.variable(r), v.type, l)), v.type, l) }
            if let slot = v.lazyInitializer { return Expr(.lazyLocalRead(lazyLocal(r, initializer: slot)), v.type, l) }
            let variable = Expr(.variable(r), v.type, l)
            return v.isImplicitlyUnwrapped ? implicitlyUnwrapped(variable) : variable
        }
        if !members.isEmpty, let selfValue = implicitSelf(at: ref) {
            if members.contains(where: \.isProperty) {
                requireExplicitSelf(forMember: name, isMethod: false, selfValue: selfValue, at: ref)
            }
            return memberReference(members, base: selfValue, name: name, argumentNames: ref.argumentNames, node: ref, expected: expected)
        }
        if let fns = world.functions(named: name), !fns.isEmpty {
            let chosen = pickFunctionValue(fns, argumentNames: ref.argumentNames, expected: expected, node: ref)
            guard let fn = chosen else { return errorExpr(ref) }
            return Expr(.functionRef(fn, receiver: nil, bindings: [:]), functionType(of: fn, subst: [:]), l)
        }
        if let t = typeReference(ExprSyntax(ref)) {
            reportTypeNameAsValue(ref)
            return Expr(.typeValue(t), .metatype(t), l)
        }
        reportMissingName(name, swiftcMessage: Diagnostics.cannotFindInScope(name), at: ref)
        return errorExpr(ref)
    }

    /// The receiver for a bare member name: `self`, or `Self` in a static context.
    func implicitSelf(at node: some SyntaxProtocol) -> Expr? {
        guard let s = selfExpr(at: node) else { return nil }
        return s
    }

    func functionType(of fn: FuncDecl, subst: [ObjectIdentifier: SType]) -> SType {
        .function(fn.params.map { $0.type.substituting(subst) }, fn.resultType.substituting(subst))
    }

    /// A function used as a value: chosen by its argument labels (`register(cell:)`) or the expected type.
    func pickFunctionValue(_ fns: [FuncDecl], argumentNames: DeclNameArgumentsSyntax?, expected: SType?, node: some SyntaxProtocol)
        -> FuncDecl?
    {
        var candidates = fns
        if let names = argumentNames {
            let labels = names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
            candidates = candidates.filter { $0.labels == labels }
        }
        if candidates.count > 1, let exp = expected, case .function(let ps, _) = exp {
            candidates = candidates.filter { $0.params.count == ps.count }
        }
        if candidates.count == 1 { return candidates[0] }
        let name = fns.first?.name ?? "function"
        error(candidates.isEmpty ? Diagnostics.cannotFindInScope(node.trimmedDescription) : Diagnostics.ambiguousUse(name), at: node)
        return nil
    }

    /// `CellRegistration<A, B>` used as a value (before `.self` or a call).
    func checkSpecializedTypeExpression(_ spec: GenericSpecializationExprSyntax) -> Expr {
        guard let type = typeReference(ExprSyntax(spec)) else {
            // `NSCache<NSString, UIImage>()`: the name itself is what is missing, and says so in its own words.
            if spec.expression.is(DeclReferenceExprSyntax.self), checkExpr(spec.expression, expected: nil).type.isError {
                return errorExpr(spec)
            }
            error(Diagnostics.expressionUnsupported, at: spec)
            return errorExpr(spec)
        }
        reportTypeNameAsValue(spec)
        return Expr(.typeValue(type), .metatype(type), loc(spec))
    }

    /// `Any.Type`, `[Int]` and other type syntax the parser kept as a type.
    func checkTypeExpression(_ typeExpr: TypeExprSyntax) -> Expr {
        let t = resolveType(typeExpr.type, scope: currentTypeScope())
        reportTypeNameAsValue(typeExpr)
        return Expr(.typeValue(t), .metatype(t), loc(typeExpr))
    }
}
