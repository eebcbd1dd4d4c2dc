import SwiftSyntax

/// Statements, patterns and control flow.
extension Checker {
    func checkBlockItems(_ items: [CodeBlockItemSyntax]) -> [Stmt] {
        context.scopes.append([:])
        defer { context.scopes.removeLast() }
        let closuresBefore = context.closuresMade
        let localTypesBefore = context.shadowedTypes.count
        defer { endLocalTypes(from: localTypesBefore) }
        let localAliasesBefore = context.shadowedTypealiases.count
        defer { endLocalTypealiases(from: localAliasesBefore) }
        var result: [Stmt] = []
        var afterReturn = false
        for item in activeItems(items) {
            if afterReturn {
                warning(Diagnostics.codeAfterReturn, at: item)
                afterReturn = false
            }
            if item.item.is(ReturnStmtSyntax.self) { afterReturn = true }
            switch item.item {
            case .decl(let decl): result.append(contentsOf: checkLocalDecl(decl))
            case .stmt(let stmt): if let s = checkStmt(stmt) { result.append(s) }
            case .expr(let expr): result.append(checkExpressionItem(expr))
            }
        }
        // Deferred bodies run before the scope's locals are released: they may still read them.
        result = scopingDefers(result)
        if let release = releaseAtScopeEnd(closuresBefore: closuresBefore, at: items.last) { result.append(release) }
        return result
    }

    func checkBlock(_ block: CodeBlockSyntax) -> [Stmt] { checkBlockItems(Array(block.statements)) }

    /// An expression used as a statement; `if` and `switch` are statements here.
    func checkExpressionItem(_ expr: ExprSyntax) -> Stmt {
        if let ifExpr = expr.as(IfExprSyntax.self) { return checkIf(ifExpr) }
        if let sw = expr.as(SwitchExprSyntax.self) { return checkSwitch(sw, label: nil) }
        let value = checkExpr(expr, expected: nil)
        warnUnusedResult(value, expr)
        return Stmt(.expression(value), loc(expr))
    }

    func checkStmt(_ stmt: StmtSyntax) -> Stmt? {
        let l = loc(stmt)
        if let e = stmt.as(ExpressionStmtSyntax.self) {
            if let ifExpr = e.expression.as(IfExprSyntax.self) { return checkIf(ifExpr) }
            if let sw = e.expression.as(SwitchExprSyntax.self) { return checkSwitch(sw, label: nil) }
            let value = checkExpr(e.expression, expected: nil)
            warnUnusedResult(value, e.expression)
            return Stmt(.expression(value), l)
        }
        if let r = stmt.as(ReturnStmtSyntax.self) { return checkReturn(r) }
        if let g = stmt.as(GuardStmtSyntax.self) {
            let conditions = checkConditions(g.conditions, bindIntoCurrentScope: true)
            context.scopes.append([:])
            let body = checkBlockItems(Array(g.body.statements))
            context.scopes.removeLast()
            if !alwaysExits(body) {
                error(Diagnostics.guardFallsThrough, at: g.guardKeyword)
            }
            return Stmt(.guardStmt(conditions, body), l)
        }
        if let f = stmt.as(ForStmtSyntax.self) { return checkFor(f, label: nil) }
        if let w = stmt.as(WhileStmtSyntax.self) { return checkWhile(w, label: nil) }
        if let r = stmt.as(RepeatStmtSyntax.self) { return checkRepeat(r, label: nil) }
        if let b = stmt.as(BreakStmtSyntax.self) { return checkBreak(b) }
        if let c = stmt.as(ContinueStmtSyntax.self) { return checkContinue(c) }
        if stmt.is(FallThroughStmtSyntax.self) { return Stmt(.fallthroughStmt, l) }
        if let labeled = stmt.as(LabeledStmtSyntax.self) { return checkLabeled(labeled) }
        if let d = stmt.as(DoStmtSyntax.self) { return checkDo(d) }
        if let t = stmt.as(ThrowStmtSyntax.self) { return checkThrow(t) }
        if let d = stmt.as(DeferStmtSyntax.self) { return checkDefer(d) }
        error(Diagnostics.statementUnsupported, at: stmt)
        return nil
    }

    func checkWhile(_ w: WhileStmtSyntax, label: String?) -> Stmt {
        context.scopes.append([:])
        defer { context.scopes.removeLast() }
        let ((conditions, body), frame) = withIterationFrame(if: [Syntax(w.conditions), Syntax(w.body)]) {
            (checkConditions(w.conditions, bindIntoCurrentScope: true), checkLoopBody(w.body, label: label))
        }
        return Stmt(.whileLoop(conditions, body, label: label, iterationFrame: frame), loc(w))
    }

