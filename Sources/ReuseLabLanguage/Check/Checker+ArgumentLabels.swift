import SwiftSyntax

/// The diagnostic for a call whose labels fit no candidate. Like swiftc, it recovers each candidate's
/// argument matching (`LabelRecovery`), takes the one with the smallest fix score (among equals, the only
/// one the argument types fit) and reports its first problem: extra arguments, then labels, then missing
/// arguments. With no single such candidate it says there is no exact match.
extension Checker {
    func reportLabelMismatch(
        _ candidates: [CallCandidate], args: [CallArgument], call: FunctionCallExprSyntax, nameNode: some SyntaxProtocol
    ) {
        if candidates.count == 1, reportTrailingClosureMismatch(candidates[0].decl, args: args, call: call) { return }
        let labels = args.map(\.label)
        guard let (decl, recovery) = labelTarget(candidates.map(\.decl), labels: labels, args: args) else {
            let kind = candidates.first?.decl.kindDescription ?? "function"
            let name = candidates.first.map { $0.decl.kind == .initializer ? "init" : $0.decl.name } ?? "function"
            error(
                Diagnostics.noExactMatchesInCall(kind, name), at: nameNode,
                notes: incorrectLabelNotes(candidates, labels: labels, call: call))
            return
        }
        if !reportRecoveredArguments(
            recovery, args: args, call: call, parameterLabel: { decl.params[$0].label }, declaration: declaredHereNote(decl))
        {
            error(Diagnostics.noExactMatchesInCall(decl.kindDescription, decl.kind == .initializer ? "init" : decl.name), at: nameNode)
        }
    }

    /// The first problem of a recovered matching of arguments to parameters (a function's, an enum case's
    /// payloads), as swiftc reports it: extra arguments, then labels, then missing ones. `parameterLabel` gives
    /// a parameter's label by index. False when the matching found none to report.
    func reportRecoveredArguments(
        _ recovery: LabelRecovery, args: [CallArgument], call: FunctionCallExprSyntax, parameterLabel: (Int) -> String?,
        declaration: CompileNote? = nil
    ) -> Bool {
        let labels = args.map(\.label)
        let leftParen = call.leftParen.map(Syntax.init) ?? Syntax(call)
        if recovery.extra.count > 1 {
            error(Diagnostics.extraArgumentsAtPositions(recovery.extra), at: leftParen)
        } else if let i = recovery.extra.first {
            let a = args[i]
            if a.node.id == call.trailingClosure?.id {
                error(Diagnostics.extraTrailingClosure, at: a.expr)
            } else {
                error(Diagnostics.extraArgument(a.label), at: a.expr)
            }
        } else if case .relabel(let names)? = recovery.labelProblem, let message = labelMessage(labels, names) {
            error(message, at: leftParen)
        } else if case .outOfOrder(let from, let to)? = recovery.labelProblem {
            error(
                labels[from] == nil
                    ? Diagnostics.unnamedArgumentMustPrecede(from + 1, labels[to])
                    : Diagnostics.argumentMustPrecede(labels[from], labels[to]), at: args[from].node)
        } else if !recovery.missing.isEmpty {
            let names = recovery.missing.map { p in parameterLabel(p).map(Diagnostics.quotedLabel) ?? "#\(p + 1)" }
            let notes = declaration.map { [$0] } ?? []
            if names.count == 1 {
                let (node, position) = missingArgumentPlace(recovery, parameter: recovery.missing[0], args: args, call: call)
                diagnose(CompileDiagnostic(Diagnostics.missingArgument(names[0]), at: node, position: position, notes: notes))
            } else {
                error(Diagnostics.missingArguments(names.joined(separator: ", ")), at: leftParen, notes: notes)
            }
        } else {
            return false
        }
        return true
    }

    /// Where swiftc puts a single missing argument: where it would be inserted, at the start of the first
    /// argument when it comes first, else just after the argument before it (before its comma), or at `)` when
    /// the call has no arguments.
    private func missingArgumentPlace(
        _ recovery: LabelRecovery, parameter: Int, args: [CallArgument], call: FunctionCallExprSyntax
    ) -> (Syntax, AbsolutePosition?) {
        let before = recovery.bindings[..<parameter].reduce(0) { $0 + $1.count }
        if before == 0, let first = args.first { return (first.node, nil) }
        if before > 0, before <= args.count {
            let previous = args[before - 1].expr
            return (Syntax(previous), previous.endPositionBeforeTrailingTrivia)
        }
        return (call.rightParen.map(Syntax.init) ?? Syntax(call), nil)
    }

    /// swiftc's "'f(x:y:)' declared here" under a missing argument, at the learner's declaration (a struct's
    /// memberwise initializer is declared at the struct's name); none for the libraries' declarations.
    func declaredHereNote(_ decl: FuncDecl) -> CompileNote? {
        if decl.native == "memberwise", let owner = decl.owner, !owner.fromPrelude, let name = owner.nameNode {
            return CompileNote(Diagnostics.declaredHere(decl.fullName), at: name)
        }
        guard !decl.isFromPrelude, decl.owner?.fromPrelude != true, let name = decl.nameNode else { return nil }
        return CompileNote(Diagnostics.declaredHere(decl.fullName), at: name)
    }

    /// The candidate a label error is about: the one swiftc's recovery scores best, or among several equal
    /// ones the only one whose parameter types the arguments fit.
    private func labelTarget(_ decls: [FuncDecl], labels: [String?], args: [CallArgument]) -> (FuncDecl, LabelRecovery)? {
        let scored = decls.map { d in
            (
                d,
                LabelRecovery(
                    args: labels,
                    params: d.params.map {
                        LabelRecovery.Param(
                            label: $0.label, hasDefault: $0.defaultSyntax != nil || $0.defaultValue != nil, isVariadic: $0.isVariadic)
                    })
            )
        }
        guard let best = scored.map(\.1.impact).min() else { return nil }
        let tied = scored.filter { $0.1.impact == best }
        if tied.count == 1 { return tied[0] }
        let byType = tied.filter { argumentTypesFit($0.0, args, bindings: $0.1.bindings) }
        return byType.count == 1 ? byType[0] : nil
    }

    /// Whether each argument, bound as the recovery bound it, converts to its parameter's type.
    private func argumentTypesFit(_ decl: FuncDecl, _ args: [CallArgument], bindings: [[Int]]) -> Bool {
        let saved = diagnostics.count
        defer { if diagnostics.count > saved { diagnostics.removeSubrange(saved...) } }
        return zip(decl.params, bindings).allSatisfy { p, bound in
            bound.allSatisfy { i in
                let a = args[i]
                if p.type.containsParams || a.expr.is(ClosureExprSyntax.self) { return true }
                let e = checkExpr(a.expr, expected: p.type)
                return e.type.isError || world.isConvertible(e.type, to: p.type)
            }
        }
    }

    /// swiftc's wording: only missing labels, only extraneous ones, or else the whole lists; plural past one.
    func labelMessage(_ labels: [String?], _ names: [String?]) -> Diagnostics.Message? {
        let pairs = zip(labels, names).map { ($0, $1) }
        let wrong = pairs.filter { $0.0 != $0.1 }
        if wrong.isEmpty { return nil }
        if wrong.allSatisfy({ $0.0 == nil }) { return Diagnostics.missingArgumentLabels(wrong.map(\.1)) }
        if wrong.allSatisfy({ $0.1 == nil }) { return Diagnostics.extraneousArgumentLabels(wrong.map(\.0)) }
        return Diagnostics.incorrectArgumentLabels(have: labels, expected: names, wrongCount: wrong.count)
    }
}
