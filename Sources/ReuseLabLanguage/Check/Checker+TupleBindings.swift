import SwiftSyntax

extension Checker {
    /// `if let (index, name) = pair`, `guard var (w, h) = size() else { … }`: an optional tuple unwrapped and taken
    /// apart in one binding. Swift reads it as `case let (index, name)? = pair`, and so does ReuseLab.
    /// Returns nil for the forms this does not cover (a type annotation, no initializer, anything but names and `_`
    /// in the tuple), which keep the boundary.
    func checkTupleOptionalBinding(_ binding: OptionalBindingConditionSyntax) -> Condition? {
        guard binding.typeAnnotation == nil, let tuple = tupleOfNames(binding.pattern), let valueSyntax = binding.initializer?.value
        else { return nil }
        let value = checkExprKeepingOptional(valueSyntax, expected: nil)
        let arity = tuple.elements.count
        let holes = Array(repeating: "_", count: arity).joined(separator: ", ")
        let payload: SType
        switch value.type {
        case .optional(.tuple(let elements, let labels)) where elements.count == arity:
            payload = .tuple(elements, labels: labels)
        case .optional(let wrapped) where !wrapped.isError:
            // swiftc reads the pattern as the type `Optional<(_, _)>`, which the value cannot be assigned to.
            let payloadNote = CompileNote(Diagnostics.optionalPayloadsMustBeEqual(wrapped, holes), at: valueSyntax)
            error(Diagnostics.cannotAssignToOptionalTuplePattern(value.type, holes), at: valueSyntax, notes: [payloadNote])
            payload = .error
        case .tuple(let elements, _) where elements.count == arity:
            // swiftc points at the binding's `let`, as for a single name, and names the tuple without its labels.
            error(Diagnostics.conditionalBindingNeedsOptional(.tuple(elements)), at: binding.bindingSpecifier)
            payload = .error
        case let other:
            if !other.isError { error(Diagnostics.cannotConvertToTuplePattern(other, holes), at: valueSyntax) }
            payload = .error
        }
        let pattern = bindingVariables(binding.bindingSpecifier.isKeyword(.var)) {
            checkPattern(binding.pattern, against: payload, binding: true)
        }
        return .matches(payload.isError ? pattern : .optionalSome(pattern), value)
    }

    /// `(a, b)`, `(first, (_, last))`: the parser reads a binding's tuple as an expression pattern.
    func tupleOfNames(_ pattern: PatternSyntax) -> TupleExprSyntax? {
        guard let tuple = pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self),
            isTupleOfNames(ExprSyntax(tuple))
        else { return nil }
        return tuple
    }

    private func isTupleOfNames(_ expr: ExprSyntax) -> Bool {
        guard let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 else { return false }
        return tuple.elements.allSatisfy { element in
            element.label == nil && (isNameOrWildcard(element.expression) || isTupleOfNames(element.expression))
        }
    }

    private func isNameOrWildcard(_ expr: ExprSyntax) -> Bool {
        if expr.is(DiscardAssignmentExprSyntax.self) { return true }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.argumentNames == nil }
        guard let pattern = expr.as(PatternExprSyntax.self)?.pattern else { return false }
        return pattern.is(IdentifierPatternSyntax.self) || pattern.is(WildcardPatternSyntax.self)
    }
}
