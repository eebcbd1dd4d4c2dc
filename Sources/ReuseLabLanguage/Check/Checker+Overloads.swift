import SwiftSyntax

/// A candidate that type-checked, with how good a match it is.
struct CallAttempt {
    let candidate: CallCandidate
    let args: [Expr?]
    let bindings: [ObjectIdentifier: SType]
    let resultType: SType
    let conversions: Int
    let constraintCount: Int
    let isGeneric: Bool
    let isDefault: Bool
}

/// Overload resolution and generic inference, in the order swiftc effectively applies them for this subset:
/// labels, then argument types, then the contextual result type, then superclass defaults, then constraints.
extension Checker {
    func resolveCall(
        _ candidates: [CallCandidate], args: [CallArgument], call: FunctionCallExprSyntax, nameNode: some SyntaxProtocol,
        expected: SType?, extraGenerics: [GenericParam] = [],
        makeCallee: (FuncDecl, [ObjectIdentifier: SType]) -> Callee
    ) -> Expr {
        let labelled = candidates.filter { matchArguments($0.decl.params, args) != nil }
        if labelled.isEmpty {
            // A library overload ReuseLab lacks is its one boundary: its arguments (format styles) raise nothing more.
            if let missing = unsupportedLibraryOverload(candidates.map(\.decl), labels: args.map(\.label)) {
                error(missing, at: nameNode)
                return errorExpr(call)
            }
            // The call's error comes before its arguments' own, and none when an argument is already an error
            // (`String(data: encoded, encoding: .utf8)` with `encoded` from an unsupported encoder).
            let saved = diagnostics.count
            let argumentIsError = checkArgumentsForErrors(args)
            let argumentErrors = diagnostics[saved...]
            diagnostics.removeSubrange(saved...)
            if !argumentIsError { reportLabelMismatch(candidates, args: args, call: call, nameNode: nameNode) }
            diagnostics.append(contentsOf: argumentErrors)
            return errorExpr(call)
        }
        if candidates.count == 1, call.trailingClosure != nil,
            reportTrailingClosureMismatch(candidates[0].decl, args: args, call: call, onlyRefusal: true)
        {
            _ = checkArgumentsForErrors(Array(args.dropLast()))
            return errorExpr(call)
        }
        var attempts: [CallAttempt] = []
        if labelled.count > 1 {
            for c in labelled {
                let saved = diagnostics.count
                if let a = attempt(c, args: args, call: call, nameNode: nameNode, expected: expected, extraGenerics: extraGenerics),
                    diagnostics.count == saved
                {
                    attempts.append(a)
                }
                if diagnostics.count > saved { diagnostics.removeSubrange(saved...) }
            }
        }
        // Overloads told apart only by their result (Array's `suffix` making a slice or, where an array is
        // expected, Sequence's making an array): the contextual type keeps those that fit it.
        if let expected, !expected.isError, attempts.count > 1 {
            let fitting = attempts.filter { world.isConvertible($0.resultType, to: expected) }
            if !fitting.isEmpty { attempts = fitting }
        }
        if let best = best(attempts) {
            // Re-check so that nested expressions are typed against the chosen declaration only.
            let saved = diagnostics.count
            guard
                let final = attempt(
                    best.candidate, args: args, call: call, nameNode: nameNode, expected: expected, extraGenerics: extraGenerics),
                diagnostics.count == saved
            else { return errorExpr(call) }
            return callExpr(final, call: call, makeCallee: makeCallee)
        }
        // No candidate works. Overloads that each refuse only an argument's type are no exact match, as in swiftc;
        // otherwise what is wrong with the most promising one is reported.
        if labelled.count > 1,
            let notes = argumentTypeRefusals(
                labelled, args: args, call: call, nameNode: nameNode, expected: expected, extraGenerics: extraGenerics)
        {
            let decl = labelled[0].decl
            error(Diagnostics.noExactMatchesInCall(decl.kindDescription, decl.name), at: nameNode, notes: notes)
            return errorExpr(call)
        }
        let target = labelled.count == 1 ? labelled[0] : mostPromising(labelled, args: args)
        guard let a = attempt(target, args: args, call: call, nameNode: nameNode, expected: expected, extraGenerics: extraGenerics)
        else {
            return errorExpr(call)
        }
        return callExpr(a, call: call, makeCallee: makeCallee)
    }

