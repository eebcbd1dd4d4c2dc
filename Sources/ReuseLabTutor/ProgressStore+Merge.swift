import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Two shells can share one state folder. Each saves only what it changed, on top of what is on disk at
/// that moment, under an advisory lock: neither session's progress is lost to the other's stale copy.
extension ProgressStore {
    /// Applies the lessons that changed between `baseline` (what this session last read or wrote) and
    /// `progress` to the file as it is now, and returns the result, which becomes the session's progress.
    /// Lessons in `forgotten` (`:reset lesson`, `:reset all`) take this session's state, not a union.
    public func save(_ progress: ProgressFile, since baseline: ProgressFile, forgetting forgotten: Set<String>) throws -> ProgressFile {
        try withLock {
            var current = readForMerge()
            for id in Set(baseline.lessons.keys).union(progress.lessons.keys) {
                let mine = progress.lessons[id]
                guard mine != baseline.lessons[id] || forgotten.contains(id) else { continue }
                if let mine, !forgotten.contains(id), let theirs = current.lessons[id] {
                    var merged = theirs.merged(with: mine)
                    // A step this session took back (`:undo` of the entry that met its goal) stays taken back.
                    let takenBack = Set(baseline.lessons[id]?.completedSteps ?? []).subtracting(mine.completedSteps)
                    merged.completedSteps.removeAll { takenBack.contains($0) }
                    current.lessons[id] = merged
                } else {
                    current.lessons[id] = mine
                }
            }
            try Self.writeAtomically(try Self.encode(current), to: fileURL)
            return current
        }
    }

    /// The file as it is now; missing is empty, and an unreadable one is set aside rather than overwritten.
    private func readForMerge() -> ProgressFile {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return ProgressFile() }
        if let data = try? Data(contentsOf: fileURL), let progress = try? Self.decode(data) { return progress }
        _ = setAside(now: Date())
        return ProgressFile()
    }

    /// Runs `body` holding an exclusive `flock` on the file's folder (the data file itself is replaced by
    /// rename, so it cannot carry the lock, and the folder needs no lock file beside the data). Waits at
    /// most a few seconds for another session: a session stuck holding it must not stop this one saving.
    func withLock<T>(_ body: () throws -> T) throws -> T {
        let folder = fileURL.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        for _ in 0..<100 {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 {
                defer { flock(fd, LOCK_UN) }
                return try body()
            }
            usleep(30_000)
        }
        return try body()
    }
}
