import SwiftSyntax

/// Binary operators, assignment and what can be assigned to.
extension Checker {
    // Not optimized: Swift 6.3.1's optimizer crashes on this function in a release build (CopyToBorrowOptimization,
    // signal 4). It runs once per operator the learner writes, so the cost is nothing a user sees.
    @_optimize(none)
    func checkInfix(_ infix: InfixOperatorExprSyntax, expected: SType?) -> Expr {
        let l = loc(infix)
        if infix.operator.is(AssignmentExprSyntax.self) { return checkAssignment(infix) }
        guard let opNode = infix.operator.as(BinaryOperatorExprSyntax.self) else {
            error(Diagnostics.operatorUnsupported, at: infix.operator)
            return errorExpr(infix)
        }
        let op = opNode.operator.text
        switch op {
        case "&&", "||":
            let a = checkExpr(infix.leftOperand, convertingTo: world.bool)
            let b = checkExpr(infix.rightOperand, convertingTo: world.bool)
            return Expr(op == "&&" ? .and(a, b) : .or(a, b), world.bool, l)
        case "??":
            let a = checkExprKeepingOptional(infix.leftOperand, expected: expected.map { .optional($0) })
            guard case .optional(let w) = a.type else {
                if a.type.isError { return a }
                // swiftc only warns here; the left side is simply used.
                if !isPrelude, case .nominal = a.type { warning(Diagnostics.nilCoalescingLeftNotOptional(a.type), at: opNode) }
                _ = checkExpr(infix.rightOperand, expected: a.type)
                return a
            }
            let b = checkExpr(infix.rightOperand, expected: expected ?? w)
            if !world.isConvertible(b.type, to: w) && !world.isConvertible(b.type, to: a.type) {
                error(Diagnostics.nilCoalescingOperandsMismatch(a.type, b.type), at: infix)
                return errorExpr(infix)
            }
            let resultType = b.type.optionalPayload != nil ? a.type : w
            return Expr(.nilCoalescing(a, b), resultType, l)
        case "..<", "...":
            if let indexRange = stringIndexRange(infix, closed: op == "...") { return indexRange }
            return checkIntRange(infix, closed: op == "...", expected: expected)
        case "+=", "-=", "*=", "/=", "%=":
            if let keyPath = keyPathAssignment(infix, compound: BinaryOp(rawValue: String(op.dropLast()))) { return keyPath }
            let target = lvalue(infix.leftOperand, use: .mutatingOperator(Syntax(infix.operator)))
            guard let (lv, type) = target else {
                // The right side is still read (its names are used), as in a failed plain assignment.
                _ = checkExpr(infix.rightOperand, expected: nil)
                return errorExpr(infix)
            }
            if type.optionalPayload != nil, let iuoOp = BinaryOp(rawValue: String(op.dropLast())),
                let updated = implicitlyUnwrappedCompoundAssignment(iuoOp, lv, infix)
            {
                return updated
            }
            var rhs = checkExpr(infix.rightOperand, expected: type)
            if op == "+=", let elements = sequenceAppendingOperand(type, rhs) { rhs = elements }
            // The prelude's own operator methods are not in `userOperatorMethods`: a slice's `+=` is asked for.
            let isSlice = type.nominalDecl.map(isArraySlice) == true
            if isSlice || mayHaveUserOperator(op) || mayHaveUserOperator(String(op.dropLast())),
                let user = userCompoundAssignment(op, lv, type, rhs, at: infix)
            {
                return user
            }
            let binop = BinaryOp(rawValue: String(op.dropLast()))!
            if !arithmeticResult(binop, type, rhs.type, node: infix).isError || type.isError {
                return Expr(.compoundAssign(binop, lv, rhs), .void, l)
            }
            return errorExpr(infix)
        default:
            var typedOperands: (Expr, Expr)?
            if BinaryOp(rawValue: op) == nil || mayHaveUserOperator(op) {
                let (a, b, typedByContext) = operandsBesideUserOperators(infix, expected: expected)
                if let user = userOperatorCall(op, a, b, at: infix) { return user }
                if BinaryOp(rawValue: op) == nil {
                    if !a.type.isError && !b.type.isError {
                        error(Diagnostics.binaryOperatorOperandsMismatch(op, a.type, b.type), at: infix)
                    }
                    return errorExpr(infix)
                }
                // Already reported: checking the operands again below would report it twice.
                if a.type.isError || b.type.isError { return errorExpr(infix) }
                if typedByContext { typedOperands = (a, b) }
            }
            guard let binop = BinaryOp(rawValue: op) else { return errorExpr(infix) }
            var (a, b) = typedOperands ?? checkOperands(infix, expected: expected)
            // A literal on the left takes the right side's type (1.5 * x, 0 == count).
            a = numberLiteral(a, adopting: b.type)
            b = numberLiteral(b, adopting: a.type)
            // `"(" + sub` stays a String: `+` takes the left operand's type, where `"a" == sub` compares substrings.
            if binop != .add || !isStringOrSubstring(b.type) { a = literalOfCharacters(a, expected: b.type) }
            if let library = libraryOperatorCall(op, a, b, at: infix) { return library }
            if binop == .add, let joined = sequenceConcatenation(a, b, at: infix) { return joined }
            let type: SType
            switch binop {
            case .add, .subtract, .multiply, .divide, .remainder:
                if binop == .add, let operand = characterOperand(a, b, infix) {
                    error(Diagnostics.cannotConvertArgument("Character", to: "String"), at: operand)
                    return errorExpr(infix)
                }
                type = arithmeticResult(binop, a.type, b.type, node: infix)
            case .equal, .notEqual:
                if let slices = arraySliceEquality(binop, a, b, infix) { return slices }
                if let reversed = reversedViewEquality(binop, a, b, at: infix) { return reversed }
                // `label == nil`, `count == 3`: a `T!` is compared as the optional it is.
                a = optionalView(a)
                b = optionalView(b)
                let againstNil: Bool
                if case .nilLiteral = a.kind {
                    againstNil = true
                } else if case .nilLiteral = b.kind {
                    againstNil = true
                } else {
                    againstNil = false
                }
                if !againstNil && !comparable(a.type, b.type, equality: true) {
                    error(Diagnostics.binaryOperatorOperandsMismatch(op, a.type, b.type), at: infix)
                    return errorExpr(infix)
                }
                if againstNil { warnNonOptionalComparedToNil(a, b, equal: binop == .equal, at: opNode) }
                type = world.bool
            case .less, .lessEqual, .greater, .greaterEqual:
                if !comparable(a.type, b.type, equality: false) {
                    error(Diagnostics.binaryOperatorOperandsMismatch(op, a.type, b.type), at: infix)
                    return errorExpr(infix)
                }
                type = world.bool
            case .identical, .notIdentical:
                type = world.bool
            }
            return Expr(.binary(binop, a, b), type, l)
        }
    }