    /// The call of the chosen declaration, its result unwrapped where the declaration says `T!`.
    private func callExpr(
        _ chosen: CallAttempt, call: FunctionCallExprSyntax, makeCallee: (FuncDecl, [ObjectIdentifier: SType]) -> Callee
    ) -> Expr {
        if rejectsOptionalRequirementCall(chosen.candidate.decl, bindings: chosen.bindings, call: call) { return errorExpr(call) }
        let made = Expr(
            .call(
                writingBack(makeCallee(chosen.candidate.decl, chosen.bindings), chosen.args), args: chosen.args,
                bindings: chosen.bindings, variadicFrom: nil), chosen.resultType, loc(call))
        return chosen.candidate.decl.resultIsImplicitlyUnwrapped ? implicitlyUnwrapped(made) : made
    }

    private func best(_ attempts: [CallAttempt]) -> CallAttempt? {
        attempts.min { a, b in
            if a.conversions != b.conversions { return a.conversions < b.conversions }
            // The learner's `func max(_ a: Int, _ b: Int)` wins over the library's overloads its arguments fit as
            // well, as a declaration of the script's own module does in swiftc; the library's stay for the rest.
            let aIsLearners = !a.candidate.decl.isFromPrelude
            let bIsLearners = !b.candidate.decl.isFromPrelude
            if aIsLearners != bIsLearners { return aIsLearners }
            if a.isDefault != b.isDefault { return !a.isDefault }
            if a.isGeneric != b.isGeneric { return !a.isGeneric }
            return a.constraintCount > b.constraintCount
        }
    }

    /// When every candidate, tried alone, raises exactly one error, an argument of the wrong type: swiftc's notes
    /// under its "no exact matches", one at each of the learner's candidates (what it expects, what it got).
    /// Nil when some candidate fails otherwise.
    private func argumentTypeRefusals(
        _ candidates: [CallCandidate], args: [CallArgument], call: FunctionCallExprSyntax, nameNode: some SyntaxProtocol,
        expected: SType?, extraGenerics: [GenericParam]
    ) -> [CompileNote]? {
        var notes: [CompileNote] = []
        for c in candidates {
            let saved = diagnostics.count
            defer { diagnostics.removeSubrange(saved...) }
            _ = attempt(c, args: args, call: call, nameNode: nameNode, expected: expected, extraGenerics: extraGenerics)
            let raised = diagnostics[saved...].filter { $0.declared.severity == .error }
            guard raised.count == 1, let refusal = raised.first, refusal.declared.id == "cannotConvertArgumentType" else { return nil }
            guard !c.decl.isFromPrelude, let name = c.decl.nameNode, let mapping = matchArguments(c.decl.params, args),
                let argument = args.indices.first(where: { refusal.node.id == Syntax(args[$0].expr).id }),
                let parameter = mapping.firstIndex(where: { $0.contains(argument) })
            else { continue }
            let got = checkExpr(args[argument].expr, expected: nil).type
            let wanted = c.decl.params[parameter].type.substituting(c.subst).diagnosticDescription
            notes.append(CompileNote(Diagnostics.candidateExpectsValue(wanted, parameter: parameter, got: got), at: name))
        }
        return notes
    }

    private func mostPromising(_ candidates: [CallCandidate], args: [CallArgument]) -> CallCandidate {
        candidates.first { c in c.decl.params.count == args.count } ?? candidates[0]
    }

