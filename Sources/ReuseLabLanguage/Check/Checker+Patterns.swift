import SwiftSyntax

/// Patterns beyond the basic ones of `Checker+Statements.swift`: casts (`let x as T`, `catch let e as MyError`),
/// enum cases reached through a cast (`catch MyError.bad(let n)`), and ranges matched with `~=` (`case 0..<10`).
extension Checker {
    func checkCastOrRangePattern(_ expr: ExprSyntax, against type: SType, binding: Bool) -> Pattern? {
        // `let x?`, `case .tap?`: the optional holds a value that matches the rest.
        if let optional = expr.as(OptionalChainingExprSyntax.self) {
            guard case .optional(let wrapped) = type else {
                // `for case let x? in` over non-optional elements: swiftc promotes each element.
                if context.promotesLoopElements { return checkExpressionPattern(optional.expression, against: type, binding: binding) }
                if !type.isError {
                    let anchor = context.conditionCaseKeyword.map(Syntax.init) ?? Syntax(optional.questionMark)
                    error(Diagnostics.optionalPatternOnNonOptional(type), at: anchor)
                }
                // The names inside stay bound (as the value's type), so their uses add no follow-on errors.
                return checkExpressionPattern(optional.expression, against: type, binding: binding)
            }
            return .optionalSome(checkExpressionPattern(optional.expression, against: wrapped, binding: binding))
        }
        if let asExpr = expr.as(AsExprSyntax.self), asExpr.questionOrExclamationMark == nil {
            let target = resolveType(asExpr.type, scope: currentTypeScope())
            let inner = checkExpressionPattern(asExpr.expression, against: target, binding: binding)
            return .cast(target, inner)
        }
        // `(0, let row)`: a tuple of patterns, written as a tuple expression.
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .tuple(let types, _) = type, types.count == tuple.elements.count else {
                if !type.isError { error(tuplePatternMismatch(type), at: tuple) }
                return .wildcard
            }
            _ = tuplePatternLabelsFit(tuple.elements, type)  // the names are bound even so, as swiftc binds them
            return .tuple(zip(tuple.elements, types).map { checkExpressionPattern($0.expression, against: $1, binding: binding) })
        }
        // `..<0`, `...9`, `10...`: one-sided ranges on an Int.
        if let oneSided = oneSidedRangePattern(expr, against: type) { return oneSided }
        // `MyError.bad(let n)` / `MyError.worse` against a value of another static type (`any Error`, `Any`).
        var called = expr
        if let call = expr.as(FunctionCallExprSyntax.self) { called = call.calledExpression }
        if let member = called.as(MemberAccessExprSyntax.self), let base = member.base, let named = typeReference(base),
            case .nominal(let d, _) = named, d.kind == .enumType, type.unwrappedFully.nominalDecl !== d,
            type.isExistential
        {
            return .cast(named, checkExpressionPattern(expr, against: named, binding: binding))
        }
        return nil
    }

    private func oneSidedRangePattern(_ expr: ExprSyntax, against type: SType) -> Pattern? {
        let l = loc(expr)
        func literal(_ n: Int) -> Expr { Expr(.intLiteral(n), world.int, l) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), ["..<", "..."].contains(prefix.operator.text) {
            let bound = checkExpr(prefix.expression, convertingTo: world.int)
            return .inRange(Expr(.range(literal(Int.min), bound, closed: prefix.operator.text == "..."), world.range, l))
        }
        if let postfix = expr.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            let bound = checkExpr(postfix.expression, convertingTo: world.int)
            return .inRange(Expr(.range(bound, literal(Int.max), closed: true), world.range, l))
        }
        return nil
    }

    /// `case 0..<10:` and `case 1...3:` on an `Int`, through the standard library's `~=` for ranges.
    func rangePattern(_ value: Expr, against type: SType) -> Pattern? {
        guard case .nominal(let d, _) = value.type, d === world.rangeDecl || d === world.closedRangeDecl,
            world.isConvertible(type, to: world.int)
        else { return nil }
        return .inRange(value)
    }
}

extension Checker {
    static let coversSome = "\u{0}some", coversNone = "\u{0}none"

    /// Records that a `switch` case without `where` covers every present value (`let v?`, `.some(_)`) or nil.
    func noteOptionalCoverage(_ pattern: Pattern, _ covered: inout Set<String>) {
        switch pattern {
        case .optionalSome(.bind), .optionalSome(.wildcard): covered.insert(Checker.coversSome)
        case .value(let e): if case .nilLiteral = e.kind { covered.insert(Checker.coversNone) }
        default: break
        }
    }
}

extension Checker {
    /// The slot a pattern binds a name to. The patterns of one `case a(let x), b(let x):` bind the same
    /// variable, whichever of them matches, so the body reads the value that matched.
    func declarePatternName(_ name: String, type: SType) -> Int {
        if context.sharesPatternNames, let existing = context.scopes.last?[name], existing.level == context.iterationFrames.count {
            return existing.index
        }
        return context.declare(name, type: type, isLet: !context.patternBindsVariables)
    }
}

extension Checker {
    func checkLoopPattern(_ pattern: PatternSyntax, against element: SType) -> Pattern {
        context.promotesLoopElements = true
        defer { context.promotesLoopElements = false }
        return checkPattern(pattern, against: element, binding: true)
    }
}

extension Checker {
    /// swiftc's words for a tuple pattern that does not fit, which differ between `for` loops and cases.
    func tuplePatternMismatch(_ type: SType) -> Diagnostics.Message {
        if case .tuple = type {
            return context.promotesLoopElements ? Diagnostics.loopPatternMismatch(type) : Diagnostics.tuplePatternLength(type)
        }
        return context.promotesLoopElements ? Diagnostics.loopTuplePatternOnNonTuple(type) : Diagnostics.tuplePatternOnNonTuple(type)
    }
}