    func checkRepeat(_ r: RepeatStmtSyntax, label: String?) -> Stmt {
        let (body, frame) = withIterationFrame(if: [Syntax(r.body)]) { checkLoopBody(r.body, label: label) }
        let cond = checkExpr(r.condition, convertingTo: world.bool)
        return Stmt(.repeatLoop(body, cond, label: label, iterationFrame: frame), loc(r))
    }

    private func checkLoopBody(_ body: CodeBlockSyntax, label: String?) -> [Stmt] {
        inside(.loop, label: label) { checkBlock(body) }
    }

    private func checkReturn(_ r: ReturnStmtSyntax) -> Stmt {
        let l = loc(r)
        let ctx = context
        if ctx.deferDepth > 0 {
            error(Diagnostics.leavesDefer("return"), at: r)
            return Stmt(.ret(nil), l)
        }
        if ctx.kind == .topLevel {
            error(Diagnostics.returnOutsideFunction, at: r)
            return Stmt(.ret(nil), l)
        }
        guard let valueSyntax = r.expression else {
            if !ctx.returnType.isVoid && !ctx.returnType.isError && !(ctx.isInitializer) {
                error(Diagnostics.nonVoidReturnMissingValue, at: r)
            }
            if ctx.kind == .closure && ctx.inferredReturn == nil && ctx.returnType.isError { ctx.inferredReturn = .void }
            return Stmt(.ret(nil), l)
        }
        if ctx.isInitializer { return checkInitializerReturn(r, valueSyntax, at: l) }
        if ctx.kind == .closure && ctx.returnType.isError {
            let e = checkExpr(valueSyntax, expected: ctx.inferredReturn)
            if ctx.inferredReturn == nil { ctx.inferredReturn = e.type }
            return Stmt(.ret(e), l)
        }
        if ctx.returnType.isVoid {
            let e = checkExpr(valueSyntax, expected: nil)
            if !e.type.isVoid && !e.type.isError {
                error(Diagnostics.valueReturnedFromVoidFunction, at: valueSyntax)
            }
            return Stmt(.ret(e), l)
        }
        let e = checkExpr(valueSyntax, convertingTo: ctx.returnType) { self.returnMessage($0, $1) }
        return Stmt(.ret(e), l)
    }

    func checkIf(_ ifExpr: IfExprSyntax, label: String? = nil) -> Stmt {
        context.scopes.append([:])
        let conditions = checkConditions(ifExpr.conditions, bindIntoCurrentScope: true)
        let body = inside(.ifStatement, label: label) { checkBlock(ifExpr.body) }
        context.scopes.removeLast()
        var elseBody: [Stmt]? = nil
        switch ifExpr.elseBody {
        case .ifExpr(let nested)?: elseBody = [inside(.ifStatement, label: label) { checkIf(nested) }]
        case .codeBlock(let block)?: elseBody = inside(.ifStatement, label: label) { checkBlock(block) }
        case nil: break
        }
        return Stmt(.ifStmt(conditions, body, elseBody), loc(ifExpr))
    }

