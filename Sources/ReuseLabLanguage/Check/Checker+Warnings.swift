import SwiftSyntax

/// Where the checker raises swiftc's warnings (declared in `Diagnostics+Warnings.swift`).
extension Checker {
    /// `print(x)` with `x` optional: Swift prints `Optional(…)`, which is rarely what was meant.
    func warnOptionalPrinted(_ item: Expr, _ syntax: ExprSyntax) {
        guard let payload = item.type.optionalPayload, !payload.isError, !isPrelude else { return }
        // An implicitly unwrapped value: swiftc's warning (for locals only) names the declaration in a
        // note ReuseLab does not draw yet, and none for properties; say nothing rather than differ.
        if isImplicitlyUnwrapped(syntax) { return }
        if case .property(_, let v, _) = item.kind, v.isImplicitlyUnwrapped { return }
        let anchor = optionalCoercionAnchor(syntax)
        let notes = [
            CompileNote(Diagnostics.provideDefaultValue, at: anchor, fixIt: .init(change: .append(" ?? <#default value#>"))),
            CompileNote(Diagnostics.forceUnwrapValue, at: anchor, fixIt: .init(change: .append("!"))),
            CompileNote(Diagnostics.castToAnyToSilence, at: anchor, fixIt: .init(change: .append(" as Any"))),
        ]
        warning(Diagnostics.optionalCoercedToAny(item.type), at: syntax, notes: notes)
    }

    /// `"\(name)"` with `name` optional: Swift writes `Optional("…")` into the text.
    func warnOptionalInterpolated(_ value: Expr, _ syntax: ExprSyntax) {
        guard value.type.optionalPayload.map({ !$0.isError }) == true, !isPrelude else { return }
        // An implicitly unwrapped value: swiftc adds a note ReuseLab does not draw yet; say nothing rather than differ.
        if isImplicitlyUnwrapped(syntax) { return }
        if case .property(_, let v, _) = value.kind, v.isImplicitlyUnwrapped { return }
        let anchor = interpolationAnchor(syntax)
        let notes = [
            CompileNote(Diagnostics.provideDefaultValue, at: anchor, fixIt: .init(change: .append(" ?? <#default value#>"))),
            CompileNote(
                Diagnostics.useStringDescribing, at: anchor, fixIt: .init(change: .surround(before: "String(describing: ", after: ")"))),
        ]
        warning(Diagnostics.optionalInterpolated, at: syntax, notes: notes)
    }

    /// swiftc puts the notes at the expression's own location: a member access's name, a subscript's `[`,
    /// a call's callee, else its start.
    private func interpolationAnchor(_ syntax: ExprSyntax) -> Syntax {
        if let sub = syntax.as(SubscriptCallExprSyntax.self) { return Syntax(sub.leftSquare) }
        if let call = syntax.as(FunctionCallExprSyntax.self) { return interpolationAnchor(call.calledExpression) }
        return optionalCoercionAnchor(syntax)
    }

    /// swiftc puts the notes at the expression's own location: a member access's name, else its start.
    private func optionalCoercionAnchor(_ syntax: ExprSyntax) -> Syntax {
        if let member = syntax.as(MemberAccessExprSyntax.self) { return Syntax(member.declName) }
        return Syntax(syntax)
    }

    private func isImplicitlyUnwrapped(_ syntax: ExprSyntax) -> Bool {
        if let ref = syntax.as(DeclReferenceExprSyntax.self) {
            return lookupVariable(ref.baseName.lookupName)?.1.isImplicitlyUnwrapped ?? false
        }
        return false
    }