    /// `cell == nil` of a non-optional `cell`: always false (`!=`: true), which swiftc warns about at the operator.
    private func warnNonOptionalComparedToNil(_ a: Expr, _ b: Expr, equal: Bool, at op: some SyntaxProtocol) {
        let value: Expr
        if case .nilLiteral = a.kind { value = b } else { value = a }
        guard !isPrelude, case .nominal(let d, _) = value.type, !d.isProtocol else { return }
        warning(Diagnostics.nonOptionalComparedToNil(value.type, result: !equal), at: op)
    }

    func arithmeticResult(_ op: BinaryOp, _ a: SType, _ b: SType, node: some SyntaxProtocol) -> SType {
        if a.isError || b.isError { return .error }
        if let floating = floatingPointArithmeticResult(a, b) {
            if op == .remainder {
                reportFloatingPointRemainder(at: node, cgFloat: world.sameType(floating, world.cgFloat))
                return .error
            }
            return floating
        }
        if world.sameType(a, b), case .nominal(let d, _) = a {
            if d === world.intType { return a }
            if d === world.stringType && op == .add { return a }
        }
        if op == .add, case .array = a, world.sameType(a, b) { return a }
        // Strings and substrings join with `+` into the left operand's type (RangeReplaceableCollection's `+`).
        if op == .add, isStringOrSubstring(a), isStringOrSubstring(b) { return a }
        error(Diagnostics.binaryOperatorOperandsMismatch(op.rawValue, a, b), at: node)
        return .error
    }

    private func isStringOrSubstring(_ t: SType) -> Bool {
        guard case .nominal(let d, _) = t else { return false }
        return d === world.stringType || d === world.substringType
    }

