/// Loops whose passes bind fresh variables (see `Checker+LoopFrames.swift`): each pass runs in a frame
/// of its own whose parent is the loop's frame, so a closure made in one pass keeps that pass's values.
/// Loops without closures never come here and keep the plain, allocation-free path in `exec`.
extension Interpreter {
    func runWhileInFreshPasses(
        _ conditions: [Condition], _ body: [Stmt], label: String?, size: Int,
        _ stmt: Stmt, _ frame: Frame
    ) throws -> Completion {
        while true {
            let pass = Frame(size: size, parent: frame, isIteration: true)
            guard try test(conditions, pass) else { return .normal }
            try tick(stmt.loc)
            if let exit = loopExit(try run(body, in: pass), label: label) { return exit }
        }
    }
}
