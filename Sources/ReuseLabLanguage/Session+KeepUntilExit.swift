/// The sessions of a command that is about to exit (see `keepUntilExit`).
nonisolated(unsafe) private var sessionsKeptUntilExit: [Session] = []

extension Session {
    /// Keeps the session alive until the process ends, for a command that exits right after its last entry
    /// (`reuselab run`). Freeing a world takes apart every declaration, body and object of the preludes and the
    /// script (`SessionState.tearDown`, on the large stack): 2 to 3 % of the CPU time of `run`, for a result nobody
    /// sees, since the process gives its memory back whole when it exits. Nothing a program can observe changes:
    /// no `deinit` of the script runs when a world is freed, as no Swift program deinitialises the objects it still
    /// holds when it exits.
    public func keepUntilExit() {
        sessionsKeptUntilExit.append(self)
    }
}
