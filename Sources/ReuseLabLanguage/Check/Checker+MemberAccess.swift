import SwiftSyntax

/// `base.member`, implicit members (`.plain`), `super.member`, and members used as values.
extension Checker {
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
            if v.isLazy || v.hasMutatingGetter, !isStaticBase, v.owner?.isValueType == true {
                return lazyValueTypeRead(v, type: type, base: base, node: node)
            }
            let read = isStaticBase ? Expr(.staticProperty(receiver: base, v, d), type, l) : Expr(.property(receiver: base, v, d), type, l)
            return v.isImplicitlyUnwrapped ? implicitlyUnwrapped(read) : read
        }
        if let ec = candidates.first(where: {
            if case .enumCase = $0.kind { return true }
            return false
        }),
            case .enumCase(let c, let owner) = ec.kind
        {
            if c.payload.isEmpty { return Expr(.enumCase(c, owner), payloadlessCaseType(owner, base: base, expected: expected), l) }
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
            let type = functionType(of: f, subst: subst)
            // `delegate.greet` of an optional requirement is `((String) -> String)?`: nil where it is not implemented.
            return Expr(.functionRef(f, receiver: base, bindings: subst), f.isOptionalRequirement ? .optional(type) : type, l)
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
        if v.type.isError && v.wrapperBacking != nil && !v.isBeingChecked { inferWrappedPropertyType(v) }
        return v.type.substituting(subst)
    }

    // MARK: Member access

    func checkMemberAccess(_ member: MemberAccessExprSyntax, expected: SType?) -> Expr {
        let name = member.declName.baseName.lookupName
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
            if name == "init" { return initializerReference(t, typeValue: typeValue, member: member, expected: expected) }
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
        let base = checkExpr(baseSyntax, expected: chainType ?? literalBaseType(baseSyntax, member: name))
        if base.type.isError || base.type.isBehindBoundary { return errorExpr(member) }
        let value = memberOfValue(base, name: name, member: member, expected: expected)
        if let chainType, !value.type.isError, !world.isConvertible(value.type, to: chainType) {
            error(Diagnostics.memberChainResultMismatch(name, base.type, value.type, chainType), at: member.declName)
            return errorExpr(member)
        }
        return value
    }

    /// `7.squareRoot()`, `2.pi`: an integer literal whose member only `Double` has is a `Double`, as swiftc types it.
    func literalBaseType(_ base: ExprSyntax, member name: String) -> SType? {
        guard base.is(IntegerLiteralExprSyntax.self), lookupMembers(name, in: world.int, isStatic: false).isEmpty,
            !lookupMembers(name, in: world.double, isStatic: false).isEmpty
        else { return nil }
        return world.double
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

    func memberOfValue(_ written: Expr, name: String, member: MemberAccessExprSyntax, expected: SType?) -> Expr {
        let l = loc(member)
        if let index = collectionIndexProperty(written, name: name, at: member.declName) { return index }
        let elements = collectionParameterReceiver(written, name: name, at: member.declName)
        if let elements, elements.type.isError { return elements }  // an index of a generic collection: the boundary
        let base = elements ?? zipReceiver(written, name: name, at: member.declName) ?? collectionExtensionReceiver(written, name: name)
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

    /// `.dark` where nothing says its type. swiftc words it by the place: the whole value of an unannotated
    /// `let`/`var` (or a collection literal's element) "cannot be resolved"; elsewhere (a tuple, a generic
    /// argument, `_ =`) it "cannot infer contextual base". A `print` item, and a collection literal's element that
    /// does more than name the member (`[.make()]`, `[.dark.self]`), are typed `Any` (a dictionary's key `Hashable`),
    /// so there the member is missing from that type. All point at the name.
    func reportImplicitMemberWithoutContext(_ name: String, _ node: Syntax, nameNode: Syntax, inCollections: Bool) {
        let top = implicitMemberChainTop(node)
        if let fallback = implicitMemberFallbackType(top, isBareMember: top.id == node.id && inCollections) {
            let message =
                name == "init"
                ? Diagnostics.existentialCannotBeConstructed(fallback) : Diagnostics.typeHasNoMember(fallback, name)
            error(message, at: nameNode)
            return
        }
        let isWholeValue: Bool
        switch node.parent?.kind {
        case .initializerClause?: isWholeValue = node.parent?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation == nil
        case .arrayElement?, .dictionaryElement?: isWholeValue = inCollections
        default: isWholeValue = false
        }
        error(isWholeValue ? Diagnostics.memberWithoutContextualType(name) : Diagnostics.cannotInferContextualBase(name), at: nameNode)
    }

    /// The outermost expression of the postfix chain an implicit member starts: `.make()`, `.dark.self`, `.a.b()`.
    private func implicitMemberChainTop(_ node: Syntax) -> Syntax {
        var current = node
        while let parent = current.parent {
            if let m = parent.as(MemberAccessExprSyntax.self), m.base.map(Syntax.init)?.id == current.id {
                current = parent
            } else if let c = parent.as(FunctionCallExprSyntax.self), Syntax(c.calledExpression).id == current.id {
                current = parent
            } else {
                break
            }
        }
        return current
    }

    /// The type swiftc gives an implicit member chain that nothing else types: `Any` for a `print` item and for
    /// an element of an untyped collection literal (`Hashable` for a dictionary's key), unless the element is the
    /// bare member itself (`[.dark]`, which "cannot be resolved").
    private func implicitMemberFallbackType(_ top: Syntax, isBareMember: Bool) -> SType? {
        guard let parent = top.parent else { return nil }
        switch parent.kind {
        case .arrayElement:
            return isBareMember ? nil : .any
        case .dictionaryElement:
            guard !isBareMember, let element = parent.as(DictionaryElementSyntax.self) else { return nil }
            guard Syntax(element.key).id == top.id else { return .any }
            return world.types["Hashable"].map { .nominal($0, []) }  // swiftc names the key's constraint bare
        case .labeledExpr:
            guard let argument = parent.as(LabeledExprSyntax.self), argument.label == nil,
                let call = parent.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "print",
                lookupMembersInScope("print").isEmpty, lookupVariable("print") == nil
            else { return nil }
            return .any
        default:
            return nil
        }
    }

    /// `.class(MyCell.self)`, `.zero`, `.plain`: a static member of the contextual type.
    func checkImplicitMember(_ member: MemberAccessExprSyntax, name: String, expected: SType?) -> Expr {
        guard let exp = expected?.unwrappedFully, !exp.isError else {
            if expected?.isError == true { return errorExpr(member) }
            reportImplicitMemberWithoutContext(name, Syntax(member), nameNode: Syntax(member.declName), inCollections: true)
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
}

extension ExprKind {
    /// An enum case with a payload used as a function value: `RegisterableView.nib` passed to `map`.
    func enumCaseRef(_ c: EnumCaseDecl, _ owner: NominalDecl) -> ExprKind { .enumCase(c, owner) }
}