    /// A call used as a statement whose result is dropped.
    func warnUnusedResult(_ e: Expr, _ syntax: ExprSyntax) {
        guard !isPrelude, !e.type.isVoid, !e.type.isError, !(namesTopLevelResults && context.kind == .topLevel) else { return }
        // `(box.count)`: swiftc looks through the parentheses, and reports `try f()`'s result at the call.
        var syntax = withoutParentheses(syntax)
        var e = e
        if let tryExpr = syntax.as(TryExprSyntax.self), tryExpr.questionOrExclamationMark?.tokenKind != .postfixQuestionMark {
            syntax = withoutParentheses(tryExpr.expression)
            if case .tryForce(let inner) = e.kind { e = inner }
        }
        // `try? save()`: reported unless the call returns nothing (its `()?` is no result to use).
        if let tryExpr = syntax.as(TryExprSyntax.self), tryExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
            if let payload = e.type.optionalPayload, !payload.isVoid { warning(Diagnostics.unusedOptionalTryResult, at: syntax) }
            return
        }
        if let infix = syntax.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            warning(Diagnostics.unusedOperatorResult(op.operator.text), at: op)
            return
        }
        guard e.type.optionalPayload?.isVoid != true else { return }
        if case .never = e.type { return }
        // `box.item?.title()`: the call inside the chain is the one reported.
        var called = e
        if case .optionalChain(let inner) = e.kind, syntax.is(FunctionCallExprSyntax.self) { called = inner }
        guard case .call(let callee, _, _, _) = called.kind, !syntax.is(SubscriptCallExprSyntax.self) else {
            warnUnusedValue(e, syntax)
            return
        }
        switch Self.calledDeclaration(callee) {
        case .some(.initializer) where Self.isDiscardableInitializer(callee):
            break  // `Task { … }`: Swift marks the initializer `@discardableResult`
        case .some(.initializer(let type)):
            if isLiteralCoercion(syntax) { return warning(Diagnostics.unusedExpression(called.type), at: syntax) }
            warning(Diagnostics.unusedInitializerResult(type), at: Self.calledName(syntax))
        case .some(.function(let f)) where !Self.isDiscardable(f) && (!f.isFromPrelude || Self.isPureStandardLibrary(f)):
            warning(Diagnostics.unusedCallResult(f.diagnosticName), at: Self.calledName(syntax))
        case .some(.function):
            break
        case nil:
            warnUnusedCallOfValue(callee, type: called.type, syntax)
        }
    }

    /// A standard-library function whose result is its only effect: a free function, or a non-mutating member
    /// of a value type or protocol (`map`, `sorted()`, `uppercased()`, `max`). Swift marks none of them
    /// `@discardableResult`; the mutating ones it marks (`removeLast()`, `insert(_:)`) and UIKit's
    /// (`popViewController(animated:)`) are left out, as the prelude does not mark them all.
    private static func isPureStandardLibrary(_ f: FuncDecl) -> Bool {
        if case .never = f.resultType { return false }  // `fatalError(…)` never returns, so has no result to use
        guard !f.isMutating, !f.name.hasPrefix("_"),
            !shortenedSignatures.contains(f.diagnosticName), let syntax = f.syntax,
            PreludeTrees.shared.module(of: syntax) == "Swift"
        else {
            return false
        }
        guard let owner = f.owner else { return true }
        return owner.isValueType || owner.isProtocol
    }

    /// Declared in the prelude with fewer (defaulted) parameters than Swift's own, whose full name swiftc would print
    /// (`split(separator:maxSplits:omittingEmptySubsequences:)`): not warned about rather than misnamed.
    /// `dump` is also here: Swift declares it `@discardableResult`, the prelude does not say so.
    private static let shortenedSignatures: Set<String> = ["split(separator:)", "replacingOccurrences(of:with:)", "dump"]

    private enum Called {
        case function(FuncDecl)
        case initializer(String)
    }

    private static func calledDeclaration(_ callee: Callee) -> Called? {
        switch callee {
        case .function(let f), .method(_, let f, _), .mutatingMethod(_, let f, _), .staticMethod(_, let f, _), .superMethod(let f):
            return f.kind == .initializer ? nil : .function(f)
        case .initializer(_, let f):
            return f.owner.map { .initializer($0.name) }
        case .memberwise(_, let d):
            return .initializer(d.name)
        case .writingBack(let inner, _):
            return calledDeclaration(inner)
        default:
            return nil
        }
    }

    /// swiftc reports a dropped method result at the method's name (`arr.map` at `map`, `Row.init()` at `init`).
    static func calledName(_ syntax: ExprSyntax) -> Syntax {
        if let call = syntax.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return Syntax(member.declName)
        }
        return Syntax(syntax)
    }

    private static func isDiscardableInitializer(_ callee: Callee) -> Bool {
        guard case .initializer(_, let f) = callee, let decl = f.syntax?.as(InitializerDeclSyntax.self) else { return false }
        return decl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "discardableResult" }
    }

    private static func isDiscardable(_ f: FuncDecl) -> Bool {
        guard let decl = f.syntax?.as(FunctionDeclSyntax.self) else { return false }
        return decl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "discardableResult" }
    }

    /// `weak var x: D?` given `D()`: nothing else holds the new instance, so it is freed at once. swiftc
    /// reports it at the assignment's `=`.
    func warnFreshInstanceIntoWeak(_ value: Expr, at valueSyntax: ExprSyntax, place: LValue, target: ExprSyntax) {
        guard !isPrelude, case .call(let callee, _, _, _) = value.kind, Self.makesInstance(callee) else { return }
        switch place {
        case .variable:
            guard let ref = target.as(DeclReferenceExprSyntax.self),
                let (_, local) = lookupVariable(ref.baseName.lookupName), local.ownership != .strong
            else { return }
            warning(
                Diagnostics.weakReferenceFreedAtOnce("variable", ref.baseName.text, ownership: local.ownership.keyword), at: valueSyntax,
                notes: [CompileNote(Diagnostics.strongReferenceRequired, at: valueSyntax)])
        case .property(_, let property, _), .nestedProperty(_, let property), .staticProperty(_, let property):
            guard property.ownership != .strong else { return }
            var notes = [CompileNote(Diagnostics.strongReferenceRequired, at: valueSyntax)]
            // The declaration is drawn when it is in this entry; one of the library's (UIKit's `dataSource`)
            // follows as a library note, as swiftc shows the SDK's.
            var message = Diagnostics.weakReferenceFreedAtOnce("property", property.name, ownership: property.ownership.keyword)
            if let syntax = property.syntax, syntax.root.id == valueSyntax.root.id {
                let node = syntax.as(PatternBindingSyntax.self).map { Syntax($0.pattern) } ?? syntax
                notes.append(CompileNote(Diagnostics.declaredHere(property.name), at: node))
            } else if let syntax = property.syntax, let module = PreludeTrees.shared.module(of: syntax) {
                let place = ([module] + (property.owner.map { [$0.name] } ?? []) + [property.name]).joined(separator: ".")
                message = message.withLibraryNote(Diagnostics.declaredHere(property.name), at: place)
            }
            warning(message, at: valueSyntax, notes: notes)
        default:
            return
        }
    }

    private static func makesInstance(_ callee: Callee) -> Bool {
        switch callee {
        case .initializer(_, let f): return f.owner?.isClass == true
        case .writingBack(let inner, _): return makesInstance(inner)
        default: return false
        }
    }
}

extension ReferenceOwnership {
    var keyword: String {
        switch self {
        case .strong: return "strong"
        case .weak: return "weak"
        case .unowned: return "unowned"
        }
    }
}
