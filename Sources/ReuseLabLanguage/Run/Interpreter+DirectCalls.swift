/// The interpreter's most frequent call: a global (or local) function, neither generic, native, `inout`
/// nor variadic, called with every argument written. It needs none of `invoke`'s bookkeeping (no `self` to
/// move in and out, no generic bindings, no default values), so the arguments are evaluated straight into
/// the callee's frame instead of into an array first. Recursive code (`fib`) spends most of its time here.
extension Interpreter {
    /// True when `callPlainFunction` may run this call.
    @inline(__always)
    func isPlainCall(_ fn: FuncDecl, args: [Expr?]) -> Bool {
        guard args.count == fn.params.count, fn.isPlainFunction else { return false }
        for a in args where a == nil { return false }
        return true
    }

    /// Runs the call as `invoke` would: arguments left to right, then one step and one level of depth.
    func callPlainFunction(_ fn: FuncDecl, args: [Expr?], loc: SourceLoc, caller: Frame) throws -> Value {
        if let typed = typedBody(of: fn) { return try callTypedBody(typed, of: fn, args: args, loc: loc, caller: caller) }
        fn.checkBodyIfPending()
        var frame = makeCallFrame(size: fn.frameSize, bindings: noGenericBindings)
        defer { releaseCallFrame(&frame) }
        for (i, a) in args.enumerated() {
            let v = try eval(a.unsafelyUnwrapped, caller)
            if i < frame.slots.count { frame.slots[i] = v }
        }
        try tick(loc)
        try enterCall(loc)
        defer { leaveCall() }
        guard let body = fn.body else { return .void }
        if case .returned(let v) = try fn.compiledBody(body).run(self, frame) { return v }
        return .void
    }

    /// `makeCallFrame` for a call that binds no generic parameter: it leaves the table alone (a pooled frame's
    /// is empty) instead of reading the empty one, which retained and released it.
    @inline(__always)
    func makePlainCallFrame(size: Int) -> Frame {
        let size = max(size, 1)
        return caches.frames.take(size: size) ?? Frame(size: size, parent: nil)
    }

    /// A frame for a function or method call: one a finished call gave back when there is one of the size.
    @inline(__always)
    func makeCallFrame(size: Int, bindings: [ObjectIdentifier: SType]) -> Frame {
        let size = max(size, 1)
        guard let frame = caches.frames.take(size: size) else { return Frame(size: size, parent: nil, bindings: bindings) }
        if !bindings.isEmpty { frame.reuse(bindings: bindings) }
        return frame
    }

    /// Gives a call's frame back when nothing else holds it (a closure made in the call keeps its frame).
    /// Its locals are released here, just where freeing the frame would have released them.
    @inline(__always)
    func releaseCallFrame(_ frame: inout Frame) {
        guard clearForReuse(&frame) else { return }
        caches.frames.give(frame, size: frame.slots.count)
    }

    /// `releaseCallFrame` for a frame the caller hands over (`consume frame`): it moves into the pool
    /// rather than being copied there, which retained it, and released the caller's reference after.
    @inline(__always)
    func releaseCallFrame(_ frame: consuming Frame) {
        guard clearForReuse(&frame) else { return }
        let size = frame.slots.count
        caches.frames.give(consume frame, size: size)
    }

    /// Empties a frame nothing else holds, ready for another call; false when something does.
    @inline(__always)
    private func clearForReuse(_ frame: inout Frame) -> Bool {
        guard isKnownUniquelyReferenced(&frame) || breakSelfCapturingCycle(&frame) else { return false }
        // In one pass over the buffer: assigning each slot asked again whether the array was shared.
        frame.slots.withUnsafeMutableBufferPointer { slots in
            for i in slots.indices { slots[i] = .void }
        }
        // Most calls bind nothing: assigning the empty table anyway retained it and released the old one.
        if !frame.bindings.isEmpty || frame.pendingSelf != nil { frame.reuse(bindings: noGenericBindings) }
        return true
    }
}

/// Frames of calls that ended with no closure holding them, by size, for the next call: allocating and
/// freeing a frame and its slots was a third of the cost of a small call.
final class FramePool {
    private static let largestSize = 16
    private static let keptPerSize = 64
    /// The kept frames of size `s` are `kept[s * keptPerSize ..< s * keptPerSize + counts[s]]`. Raw memory
    /// the pool owns rather than arrays: each take and give on an array checked that its buffer was not
    /// shared and retained it (arrays of arrays were worse still: a tenth of `fib`).
    private let kept: UnsafeMutablePointer<Frame?>
    private let counts: UnsafeMutablePointer<Int>

    init() {
        let slots = (Self.largestSize + 1) * Self.keptPerSize
        kept = .allocate(capacity: slots)
        kept.initialize(repeating: nil, count: slots)
        counts = .allocate(capacity: Self.largestSize + 1)
        counts.initialize(repeating: 0, count: Self.largestSize + 1)
    }

    deinit {
        let slots = (Self.largestSize + 1) * Self.keptPerSize
        kept.deinitialize(count: slots)
        kept.deallocate()
        counts.deallocate()
    }

    // Inlined into the call: called, the pool was retained and released around each take and give.
    @inline(__always)
    func take(size: Int) -> Frame? {
        guard size <= Self.largestSize else { return nil }
        let count = counts[size]
        guard count > 0 else { return nil }
        counts[size] = count - 1
        return kept[size * Self.keptPerSize + count - 1].take()
    }

    @inline(__always)
    func give(_ frame: consuming Frame, size: Int) {
        guard size <= Self.largestSize else { return }
        let count = counts[size]
        guard count < Self.keptPerSize else { return }
        kept[size * Self.keptPerSize + count] = consume frame
        counts[size] = count + 1
    }
}

/// No generic parameters bound: a `[:]` written at the call built one through `init(dictionaryLiteral:)`
/// on every call (2 % of `fib`).
nonisolated(unsafe) let noGenericBindings: [ObjectIdentifier: SType] = [:]

extension FuncDecl {
    /// A function `callPlainFunction` can run: no receiver, no generic parameters, no native body, no
    /// `inout` or variadic parameter. Worked out on each call (a handful of field reads): a declaration's
    /// fields are still being filled in while the checker works.
    var isPlainFunction: Bool {
        guard owner == nil, kind == .function, native == nil, !hasInoutParams, genericParams.isEmpty else { return false }
        guard case .type = home else { return false }
        // A loop, not `contains(where: \.isVariadic)`: the key path was applied through the runtime.
        for param in params where param.isVariadic { return false }
        return true
    }
}
