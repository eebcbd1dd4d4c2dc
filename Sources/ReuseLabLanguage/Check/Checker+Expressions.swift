import SwiftSyntax

/// Typing expressions. `expected` is the contextual type, when there is one: it types literals, implicit
/// members (`.class(X.self)`), closures and generic results (`let c: MyCell = tableView.dequeue(…)`).
extension Checker {
    func errorExpr(_ node: some SyntaxProtocol) -> Expr { Expr(.nilLiteral, .error, loc(node)) }

    /// Checks an expression and converts it to `type`, reporting swiftc's conversion error when it cannot.
    func checkExpr(_ syntax: ExprSyntax, convertingTo type: SType, message: ((SType, SType) -> Diagnostics.Message)? = nil) -> Expr {
        let expr = checkExpr(syntax, expected: type)
        if !world.isConvertible(expr.type, to: type) {
            if let (message, node) = substringResultMismatch(syntax, expr.type, type) {
                error(message, at: node)
                return expr
            }
            // swiftc names a `T!` that fits neither way by its optional type.
            let from = optionalView(expr).type
            if let message {
                error(message(from, type), at: swiftcLocation(of: syntax))
            } else {
                error(conversionMessage(from, type), at: swiftcLocation(of: syntax))
            }
            return expr
        }
        return erasing(expr, to: type)
    }

    func conversionMessage(_ from: SType, _ to: SType) -> Diagnostics.Message {
        if case .nilLiteral = from { return Diagnostics.nilNotCompatible(to) }
        if case .optional(let w) = from, world.isConvertible(w, to: to) { return Diagnostics.optionalNotUnwrapped(from, w) }
        // swiftc names the wrapped type when a non-optional value does not fit an optional.
        return Diagnostics.cannotConvertToSpecified(from, from.optionalPayload == nil ? to.unwrappedFully : to)
    }

    func checkExpr(_ syntax: ExprSyntax, expected: SType?) -> Expr {
        if wasInterrupted() { return errorExpr(syntax) }
        let e = checkExprInner(syntax, expected: expected)
        rejectThrowingFunctionValue(e, at: syntax)
        if isChainTop(syntax) && containsOptionalChaining(syntax) {
            let wrapped: SType = e.type.optionalPayload != nil || e.type.isError ? e.type : .optional(e.type)
            return Expr(.optionalChain(e), wrapped, e.loc)
        }
        return e
    }