    /// Maps each parameter to the argument that fills it (nil: its default), or nil when the labels don't fit.
    func matchArguments(_ params: [ParamDecl], _ args: [CallArgument]) -> [[Int]]? {
        var result: [[Int]] = []
        var next = 0
        for (i, p) in params.enumerated() {
            if next < args.count, args[next].label == p.label {
                if p.isVariadic {
                    var taken = [next]
                    next += 1
                    while next < args.count, args[next].label == nil {
                        taken.append(next)
                        next += 1
                    }
                    result.append(taken)
                } else {
                    result.append([next])
                    next += 1
                }
                continue
            }
            // A trailing closure fills the next function-typed parameter whatever its label (Swift's forward
            // scan), unless that parameter has a default and a later function-typed one needs the closure.
            let hasDefault = p.defaultSyntax != nil || p.defaultValue != nil
            if next < args.count, args[next].label == nil, args[next].expr.is(ClosureExprSyntax.self),
                args[next].node.is(ClosureExprSyntax.self), case .function = p.type.unwrappedFully,
                !hasDefault
                    || !params[(i + 1)...].contains(where: {
                        if case .function = $0.type.unwrappedFully { return $0.defaultSyntax == nil }
                        return false
                    })
            {
                result.append([next])
                next += 1
                continue
            }
            if p.defaultSyntax != nil || p.isVariadic || p.defaultValue != nil {
                result.append([])
                continue
            }
            return nil
        }
        return next == args.count ? result : nil
    }

    /// Type-checks a call against one candidate; records diagnostics for what does not fit.
    func attempt(
        _ candidate: CallCandidate, args: [CallArgument], call: FunctionCallExprSyntax, nameNode: some SyntaxProtocol,
        expected: SType?, extraGenerics: [GenericParam]
    ) -> CallAttempt? {
        let saved = diagnostics.count
        let first = attemptOnce(candidate, args: args, call: call, nameNode: nameNode, expected: expected, extraGenerics: extraGenerics)
        guard diagnostics.count > saved, !integerLiteralsForGenericsAsDouble, literalMayAccumulateDoubles(candidate.decl, args) else {
            return first
        }
        return retryWithDoubleLiterals(saved: saved, first: first) {
            attemptOnce(candidate, args: args, call: call, nameNode: nameNode, expected: expected, extraGenerics: extraGenerics)
        }
    }

