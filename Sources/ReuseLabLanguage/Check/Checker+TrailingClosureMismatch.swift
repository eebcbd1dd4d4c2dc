import SwiftSyntax

/// A call whose unlabelled trailing closure leaves the parameters unmatched, as swiftc's forward scan sees it:
/// the closure goes to the first parameter after the written arguments that can take a closure, skipping the
/// others, so a parameter it skipped is *missing* (`animate { … }` for `animate(duration:completion:)`), never
/// a label the learner could not have written. When no later parameter takes a closure, the closure is refused
/// for the next one's type.
extension Checker {
    /// True when it reported the call's error. `onlyRefusal`: for a call whose labels fit, only a closure given for
    /// a parameter that takes none (`fetch(1) { … }` for `fetch(_:_:)` with two Ints).
    func reportTrailingClosureMismatch(
        _ decl: FuncDecl, args: [CallArgument], call: FunctionCallExprSyntax, onlyRefusal: Bool = false
    ) -> Bool {
        guard let closure = call.trailingClosure, call.additionalTrailingClosures.isEmpty, let last = args.last,
            last.node.id == closure.id
        else { return false }
        let written = args.dropLast()
        let params = decl.params
        let recovery = LabelRecovery(
            args: written.map(\.label),
            params: params.map {
                LabelRecovery.Param(
                    label: $0.label, hasDefault: $0.defaultSyntax != nil || $0.defaultValue != nil, isVariadic: $0.isVariadic)
            })
        guard recovery.extra.isEmpty, recovery.labelProblem == nil else { return false }
        let lastBound = params.indices.last { !recovery.bindings[$0].isEmpty } ?? -1
        let rest = Array(params.indices.filter { $0 > lastBound })
        guard let (target, missing) = trailingClosureBinding(params, rest: rest, recovery: recovery) else { return false }
        let notes = declaredHereNote(decl).map { [$0] } ?? []
        if !acceptsTrailingClosure(params[target].type) {
            error(Diagnostics.trailingClosureNotAccepted(params[target].type), at: closure, notes: notes)
            return true
        }
        guard !onlyRefusal, let first = missing.first else { return false }
        let names = missing.map { p in params[p].label.map(Diagnostics.quotedLabel) ?? "#\(p + 1)" }
        if missing.count > 1 {
            diagnose(
                CompileDiagnostic(
                    Diagnostics.missingArguments(names.joined(separator: ", ")), at: closure, position: insertionPoint(call, written: 0),
                    notes: notes))
            return true
        }
        let position: AbsolutePosition
        if first > target {
            position = closure.endPositionBeforeTrailingTrivia
        } else {
            let before = recovery.bindings[..<first].reduce(0) { $0 + $1.count }
            position = insertionPoint(call, written: before)
        }
        diagnose(CompileDiagnostic(Diagnostics.missingArgument(names[0]), at: closure, position: position, notes: notes))
        return true
    }

    /// The parameter the closure goes to and the parameters left missing: swiftc's forward scan (SE-0286: a
    /// parameter that needs no argument is skipped when it is no function, or when a later one needs an argument),
    /// unless the old backward scan (the last parameter) needs fewer fixes.
    private func trailingClosureBinding(_ params: [ParamDecl], rest: [Int], recovery: LabelRecovery) -> (Int, [Int])? {
        guard let lastParameter = rest.last else { return nil }
        func needsArgument(_ p: Int) -> Bool { params[p].defaultSyntax == nil && params[p].defaultValue == nil && !params[p].isVariadic }
        let forward = rest.enumerated().first { offset, p in
            needsArgument(p) || (acceptsTrailingClosure(params[p].type) && !rest[(offset + 1)...].contains(where: needsArgument))
        }?.element
        func outcome(_ target: Int) -> (Int, [Int], fixes: Int) {
            let missing = params.indices.filter { $0 != target && recovery.bindings[$0].isEmpty && needsArgument($0) }
            return (target, missing, missing.count + (acceptsTrailingClosure(params[target].type) ? 0 : 1))
        }
        let backward = outcome(lastParameter)
        guard let forward else { return (backward.0, backward.1) }
        let scanned = outcome(forward)
        return scanned.fixes <= backward.fixes ? (scanned.0, scanned.1) : (backward.0, backward.1)
    }

    /// Where swiftc would insert an argument after `written` of the written ones: after the one before it, or
    /// after `(`… when none comes before (after the callee when there are no parentheses).
    private func insertionPoint(_ call: FunctionCallExprSyntax, written: Int) -> AbsolutePosition {
        let arguments = Array(call.arguments)
        if written > 0, written <= arguments.count { return arguments[written - 1].expression.endPositionBeforeTrailingTrivia }
        if let first = arguments.first { return first.positionAfterSkippingLeadingTrivia }
        if let rightParen = call.rightParen { return rightParen.positionAfterSkippingLeadingTrivia }
        return call.calledExpression.endPositionBeforeTrailingTrivia
    }

    /// A parameter a closure can be given for: a function type (optional or not), a generic parameter or `Any`.
    func acceptsTrailingClosure(_ type: SType) -> Bool {
        switch type.unwrappedFully {
        case .function, .param, .error: return true
        case .existential(let protocols): return protocols.isEmpty
        default: return false
        }
    }
}
