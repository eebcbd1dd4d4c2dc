import SwiftSyntax

/// One argument as written: its label, its syntax, where it was.
struct CallArgument {
    let label: String?
    let expr: ExprSyntax
    let node: Syntax
}

/// A candidate declaration for a call, with what its receiver fixes (`Self`, a generic type's arguments).
struct CallCandidate {
    let decl: FuncDecl
    let subst: [ObjectIdentifier: SType]
}

/// Why a candidate could not be used, so the best failure can be reported.
enum CandidateFailure {
    case labels
    case other(CompileDiagnostic, rank: Int)
}

extension Checker {
    func arguments(of call: FunctionCallExprSyntax) -> [CallArgument] {
        var args = call.arguments.map { CallArgument(label: $0.label?.text, expr: $0.expression, node: Syntax($0)) }
        if let trailing = call.trailingClosure {
            args.append(CallArgument(label: nil, expr: ExprSyntax(trailing), node: Syntax(trailing)))
        }
        for extra in call.additionalTrailingClosures {
            args.append(CallArgument(label: extra.label.text, expr: ExprSyntax(extra.closure), node: Syntax(extra)))
        }
        return args
    }

    func checkCall(_ call: FunctionCallExprSyntax, expected: SType?) -> Expr {
        let args = arguments(of: call)
        let callee = call.calledExpression
        let l = loc(call)
        if let optional = checkOptionalConstruction(call, expected: expected) { return optional }
        // Builtins that need the argument's own type.
        if let ref = callee.as(DeclReferenceExprSyntax.self), lookupVariable(ref.baseName.text) == nil {
            switch ref.baseName.text {
            case "print" where lookupMembersInScope("print").isEmpty:
                return checkPrint(args, at: call)
            case "type" where args.count == 1 && args[0].label == "of":
                let value = checkExpr(args[0].expr, expected: nil)
                return Expr(.dynamicType(value), .metatype(value.type), l)
            default: break
            }
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.lookupName
            guard let baseSyntax = member.base else {
                guard let exp = expected?.unwrappedFully, !exp.isError else {
                    if expected?.isError != true {
                        reportImplicitMemberWithoutContext(name, Syntax(call), nameNode: Syntax(member.declName), inCollections: false)
                    }
                    return errorExpr(call)
                }
                return callStaticMember(
                    on: exp, name: name, receiver: Expr(.typeValue(exp), .metatype(exp), l),
                    args: args, call: call, nameNode: member.declName, expected: expected)
            }
            if baseSyntax.is(SuperExprSyntax.self) {
                return checkSuperCall(name: name, args: args, call: call, nameNode: member.declName)
            }
            if let qualified = callModuleQualifiedFunction(member, name: name, args: args, call: call, expected: expected) {
                return qualified
            }
            if name == "init", let selfRef = baseSyntax.as(DeclReferenceExprSyntax.self), selfRef.baseName.isKeyword(.self) {
                return checkSelfInit(args: args, call: call)
            }
            // `Box<Int>.Class()`, `Outer.Inner()`: the whole callee names a type (nested or an alias).
            if name != "init", let t = typeReference(ExprSyntax(member)) {
                return callInitializer(
                    of: t, receiver: Expr(.typeValue(t), .metatype(t), loc(member)), args: args, call: call, nameNode: member,
                    expected: expected)
            }
            if let t = typeReference(baseSyntax) {
                let receiver = Expr(.typeValue(t), .metatype(t), loc(baseSyntax))
                if name == "init" {
                    return callInitializer(of: t, receiver: receiver, args: args, call: call, nameNode: member.declName, expected: expected)
                }
                return callStaticMember(
                    on: t, name: name, receiver: receiver, args: args, call: call, nameNode: member.declName, expected: expected)
            }
            var base = checkExpr(
                baseSyntax, expected: implicitChainExpectation(baseSyntax, expected: expected) ?? literalBaseType(baseSyntax, member: name))
            if let moved = collectionIndexCall(base, name: name, args: args, at: call) { return moved }
            if let swapped = mutableCollectionCall(base, baseSyntax, name: name, args: args, at: call) { return swapped }
            if let flattened = joinedNestedArrays(base, name: name, args: args, at: call) { return flattened }
            base =
                collectionParameterReceiver(base, name: name, at: member.declName) ?? zipReceiver(base, name: name, at: member.declName)
                ?? collectionExtensionReceiver(base, name: name)
            if base.type.isError || base.type.isBehindBoundary {
                checkArgumentsForErrors(args)
                return errorExpr(call)
            }
            if case .metatype(let t) = base.type {
                if name == "init" {
                    let made = callInitializer(of: t, receiver: base, args: args, call: call, nameNode: member.declName, expected: expected)
                    requireRequiredInitializer(made, at: member.declName)
                    return made
                }
                return callStaticMember(
                    on: t, name: name, receiver: base, args: args, call: call, nameNode: member.declName, expected: expected)
            }
            let members = lookupMembers(name, in: base.type, isStatic: false)
            if let property = members.first(where: {
                if case .property = $0.kind { return true }
                return false
            }),
                case .property(let v) = property.kind, !v.type.isFunction,
                rejectEnumCaseOnInstance(name, of: base.type, baseSyntax: baseSyntax)
            {
                // `.class(A.self).nib(B.self)`: a property named like a case cannot be called, and swiftc blames the case.
                checkArgumentsForErrors(args)
                return errorExpr(call)
            }
            if callsPropertyRatherThanMethod(members, args: args) {
                if let missing = unsupportedLibraryMethodBesideProperty(members, name: name, in: base.type, args: args) {
                    error(missing, at: member.declName)
                    checkArgumentsForErrors(args)
                    return errorExpr(call)
                }
                let value = memberOfValue(base, name: name, member: member, expected: nil)
                return callValue(value, args: args, call: call)
            }
            let candidates = methodCandidates(members)
            if candidates.isEmpty {
                _ = memberOfValue(base, name: name, member: member, expected: nil)
                checkArgumentsForErrors(args)
                return errorExpr(call)
            }
            let besides = members.isEmpty ? nil : collectionExtensionOverloads(base, name: name)
            let all = candidates + (besides?.candidates ?? [])
            return resolveCall(all, args: args, call: call, nameNode: member.declName, expected: expected) { decl, _ in
                let receiver = besides.flatMap { b in b.candidates.contains { $0.decl === decl } ? b.receiver : nil } ?? base
                self.requireElementConformance(decl, receiver: receiver.type, args: args, nameNode: member.declName)
                return self.methodCallee(decl, receiver: receiver, receiverSyntax: baseSyntax, nameNode: member.declName)
            }
        }
        if let ref = callee.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.lookupName
            if ref.baseName.isKeyword(.self) || ref.baseName.isKeyword(.super) {
                error(Diagnostics.directCallUnsupported(name), at: ref)
                return errorExpr(call)
            }
            let (visible, members) = lookupVariableOrMembers(name)
            if let (r, v) = visible {
                if let local = v.function {
                    return callLocalFunction(local, in: r, type: v.type, args: args, call: call, nameNode: ref, expected: expected)
                }
                return callValue(Expr(.variable(r), v.type, loc(ref)), args: args, call: call)
            }
            if !members.isEmpty, let selfValue = implicitSelf(at: ref) {
                let isStatic = methodContext?.isStaticContext ?? false
                if callsPropertyRatherThanMethod(members, args: args) {
                    let value = memberReference(members, base: selfValue, name: name, argumentNames: nil, node: ref, expected: nil)
                    return callValue(value, args: args, call: call)
                }
                let candidates = methodCandidates(members)
                if rejectGlobalShadowedByMethod(name, methods: candidates.map(\.decl), args: args, at: ref) {
                    checkArgumentsForErrors(args)
                    return errorExpr(call)
                }
                if !isStatic, candidates.contains(where: { !$0.decl.isStatic }) {
                    requireExplicitSelf(forMember: name, isMethod: true, selfValue: selfValue, at: ref)
                }
                // The standard library's functions stay candidates beside the methods (`max`, `min`).
                let preludeGlobals = (world.functions(named: name) ?? []).filter(\.isFromPrelude).map {
                    CallCandidate(decl: $0, subst: [:])
                }
                return resolveCall(candidates + preludeGlobals, args: args, call: call, nameNode: ref, expected: expected) { decl, _ in
                    if decl.owner == nil { return .function(decl) }
                    if decl.isStatic && !isStatic {
                        let meta = Expr(.dynamicType(selfValue), .metatype(selfValue.type), selfValue.loc)
                        return .staticMethod(receiver: meta, decl, self.dispatch(for: .method(decl), on: selfValue.type))
                    }
                    if decl.isStatic {
                        return .staticMethod(receiver: selfValue, decl, self.dispatch(for: .method(decl), on: selfValue.type))
                    }
                    return self.methodCallee(decl, receiver: selfValue, receiverSyntax: nil, nameNode: ref)
                }
            }
            if let fns = world.functions(named: name), !fns.isEmpty {
                return resolveCall(
                    fns.map { CallCandidate(decl: $0, subst: [:]) }, args: args, call: call, nameNode: ref, expected: expected
                ) { decl, _ in
                    .function(decl)
                }
            }
        }
        if let t = typeReference(callee) {
            return callInitializer(
                of: t, receiver: Expr(.typeValue(t), .metatype(t), loc(callee)), args: args, call: call, nameNode: callee,
                expected: expected)
        }
        if let ref = callee.as(DeclReferenceExprSyntax.self) {
            reportMissingName(ref.baseName.text, swiftcMessage: Diagnostics.cannotFindInScope(ref.baseName.text), at: ref)
            checkArgumentsForErrors(args)
            return errorExpr(call)
        }
        if let closure = callee.as(ClosureExprSyntax.self), args.isEmpty {
            return checkImmediatelyCalledClosure(closure, call: call, expected: expected)
        }
        let value = checkExpr(callee, expected: nil)
        return callValue(value, args: args, call: call)
    }

    /// Arguments of a call that failed early are still checked, so their own errors are reported.
    /// Checks the arguments of a call that failed, for their own errors; true when one of them has the error type
    /// (it was reported already, or stands behind a boundary).
    @discardableResult
    func checkArgumentsForErrors(_ args: [CallArgument]) -> Bool {
        var anyError = false
        // `.touchUpInside` has no type without the callee's parameter: swiftc says nothing more about it.
        for a in args where !a.expr.is(ClosureExprSyntax.self) && !isImplicitMember(a.expr) && !isOperatorReference(a.expr) {
            if checkExpr(a.expr, expected: nil).type.isError { anyError = true }
        }
        return anyError
    }

    private func isImplicitMember(_ expr: ExprSyntax) -> Bool {
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.base == nil }
        if let call = expr.as(FunctionCallExprSyntax.self) { return isImplicitMember(call.calledExpression) }
        // `attributes: [.font: …]` given to a type ReuseLab lacks: the keys' type would come from its parameter too.
        if let array = expr.as(ArrayExprSyntax.self) { return array.elements.contains { isImplicitMember($0.expression) } }
        if let dictionary = expr.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
            return elements.contains { isImplicitMember($0.key) || isImplicitMember($0.value) }
        }
        // `.now() + 0.5`: the operand's type would come from the callee's parameter too.
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            return isImplicitMember(infix.leftOperand) || isImplicitMember(infix.rightOperand)
        }
        return false
    }

    func checkPrint(_ args: [CallArgument], at call: FunctionCallExprSyntax) -> Expr {
        var items: [Expr] = []
        var separator: Expr?
        var terminator: Expr?
        for a in args {
            switch a.label {
            case nil:
                if let ternary = a.expr.as(TernaryExprSyntax.self) {
                    items.append(optionalView(checkTernary(ternary, expected: nil, eachBranchToAny: true)))
                } else {
                    items.append(checkExprKeepingOptional(a.expr, expected: nil))
                }
                warnOptionalPrinted(items[items.count - 1], a.expr)
            case "separator": separator = checkExpr(a.expr, convertingTo: world.string)
            case "terminator": terminator = checkExpr(a.expr, convertingTo: world.string)
            case let other?:
                error(Diagnostics.extraneousArgumentLabel(other), at: a.node)
            }
        }
        return Expr(.print(items, separator: separator, terminator: terminator), .void, loc(call))
    }

    func callValue(_ value: Expr, args: [CallArgument], call: FunctionCallExprSyntax) -> Expr {
        if value.type.isError {
            checkArgumentsForErrors(args)
            return errorExpr(call)
        }
        if case .enumCase(let c, let owner) = value.kind, !c.payload.isEmpty {
            return callEnumCase(c, owner: owner, args: args, call: call)
        }
        guard case .function(let params, let result) = value.type else {
            if reportUnmetMethodRequirement(call) { return errorExpr(call) }
            // swiftc points at the member's name in `text.count()`.
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call.calledExpression)
            error(Diagnostics.cannotCallNonFunction(value.type), at: callee)
            return errorExpr(call)
        }
        if args.count != params.count {
            error(args.count > params.count ? Diagnostics.extraArgument(nil) : Diagnostics.missingArgumentInCall, at: call)
            return errorExpr(call)
        }
        for a in args where a.label != nil && !isOptionalRequirementValue(value) {
            error(Diagnostics.extraneousArgumentLabel(a.label!), at: a.node)
        }
        // A function value's type does not say which parameters are inout: nothing would be written back.
        if let ampersand = args.first(where: { $0.expr.is(InOutExprSyntax.self) }) {
            error(Diagnostics.inoutInFunctionValueCallUnsupported, at: ampersand.expr)
            return errorExpr(call)
        }
        let checked = zip(args, params).map { a, p in checkExpr(a.expr, convertingTo: p, message: argumentMessage) }
        return Expr(.call(.value(value), args: checked, bindings: [:], variadicFrom: nil), result, loc(call))
    }

    func argumentMessage(_ from: SType, _ to: SType) -> Diagnostics.Message {
        if case .nilLiteral = from { return Diagnostics.nilNotCompatibleWithArgument(to) }
        if case .optional(let w) = from, world.isConvertible(w, to: to), !isBridgedOptional(w, to) {
            return Diagnostics.optionalNotUnwrapped(from, w)
        }
        // swiftc names the wrapped type when a non-optional value does not fit an optional.
        return Diagnostics.cannotConvertArgumentType(from, from.optionalPayload == nil ? to.unwrappedFully : to)
    }

    private func callEnumCase(
        _ c: EnumCaseDecl, owner: NominalDecl, args written: [CallArgument], call: FunctionCallExprSyntax, in type: SType? = nil
    ) -> Expr {
        let args = labellingTrailingClosure(written, for: c, call: call)
        if let filled = payloadArgumentsFillingDefaults(c, args: args) {
            let (checked, made) = checkGenericCaseArguments(c, owner: owner, args: filled, in: type)
            return Expr(.call(.enumCase(c, owner), args: checked, bindings: [:], variadicFrom: nil), made, loc(call))
        }
        if reportPayloadMismatch(c, args: args, call: call) {
            checkArgumentsForErrors(args)
            return errorExpr(call)
        }
        if args.count != c.payload.count {
            error(args.count > c.payload.count ? Diagnostics.extraArgument(nil) : Diagnostics.missingArgumentAt(args.count), at: call)
            return errorExpr(call)
        }
        for (a, p) in zip(args, c.payload) where a.label != p.label {
            if let expectedLabel = p.label {
                error(Diagnostics.missingArgumentLabel(expectedLabel), at: a.node)
            } else {
                error(Diagnostics.extraneousArgumentLabel(a.label!), at: a.node)
            }
        }
        let (checked, made) = checkGenericCaseArguments(c, owner: owner, args: args, in: type)
        return Expr(.call(.enumCase(c, owner), args: checked, bindings: [:], variadicFrom: nil), made, loc(call))
    }

    private func callStaticMember(
        on type: SType, name: String, receiver: Expr, args: [CallArgument], call: FunctionCallExprSyntax,
        nameNode: some SyntaxProtocol, expected: SType?
    ) -> Expr {
        if name == "init" {
            return callInitializer(of: type, receiver: receiver, args: args, call: call, nameNode: nameNode, expected: expected)
        }
        let members = lookupMembers(name, in: type, isStatic: true)
        if let ec = members.first, case .enumCase(let c, let owner) = ec.kind {
            if c.payload.isEmpty {
                error(Diagnostics.enumCaseHasNoAssociatedValues(name), at: call)
                return errorExpr(call)
            }
            return callEnumCase(c, owner: owner, args: args, call: call, in: type)
        }
        if let p = members.first, case .property = p.kind {
            let value = memberReference(members, base: receiver, name: name, argumentNames: nil, node: nameNode, expected: nil)
            return callValue(value, args: args, call: call)
        }
        if let t = members.first, case .type(let nested) = t.kind {
            let nt = nested.genericParams.isEmpty ? SType.nominal(nested, []) : nested.declaredType
            return callInitializer(
                of: nt, receiver: Expr(.typeValue(nt), .metatype(nt), loc(nameNode)), args: args, call: call, nameNode: nameNode,
                expected: expected)
        }
        let candidates = methodCandidates(members)
        if candidates.isEmpty {
            if !lookupMembers(name, in: type, isStatic: false).isEmpty {
                error(Diagnostics.instanceMemberOnType(name, type), at: nameNode)
            } else {
                error(missingMemberMessage(name, in: type, swiftcMessage: Diagnostics.typeHasNoMember(type, name)), at: nameNode)
            }
            checkArgumentsForErrors(args)
            return errorExpr(call)
        }
        return resolveCall(candidates, args: args, call: call, nameNode: nameNode, expected: expected) { decl, _ in
            .staticMethod(receiver: receiver, decl, self.dispatch(for: .method(decl), on: type))
        }
    }

    /// swiftc points an initializer's errors at the word that names it: `init` in `.init()` and `t.init()`, the type in `P()`.
    private func initializerNameNode(_ nameNode: some SyntaxProtocol, _ call: FunctionCallExprSyntax) -> Syntax {
        if let member = nameNode.as(MemberAccessExprSyntax.self) { return Syntax(member.declName) }
        if nameNode.is(DeclReferenceExprSyntax.self) { return Syntax(nameNode) }
        return Syntax(call.calledExpression)
    }

    func callInitializer(
        of type: SType, receiver: Expr, args: [CallArgument], call: FunctionCallExprSyntax,
        nameNode: some SyntaxProtocol, expected: SType?
    ) -> Expr {
        var target = type
        // `Array(xs)`, `CellRegistration { … }` without explicit arguments: the generic arguments come from the call.
        var infersArguments = isUnspecialised(type)
        if case .nominal(let d, let a) = type, a.isEmpty, !d.genericParams.isEmpty {
            target = .nominal(d, d.genericParams.map { .param($0) })
            infersArguments = true
        }
        // `[Int](xs)` and `Array(xs)`: Array's initializers (the written name is the unspecialised `[Element]`).
        if case .array(let element) = type, !args.isEmpty { target = .nominal(world.arrayDecl, [element]) }
        switch target {
        case .nominal(let d, _):
            if d.isProtocol {
                error(Diagnostics.existentialCannotBeConstructed(.existential([d])), at: initializerNameNode(nameNode, call))
                return errorExpr(call)
            }
            if (d.kind == .enumType && d.initializers.isEmpty) || d.lacksInitializers {
                error(Diagnostics.noAccessibleInitializers(d.name), at: call.calledExpression)
                return errorExpr(call)
            }
            var inits = initializers(of: d)
            if d.kind == .structType && d.initializers.isEmpty && !d.fromPrelude {
                if let wrapped = memberwiseArgumentForWrappedProperty(d, args: args) {
                    if !wrapped.reported {
                        error(Diagnostics.propertyWrapperWithoutInitialValueUnsupported(wrapped.wrapper), at: wrapped.argument)
                    }
                    checkArgumentsForErrors(args)
                    return errorExpr(call)
                }
                inits = [memberwiseInitializer(d)]
            }
            let members = lookupMembers("init", in: target, isStatic: true)
            var candidates = inits.map { f -> CallCandidate in
                var subst: [ObjectIdentifier: SType] = [ObjectIdentifier(d.selfParam): target]
                if !infersArguments, case .nominal(_, let args) = target {
                    for (p, a) in zip(d.genericParams, args) { subst[ObjectIdentifier(p)] = a }
                    bindMemberTypes(of: d.genericParams, &subst)
                }
                for c in d.classChain {
                    subst[ObjectIdentifier(c.selfParam)] = target
                    bindSuperclassArguments(of: c, into: &subst)
                }
                return CallCandidate(decl: f, subst: subst)
            }
            for m in members {
                if case .method(let f) = m.kind, f.home != .type { candidates.append(CallCandidate(decl: f, subst: m.subst)) }
            }
            let resolved = resolveCall(
                candidates, args: args, call: call, nameNode: nameNode, expected: expected,
                extraGenerics: infersArguments ? d.genericParams : []
            ) { decl, bindings in
                if decl.native == "memberwise" { return .memberwise(receiver: receiver, d) }
                return .initializer(receiver: receiver, decl)
            }
            if let dictionary = dictionaryInitializerResult(resolved) { return dictionary }
            let made = wrapMemberwiseArguments(resolved, d, args: args)
            // An inherited initializer makes the subclass: `UILabel()` is a UILabel.
            if made.type.isError { return made }
            if !d.genericParams.isEmpty {
                // `Box<Int>()` by an initializer `Box` inherits (`NSObject.init()`) makes a `Box<Int>` too.
                guard !infersArguments, case .nominal(let madeDecl, _) = made.type.optionalPayload ?? made.type, madeDecl !== d
                else { return made }
                return Expr(made.kind, made.type.optionalPayload != nil ? .optional(target) : target, made.loc)
            }
            return Expr(made.kind, made.type.optionalPayload != nil ? .optional(type) : type, made.loc)
        case .param(let p):
            let members = lookupMembers("init", in: .param(p), isStatic: true)
            let candidates = members.compactMap { m -> CallCandidate? in
                if case .method(let f) = m.kind { return CallCandidate(decl: f, subst: m.subst) }
                return nil
            }
            if candidates.isEmpty {
                error(Diagnostics.typeHasNoMemberInit(p.name), at: call.calledExpression)
                return errorExpr(call)
            }
            return resolveCall(candidates, args: args, call: call, nameNode: nameNode, expected: expected) { decl, _ in
                .initializer(receiver: receiver, decl)
            }
        case .array(let element):
            return Expr(.arrayLiteral([]), .array(element), loc(call))
        case .dictionary where args.isEmpty:
            return Expr(.dictionaryLiteral([]), type, loc(call))
        case .existential:
            error(Diagnostics.existentialCannotBeConstructed(target), at: initializerNameNode(nameNode, call))
            return errorExpr(call)
        case .error:
            checkArgumentsForErrors(args)
            return errorExpr(call)
        default:
            error(Diagnostics.constructionUnsupported(type), at: call.calledExpression)
            return errorExpr(call)
        }
    }

    private func isUnspecialised(_ t: SType) -> Bool {
        if case .array(.param(let p)) = t { return p === world.arrayDecl.genericParams.first }
        if case .nominal(let d, let args) = t {
            return !d.genericParams.isEmpty
                && zip(d.genericParams, args).allSatisfy { p, a in
                    if case .param(let q) = a { return q === p }
                    return false
                }
        }
        return false
    }

    /// Initializers a class can be made with: its own, or all of its superclass's when it declares no designated one.
    func initializers(of d: NominalDecl) -> [FuncDecl] { d.availableInitializers }

    func memberwiseInitializer(_ d: NominalDecl) -> FuncDecl {
        let fn = FuncDecl(name: "init", kind: .initializer, nameNode: nil)
        fn.owner = d
        fn.native = "memberwise"
        fn.resultType = d.declaredType
        let settable = d.storedProperties.filter(\.isMemberwiseParameter)
        fn.params = settable.map { v in
            // A wrapped property's parameter takes the wrapped value (see `wrapMemberwiseArguments`).
            if let wrapped = v.wrappedProperty {
                inferWrappedPropertyType(wrapped)
                return ParamDecl(
                    label: wrapped.name, name: wrapped.name, type: propertyType(wrapped, subst: [:]),
                    defaultSyntax: v.initialSyntax, isVariadic: false, isInout: false)
            }
            return ParamDecl(
                label: v.name, name: v.name, type: propertyType(v, subst: [:]),
                defaultSyntax: v.initialSyntax, isVariadic: false, isInout: false)
        }
        for (p, v) in zip(fn.params, settable) where v.initialSyntax != nil {
            p.defaultValue = v.initialValue
        }
        fn.checked = true
        return fn
    }

    private func checkSuperCall(name: String, args: [CallArgument], call: FunctionCallExprSyntax, nameNode: some SyntaxProtocol) -> Expr {
        guard let ctx = methodContext, let owner = ctx.owner, let sup = owner.superclass, let supDecl = sup.nominalDecl else {
            error(Diagnostics.superInRootClass, at: call)
            return errorExpr(call)
        }
        if name == "init" {
            guard ctx.isInitializer else {
                error(Diagnostics.superInitOutsideInitializer, at: call)
                return errorExpr(call)
            }
            let candidates = initializers(of: supDecl).map { CallCandidate(decl: $0, subst: [:]) }
            return resolveCall(candidates, args: args, call: call, nameNode: nameNode, expected: nil) { decl, _ in
                .delegatingInit(decl, isSuper: true)
            }
        }
        let members = lookupMembers(name, in: sup, isStatic: ctx.isStaticContext)
        let candidates = members.compactMap { m -> CallCandidate? in
            if case .method(let f) = m.kind { return CallCandidate(decl: f, subst: m.subst) }
            return nil
        }
        if candidates.isEmpty {
            error(missingMemberMessage(name, in: sup, swiftcMessage: Diagnostics.valueHasNoMember(sup, name)), at: nameNode)
            return errorExpr(call)
        }
        return resolveCall(candidates, args: args, call: call, nameNode: nameNode, expected: nil) { decl, _ in .superMethod(decl) }
    }

    private func checkSelfInit(args: [CallArgument], call: FunctionCallExprSyntax) -> Expr {
        guard let ctx = methodContext, ctx.isInitializer, let owner = ctx.owner else {
            error(Diagnostics.selfInitOutsideInitializer, at: call)
            return errorExpr(call)
        }
        var candidates = initializers(of: owner).map { CallCandidate(decl: $0, subst: [:]) }
        if owner.kind == .structType && owner.initializers.isEmpty {
            candidates = [CallCandidate(decl: memberwiseInitializer(owner), subst: [:])]
        }
        return resolveCall(candidates, args: args, call: call, nameNode: call.calledExpression, expected: nil) { decl, _ in
            .delegatingInit(decl, isSuper: false)
        }
    }
}

extension Checker {
    /// `.action(title: "Sign Out") { … }`: a trailing closure fills the payload of function type it falls on,
    /// whatever that payload's label, as it fills a function's parameter.
    func labellingTrailingClosure(_ args: [CallArgument], for c: EnumCaseDecl, call: FunctionCallExprSyntax) -> [CallArgument] {
        guard let trailing = call.trailingClosure, let i = args.firstIndex(where: { $0.node.id == trailing.id }),
            i < c.payload.count, args[i].label == nil, let label = c.payload[i].label
        else { return args }
        let type = c.payload[i].type.optionalPayload ?? c.payload[i].type
        guard case .function = type else { return args }
        var relabelled = args
        relabelled[i] = CallArgument(label: label, expr: args[i].expr, node: args[i].node)
        return relabelled
    }
}