    private func checkExprInner(_ syntax: ExprSyntax, expected: SType?) -> Expr {
        let l = loc(syntax)
        if let lit = syntax.as(IntegerLiteralExprSyntax.self) {
            guard let v = lit.representedLiteralValue else {
                error(Diagnostics.integerLiteralOverflows(lit.literal.text), at: lit)
                return errorExpr(lit)
            }
            if let exp = expected?.unwrappedFully, case .nominal(let d, _) = exp, d === world.doubleType {
                return Expr(.doubleLiteral(Double(v)), world.double, l)
            }
            return Expr(.intLiteral(v), world.int, l)
        }
        if let lit = syntax.as(FloatLiteralExprSyntax.self) {
            return Expr(.doubleLiteral(lit.representedLiteralValue ?? 0), world.double, l)
        }
        if let lit = syntax.as(BooleanLiteralExprSyntax.self) {
            return Expr(.boolLiteral(lit.literal.tokenKind == .keyword(.true)), world.bool, l)
        }
        if let lit = syntax.as(StringLiteralExprSyntax.self) { return literalOfCharacters(checkStringLiteral(lit), expected: expected) }
        if syntax.is(NilLiteralExprSyntax.self) {
            if let exp = expected, case .optional = exp { return Expr(.nilLiteral, exp, l) }
            return Expr(.nilLiteral, .nilLiteral, l)
        }
        if let ref = syntax.as(DeclReferenceExprSyntax.self) { return checkReference(ref, expected: expected) }
        if let member = syntax.as(MemberAccessExprSyntax.self) { return checkMemberAccess(member, expected: expected) }
        if let postfix = syntax.as(PostfixIfConfigExprSyntax.self) { return checkPostfixIfConfig(postfix, expected: expected) }
        if let call = syntax.as(FunctionCallExprSyntax.self) { return checkCallEffects(checkCall(call, expected: expected), at: call) }
        if let t = syntax.as(TryExprSyntax.self) { return checkTry(t, expected: expected) }
        if let keyPath = syntax.as(KeyPathExprSyntax.self) { return checkKeyPath(keyPath, expected: expected) }
        if let infix = syntax.as(InfixOperatorExprSyntax.self) { return checkInfix(infix, expected: expected) }
        if let ampersand = syntax.as(InOutExprSyntax.self) { return checkInoutArgument(ampersand) }
        if let prefix = syntax.as(PrefixOperatorExprSyntax.self) {
            let op = prefix.operator.text
            if op == "!" {
                return Expr(.not(checkExpr(prefix.expression, convertingTo: world.bool)), world.bool, l)
            }
            if op != "-" || mayHaveUserOperator(op) {
                let operand = checkExpr(prefix.expression, expected: op == "-" ? expected : nil)
                if let user = userPrefixOperatorCall(op, operand, at: prefix) { return user }
                if op != "-" {
                    if !operand.type.isError {
                        error(Diagnostics.unaryOperatorOperandMismatch(op, operand.type), at: prefix)
                    }
                    return errorExpr(prefix)
                }
            }
            if op == "-" {
                let inner = checkExpr(prefix.expression, expected: expected)
                if !world.isNumeric(inner.type) && !inner.type.isError {
                    error(Diagnostics.unaryMinusOperandMismatch(inner.type.description), at: prefix)
                }
                return Expr(.negate(inner), inner.type, l)
            }
            error(Diagnostics.prefixOperatorUnsupported(op), at: prefix.operator)
            return errorExpr(prefix)
        }
        if let force = syntax.as(ForceUnwrapExprSyntax.self) {
            let inner = checkExprKeepingOptional(force.expression, expected: expected.map { .optional($0) })
            guard case .optional(let w) = inner.type else {
                if !inner.type.isError {
                    error(Diagnostics.forceUnwrapOfNonOptional(inner.type), at: force.exclamationMark)
                }
                return inner
            }
            return Expr(.forceUnwrap(inner), w, l)
        }
        if let chain = syntax.as(OptionalChainingExprSyntax.self) {
            let inner = checkExprKeepingOptional(chain.expression, expected: nil)
            guard case .optional(let w) = inner.type else {
                if !inner.type.isError {
                    error(Diagnostics.optionalChainingOnNonOptional(inner.type), at: chain.questionMark)
                }
                return inner
            }
            return Expr(.bindOptional(inner), w, l)
        }
        if let asExpr = syntax.as(AsExprSyntax.self) { return checkAs(asExpr) }
        if let isExpr = syntax.as(IsExprSyntax.self) {
            let inner = checkExprKeepingOptional(isExpr.expression, expected: nil)
            let target = resolveType(isExpr.type, scope: currentTypeScope())
            warnImpossibleCast(inner.type, target, node: isExpr)
            return Expr(.cast(inner, target, .check), world.bool, l)
        }
        if let ternary = syntax.as(TernaryExprSyntax.self) {
            let cond = checkExpr(ternary.condition, convertingTo: world.bool)
            let a = checkExpr(ternary.thenExpression, expected: expected)
            let b = checkExpr(ternary.elseExpression, expected: expected ?? a.type)
            // Swift converts each branch to an existential context on its own: `c ? i : nil as Int?` as `Any` is `1`.
            if let exp = expected, exp.isExistential, world.isConvertible(a.type, to: exp), world.isConvertible(b.type, to: exp) {
                return Expr(.ternary(cond, erasing(a, to: exp), erasing(b, to: exp)), exp, l)
            }
            let type = join(a.type, b.type)
            if type.isError && !a.type.isError && !b.type.isError {
                error(Diagnostics.ternaryResultsMismatch(a.type.description, b.type.description), at: ternary.elseExpression)
            }
            return Expr(.ternary(cond, a, b), type.isError ? a.type : type, l)
        }
        if let array = syntax.as(ArrayExprSyntax.self) {
            if let optionSet = optionSetLiteral(array, expected: expected) { return optionSet }
            var elementType: SType? = nil
            if let exp = expected?.unwrappedFully, case .array(let e) = exp { elementType = e }
            var setElement = expectedSetElement(expected)
            if let e = setElement { elementType = isUnappliedSetElement(e) ? nil : e }
            var elements: [Expr] = []
            for element in array.elements {
                let e = checkExpr(element.expression, expected: elementType)
                elements.append(e)
            }
            if elementType == nil {
                var joined: SType? = nil
                for e in elements { joined = joined.map { join($0, e.type) } ?? e.type }
                if let j = joined, j.isError, elements.contains(where: { !$0.type.isError }) {
                    error(Diagnostics.heterogeneousCollectionLiteral, at: array)
                }
                elementType = joined
            }
            if elementType == nil {
                error(Diagnostics.emptyCollectionLiteral, at: array)
                return errorExpr(array)
            }
            for (e, s) in zip(elements, array.elements) where !world.isConvertible(e.type, to: elementType!) {
                error(Diagnostics.cannotConvertElement(e.type, elementType!), at: s.expression)
            }
            if setElement != nil { setElement = elementType }
            if let e = setElement { return Expr(.setLiteral(elements.map { erasing($0, to: e) }), world.setDecl.applied(to: [e]), l) }
            return Expr(.arrayLiteral(elements.map { erasing($0, to: elementType!) }), .array(elementType!), l)
        }
        if let dict = syntax.as(DictionaryExprSyntax.self) { return checkDictionary(dict, expected: expected) }
        if let tuple = syntax.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return checkExpr(only.expression, expected: expected)
            }
            var expectedElements: [SType]? = nil
            if let exp = expected, case .tuple(let es, _) = exp, es.count == tuple.elements.count { expectedElements = es }
            let elements = tuple.elements.enumerated().map { i, el in checkExpr(el.expression, expected: expectedElements?[i]) }
            return Expr(
                .tupleLiteral(elements), .tuple(elements.map(\.type), labels: tupleLabels(tuple.elements.map { $0.label?.text })), l)
        }
        if let closure = syntax.as(ClosureExprSyntax.self) { return checkClosure(closure, expected: expected) }
        if let sub = syntax.as(SubscriptCallExprSyntax.self) { return checkSubscript(sub) }
        if syntax.is(DiscardAssignmentExprSyntax.self) {
            error(Diagnostics.discardOutsidePattern, at: syntax)
            return errorExpr(syntax)
        }
        if let spec = syntax.as(GenericSpecializationExprSyntax.self) {
            if let type = typeReference(ExprSyntax(spec)) {
                reportTypeNameAsValue(spec)
                return Expr(.typeValue(type), .metatype(type), l)
            }
        }
        if let typeExpr = syntax.as(TypeExprSyntax.self) {
            let t = resolveType(typeExpr.type, scope: currentTypeScope())
            reportTypeNameAsValue(typeExpr)
            return Expr(.typeValue(t), .metatype(t), l)
        }
        if let ifExpr = syntax.as(IfExprSyntax.self) { return checkIfExpression(ifExpr, expected: expected) }
        if let sw = syntax.as(SwitchExprSyntax.self) { return checkSwitchExpression(sw, expected: expected) }
        if syntax.is(MissingExprSyntax.self) { return errorExpr(syntax) }
        if let seq = syntax.as(SequenceExprSyntax.self) {
            error(Diagnostics.operatorSequenceUnsupported, at: seq)
            return errorExpr(syntax)
        }
        if let macro = syntax.as(MacroExpansionExprSyntax.self) {
            if macro.macroName.text == "selector" { return checkSelector(macro) }
            error(Diagnostics.macroUnsupported(macro.macroName.text), at: macro)
            return errorExpr(syntax)
        }
        error(Diagnostics.expressionUnsupported, at: syntax)
        return errorExpr(syntax)
    }

    /// The common type of two branches, or `.error` when there is none.
    func join(_ a: SType, _ b: SType) -> SType {
        if world.isConvertible(b, to: a) { return a }
        if world.isConvertible(a, to: b) { return b }
        if case .nilLiteral = a { return .optional(b) }
        if case .nilLiteral = b { return .optional(a) }
        if let ca = world.classDecl(of: a.unwrappedFully), let cb = world.classDecl(of: b.unwrappedFully) {
            for c in ca.classChain where cb.isSubclass(of: c) { return .nominal(c, []) }
        }
        if case .metatype(let x) = a, case .metatype(let y) = b {
            let j = join(x, y)
            return j.isError ? .error : .metatype(j)
        }
        return .error
    }

    func checkStringLiteral(_ lit: StringLiteralExprSyntax) -> Expr {
        if lit.segments.allSatisfy({
            if case .stringSegment = $0 { return true }
            return false
        }) {
            let plain = unescape(
                lit.segments.map { segment -> String in
                    if case .stringSegment(let s) = segment { return s.content.text }
                    return ""
                }.joined())
            return Expr(.stringLiteral(plain), world.string, loc(lit))
        }
        var pieces: [InterpolationPiece] = []
        for segment in lit.segments {
            switch segment {
            case .stringSegment(let s):
                pieces.append(.text(unescape(s.content.text)))
            case .expressionSegment(let e):
                guard e.expressions.count == 1, let only = e.expressions.first, only.label == nil else {
                    error(Diagnostics.interpolationFormUnsupported, at: e)
                    continue
                }
                pieces.append(.value(checkExprKeepingOptional(only.expression, expected: nil)))
            }
        }
        return Expr(.interpolation(pieces), world.string, loc(lit))
    }

    func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var iterator = text.makeIterator()
        while let c = iterator.next() {
            guard c == "\\", let next = iterator.next() else {
                out.append(c)
                continue
            }
            switch next {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "\"": out.append("\"")
            case "'": out.append("'")
            case "\\": out.append("\\")
            case "u": out.unicodeScalars.append(contentsOf: Self.unicodeEscape(&iterator))
            default: out.append(next)
            }
        }
        return out
    }

    /// The scalar of `\u{1F600}` after its `u` (the parser has already rejected malformed ones).
    private static func unicodeEscape(_ iterator: inout String.Iterator) -> [Unicode.Scalar] {
        guard iterator.next() == "{" else { return [] }
        var hex = ""
        while let c = iterator.next(), c != "}" { hex.append(c) }
        return UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init).map { [$0] } ?? []
    }

    private func checkDictionary(_ dict: DictionaryExprSyntax, expected: SType?) -> Expr {
        var keyType: SType? = nil
        var valueType: SType? = nil
        if let exp = expected?.unwrappedFully, case .dictionary(let k, let v) = exp {
            keyType = k
            valueType = v
        }
        guard case .elements(let list) = dict.content else {
            guard let k = keyType, let v = valueType else {
                error(Diagnostics.emptyCollectionLiteral, at: dict)
                return errorExpr(dict)
            }
            return Expr(.dictionaryLiteral([]), .dictionary(k, v), loc(dict))
        }
        var pairs: [(Expr, Expr)] = []
        for element in list {
            let k = checkExpr(element.key, expected: keyType)
            let v = checkExpr(element.value, expected: valueType)
            keyType = keyType ?? k.type
            valueType = valueType.map { join($0, v.type) } ?? v.type
            pairs.append((k, v))
        }
        let kt = keyType ?? .error
        if case .nominal(let d, _) = kt, !isSupportedKey(d) {
            if let missing = missingHashable(d) {
                error(missing, at: dict)
            } else {
                error(Diagnostics.dictionaryKeyUnsupported, at: dict)
            }
        }
        let vt = valueType ?? .error
        return Expr(.dictionaryLiteral(pairs.map { ($0, erasing($1, to: vt)) }), .dictionary(kt, vt), loc(dict))
    }

    func checkSubscript(_ sub: SubscriptCallExprSyntax) -> Expr {
        let base = subscriptBase(sub)
        if let keyPath = keyPathSubscriptGet(sub, base: base) { return keyPath }
        if let user = userSubscriptGet(base, sub) { return user }
        if let defaulted = defaultedSubscriptGet(base, sub) { return defaulted }
        guard sub.arguments.count == 1, let arg = sub.arguments.first, arg.label == nil else {
            error(Diagnostics.multipleSubscriptIndicesUnsupported, at: sub)
            return errorExpr(sub)
        }
        if let character = stringIndexSubscript(base, arg.expression, at: sub) { return character }
        if let slice = arrayRangeSubscript(base, arg.expression, at: sub) { return slice }
        switch base.type {
        case .array(let element):
            let index = checkExpr(arg.expression, convertingTo: world.int)
            if index.type.isError { return errorExpr(sub) }  // an index already reported (`items[1...]`) says nothing more
            return Expr(.subscriptGet(base, index), element, loc(sub))
        case .dictionary(let k, let v):
            let key = checkExpr(arg.expression, convertingTo: k)
            return Expr(.subscriptGet(base, key), .optional(v), loc(sub))
        case .error: return errorExpr(sub)
        default:
            if rejectSetSubscript(base.type, sub) { return errorExpr(sub) }
            error(Diagnostics.valueHasNoSubscripts(base.type), at: sub.calledExpression)
            return errorExpr(sub)
        }
    }

    // MARK: Casts

    private func checkAs(_ asExpr: AsExprSyntax) -> Expr {
        let target = resolveType(asExpr.type, scope: currentTypeScope())
        let l = loc(asExpr)
        switch asExpr.questionOrExclamationMark?.tokenKind {
        case .exclamationMark?:
            let inner = checkExpr(asExpr.expression, expected: nil)
            warnImpossibleCast(inner.type, target, node: asExpr)
            return Expr(.cast(inner, target, .force), target, l)
        case .postfixQuestionMark?, .infixQuestionMark?:
            let inner = checkExprKeepingOptional(asExpr.expression, expected: nil)
            warnImpossibleCast(inner.type, target, node: asExpr)
            return Expr(.cast(inner, target, .conditional), .optional(target), l)
        default:
            // `x as T`: a coercion, which is also context for generic inference.
            let inner = checkExpr(asExpr.expression, expected: target)
            if !world.isConvertible(inner.type, to: target) {
                if world.classDecl(of: target) != nil && world.classDecl(of: inner.type.unwrappedFully) != nil
                    && world.isConvertible(target, to: inner.type)
                {
                    reportCoercionThatNeedsDowncast(inner.type, target, at: asExpr)
                } else {
                    error(Diagnostics.cannotCoerce(inner.type, target), at: asExpr.expression)
                }
            }
            let erased = erasing(inner, to: target)
            return erased !== inner ? erased : Expr(inner.kind, target, l)
        }
    }

    /// swiftc only warns about casts that always fail; ReuseLab lets them run and trap.
    private func warnImpossibleCast(_ from: SType, _ to: SType, node: some SyntaxProtocol) {}

    // MARK: Names

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
        if !lookupMembersInScope(name).isEmpty { return nil }
        if let g = world.globals[name] {
            return (
                .global(index: g.index),
                LocalVar(
                    index: g.index, type: g.type, isLet: g.isLet, ownership: g.ownership, isImplicitlyUnwrapped: g.isImplicitlyUnwrapped)
            )
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
            let name = ref.baseName.identifier?.name ?? ref.baseName.text
            // Outside a type, `Self` in an expression is a name not found (reported by the caller), not a type.
            if name == "Self" {
                return currentTypeScope().selfParam == nil ? nil : named("Self", args: [], scope: currentTypeScope(), at: ref)
            }
            if lookupVariable(name) != nil { return nil }
            if methodContext?.owner != nil, !lookupMembersInScope(name).isEmpty { return nil }
            let scope = currentTypeScope()
            if scope.genericParams[name] != nil || world.types[name] != nil || world.typealiases[name] != nil
                || enclosingNestedType(name) != nil
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
            if case .nominal(let d, _) = base { return instantiate(d, args: args, at: spec) }
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
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.allSatisfy({ $0.label == nil }) {
            let elements = tuple.elements.map { typeReference($0.expression) }
            guard !elements.contains(where: { $0 == nil }) else { return nil }
            return elements.count == 1 ? elements[0] : .tuple(elements.map { $0! })
        }
        return nil
    }

    private func enclosingNestedType(_ name: String) -> NominalDecl? {
        var e = currentTypeScope().enclosing
        while let d = e {
            if let n = nestedType(named: name, in: d) { return n }
            e = d.parent
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
        let name = ref.baseName.identifier?.name ?? ref.baseName.text
        let l = loc(ref)
        if ref.baseName.tokenKind == .keyword(.self) {
            if let s = selfExpr(at: ref) { return s }
            if let method = selfMethodOutsideInstance(ref) { return method }
            error(Diagnostics.selfOutsideType, at: ref)
            return errorExpr(ref)
        }
        if ref.baseName.tokenKind == .keyword(.super) {
            error(Diagnostics.superOutsideClass, at: ref)
            return errorExpr(ref)
        }
        if case .binaryOperator(let op) = ref.baseName.tokenKind { return checkOperatorReference(op, ref, expected: expected) }
        if case .dollarIdentifier = ref.baseName.tokenKind {
            if let (r, v) = lookupVariable(name) { return Expr(.variable(r), v.type, l) }
            error(Diagnostics.anonymousArgumentOutsideClosure, at: ref)
            return errorExpr(ref)
        }
        if let (r, v) = lookupVariable(name) {
            if ref.argumentNames != nil {
                error(Diagnostics.cannotFindInScope(ref.trimmedDescription), at: ref)
                return errorExpr(ref)
            }
            if v.ownership != .strong { return Expr(.loadReference(Expr(.variable(r), v.type, l)), v.type, l) }
            let variable = Expr(.variable(r), v.type, l)
            return v.isImplicitlyUnwrapped ? implicitlyUnwrapped(variable) : variable
        }
        let members = lookupMembersInScope(name)
        if !members.isEmpty, let selfValue = implicitSelf(at: ref) {
            return memberReference(members, base: selfValue, name: name, argumentNames: ref.argumentNames, node: ref, expected: expected)
        }
        if let fns = world.functions[name], !fns.isEmpty {
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

    /// A member used without a call: a property, a method reference, or an enum case.
    func memberReference(
        _ members: [FoundMember], base: Expr, name: String, argumentNames: DeclNameArgumentsSyntax?,
        node: some SyntaxProtocol, expected: SType?
    ) -> Expr {
        let l = loc(node)
        let isStaticBase: Bool
        if case .metatype = base.type { isStaticBase = true } else { isStaticBase = false }
        var candidates = members
        if let names = argumentNames {
            let labels = names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
            candidates = candidates.filter {
                if case .method(let f) = $0.kind { return f.labels == labels }
                return false
            }
        }
        if let property = candidates.first(where: {
            if case .property = $0.kind { return true }
            return false
        }),
            case .property(let v) = property.kind
        {
            let type = propertyType(v, subst: property.subst)
            let d = dispatch(for: property.kind, on: base.type)
            if v.isLazy, !isStaticBase, v.owner?.isValueType == true { return lazyValueTypeRead(v, type: type, base: base, node: node) }
            let read = isStaticBase ? Expr(.staticProperty(receiver: base, v, d), type, l) : Expr(.property(receiver: base, v, d), type, l)
            return v.isImplicitlyUnwrapped ? implicitlyUnwrapped(read) : read
        }
        if let ec = candidates.first(where: {
            if case .enumCase = $0.kind { return true }
            return false
        }),
            case .enumCase(let c, let owner) = ec.kind
        {
            if c.payload.isEmpty { return Expr(.enumCase(c, owner), owner.declaredType, l) }
            let fnType = SType.function(c.payload.map(\.type), owner.declaredType)
            return Expr(
                .functionRef(FuncDecl(name: c.name, kind: .function, nameNode: nil), receiver: nil, bindings: [:]).enumCaseRef(c, owner),
                fnType, l)
        }
        let methods = candidates.compactMap { m -> (FuncDecl, [ObjectIdentifier: SType])? in
            if case .method(let f) = m.kind, f.kind != .initializer { return (f, m.subst) }
            return nil
        }
        if methods.count == 1 || (methods.count > 1 && argumentNames != nil) {
            let (f, subst) = methods[0]
            if !f.genericParams.isEmpty {
                error(Diagnostics.genericMethodValueUnsupported, at: node)
                return errorExpr(node)
            }
            return Expr(.functionRef(f, receiver: base, bindings: subst), functionType(of: f, subst: subst), l)
        }
        if methods.count > 1 {
            if let exp = expected, case .function(let ps, _) = exp,
                let f = methods.first(where: { $0.0.params.count == ps.count })
            {
                return Expr(.functionRef(f.0, receiver: base, bindings: f.1), functionType(of: f.0, subst: f.1), l)
            }
            error(Diagnostics.ambiguousUse(name), at: node)
            return errorExpr(node)
        }
        error(missingMemberMessage(name, in: base.type, swiftcMessage: Diagnostics.valueHasNoMember(base.type, name)), at: node)
        return errorExpr(node)
    }

    func propertyType(_ v: VarDecl, subst: [ObjectIdentifier: SType]) -> SType {
        if v.type.isError && v.initialSyntax != nil && !v.isBeingChecked { inferPropertyType(v) }
        return v.type.substituting(subst)
    }

    // MARK: Member access

    func checkMemberAccess(_ member: MemberAccessExprSyntax, expected: SType?) -> Expr {
        let name = member.declName.baseName.identifier?.name ?? member.declName.baseName.text
        let l = loc(member)
        if let none = checkOptionalNone(member, expected: expected) { return none }
        guard let baseSyntax = member.base else {
            return checkImplicitMember(member, name: name, expected: expected)
        }
        if baseSyntax.is(SuperExprSyntax.self) {
            return checkSuperMember(member, name: name)
        }
        if name == "self" {
            if let t = typeReference(baseSyntax) { return Expr(.typeValue(t), .metatype(t), l) }
            let value = checkExpr(baseSyntax, expected: nil)
            return value
        }
        if name == "Type" || name == "Protocol", let t = typeReference(baseSyntax) {
            reportTypeNameAsValue(member)
            return Expr(.typeValue(.metatype(t)), .metatype(.metatype(t)), l)
        }
        if let t = typeReference(baseSyntax) {
            // A static member, enum case or nested type of a named type.
            let typeValue = Expr(.typeValue(t), .metatype(t), loc(baseSyntax))
            if name == "init" {
                error(Diagnostics.initializerValueUnsupported, at: member)
                return errorExpr(member)
            }
            let members = lookupMembers(name, in: t, isStatic: true)
            if members.isEmpty {
                if case .nominal(let d, _) = t, nestedType(named: name, in: d) != nil {
                    reportTypeNameAsValue(member)
                    return errorExpr(member)
                }
                let instanceMembers = lookupMembers(name, in: t, isStatic: false)
                if !instanceMembers.isEmpty {
                    if case .method(let fn) = instanceMembers[0].kind {
                        if instanceMembers.count == 1, fn.genericParams.isEmpty {
                            return unappliedMethodReference(fn, on: t, subst: instanceMembers[0].subst, node: member)
                        }
                        error(Diagnostics.unappliedMethodValueUnsupported, at: member)
                    } else {
                        error(Diagnostics.instanceMemberOnType(name, t), at: member.declName)
                    }
                    return errorExpr(member)
                }
                if !t.isError {
                    error(missingMemberMessage(name, in: t, swiftcMessage: Diagnostics.typeHasNoMember(t, name)), at: member.declName)
                }
                return errorExpr(member)
            }
            return memberReference(
                members, base: typeValue, name: name, argumentNames: member.declName.argumentNames,
                node: member.declName, expected: expected)
        }
        let chainType = implicitChainExpectation(baseSyntax, expected: expected)
        let base = checkExpr(baseSyntax, expected: chainType)
        if base.type.isError { return errorExpr(member) }
        let value = memberOfValue(base, name: name, member: member, expected: expected)
        if let chainType, !value.type.isError, !world.isConvertible(value.type, to: chainType) {
            error(Diagnostics.memberChainResultMismatch(name, base.type, value.type, chainType), at: member.declName)
            return errorExpr(member)
        }
        return value
    }

    /// In an implicit member chain (`.class(A.self).nib`), swiftc infers the chain's base from the type the
    /// whole chain must have, so the root `.member` gets the chain's contextual type.
    func implicitChainExpectation(_ base: ExprSyntax, expected: SType?) -> SType? {
        // Every link of a long chain asks this: the answer is remembered for the links walked, so a chain
        // costs one walk rather than one per link (quadratic).
        var walked: [SyntaxIdentifier] = []
        func answer(_ implicit: Bool) -> SType? {
            for id in walked { implicitChainRoots[id] = implicit }
            return implicit ? expected : nil
        }
        var e = base
        while true {
            if let known = implicitChainRoots[e.id] { return answer(known) }
            walked.append(e.id)
            if let m = e.as(MemberAccessExprSyntax.self) {
                guard let inner = m.base else { return answer(true) }
                e = inner
            } else if let c = e.as(FunctionCallExprSyntax.self) {
                e = c.calledExpression
            } else if let f = e.as(ForceUnwrapExprSyntax.self) {
                e = f.expression
            } else if let o = e.as(OptionalChainingExprSyntax.self) {
                e = o.expression
            } else {
                return answer(false)
            }
        }
    }

    /// swiftc's error for an enum case reached through a value; true when `name` is such a case.
    /// It points at the start of the base expression (the member name, for an implicit `.member`).
    func rejectEnumCaseOnInstance(_ name: String, of type: SType, baseSyntax: ExprSyntax) -> Bool {
        guard
            lookupMembers(name, in: type, isStatic: true).contains(where: {
                if case .enumCase = $0.kind { return true }
                return false
            })
        else { return false }
        error(Diagnostics.enumCaseAsInstanceMember(name), at: instanceUseAnchor(baseSyntax))
        return true
    }

    private func instanceUseAnchor(_ base: ExprSyntax) -> Syntax {
        var e = base
        while true {
            if let m = e.as(MemberAccessExprSyntax.self) {
                guard let inner = m.base else { return Syntax(m.declName) }
                e = inner
            } else if let c = e.as(FunctionCallExprSyntax.self) {
                e = c.calledExpression
            } else {
                return Syntax(e)
            }
        }
    }

    func memberOfValue(_ base: Expr, name: String, member: MemberAccessExprSyntax, expected: SType?) -> Expr {
        let l = loc(member)
        if let (index, element) = tupleElement(named: name, in: base.type) {
            return Expr(.tupleElement(base, index), element, l)
        }
        if case .tuple = base.type {
            error(Diagnostics.tupleHasNoMember(base.type, name), at: member.declName)
            return errorExpr(member)
        }
        if case .metatype(let instanceType) = base.type {
            let members = lookupMembers(name, in: instanceType, isStatic: true)
            if members.isEmpty {
                error(
                    missingMemberMessage(name, in: instanceType, swiftcMessage: Diagnostics.typeHasNoMember(instanceType, name)),
                    at: member.declName)
                return errorExpr(member)
            }
            return memberReference(
                members, base: base, name: name, argumentNames: member.declName.argumentNames,
                node: member.declName, expected: expected)
        }
        if case .optional = base.type, !hasOptionalMember(name) {
            let inner = base.type.unwrappedFully
            if !lookupMembers(name, in: inner, isStatic: false).isEmpty {
                error(Diagnostics.optionalMustBeUnwrapped(base.type, name, inner), at: member.base!)
                return errorExpr(member)
            }
        }
        let members = lookupMembers(name, in: base.type, isStatic: false)
        if members.isEmpty {
            let statics = lookupMembers(name, in: base.type, isStatic: true)
            if let first = statics.first {
                if case .enumCase = first.kind, let baseSyntax = member.base {
                    _ = rejectEnumCaseOnInstance(name, of: base.type, baseSyntax: baseSyntax)
                } else if case .method(let f) = first.kind {
                    error(Diagnostics.staticMemberOnInstance(f.name, base.type), at: member.declName)
                } else {
                    error(Diagnostics.staticMemberOnInstance(name, base.type), at: member.declName)
                }
                return errorExpr(member)
            }
            error(
                missingMemberMessage(name, in: base.type, swiftcMessage: Diagnostics.valueHasNoMember(base.type, name)), at: member.declName
            )
            return errorExpr(member)
        }
        return memberReference(
            members, base: base, name: name, argumentNames: member.declName.argumentNames,
            node: member.declName, expected: expected)
    }

    /// `.class(MyCell.self)`, `.zero`, `.plain`: a static member of the contextual type.
    func checkImplicitMember(_ member: MemberAccessExprSyntax, name: String, expected: SType?) -> Expr {
        guard let exp = expected?.unwrappedFully, !exp.isError else {
            if expected?.isError == true { return errorExpr(member) }
            error(Diagnostics.cannotInferContextualBase(name), at: member)
            return errorExpr(member)
        }
        let typeValue = Expr(.typeValue(exp), .metatype(exp), loc(member))
        let members = lookupMembers(name, in: exp, isStatic: true)
        if members.isEmpty {
            error(missingMemberMessage(name, in: exp, swiftcMessage: Diagnostics.typeHasNoMember(exp, name)), at: member.declName)
            return errorExpr(member)
        }
        return memberReference(
            members, base: typeValue, name: name, argumentNames: member.declName.argumentNames,
            node: member.declName, expected: expected)
    }

    private func checkSuperMember(_ member: MemberAccessExprSyntax, name: String) -> Expr {
        guard let ctx = methodContext, let owner = ctx.owner, let sup = owner.superclass else {
            error(Diagnostics.superInRootClass, at: member)
            return errorExpr(member)
        }
        guard let selfValue = selfExpr(at: member) else { return errorExpr(member) }
        let members = lookupMembers(name, in: ctx.isStaticContext ? sup : sup, isStatic: ctx.isStaticContext)
        guard let first = members.first, case .property(let v) = first.kind else {
            error(missingMemberMessage(name, in: sup, swiftcMessage: Diagnostics.valueHasNoMember(sup, name)), at: member.declName)
            return errorExpr(member)
        }
        return Expr(.property(receiver: selfValue, v, .direct), propertyType(v, subst: first.subst), loc(member))
    }

    // MARK: Optional chains

    /// True when no postfix expression continues this one (so an optional chain ends here).
    func isChainTop(_ syntax: ExprSyntax) -> Bool {
        guard let parent = syntax.parent else { return true }
        if let m = parent.as(MemberAccessExprSyntax.self), m.base?.id == syntax.id { return false }
        if let c = parent.as(FunctionCallExprSyntax.self), c.calledExpression.id == syntax.id { return false }
        if let s = parent.as(SubscriptCallExprSyntax.self), s.calledExpression.id == syntax.id { return false }
        if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) { return false }
        return true
    }

    func containsOptionalChaining(_ syntax: ExprSyntax) -> Bool {
        var current: ExprSyntax? = syntax
        while let c = current {
            if let o = c.as(OptionalChainingExprSyntax.self) { return typeReference(o.expression) == nil }
            if let m = c.as(MemberAccessExprSyntax.self) {
                current = m.base
            } else if let f = c.as(FunctionCallExprSyntax.self) {
                current = f.calledExpression
            } else if let s = c.as(SubscriptCallExprSyntax.self) {
                current = s.calledExpression
            } else if let u = c.as(ForceUnwrapExprSyntax.self) {
                current = u.expression
            } else {
                return false
            }
        }
        return false
    }
}

extension ExprKind {
    /// An enum case with a payload used as a function value: `RegisterableView.nib` passed to `map`.
    func enumCaseRef(_ c: EnumCaseDecl, _ owner: NominalDecl) -> ExprKind { .enumCase(c, owner) }
}
