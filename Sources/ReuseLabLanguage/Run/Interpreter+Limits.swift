/// The limits that stop a runaway program with a message (exit status 4) instead of hanging ReuseLab or
/// overflowing its stack: a step budget, a call-depth limit, the stack itself, and Ctrl-C.
extension Interpreter {
    /// One evaluation step: every statement and every loop pass costs one.
    @inline(__always)
    func tick(_ loc: SourceLoc) throws {
        steps &+= 1
        if steps > limits.steps { throw stepTrap(loc) }
        // Every 16th step, not every 1,024th: one step can be long (a call into a native that copies a big
        // array); 16 keeps the flag's read out of the debug build's hot path while answering in microseconds.
        if steps & 0xF == 0 && interruptFlag.take() {
            throw Trap(kind: .limit("Interrupted."), loc: loc)
        }
    }

    /// Entering a call; the caller undoes it with `defer { depth -= 1 }` once this has returned.
    @inline(__always)
    func enterCall(_ loc: SourceLoc) throws {
        if depth >= limits.callDepth || stackIsLow() { throw depthTrap(loc) }
        depth += 1
    }

    /// True when the native stack is nearly used up: a raised `--depth` must not turn into a segfault.
    @inline(__always)
    private func stackIsLow() -> Bool {
        guard stackFloor != 0 else { return false }
        var here: UInt8 = 0
        return withUnsafeMutablePointer(to: &here) { UInt(bitPattern: $0) } < stackFloor
    }

    func stepTrap(_ loc: SourceLoc) -> Trap {
        Trap(
            kind: .limit(
                "ReuseLab stopped the program after \(limits.steps) steps: it looks like an endless loop (raise the limit with --steps)."),
            loc: loc)
    }

    private func depthTrap(_ loc: SourceLoc) -> Trap {
        let why = depth >= limits.callDepth ? "raise the limit with --depth" : "ReuseLab's own stack is full"
        return Trap(
            kind: .limit("ReuseLab stopped the program after \(depth) nested calls: it looks like runaway recursion (\(why))."), loc: loc)
    }
}
