/// Thrown Swift errors, `do`/`catch`, `try?`/`try!` and `defer`. A thrown error travels as a host
/// `ThrownError` through the interpreter's own `throws` functions, so every call on the way unwinds
/// as Swift's would; what nobody catches becomes Swift's trap at the top level.
/// Unchecked: a thrown error never leaves the interpreter's thread (Swift's `Error` asks for `Sendable`).
struct ThrownError: Error, @unchecked Sendable {
    let value: Value
    let loc: SourceLoc
}

extension Interpreter {
    /// `throw`, `do`/`catch` and `defer`, kept out of `exec` so that its common cases stay lean.
    func execErrorFlow(_ stmt: Stmt, _ frame: Frame) throws -> Completion {
        switch stmt.kind {
        case .throwStmt(let e): throw ThrownError(value: try eval(e, frame), loc: stmt.loc)
        case .doCatch(let body, let clauses): return try runDoCatch(body, clauses, frame)
        case .deferScope(let body): return try runDeferScope(body, frame)
        default: return .normal  // a `deferStmt` is registered by the enclosing `deferScope`
        }
    }

    /// Runs a `do` body; an error it throws goes to the first clause whose pattern (and `where`) matches.
    func runDoCatch(_ body: [Stmt], _ clauses: [SwitchCase], _ frame: Frame) throws -> Completion {
        do {
            return try run(body, in: frame)
        } catch let thrown as ThrownError {
            for clause in clauses {
                for p in clause.patterns where try match(p, thrown.value, frame) {
                    if let g = clause.guardExpr, try !eval(g, frame).checkedBool() { continue }
                    return try run(clause.body, in: frame)
                }
            }
            throw thrown
        }
    }

    /// Runs statements that include `defer`s: each registered when reached, all run at the end, last first.
    func runDeferScope(_ stmts: [Stmt], _ frame: Frame) throws -> Completion {
        var deferred: [[Stmt]] = []
        let completion: Completion
        do {
            completion = try runRegisteringDefers(stmts, frame, into: &deferred)
        } catch let thrown as ThrownError {
            // A thrown Swift error unwinds through the scope; a trap ends the program without running them.
            for body in deferred.reversed() { _ = try run(body, in: frame) }
            throw thrown
        }
        for body in deferred.reversed() { _ = try run(body, in: frame) }
        return completion
    }

    private func runRegisteringDefers(_ stmts: [Stmt], _ frame: Frame, into deferred: inout [[Stmt]]) throws -> Completion {
        for s in stmts {
            if case .deferStmt(let body) = s.kind {
                deferred.append(body)
                continue
            }
            let c = try exec(s, frame)
            if case .normal = c { continue }
            return c
        }
        return .normal
    }

    /// A `switch` expression: the first matching case's value (each case body is one `return`).
    func evalSwitchValue(_ subject: Expr, _ cases: [SwitchCase], _ frame: Frame) throws -> Value {
        guard let first = try firstMatchingCase(cases, try eval(subject, frame), frame) else { return .void }
        for c in cases[first...] {
            switch try run(c.body, in: frame) {
            case .returned(let v): return v
            case .fellThrough: continue
            default: return .void
            }
        }
        return .void
    }

    func evalTryOptional(_ e: Expr, _ frame: Frame) throws -> Value {
        do {
            return try eval(e, frame)
        } catch is ThrownError {
            return .none
        }
    }

    func evalTryForce(_ e: Expr, _ frame: Frame, loc: SourceLoc) throws -> Value {
        do {
            return try eval(e, frame)
        } catch let thrown as ThrownError {
            throw fatal(Diagnostics.tryForceRaised(try errorDescription(thrown.value)), at: loc)
        }
    }

    /// What escapes the top-level code: Swift reports it from the standard library's ErrorType.swift.
    func topLevelTrap(for thrown: ThrownError) throws -> Trap {
        fatal(Diagnostics.errorRaisedAtTopLevel(try errorDescription(thrown.value)), at: thrown.loc)
    }

    /// An error as the runtime prints it (`String(reflecting:)`): `main.MyError.bad(3)`, `main.Oops(code: 4)`.
    func errorDescription(_ value: Value) throws -> String {
        var v = value
        var type = SType.any
        if case .erased(let inner, let t) = value {
            v = inner
            type = t
        }
        switch v {
        case .enumValue(let e):
            // Nested descriptions are module-qualified already (`main.E.c`); older paths gave the bare case.
            let text = try describe(v, as: type, frame: nil, nested: true)
            let qualified = runtimeName(.nominal(e.decl, []))
            return text.hasPrefix(qualified + ".") ? text : qualified + "." + text
        case .structValue(let s):
            let text = try describe(v, as: type, frame: nil, nested: true)
            guard !s.decl.fromPrelude, text.hasPrefix(s.decl.name + "(") else { return text }
            return runtimeName(.nominal(s.decl, [])) + text.dropFirst(s.decl.name.count)
        case .object(let o):
            return runtimeName(.nominal(o.decl, []))
        default:
            return try describe(v, as: type, frame: nil, nested: true)
        }
    }
}