    func comparable(_ a: SType, _ b: SType, equality: Bool) -> Bool {
        if a.isError || b.isError { return true }
        if case .nilLiteral = b, case .optional = a { return equality }
        if case .nilLiteral = a, case .optional = b { return equality }
        let x = a.unwrappedFully
        let y = b.unwrappedFully
        if (a.optionalPayload != nil || b.optionalPayload != nil) && !equality { return false }
        if case .param = x, case .param = y, world.sameType(x, y) { return genericParamCompares(x, equality: equality) }
        if case .nominal(let d1, _) = x, case .nominal(let d2, _) = y {
            if d1 === d2 && d1.kind == .builtin { return true }
            // StringProtocol's `==` and `<` compare a String with a Substring.
            if isStringOrSubstring(x) && isStringOrSubstring(y) { return true }
            if world.isCGFloatDoubleConversion(x, y) { return true }
            if d1 === d2 && d1.kind == .enumType {
                if !equality { return synthesizesComparable(d1) }
                return world.allConformances(of: d1).contains { $0.name == "Equatable" }
            }
            if d1 === d2, equality, world.allConformances(of: d1).contains(where: { $0.name == "Equatable" }) { return true }
            return false
        }
        if case .metatype = x, case .metatype = y { return equality }
        // The standard library's `==` and `<` for tuples of two to six Equatable (Comparable) elements.
        if case .tuple(let e1, _) = a, case .tuple(let e2, _) = b {
            return e1.count == e2.count && (2...6).contains(e1.count) && zip(e1, e2).allSatisfy { comparable($0, $1, equality: equality) }
        }
        if case .array(let e1) = x, case .array(let e2) = y { return equality && comparable(e1, e2, equality: true) }
        return false
    }

