/// A closure or local function kept in a local of the call that made it (`let refresh = { self.reload() }`,
/// `func log() { print(count) }`) holds that call's frame, and the frame holds it: a cycle that Swift does not
/// have, since there the closure's context holds only the captured variables. When the call ends and the only
/// holders of its frame are such closures that nothing else holds, the frame is dead: its locals are released
/// then, so `self` is freed and its `deinit` runs as in Swift. A closure that escaped keeps everything alive.
extension Interpreter {
    /// True when the frame's only other holders were closures in its own slots, now dropped.
    func breakSelfCapturingCycle(_ frame: inout Frame) -> Bool {
        var taken: [(slot: Int, code: Closure, bindings: [ObjectIdentifier: SType])] = []
        var escaped = false
        for i in frame.slots.indices {
            switch takeSelfCapturingClosure(&frame.slots[i], of: frame) {
            case .notOne: continue
            case .escaped: escaped = true
            case .taken(let code, let bindings): taken.append((i, code, bindings))
            }
            if escaped { break }
        }
        if taken.isEmpty { return false }
        if !escaped && isKnownUniquelyReferenced(&frame) { return true }
        // Something else holds the frame: the closures go back, the same code over the same frame.
        for t in taken { frame.slots[t.slot] = .function(Callable(.closure(t.code, frame), bindings: t.bindings)) }
        return false
    }

    private enum TakenClosure {
        case notOne
        case escaped
        case taken(Closure, [ObjectIdentifier: SType])
    }

    /// Empties `slot` when it holds the only reference to a closure over `frame`.
    private func takeSelfCapturingClosure(_ slot: inout Value, of frame: Frame) -> TakenClosure {
        guard case .function(var callable) = slot else { return .notOne }
        guard case .closure(let code, let captured) = callable.target, captured === frame else { return .notOne }
        slot = .void
        guard isKnownUniquelyReferenced(&callable) else {
            slot = .function(callable)
            return .escaped
        }
        return .taken(code, callable.bindings)
    }
}
