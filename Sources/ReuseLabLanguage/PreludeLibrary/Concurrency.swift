// Swift concurrency as an app sees it on its main actor: `Task { … }`, `await task.value`, `Task.sleep`,
// cancellation and `MainActor.run`. Nothing runs in parallel. A task is queued for the run loop (the one that
// runs `DispatchQueue.main.async`, see `Dispatch.swift`) like main-queue work, in order with it; it runs until
// it finishes or suspends (a sleep, the value of a task still running), and a suspended task is queued again
// when it may go on. `Task.detached` runs on the main actor too. The run time is `Run/Natives+Concurrency.swift`.

public enum TaskPriority {
    case high
    case medium
    case low
    case userInitiated
    case utility
    case background
}

/// What `Task.sleep` throws when its task is cancelled, and `Task.checkCancellation()` too.
public struct CancellationError: Error {
    public init() {}
}

/// A length of time on the dispatch clock (`Task.sleep(for: .seconds(1))`).
public struct Duration: Comparable {
    public let _seconds: Double
    public init(_seconds: Double) { self._seconds = _seconds }
    public static func seconds(_ seconds: Int) -> Duration { return Duration(_seconds: Double(seconds)) }
    public static func seconds(_ seconds: Double) -> Duration { return Duration(_seconds: seconds) }
    public static func milliseconds(_ milliseconds: Int) -> Duration { return Duration(_seconds: Double(milliseconds) / 1_000) }
    public static func milliseconds(_ milliseconds: Double) -> Duration { return Duration(_seconds: milliseconds / 1_000) }
    public static func microseconds(_ microseconds: Int) -> Duration { return Duration(_seconds: Double(microseconds) / 1_000_000) }
    public static func nanoseconds(_ nanoseconds: Int) -> Duration { return Duration(_seconds: Double(nanoseconds) / 1_000_000_000) }
    public static func < (lhs: Duration, rhs: Duration) -> Bool { return lhs._seconds < rhs._seconds }
    public static func == (lhs: Duration, rhs: Duration) -> Bool { return lhs._seconds == rhs._seconds }
}

public struct Task<Success, Failure: Error> {
    /// The interpreter's number for the task (its state lives there).
    public let _id: Int

    /// `Failure` is `Never` when the closure cannot throw and `any Error` when it can (the checker's rule,
    /// as swiftc picks between the two initializers).
    @discardableResult
    public init(priority: TaskPriority? = nil, operation: @escaping () async throws -> Success) {
        _id = _taskStart(operation)
    }

    public init(_id: Int) { self._id = _id }

    @discardableResult
    public static func detached(priority: TaskPriority? = nil, operation: @escaping () async throws -> Success) -> Task<Success, Failure> {
        return Task<Success, Failure>(_id: _taskStart(operation))
    }

    /// Awaited as `await task.value` (or `try await` when `Failure` is not `Never`): the checker gives the
    /// property its effects.
    public var value: Success { return _taskValue(_id, Success.self) }

    public func cancel() { _taskCancel(_id) }

    public var isCancelled: Bool { return _taskIsCancelled(_id) }

    /// Whether the task running now was cancelled (false outside a task).
    public static var isCancelled: Bool { return _taskIsCancelled(-1) }

    public static func checkCancellation() throws {
        if _taskIsCancelled(-1) { throw CancellationError() }
    }

    public static func sleep(nanoseconds duration: Int) async throws {
        if _taskSleep(Double(duration) / 1_000_000_000) { throw CancellationError() }
    }

    public static func sleep(for duration: Duration) async throws {
        if _taskSleep(duration._seconds) { throw CancellationError() }
    }

    /// Lets queued work and other tasks run first.
    public static func yield() async {
        _taskYield()
    }
}

/// The main actor: app code runs on it here, so `MainActor.run { … }` just runs its closure.
public enum MainActor {
    public static func run<T>(body: () throws -> T) async rethrows -> T {
        return try body()
    }
}

/// Starts a task: queued for the run loop, as main-queue work is. Returns its number.
@_native public func _taskStart(_ operation: @escaping () throws -> Any) -> Int
/// The task's value, waiting for it to finish; rethrows the error it ended with (natives may throw
/// whatever their declaration says: the checker gives `value` and `sleep` their effects).
@_native public func _taskValue<T>(_ id: Int, _ type: T.Type) -> T
@_native public func _taskCancel(_ id: Int)
/// Whether task `id` (or, for -1, the task running now) was cancelled.
@_native public func _taskIsCancelled(_ id: Int) -> Bool
/// Suspends the code running now for `seconds` of the dispatch clock; true when its task is (or gets)
/// cancelled, which ends the sleep at once.
@_native public func _taskSleep(_ seconds: Double) -> Bool
/// Lets queued work and other tasks run before the code running now goes on.
@_native public func _taskYield()