    private func checkAssignment(_ infix: InfixOperatorExprSyntax) -> Expr {
        let l = loc(infix)
        if infix.leftOperand.is(DiscardAssignmentExprSyntax.self) {
            let value = checkExpr(infix.rightOperand, expected: nil)
            return Expr(.assign(.discard, value), .void, l)
        }
        if let tuple = infix.leftOperand.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            return checkTupleAssignment(tuple, infix.rightOperand, at: infix)
        }
        if let keyPath = keyPathAssignment(infix) { return keyPath }
        if let element = mutableCollectionAssignment(infix) { return element }
        if let initialization = wrappedPropertyInitialization(infix) { return initialization }
        // `x = …` writes `x` without reading it (swiftc's "written to, but never read"); `x += 1` reads it.
        // (Restored after the check rather than in a `defer`: Swift 6.3's optimizer crashes on that `defer`.)
        let written = infix.leftOperand.as(DeclReferenceExprSyntax.self).flatMap { localUsage(named: $0.baseName.text) }
        let wasRead = written?.isMentioned
        let (assignment, rejected) = checkAssignmentToTarget(infix, at: l)
        // A rejected assignment to a constant is no reason to also call it unused.
        if let written, let wasRead { written.isMentioned = rejected || wasRead }
        return assignment
    }

    /// `target = value` once the target is known to be a place: the assignment, and whether the target was rejected.
    private func checkAssignmentToTarget(_ infix: InfixOperatorExprSyntax, at l: SourceLoc) -> (Expr, rejected: Bool) {
        guard let (lv, type) = deferredLetInitialization(infix.leftOperand) ?? lvalue(infix.leftOperand) else {
            // The target was reported: an implicit member on the right (`= .none`) has no type to read, which
            // is a follow-on of that error, not a second one.
            _ = checkExpr(infix.rightOperand, expected: .error)
            return (errorExpr(infix), true)
        }
        let value = checkExpr(infix.rightOperand, convertingTo: type) { from, to in
            if from.isError { return Diagnostics.followOnError }
            // swiftc names an element's type, not the optional a dictionary's subscript reads as.
            if case .subscriptElement = lv { return Diagnostics.cannotAssignToSubscript(from, to.optionalPayload ?? to) }
            if case .defaultedElement = lv { return Diagnostics.cannotAssignToSubscript(from, to) }
            return Diagnostics.cannotAssignValue(from, to)
        }
        warnFreshInstanceIntoWeak(value, at: infix.operator, place: lv, target: infix.leftOperand)
        let assignment = Expr(.assign(lv, storedThroughOwnership(value, into: infix.leftOperand)), .void, l)
        if containsOptionalChaining(infix.leftOperand) {
            return (Expr(.optionalChain(assignment), .optional(.void), l), false)
        }
        return (assignment, false)
    }

    /// Resolves the target of an assignment (or the receiver of a mutating call); reports `let` constants
    /// and read-only properties.
    func lvalue(_ syntax: ExprSyntax, use: LValueUse = .assignment) -> (LValue, SType)? {
        if let ref = syntax.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.lookupName
            if ref.baseName.isKeyword(.self), let s = selfExpr(at: ref), case .variable(let r) = s.kind {
                if case .mutation = use, !isSelfMutable(s.type) {
                    return immutable(Diagnostics.selfIsImmutable, use: use, at: ref, notes: markMethodMutatingNotes(ref))
                }
                // `self = …`: a class's `self` never changes; a struct's only where it is mutable.
                if case .assignment = use, s.type.nominalDecl?.isClass == true || !isSelfMutable(s.type) {
                    let notes = s.type.nominalDecl?.isClass == true ? [] : markMethodMutatingNotes(ref)
                    return immutable(Diagnostics.selfIsImmutable, use: use, at: ref, assignmentKind: "value", notes: notes)
                }
                return (.variable(r), s.type)
            }
            let (visible, members) = lookupVariableOrMembers(name)
            if let (r, v) = visible {
                if v.wrapperAccess != nil, isReadOnlyProjection(name) {
                    return immutable(Diagnostics.isImmutable(name), use: use, at: ref, assignmentKind: "value")
                }
                if let access = v.wrapperAccess, let e = wrappedLocalAccess(access, at: ref) {
                    return lvalue(e, use: use).map { place, type in (observedWrapper(place, r, v.observers), type) }
                }
                if v.isLet {
                    return immutable(
                        Diagnostics.isLetConstant(name), use: use, at: ref, assignmentKind: "value", notes: changeLetToVarNotes(v.declNode))
                }
                v.usage?.isChanged = true
                if let observers = v.observers { return (observedLocal(r, observers), v.type) }
                if let slot = v.lazyInitializer { return (lazyLocal(r, initializer: slot), v.type) }
                return (.variable(r), v.type)
            }
            // A property may share its name with methods (`var tableView` beside `func tableView(_:…)`).
            if let first = members.first(where: \.isProperty), case .property(let v) = first.kind, let selfValue = implicitSelf(at: ref) {
                requireExplicitSelf(forMember: name, isMethod: false, selfValue: selfValue, at: ref)
                // A stored property of a struct is reached through `self`, which is written back.
                var selfLValue: LValue? = nil
                if mayBeValueType(selfValue.type), case .variable(let r) = selfValue.kind { selfLValue = .variable(r) }
                return propertyLValue(
                    base: selfValue, baseLValue: selfLValue, v, subst: first.subst, node: ref,
                    isStatic: methodContext?.isStaticContext ?? false, use: use)
            }
            let e = checkExpr(syntax, expected: nil)
            if !e.type.isError { _ = immutable(Diagnostics.isNotAVariable(name), use: use, at: ref, assignmentKind: "value") }
            return nil
        }
        if let member = syntax.as(MemberAccessExprSyntax.self), let baseSyntax = member.base {
            let name = member.declName.baseName.text
            if let t = typeReference(baseSyntax) {
                let members = lookupMembers(name, in: t, isStatic: true)
                guard let first = members.first(where: \.isProperty), case .property(let v) = first.kind else {
                    error(missingMemberMessage(name, in: t, swiftcMessage: Diagnostics.typeHasNoMember(t, name)), at: member.declName)
                    return nil
                }
                if !v.isSettable {
                    return immutable(
                        readOnlyReason(v), use: use, at: member.declName, notes: changeLetToVarNotes(property: v, near: member))
                }
                return (.staticProperty(Expr(.typeValue(t), .metatype(t), loc(baseSyntax)), v), propertyType(v, subst: first.subst))
            }
            let base = checkExpr(baseSyntax, expected: nil)
            if base.type.isError { return nil }
            if case .tuple = base.type { return tupleElementLValue(baseSyntax, base.type, name: name, node: member.declName, use: use) }
            let members = lookupMembers(name, in: base.type, isStatic: false)
            guard let first = members.first(where: \.isProperty), case .property(let v) = first.kind else {
                if case .optional = base.type {
                    error(Diagnostics.optionalMustBeUnwrapped(base.type, name, base.type.unwrappedFully), at: baseSyntax)
                } else {
                    error(
                        missingMemberMessage(name, in: base.type, swiftcMessage: Diagnostics.valueHasNoMember(base.type, name)),
                        at: member.declName)
                }
                return nil
            }
            var baseLValue: LValue? = nil
            if mayBeValueType(base.type) {
                guard let (blv, _) = lvalue(baseSyntax, use: use.throughMember(member.declName)) else { return nil }
                baseLValue = blv
            }
            return propertyLValue(
                base: base, baseLValue: baseLValue, v, subst: first.subst, node: member.declName, isStatic: false, use: use)
        }
        if let sub = syntax.as(SubscriptCallExprSyntax.self), let user = userSubscriptPlace(sub, use: use.throughSubscript(sub)) {
            return user
        }
        if let sub = syntax.as(SubscriptCallExprSyntax.self), isDefaultedSubscript(sub) {
            return defaultedSubscriptPlace(sub, use: use.throughSubscript(sub))
        }
        if let sub = syntax.as(SubscriptCallExprSyntax.self), sub.arguments.count == 1, let arg = sub.arguments.first {
            guard let (baseLV, placeType) = lvalue(sub.calledExpression, use: use.throughSubscript(sub)) else { return nil }
            let baseType = implicitlyUnwrappedPlaceType(sub.calledExpression, placeType)
            switch baseType {
            case .array(let e):
                if rejectRangeAssignment(arg.expression, at: sub) { return nil }
                return (.subscriptElement(baseLV, checkExpr(arg.expression, convertingTo: world.int)), e)
            case .dictionary(let k, let v): return (.subscriptElement(baseLV, checkExpr(arg.expression, convertingTo: k)), .optional(v))
            default:
                if rejectSetSubscript(baseType, sub) { return nil }
                error(Diagnostics.valueHasNoSubscripts(baseType), at: sub)
                return nil
            }
        }
        if let place = unwrappedLValue(syntax, use: use) { return place }
        if let chain = syntax.as(OptionalChainingExprSyntax.self) {
            error(Diagnostics.cannotAssignThroughOptionalChain, at: chain)
            return nil
        }
        if use.changesInPlace, let call = syntax.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
                ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName
        {
            return immutable(Diagnostics.returnsImmutableValue(callee.baseName.text), use: use, at: syntax)
        }
        if case .mutation = use {
            let e = checkExpr(syntax, expected: nil)
            return immutable("", use: use, at: syntax, ofType: e.type)
        }
        error(Diagnostics.cannotAssignToExpression, at: syntax)
        return nil
    }

    private func readOnlyReason(_ v: VarDecl) -> String {
        if v.isWrapperProjection { return Diagnostics.isImmutable(v.name) }
        return v.isLet ? Diagnostics.isLetConstant(v.name) : Diagnostics.isGetOnlyProperty(v.name)
    }

    /// `$points = 5` on a wrapped local whose wrapper's `projectedValue` has no setter: swiftc's words for the name.
    private func isReadOnlyProjection(_ name: String) -> Bool {
        guard name.hasPrefix("$"), let storage = context.lookupLocal("_" + name.dropFirst()),
            let projections = storage.type.nominalDecl?.properties["projectedValue"]
        else { return false }
        return !projections.contains { !$0.isStatic && $0.isSettable }
    }

    private func propertyLValue(
        base: Expr, baseLValue: LValue?, _ v: VarDecl, subst: [ObjectIdentifier: SType], node: some SyntaxProtocol,
        isStatic: Bool, use: LValueUse
    ) -> (LValue, SType)? {
        let type = propertyType(v, subst: subst)
        let v = storageIgnoringObservers(v, base: base)
        if !v.isSettable {
            // Stored `let` properties may be set once inside an initializer.
            if v.isLet && !v.isComputed, let ctx = methodContext, ctx.isInitializer, v.owner === ctx.owner {
                // A struct's `self` is a value: the changed copy is written back.
                if let blv = baseLValue { return (.nestedProperty(blv, v), type) }
                return (.property(base, v, .direct), type)
            }
            return immutable(readOnlyReason(v), use: use, at: node, notes: changeLetToVarNotes(property: v, near: node))
        }
        if isStatic { return (.staticProperty(base, v), type) }
        if let blv = baseLValue {
            // Slot 0 is `self` only in the method's own frame, not in a closure's or a loop pass's.
            if case .variable(.local(let hops, 0)) = blv, let s = selfExpr(at: node), case .variable(.local(hops, 0)) = s.kind,
                !isSelfMutable(base.type)
            {
                return immutable(Diagnostics.selfIsImmutable, use: use, at: node, notes: markMethodMutatingNotes(node))
            }
            return (.nestedProperty(blv, v), type)
        }
        return (.property(base, v, dispatch(for: .property(v), on: base.type)), type)
    }

    /// Inside a non-mutating method of a struct or enum, `self` is a constant; so it is in a protocol
    /// extension's, whose `Self` may be a struct (unless the protocol is class-bound).
    func isSelfMutable(_ selfType: SType) -> Bool {
        guard mayBeValueType(selfType), let ctx = methodContext, ctx.hasSelfSlot, !ctx.isInitializer else { return true }
        if let accessor = ctx.accessorMutatesSelf { return accessor }
        return ctx.funcDecl?.isMutating ?? true
    }

    /// swiftc's error for changing something that cannot change, worded for an assignment or a mutating call.
    private func immutable(
        _ reason: String, use: LValueUse, at node: some SyntaxProtocol, assignmentKind: String = "property",
        ofType type: SType? = nil, notes: [CompileNote] = []
    ) -> (LValue, SType)? {
        switch use {
        case .assignment:
            error(Diagnostics.cannotAssignTo(assignmentKind, reason), at: node, notes: notes)
        case .assignmentThrough(let member):
            error(Diagnostics.cannotAssignToProperty(reason), at: member, notes: notes)
        case .assignmentThroughSubscript(let bracket):
            error(Diagnostics.cannotAssignThroughSubscript(reason), at: bracket, notes: notes)
        case .mutatingOperator(let op):
            error(Diagnostics.mutatingOperatorOnImmutable(reason), at: op, notes: notes)
        case .inoutArgument(let ampersand):
            if let type {
                if !type.isError { error(Diagnostics.immutableInoutArgument(type), at: ampersand, notes: notes) }
            } else {
                error(Diagnostics.immutableInoutArgumentBecause(reason), at: ampersand, notes: notes)
            }
        case .mutation(let memberName, let getter):
            if let type {
                if !type.isError {
                    error(
                        getter ? Diagnostics.mutatingGetterOnImmutableValue(type) : Diagnostics.mutatingMemberOnImmutableValue(type),
                        at: memberName, notes: notes)
                }
            } else {
                error(
                    getter ? Diagnostics.mutatingGetterOnImmutableBecause(reason) : Diagnostics.mutatingMemberOnImmutableBecause(reason),
                    at: memberName, notes: notes)
            }
        }
        return nil
    }
}