    private func attemptOnce(
        _ candidate: CallCandidate, args: [CallArgument], call: FunctionCallExprSyntax, nameNode: some SyntaxProtocol,
        expected: SType?, extraGenerics: [GenericParam]
    ) -> CallAttempt? {
        let decl = candidate.decl
        ensureSignature(decl)
        guard let mapping = matchArguments(decl.params, args) else { return nil }
        let generics = decl.genericParams + extraGenerics + decl.genericParams.flatMap { $0.memberTypes.values }
        var bindings = candidate.subst
        let genericIDs = Set(generics.map { ObjectIdentifier($0) })
        func resolved(_ t: SType) -> SType { t.substituting(bindings) }
        func unresolved(_ t: SType) -> Bool { generics.contains { t.substituting(bindings).contains(param: $0) } }
        var checked: [Int: Expr] = [:]
        // `reduce(into: [:])` returned as a `[String: Int]`: an empty literal's type comes from the contextual result.
        if let exp = expected, !exp.isError, unresolved(decl.resultType), args.contains(where: { isEmptyCollectionLiteral($0.expr) }) {
            unify(decl.resultType, decl.resultType.optionalPayload == nil ? (exp.optionalPayload ?? exp) : exp, &bindings, genericIDs)
        }
        // `reduce(into: [:]) { $0[$1.sender, default: 0] += 1 }`: with no context, the closure's first use of the
        // accumulator says its type, as swiftc infers it.
        if unresolved(decl.resultType), args.contains(where: { isEmptyCollectionLiteral($0.expr) }),
            let inferred = accumulatorType(decl, args: args, mapping: mapping, resolved: resolved)
        {
            unify(decl.resultType, inferred, &bindings, genericIDs)
        }
        // With a closure of several statements swiftc cannot type `[:]` either: ReuseLab says so once, and the rest
        // of the call is checked against an error type (no follow-on errors).
        if unresolved(decl.resultType), case .param(let result) = decl.resultType,
            let literal = emptyDictionaryBeforeLongClosure(decl, args: args, mapping: mapping)
        {
            error(Diagnostics.emptyDictionaryAccumulatorNeedsType, at: literal)
            bindings[ObjectIdentifier(result)] = .error
        }
        // Pass 1: arguments that are not closures.
        for (pi, argIndexes) in mapping.enumerated() {
            let p = decl.params[pi]
            let elementType: SType = p.isVariadic ? (p.type.arrayElement ?? p.type) : p.type
            for ai in argIndexes where !isFunctionLiteral(args[ai].expr) || p.isAutoclosure {
                if p.isAutoclosure, case .function(let ps, let result) = elementType.unwrappedFully, ps.isEmpty {
                    let value = checkExpr(args[ai].expr, expected: unresolved(result) ? nil : resolved(result))
                    unify(result, value.type, &bindings, genericIDs)
                    let converted = unresolved(result) ? value : erasing(value, to: resolved(result))
                    checked[ai] = Expr(.autoclosure(converted), .function([], converted.type), value.loc)
                    continue
                }
                let literalHint =
                    doubleLiteralHint(args[ai].expr, parameter: elementType, unresolved: unresolved)
                    ?? operatorLiteralHint(
                        for: args[ai].expr, parameter: elementType, params: decl.params, mapping: mapping, args: args, resolved: resolved)
                let exp = unresolved(elementType) ? literalHint : resolved(elementType)
                var e = checkAllowingThrows(p.isThrowingFunction) {
                    checkAllowingAwait(p.isAsyncFunction) {
                        checkExpr(args[ai].expr, expected: exp ?? hintType(elementType, bindings: bindings))
                    }
                }
                // A `T!` given for a bare generic parameter binds it to the optional, as swiftc does.
                if case .param = elementType, unresolved(elementType) { e = optionalView(e) }
                checked[ai] = e
                unify(elementType, e.type, &bindings, genericIDs)
            }
        }
        // The contextual type, for generic results.
        if let exp = expected, unresolved(decl.resultType) {
            let target: SType = (decl.resultType.optionalPayload == nil) ? (exp.optionalPayload ?? exp) : exp
            if !target.isError { unify(decl.resultType, target, &bindings, genericIDs) }
        }
        // `titles(in: repo) { $0.name }` with a parameter `(R.Model) -> String`: `R` is bound now, so `R.Model` is too.
        bindMemberTypes(of: decl.genericParams, &bindings)
        // Pass 2: closures, now that their parameter types are known.
        for (pi, argIndexes) in mapping.enumerated() {
            let p = decl.params[pi]
            for ai in argIndexes where isFunctionLiteral(args[ai].expr) && !p.isAutoclosure {
                closureFirstParameterIsInout = p.closureTakesInoutFirst
                closureIsEscaping = p.isEscaping
                let e = checkAllowingThrows(p.isThrowingFunction) {
                    checkAllowingAwait(p.isAsyncFunction) {
                        checkExpr(
                            args[ai].expr, expected: closureExpectation(p.type.unwrappedFully, resolved: resolved, unresolved: unresolved))
                    }
                }
                closureFirstParameterIsInout = false
                closureIsEscaping = false
                checked[ai] = e
                unify(p.type.unwrappedFully, e.type, &bindings, genericIDs)
            }
        }
        // `Array("abc")`: a string's elements are Characters, whatever the context asks.
        if decl.native == "arrayFromString", let element = world.arrayDecl.genericParams.first {
            bindings[ObjectIdentifier(element)] = world.character
        }
        // `Array(indexSet)`: an IndexSet's elements are Ints.
        if decl.native == "arrayFromIndexSet", let element = world.arrayDecl.genericParams.first {
            bindings[ObjectIdentifier(element)] = world.int
        }
        bindElementsOfSequenceArguments(decl.genericParams, &bindings)
        // `Array(zip(a, b))`, `Dictionary(uniqueKeysWithValues: zip(keys, values))`: the pairs fix the types.
        if decl.native == "arrayFromZip" || decl.native == "dictionaryFromZip", let pairs = checked.values.first?.type,
            case .tuple(let parts, _)? = world.sequenceElement(of: pairs), parts.count == 2
        {
            if decl.native == "arrayFromZip", let element = world.arrayDecl.genericParams.first {
                bindings[ObjectIdentifier(element)] = .tuple(parts)
            } else if world.dictionaryDecl.genericParams.count == 2 {
                for (g, t) in zip(world.dictionaryDecl.genericParams, parts) { bindings[ObjectIdentifier(g)] = t }
            }
        }
        // `Range(nsRange, in: text)`: a member of `extension Range where Bound == String.Index` fixes `Bound`.
        if let requirements = decl.extensionRequirements {
            for (position, type) in requirements.fixed where position < requirements.originals.count {
                let id = ObjectIdentifier(requirements.originals[position])
                if genericIDs.contains(id) && bindings[id] == nil { bindings[id] = type }
            }
        }
        bindMemberTypes(of: decl.genericParams, &bindings)
        bindCollectionIndices(of: decl.genericParams, &bindings, at: nameNode)
        // Parameters nothing bound: a superclass bound is the fallback, as in swiftc.
        for g in generics where bindings[ObjectIdentifier(g)] == nil {
            if let member = decl.genericParams.flatMap({ $0.memberTypes.values }).first(where: { $0 === g }) {
                bindings[ObjectIdentifier(g)] = .param(member)  // left abstract, as the callee sees it
                continue
            }
            if let bound = g.superclassBound {
                bindings[ObjectIdentifier(g)] = bound
            } else if let untyped = untypedFailure(g, of: decl) {
                bindings[ObjectIdentifier(g)] = untyped
            } else if let failure = taskFailure(g, of: decl, arguments: Array(checked.values)) {
                bindings[ObjectIdentifier(g)] = failure
            } else if checked.values.contains(where: { $0.type.isError }) {
                bindings[ObjectIdentifier(g)] = .error  // an argument already reported says why
            } else {
                error(Diagnostics.genericParameterNotInferred(g.name), at: nameNode, notes: inCallToFunctionNotes(decl))
                return nil
            }
        }
        for g in generics {
            guard let b = bindings[ObjectIdentifier(g)], !b.isError else { continue }
            let bound = b.substituting(bindings)
            for p in g.protocols where !world.conforms(bound, to: p) {
                let (message, notes) = unmetRequirement(
                    Diagnostics.requiresConformance(decl.kindDescription, decl.diagnosticName, bound, p.name), of: decl, parameter: g,
                    boundTo: bound)
                error(message, at: nameNode, notes: notes)
                return nil
            }
            if let name = unmetCollectionRequirement(g, boundTo: bound) {
                let (message, notes) = unmetRequirement(
                    Diagnostics.requiresConformance(decl.kindDescription, decl.diagnosticName, bound, name), of: decl, parameter: g,
                    boundTo: bound)
                error(message, at: nameNode, notes: notes)
                return nil
            }
            if let (element, fixed) = unmetCollectionElement(g, boundTo: bound, bindings) {
                let requirement = Diagnostics.describedDeclaration(decl.kindDescription, decl.diagnosticName)
                error(Diagnostics.extensionRequirementSameType(requirement, element, fixed), at: nameNode)
                return nil
            }
            if let sup = g.superclassBound, !world.isConvertible(bound, to: sup.substituting(bindings)) {
                error(
                    Diagnostics.requiresInheritance(decl.kindDescription, decl.diagnosticName, bound, sup.substituting(bindings)),
                    at: nameNode)
                return nil
            }
        }
        var finalArgs: [Expr?] = []
        var conversions = 0
        for (pi, argIndexes) in mapping.enumerated() {
            let p = decl.params[pi]
            let paramType = resolved(p.type)
            if p.isVariadic {
                let element = paramType.arrayElement ?? paramType
                var elements: [Expr] = []
                for ai in argIndexes {
                    guard let e = checked[ai] else { continue }
                    if !world.isConvertible(e.type, to: element) {
                        error(argumentMessage(e.type, element), at: swiftcLocation(of: args[ai].expr))
                        return nil
                    }
                    elements.append(erasing(e, to: element))
                }
                finalArgs.append(argIndexes.isEmpty ? nil : Expr(.arrayLiteral(elements), paramType, loc(call)))
                continue
            }
            guard let ai = argIndexes.first, let e = checked[ai] else {
                finalArgs.append(nil)
                continue
            }
            if p.isInout || args[ai].expr.is(InOutExprSyntax.self) {
                guard checkInoutPassing(p, paramType, e, args[ai].expr) else { return nil }
                finalArgs.append(e)
                continue
            }
            if !world.isConvertible(e.type, to: paramType) {
                if case .metatype = paramType, isBareTypeName(args[ai].expr) { return nil }
                error(argumentMessage(e.type, paramType), at: swiftcLocation(of: args[ai].expr))
                return nil
            }
            if !world.sameType(e.type, paramType) { conversions += 1 }
            finalArgs.append(erasing(e, to: paramType))
        }
        var isDefault = false
        if case .protocolExtension = decl.home { isDefault = true }
        return CallAttempt(
            candidate: candidate, args: finalArgs, bindings: bindings, resultType: resolved(decl.resultType),
            conversions: conversions, constraintCount: generics.reduce(0) { $0 + $1.constraintCount },
            isGeneric: !generics.isEmpty, isDefault: isDefault)
    }

