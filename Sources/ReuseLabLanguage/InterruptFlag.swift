import Synchronization

/// Ctrl-C, as the interpreter sees it: raised by the shell's watcher thread while the interpreter's
/// thread polls it between steps, so it is atomic. One flag lives as long as its `Session`, across the
/// worlds a crash or an undo rebuilds.
public final class InterruptFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    public init() {}

    /// Asks the running entry to stop at its next step.
    public func raise() { raised.store(true, ordering: .relaxed) }

    /// Forgets a request that came too late for the entry it was meant for.
    public func clear() { raised.store(false, ordering: .relaxed) }

    public var isRaised: Bool { raised.load(ordering: .relaxed) }

    /// True once per request: reads the flag and lowers it.
    public func take() -> Bool {
        // The plain load first keeps the common case (no Ctrl-C) free of a read-modify-write.
        isRaised && raised.exchange(false, ordering: .relaxed)
    }
}
