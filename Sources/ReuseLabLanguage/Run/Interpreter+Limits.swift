/// The limits that stop a runaway program with a message (exit status 4) instead of hanging ReuseLab or
/// overflowing its stack: a step budget, a call-depth limit, the stack itself, and Ctrl-C.
extension Interpreter {
    /// One evaluation step: every statement and every loop pass costs one.
    @inline(__always)
    func tick(_ loc: SourceLoc) throws {
        steps &+= 1
        if steps > limits.steps { try stop(stepTrap(loc)) }
        // Every 16th step, not every 1,024th: one step can be long (a call into a native that copies a big
        // array); 16 keeps the flag's read out of the debug build's hot path while answering in microseconds.
        if steps & 0xF == 0 && unretainedInterruptFlag._withUnsafeGuaranteedRef({ $0.take() }) {
            try stop(fatal(Diagnostics.interrupted, at: loc))
        }
    }

    /// Throws a trap made out of line. The checks above are inlined into every statement and call; making
    /// the trap there gave each of them a stack frame large enough to hold one, which a deep recursion paid
    /// for at every level.
    @inline(never)
    func stop(_ trap: @autoclosure () -> Trap) throws -> Never {
        throw trap()
    }

    /// Entering a call made at `loc`; the caller undoes it with `defer { leaveCall() }` once this has returned.
    @inline(__always)
    func enterCall(_ loc: SourceLoc) throws {
        if depth >= limits.callDepth || stackIsLow() { try stop(depthTrap(loc)) }
        callSites.append(loc)
    }

    @inline(__always)
    func leaveCall() {
        callSites.removeLast()
    }

    /// True when the native stack is nearly used up: a raised `--depth` must not turn into a segfault.
    @inline(__always)
    private func stackIsLow() -> Bool {
        guard stackFloor != 0 else { return false }
        var here: UInt8 = 0
        return withUnsafeMutablePointer(to: &here) { UInt(bitPattern: $0) } < stackFloor
    }

    func stepTrap(_ loc: SourceLoc) -> Trap {
        fatal(Diagnostics.stepLimitReached(limits.steps), at: loc)
    }

    private func depthTrap(_ loc: SourceLoc) -> Trap {
        fatal(Diagnostics.depthLimitReached(depth, raisable: depth >= limits.callDepth), at: loc)
    }
}