    private func isBareTypeName(_ e: ExprSyntax) -> Bool {
        lastErrorIs(Diagnostics.typeNameNotAValue) && e.is(DeclReferenceExprSyntax.self)
    }

    /// A partial expected type for an argument whose parameter mentions unbound generics (implicit members need a base).
    private func hintType(_ t: SType, bindings: [ObjectIdentifier: SType]) -> SType? {
        let s = t.substituting(bindings)
        if case .nominal(let d, _) = s.unwrappedFully, !d.genericParams.isEmpty { return nil }
        return nil
    }

    /// Binds generic parameters in `pattern` by matching it against `actual`.
    func unify(_ pattern: SType, _ actual: SType, _ bindings: inout [ObjectIdentifier: SType], _ generics: Set<ObjectIdentifier>) {
        switch (pattern, actual) {
        case (_, .error), (_, .nilLiteral), (_, .never): return
        case (.param(let p), _) where generics.contains(ObjectIdentifier(p)):
            let key = ObjectIdentifier(p)
            if let existing = bindings[key] {
                if world.isConvertible(existing, to: actual) && !world.sameType(existing, actual) { bindings[key] = actual }
            } else {
                bindings[key] = actual
            }
        case (.optional(let x), .optional(let y)): unify(x, y, &bindings, generics)
        case (.optional(let x), _): unify(x, actual, &bindings, generics)
        case (.metatype(let x), .metatype(let y)): unify(x, y, &bindings, generics)
        case (.array(let x), .array(let y)): unify(x, y, &bindings, generics)
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
            unify(k1, k2, &bindings, generics)
            unify(v1, v2, &bindings, generics)
        case (.nominal(let d1, let a1), .nominal(let d2, let a2)) where d1 === d2:
            for (x, y) in zip(a1, a2) { unify(x, y, &bindings, generics) }
        case (.tuple(let x, _), .tuple(let y, _)) where x.count == y.count:
            for (a, b) in zip(x, y) { unify(a, b, &bindings, generics) }
        case (.function(let p1, let r1), .function(let p2, let r2)) where p1.count == p2.count:
            for (a, b) in zip(p1, p2) { unify(a, b, &bindings, generics) }
            unify(r1, r2, &bindings, generics)
        default: return
        }
    }
}

extension SType {
    var arrayElement: SType? {
        if case .array(let e) = self { return e }
        return nil
    }
}

extension Checker {
    /// `[]` or `[:]`, whose type only the context can give.
    func isEmptyCollectionLiteral(_ expr: ExprSyntax) -> Bool {
        if let array = expr.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        return expr.as(DictionaryExprSyntax.self)?.content.is(TokenSyntax.self) == true
    }
}