    func checkConditions(_ list: ConditionElementListSyntax, bindIntoCurrentScope: Bool) -> [Condition] {
        var result: [Condition] = []
        for element in list {
            switch element.condition {
            case .expression(let e):
                result.append(.boolean(checkExpr(e, convertingTo: world.bool)))
            case .optionalBinding(let binding):
                guard let ident = binding.pattern.as(IdentifierPatternSyntax.self) else {
                    if let condition = checkTupleOptionalBinding(binding) {
                        result.append(condition)
                        continue
                    }
                    error(Diagnostics.bindingFormUnsupported, at: binding.pattern)
                    // Its names are declared in error, so their uses raise nothing more.
                    if tupleOfNames(binding.pattern) != nil { _ = checkPattern(binding.pattern, against: .error, binding: true) }
                    continue
                }
                let name = ident.identifier.text
                let valueSyntax: ExprSyntax = binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: ident.identifier))
                var annotated: SType? = nil
                if let t = binding.typeAnnotation { annotated = resolveType(t.type, scope: currentTypeScope()) }
                let value: Expr
                if binding.initializer == nil, name == "self" {
                    guard let s = selfExpr(at: ident) else {
                        error(Diagnostics.cannotFindSelf, at: ident)
                        continue
                    }
                    value = s
                } else if binding.initializer == nil, let property = shorthandBindingOfProperty(name, at: ident) {
                    value = property
                } else if binding.initializer == nil {
                    guard let (r, v) = lookupVariable(name) else {
                        error(Diagnostics.cannotFindInScope(name), at: ident)
                        continue
                    }
                    let variable = Expr(.variable(r), v.type, loc(ident))
                    // `[weak cell]` then `guard let cell`: the object the weak reference still holds, if any.
                    value = v.ownership == .strong ? variable : Expr(.loadReference(variable), v.type, variable.loc)
                } else {
                    value = checkExprKeepingOptional(valueSyntax, expected: annotated.map { .optional($0) })
                }
                var payload: SType
                if case .optional(let w) = value.type {
                    payload = w
                } else if value.type.isError {
                    payload = .error
                } else {
                    // swiftc points at the binding's `let`/`var`, with or without an initializer.
                    error(Diagnostics.conditionalBindingNeedsOptional(value.type), at: binding.bindingSpecifier)
                    payload = value.type
                }
                if let a = annotated {
                    if !world.isConvertible(payload, to: a) { error(conversionMessage(payload, a), at: valueSyntax) }
                    payload = a
                }
                let slot = context.declare(name, type: payload, isLet: binding.bindingSpecifier.isKeyword(.let))
                if binding.initializer != nil { trackBinding(name, ident, .condition) }
                result.append(.optionalBinding(.local(hops: 0, index: slot), value))
            case .matchingPattern(let m):
                let subject = checkExpr(m.initializer.value, expected: nil)
                context.conditionCaseKeyword = m.caseKeyword
                let pattern = checkPattern(m.pattern, against: subject.type, binding: false)
                context.conditionCaseKeyword = nil
                result.append(.matches(pattern, subject))
            case .availability(let a):
                result.append(checkAvailability(a))
            }
        }
        return result
    }

    func checkFor(_ f: ForStmtSyntax, label: String?) -> Stmt {
        let l = loc(f)
        if f.awaitKeyword != nil || f.tryKeyword != nil { error(Diagnostics.forFormUnsupported, at: f) }
        // `for x: Double in [1, 2]`: the annotation types an array literal's elements, and otherwise must be
        // the sequence's element type.
        let annotated = f.typeAnnotation.map { resolveType($0.type, scope: currentTypeScope()) }
        let sequence: Expr
        if let annotated, f.sequence.is(ArrayExprSyntax.self) {
            sequence = checkExpr(f.sequence, convertingTo: .array(annotated))
        } else {
            sequence = checkExpr(f.sequence, expected: nil)
        }
        var element: SType
        if let e = world.sequenceElement(of: sequence.type) {
            element = e
            if let annotated, !annotated.isError, !e.isError, !world.sameType(e, annotated) {
                if case .optional(let wrapped) = annotated, world.sameType(wrapped, e) {
                    // Swift wraps each element; ReuseLab's loop binds it as it comes.
                    let spelled = "for \(f.pattern.trimmedDescription)\(f.typeAnnotation!.trimmedDescription) in"
                    error(Diagnostics.featureUnsupported(spelled), at: f.typeAnnotation!.type)
                } else {
                    error(Diagnostics.sequenceElementMismatch(e, annotated), at: f.sequence)
                }
                element = .error
            }
        } else {
            error(Diagnostics.forInNeedsSequence(sequence.type), at: f.sequence)
            element = .error
        }
        context.scopes.append([:])
        defer { context.scopes.removeLast() }
        _ = loopTupleLabelsFit(f.pattern, element, sequence: f.sequence)
        let ((pattern, whereExpr, body), frame) = withIterationFrame(if: [Syntax(f.body), f.whereClause.map(Syntax.init)]) {
            (
                checkLoopPattern(f.pattern, against: element),
                f.whereClause.map { checkExpr($0.condition, convertingTo: world.bool) },
                checkLoopBody(f.body, label: label)
            )
        }
        return Stmt(.forIn(pattern, sequence, whereClause: whereExpr, body, label: label, iterationFrame: frame), l)
    }

    /// `caseBody` checks each case's statements instead of `checkBlockItems` (a `switch` expression's values).
    func checkSwitch(_ sw: SwitchExprSyntax, label: String?, caseBody: ((CodeBlockItemListSyntax, Syntax) -> [Stmt])? = nil) -> Stmt {
        let subject = checkExpr(sw.subject, expected: nil)
        var cases: [SwitchCase] = []
        var hasDefault = false
        var covered = Set<String>()
        context.enclosingStatements.append(EnclosingStatement(kind: .switchStatement, label: label))
        defer { context.enclosingStatements.removeLast() }
        for c in activeCases(sw.cases) {
            context.scopes.append([:])
            var patterns: [Pattern] = []
            switch c.label {
            case .default:
                hasDefault = true
                patterns = [.wildcard]
            case .case(let caseLabel):
                context.sharesPatternNames = caseLabel.caseItems.count > 1
                defer { context.sharesPatternNames = false }
                for item in caseLabel.caseItems {
                    let p = checkPattern(item.pattern, against: subject.type, binding: false)
                    if case .enumCase(let ec, let subs) = p,
                        subs.allSatisfy({
                            if case .wildcard = $0 { return true }
                            if case .bind = $0 { return true }
                            return false
                        }), item.whereClause == nil
                    {
                        covered.insert(ec.name)
                    }
                    if case .wildcard = p, item.whereClause == nil { hasDefault = true }
                    if case .bind = p, item.whereClause == nil { hasDefault = true }
                    if item.whereClause == nil { noteOptionalCoverage(p, &covered) }
                    // Each item's `where` guards that item only: `case .a(let r), .b(let r) where r > 10`.
                    if let w = item.whereClause {
                        patterns.append(.guarded(p, checkExpr(w.condition, convertingTo: world.bool)))
                    } else {
                        patterns.append(p)
                    }
                }
            }
            let body = caseBody?(c.statements, Syntax(c)) ?? checkBlockItems(Array(c.statements))
            context.scopes.removeLast()
            if c.statements.isEmpty {
                error(Diagnostics.emptySwitchCase(isDefault: c.label.is(SwitchDefaultLabelSyntax.self)), at: c.label)
            }
            cases.append(SwitchCase(patterns: patterns, guardExpr: nil, body: body))
        }
        if !hasDefault && !subject.type.isError && !casesCoverEverything(cases.flatMap(\.patterns), of: subject.type) {
            if subject.type.optionalPayload != nil, covered.contains(Checker.coversSome), covered.contains(Checker.coversNone) {
                // `case let v?` (or `.some(let v)`) and `case nil` together cover an Optional.
            } else if case .nominal(let d, _) = subject.type.unwrappedFully, d.kind == .enumType, subject.type.optionalPayload == nil {
                if !d.caseOrder.allSatisfy({ covered.contains($0.name) }) {
                    error(Diagnostics.switchNotExhaustive, at: sw.switchKeyword)
                }
            } else if case .nominal(let d, _) = subject.type, d === world.boolType {
                // true/false cases are accepted without default when both appear.
            } else {
                error(Diagnostics.switchNotExhaustive, at: sw.switchKeyword)
            }
        }
        return Stmt(.switchStmt(subject, cases, label: label), loc(sw))
    }

    /// Checks a pattern against the type of the value it matches; names it binds become locals.
    func checkPattern(_ pattern: PatternSyntax, against type: SType, binding: Bool) -> Pattern {
        if pattern.is(WildcardPatternSyntax.self) { return .wildcard }
        if let ident = pattern.as(IdentifierPatternSyntax.self) {
            let slot = declarePatternName(ident.identifier.text, type: type)
            trackBinding(ident.identifier.text, ident, .pattern)
            return .bind(.local(hops: 0, index: slot))
        }
        if let vb = pattern.as(ValueBindingPatternSyntax.self) {
            return bindingVariables(vb.bindingSpecifier.isKeyword(.var)) {
                checkPattern(vb.pattern, against: type, binding: true)
            }
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            // Against a value already in error, its names are declared with the error type: no follow-on errors.
            if type.isError { return .tuple(tuple.elements.map { checkPattern($0.pattern, against: .error, binding: binding) }) }
            guard case .tuple(let elements, _) = type, elements.count == tuple.elements.count else {
                if !type.isError { error(tuplePatternMismatch(type), at: tuple) }
                return .wildcard
            }
            if !context.promotesLoopElements { _ = tuplePatternLabelsFit(tuple.elements, type) }
            return .tuple(zip(tuple.elements, elements).map { checkPattern($0.pattern, against: $1, binding: binding) })
        }
        if let isPattern = pattern.as(IsTypePatternSyntax.self) {
            let target = resolveType(isPattern.type, scope: currentTypeScope())
            if isTestAlwaysTrue(of: type, for: target) {
                warning(Diagnostics.isTestAlwaysTrue, at: isPattern.isKeyword)
                return .wildcard
            }
            return .isType(target, bind: nil)
        }
        if let exprPattern = pattern.as(ExpressionPatternSyntax.self) {
            return checkExpressionPattern(exprPattern.expression, against: type, binding: binding)
        }
        error(Diagnostics.patternUnsupported, at: pattern)
        return .wildcard
    }

    func checkExpressionPattern(_ expr: ExprSyntax, against type: SType, binding: Bool) -> Pattern {
        if type.isError { return declaringNamesSilently(expr, binding: binding) }
        if let p = expr.as(PatternExprSyntax.self) { return checkPattern(p.pattern, against: type, binding: binding) }
        if let special = checkCastOrRangePattern(expr, against: type, binding: binding) { return special }
        if expr.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        if binding, let ref = expr.as(DeclReferenceExprSyntax.self) {
            return .bind(.local(hops: 0, index: declarePatternName(ref.baseName.text, type: type)))
        }
        // `.some(let v)` on an optional: the same as `let v?`.
        if case .optional(let w) = type, let call = expr.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "some",
            member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional",
            call.arguments.count == 1, let arg = call.arguments.first, arg.label == nil
        {
            return .optionalSome(checkExpressionPattern(arg.expression, against: w, binding: binding))
        }
        let subject = type.unwrappedFully
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil || typeReference(member.base!) != nil,
            case .nominal(let d, _) = subject, d.kind == .enumType
        {
            let name = member.declName.baseName.lookupName
            guard let c = d.cases[name] else {
                error(Diagnostics.typeHasNoMember(subject, name), at: member.declName)
                return .wildcard
            }
            return wrapOptional(.enumCase(c, []), type)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            case .nominal(let d, _) = subject, d.kind == .enumType
        {
            let name = member.declName.baseName.lookupName
            guard let c = d.cases[name] else {
                error(Diagnostics.typeHasNoMember(subject, name), at: member.declName)
                return .wildcard
            }
            let args = Array(call.arguments)
            guard args.count == c.payload.count else {
                error(Diagnostics.tuplePatternWrongLength(c.payload.map { $0.type.description }.joined(separator: ", ")), at: call)
                return .wildcard
            }
            let bindings = genericEnumBindings(d, in: subject)
            let subs = zip(args, c.payload).map {
                checkExpressionPattern($0.expression, against: $1.type.substituting(bindings), binding: binding)
            }
            return wrapOptional(.enumCase(c, subs), type)
        }
        let value = checkExpr(expr, expected: type)
        if let inRange = rangePattern(value, against: type) { return inRange }
        if !world.isConvertible(value.type, to: type) && !value.type.isError {
            error(Diagnostics.expressionPatternMismatch(value.type, type), at: expr)
        }
        return .value(value)
    }

    private func wrapOptional(_ p: Pattern, _ type: SType) -> Pattern {
        if case .optional = type { return .optionalSome(p) }
        return p
    }

    /// True when control never falls off the end of these statements.
    /// Whether control never reaches the end of the body: some statement in it always leaves (what follows
    /// it is unreachable, not a fall-through).
    func alwaysExits(_ body: [Stmt]) -> Bool {
        body.contains(where: alwaysExits)
    }

    private func alwaysExits(_ last: Stmt) -> Bool {
        switch last.kind {
        case .ret, .breakStmt, .continueStmt: return true
        case .expression(let e):
            if case .never = e.type { return true }
            return false
        case .ifStmt(_, let a, let b): return b != nil && alwaysExits(a) && alwaysExits(b!)
        case .block(let b), .deferScope(let b): return alwaysExits(b)
        case .throwStmt: return true
        case .switchStmt(_, let cases, _): return cases.allSatisfy { alwaysExits($0.body) }
        case .guardStmt: return false
        default: return false
        }
    }
}

extension Checker {
    /// `if let name` / `guard let name` where `name` is a property of `self`, not a local: the shorthand reads
    /// the property as a bare `name` would (with swiftc's explicit-`self` rule in an escaping closure).
    func shorthandBindingOfProperty(_ name: String, at ident: IdentifierPatternSyntax) -> Expr? {
        if lookupVariable(name) != nil { return nil }
        let members = lookupMembersInScope(name)
        guard members.contains(where: \.isProperty), let selfValue = implicitSelf(at: ident) else { return nil }
        requireExplicitSelf(forMember: name, isMethod: false, selfValue: selfValue, at: ident)
        return memberReference(members, base: selfValue, name: name, argumentNames: nil, node: ident, expected: nil)
    }
}
