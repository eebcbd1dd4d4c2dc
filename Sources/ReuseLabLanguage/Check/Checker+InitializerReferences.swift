import SwiftSyntax

/// An initializer used as a function value: `split(separator: " ").map(String.init)`, `compactMap(Int.init)`,
/// `map(Cell.init)`, `map(String.init(describing:))`. The context's function type picks the initializer (by
/// labels when written, by the parameter types otherwise), and the reference becomes a closure that calls it.
/// Without such a context (`let make = Cell.init`), or for a generic type whose arguments would have to be
/// inferred, the reference gets ReuseLab's boundary, once, and its uses say nothing more.
extension Checker {
    func initializerReference(_ type: SType, typeValue: Expr, member: MemberAccessExprSyntax, expected: SType?) -> Expr {
        let l = loc(member)
        if let labels = writtenLabels(member), case .nominal(let d, _) = type, !d.isProtocol,
            !candidateInitializers(d).contains(where: { $0.labels == labels })
        {
            // A reference names one initializer exactly: defaulted parameters are not left out (`Row.init(title:)`).
            let name = "init(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
            error(Diagnostics.typeHasNoMember(type, name), at: member.declName)
            return errorExpr(member)
        }
        guard case .function(let parameterTypes, _)? = expected?.unwrappedFully,
            case .nominal(let d, let typeArgs) = type, typeArgs.isEmpty, d.genericParams.isEmpty, !d.isProtocol,
            let (initializer, bindings) = initializerFitting(d, parameterTypes, labels: writtenLabels(member))
        else {
            error(Diagnostics.initializerValueUnsupported, at: member)
            return errorExpr(member)
        }
        let args = parameterTypes.enumerated().map { i, t in
            erasing(Expr(.variable(.local(hops: 0, index: i)), t, l), to: initializer.params[i].type.substituting(bindings))
        }
        let callee: Callee =
            initializer.native == "memberwise" ? .memberwise(receiver: typeValue, d) : .initializer(receiver: typeValue, initializer)
        let made: SType = initializer.isFailable ? .optional(type) : type
        let call = Expr(.call(callee, args: args, bindings: bindings, variadicFrom: nil), made, l)
        let closure = Closure(
            paramCount: parameterTypes.count, body: [Stmt(.ret(call), l)], frameSize: parameterTypes.count, isSingleExpression: true)
        return Expr(.closure(closure), .function(parameterTypes, made), l)
    }

    private func candidateInitializers(_ d: NominalDecl) -> [FuncDecl] {
        if d.kind == .structType && d.initializers.isEmpty && !d.fromPrelude { return [memberwiseInitializer(d)] }
        let inits = initializers(of: d)
        for f in inits { ensureSignature(f) }
        return inits
    }

    /// `Cell.init(title:)`: the labels written, `_` as nil; nil when none are.
    private func writtenLabels(_ member: MemberAccessExprSyntax) -> [String?]? {
        member.declName.argumentNames?.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
    }

    /// The initializer of `d` that takes exactly `parameterTypes`: an exact match first (`String.init` given a
    /// Substring takes `init(_: Substring)`), then a convertible one, unlabelled ones before labelled ones.
    private func initializerFitting(_ d: NominalDecl, _ parameterTypes: [SType], labels: [String?]?)
        -> (FuncDecl, [ObjectIdentifier: SType])?
    {
        let inits = candidateInitializers(d)
        var selfBindings: [ObjectIdentifier: SType] = [ObjectIdentifier(d.selfParam): d.declaredType]
        for c in d.classChain { selfBindings[ObjectIdentifier(c.selfParam)] = d.declaredType }
        var fitting: [(FuncDecl, [ObjectIdentifier: SType], exact: Bool)] = []
        for f in inits {
            ensureSignature(f)
            guard f.params.count == parameterTypes.count, !f.params.contains(where: { $0.isVariadic || $0.isInout }),
                labels == nil || f.labels == labels
            else { continue }
            var bindings = selfBindings
            var exact = true
            var fits = true
            for (p, given) in zip(f.params, parameterTypes) {
                if case .param(let g) = p.type, f.genericParams.contains(where: { $0 === g }) {
                    bindings[ObjectIdentifier(g)] = given
                    if g.protocols.contains(where: { !world.conforms(given, to: $0) }) { fits = false }
                    continue
                }
                let wanted = p.type.substituting(bindings)
                if world.sameType(wanted, given) { continue }
                exact = false
                if !world.isConvertible(given, to: wanted) { fits = false }
            }
            if fits && f.genericParams.allSatisfy({ bindings[ObjectIdentifier($0)] != nil }) { fitting.append((f, bindings, exact)) }
        }
        let ranked = fitting.sorted { a, b in
            if a.exact != b.exact { return a.exact }
            return a.0.labels.allSatisfy { $0 == nil } && !b.0.labels.allSatisfy { $0 == nil }
        }
        return ranked.first.map { ($0.0, $0.1) }
    }
}

extension Checker {
    /// `Cell.init` given as an argument: checked with the closures, once the parameter's function type is known.
    func isInitializerReference(_ expr: ExprSyntax) -> Bool {
        guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base
        else { return false }
        return !base.is(SuperExprSyntax.self) && base.as(DeclReferenceExprSyntax.self)?.baseName.text != "self"
    }
}
