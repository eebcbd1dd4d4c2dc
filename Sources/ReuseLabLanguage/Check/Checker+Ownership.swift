import SwiftSyntax

/// `deinit`, `weak` and `unowned`: the declarations whose meaning depends on when objects are freed.
extension Checker {
    func declareDeinitializer(_ d: DeinitializerDeclSyntax, in decl: NominalDecl) {
        guard decl.isClass else {
            let kind = decl.kind == .enumType ? "enum" : "struct"
            let notes = decl.nameNode.map {
                [CompileNote(Diagnostics.considerNoncopyable(kind, decl.name), at: $0, fixIt: .init(change: .insert(": ~Copyable ")))]
            }
            error(Diagnostics.deinitInCopyableType(kind, decl.name), at: d.deinitKeyword, notes: notes ?? [])
            return
        }
        let fn = FuncDecl(name: "deinit", kind: .method, nameNode: Syntax(d.deinitKeyword))
        fn.owner = decl
        fn.syntax = Syntax(d)
        fn.isFinal = true
        decl.deinitializer = fn
        pendingFunctions.append(fn)
    }

    /// `weak` needs an optional class type; `unowned` a class type. Both are stored without a strong reference.
    func referenceOwnership(_ modifiers: DeclModifierListSyntax, type: SType, at binding: PatternBindingSyntax) -> ReferenceOwnership {
        let names = Set(modifiers.map(\.name.text))
        let ownership: ReferenceOwnership = names.contains("weak") ? .weak : names.contains("unowned") ? .unowned : .strong
        guard ownership != .strong, !type.isError else { return ownership }
        let keyword = ownership == .weak ? "weak" : "unowned"
        let referenced = ownership == .weak ? type.optionalPayload ?? type : type.optionalPayload ?? type
        guard isClassReference(referenced) else {
            error(Diagnostics.ownershipNeedsClass(keyword, referenced), at: binding.pattern)
            return .strong
        }
        if ownership == .weak && type.optionalPayload == nil {
            error(Diagnostics.weakNeedsOptional(type.diagnosticDescription), at: binding.pattern)
        }
        return ownership
    }

    private func isClassReference(_ type: SType) -> Bool {
        switch type {
        case .nominal(let d, _): return d.isClass || (d.isProtocol && world.isClassBound(d))
        case .existential(let ps): return ps.contains { $0.isClass || world.isClassBound($0) }
        case .param(let p): return p.superclassBound != nil || p.protocols.contains { world.isClassBound($0) }
        default: return false
        }
    }
}

extension Checker {
    /// At the end of a nested block, the slots of its locals that may hold an object, so that leaving the
    /// scope frees them as Swift does. Not when a closure made in the block may still read them, and not at a
    /// function's outermost level (its frame goes with the call).
    func releaseAtScopeEnd(closuresBefore: Int, at last: CodeBlockItemSyntax?) -> Stmt? {
        guard let last, context.closuresMade == closuresBefore,
            context.scopes.count >= (context.kind == .topLevel ? 2 : 3)
        else { return nil }
        let slots = context.scopes[context.scopes.count - 1].values.filter { mayHoldObject($0.type) }.map(\.index).sorted()
        guard !slots.isEmpty else { return nil }
        return Stmt(.releaseLocals(slots), loc(last))
    }

    private func mayHoldObject(_ type: SType) -> Bool {
        switch type {
        case .nominal(let d, let args): return !(d.kind == .builtin && args.isEmpty) || d === world.arrayDecl
        case .optional(let w), .array(let w): return mayHoldObject(w)
        case .dictionary(_, let v): return mayHoldObject(v)
        case .tuple(let e, _): return e.contains(where: mayHoldObject)
        case .function, .existential, .param: return true
        default: return false
        }
    }
}

extension Checker {
    /// `w = object` with `w` a `weak`/`unowned` variable stores a box, not the object.
    func storedThroughOwnership(_ value: Expr, into target: ExprSyntax) -> Expr {
        guard let ref = target.as(DeclReferenceExprSyntax.self),
            let (_, variable) = lookupVariable(ref.baseName.lookupName),
            variable.ownership != .strong
        else { return value }
        return Expr(.storeReference(value, variable.ownership), value.type, value.loc)
    }
}