/// Why an lvalue is wanted: swiftc words the errors differently, and reports a mutating call at the member's name.
enum LValueUse {
    case assignment
    /// The base of `s.a = …`: swiftc reports a constant `s` as "cannot assign to property" at `a`.
    case assignmentThrough(member: Syntax)
    /// The base of `xs[i] = …` (and of `s.xs[i] = …`): swiftc reports "cannot assign through subscript" at the
    /// outermost subscript's `[`.
    case assignmentThroughSubscript(bracket: Syntax)
    /// A mutating method's receiver, or (`getter`) the base of a struct's `lazy var` being read.
    case mutation(memberName: Syntax, getter: Bool = false)
    /// `&x` passed to an inout parameter: errors are reported at the `&`.
    case inoutArgument(ampersand: Syntax)
    /// The left side of `+=` and the other compound assignments: errors are reported at the operator.
    case mutatingOperator(Syntax)
}

extension LValueUse {
    /// A mutating call or a compound assignment, which read the place and write it back.
    var changesInPlace: Bool {
        switch self {
        case .mutation, .mutatingOperator: return true
        default: return false
        }
    }

    /// How the base of a member is used when the member is: an assignment's stays anchored at the outermost member.
    func throughMember(_ name: some SyntaxProtocol) -> LValueUse {
        if case .assignment = self { return .assignmentThrough(member: Syntax(name)) }
        return self
    }

    /// How the base of a subscript is used when the element is: an assignment's stays anchored at the outermost `[`.
    func throughSubscript(_ sub: SubscriptCallExprSyntax) -> LValueUse {
        if case .assignment = self { return .assignmentThroughSubscript(bracket: Syntax(sub.leftSquare)) }
        return self
    }
}

extension Checker {
    /// swiftc points at the operator: `width % 2` at `%`, `width %= 2` at `%=`.
    /// CoreGraphics declares CGFloat's `%` unavailable in its own words.
    fileprivate func reportFloatingPointRemainder(at node: some SyntaxProtocol, cgFloat: Bool) {
        let infix = Syntax(node).as(InfixOperatorExprSyntax.self)
        let compound = infix?.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "%="
        let message =
            cgFloat
            ? Diagnostics.cgFloatRemainderUnavailable(compound: compound)
            : Diagnostics.floatingPointRemainderUnavailable(compound: compound)
        error(message, at: infix.map { Syntax($0.operator) } ?? Syntax(node))
    }
}
