import Foundation

/// Swift concurrency on the main actor (`PreludeLibrary/Concurrency.swift`).
///
/// A task must be able to stop in the middle of its body (at `try await Task.sleep`, at `await other.value`)
/// and go on later, after other queued work has run, exactly where Swift's main-actor executor would resume
/// it. The interpreter is a tree-walker whose state for a body is its host stack, so each task runs on a
/// thread of its own with a large stack, and a baton makes sure only one thread ever runs the interpreter:
/// the run loop hands the baton to a task (`runSlice`) and waits until the task gives it back, by
/// suspending or finishing. What differs per thread (the call sites a crash report shows, the stack floor)
/// is swapped with the baton. Top-level code that awaits does not need a thread: it is the bottom of the
/// stack, so it turns the run loop itself until what it waits for has happened (`waitOnMain`).
final class TaskRecord: @unchecked Sendable {
    let id: Int
    /// Let go of once the task has run, as Swift releases a finished task's closure (and what it captured).
    var operation: Value?
    let queuedAt: SourceLoc
    var isCancelled = false
    /// Set once the operation has returned or thrown.
    var outcome: Result<Value, ThrownError>?
    /// A trap (or limit) inside the task: the run loop rethrows it, ending the run as a trap elsewhere does.
    var failure: Error?
    /// Tasks and top-level waits to wake when this task finishes.
    var waiters: [Waiter] = []
    var hasThread = false
    /// Its thread has ended (the operation returned, threw, trapped or was abandoned).
    var isFinished = false
    /// Suspended in `Task.sleep` (its wake-up is queued): cancelling wakes it at once, as Swift does.
    var isSleeping = false
    /// The run is over while the task waits: it unwinds without running more of the learner's code.
    var isAbandoned = false
    var saved = ExecutionState()
    let baton = DispatchSemaphore(value: 0)

    enum Waiter {
        case task(TaskRecord)
        case main(Int)
    }

    init(id: Int, operation: Value, queuedAt: SourceLoc) {
        self.id = id
        self.operation = operation
        self.queuedAt = queuedAt
    }
}

/// What the interpreter keeps per running stack (the run loop's, or a task's).
struct ExecutionState {
    var callSites: [SourceLoc] = []
    var uikitCallIndices: [Int] = []
    var dispatchCallIndex: Int?
    var stackFloor: UInt = 0
}

final class ConcurrencyState: @unchecked Sendable {
    var tasks: [Int: TaskRecord] = [:]
    var nextTaskID = 1
    var nextWaitID = 1
    /// The task holding the baton; nil when the run loop (top-level code) has it.
    var current: TaskRecord?
    /// Signalled by a task when it gives the baton back.
    let runLoopBaton = DispatchSemaphore(value: 0)
}

/// Unwinds an abandoned task's thread; never reaches learner code (only `ThrownError` is caught there).
struct TaskAbandoned: Error {}

extension Interpreter {
    /// A task's thread stack: smaller than the run loop's (a session may hold many tasks), still deep
    /// enough that the call-depth limit or the stack check speaks before it overflows.
    static let taskStackSize = 256 << 20
    static let suspendedTaskLimit = 500
    private static let taskStackReserve = 32 << 20

    var executionState: ExecutionState {
        get {
            ExecutionState(
                callSites: callSites, uikitCallIndices: uikitCallIndices, dispatchCallIndex: dispatchCallIndex, stackFloor: stackFloor)
        }
        set {
            callSites = newValue.callSites
            uikitCallIndices = newValue.uikitCallIndices
            dispatchCallIndex = newValue.dispatchCallIndex
            stackFloor = newValue.stackFloor
        }
    }

    func registerConcurrencyNatives() {
        natives["_taskStart(_:)"] = { i, c in
            let state = i.concurrency
            let task = TaskRecord(id: state.nextTaskID, operation: try c.arg("operation"), queuedAt: i.learnerCallSite)
            state.nextTaskID += 1
            state.tasks[task.id] = task
            // Queued on the main actor's executor, as main-queue work is: it runs when the run loop turns.
            i.queuedWork.append(QueuedWork(deadline: i.dispatchNow, job: .resume(task), queuedAt: task.queuedAt))
            return .int(task.id)
        }
        natives["_taskValue(_:_:)"] = { i, c in
            guard let task = i.concurrency.tasks[try c.int("id")] else { return .void }
            while task.outcome == nil {
                try i.suspend(until: { task.waiters.append($0) }, at: c.loc)
            }
            switch task.outcome! {
            case .success(let value): return value
            case .failure(let thrown): throw thrown
            }
        }
        natives["_taskCancel(_:)"] = { i, c in
            guard let task = i.concurrency.tasks[try c.int("id")], !task.isCancelled else { return .void }
            task.isCancelled = true
            // A sleeping task wakes at once, and its sleep throws `CancellationError`.
            if task.isSleeping,
                let index = i.queuedWork.firstIndex(where: { if case .resume(let t) = $0.job { t === task } else { false } })
            {
                i.queuedWork.remove(at: index)
                i.queuedWork.append(QueuedWork(deadline: i.dispatchNow, job: .resume(task), queuedAt: task.queuedAt))
            }
            return .void
        }
        natives["_taskIsCancelled(_:)"] = { i, c in
            let id = try c.int("id")
            let task = id < 0 ? i.concurrency.current : i.concurrency.tasks[id]
            return .bool(task?.isCancelled ?? false)
        }
        natives["_taskSleep(_:)"] = { i, c in
            let deadline = i.dispatchNow + max(0, try c.double("seconds"))
            if let task = i.concurrency.current {
                if task.isCancelled { return .bool(true) }
                task.isSleeping = true
                defer { task.isSleeping = false }
                try i.suspend(until: { i.wake($0, at: deadline) }, at: c.loc)
                return .bool(task.isCancelled)
            }
            try i.suspend(until: { i.wake($0, at: deadline) }, at: c.loc)
            return .bool(false)
        }
        natives["_taskYield()"] = { i, c in
            try i.suspend(until: { i.wake($0, at: i.dispatchNow) }, at: c.loc)
            return .void
        }
    }

    /// Queues the wake-up of a suspended task or top-level wait.
    func wake(_ waiter: TaskRecord.Waiter, at deadline: Double) {
        switch waiter {
        case .task(let task): queuedWork.append(QueuedWork(deadline: deadline, job: .resume(task), queuedAt: task.queuedAt))
        case .main(let id): queuedWork.append(QueuedWork(deadline: deadline, job: .wakeMain(id), queuedAt: .unknown))
        }
    }

    /// Suspends the code running now; `register` arranges its wake-up. A task gives the baton back to the
    /// run loop; top-level code turns the run loop until its wake-up comes up.
    func suspend(until register: (TaskRecord.Waiter) -> Void, at loc: SourceLoc) throws {
        if let task = concurrency.current {
            register(.task(task))
            concurrency.runLoopBaton.signal()
            task.baton.wait()
            if task.isAbandoned { throw TaskAbandoned() }
            return
        }
        let id = concurrency.nextWaitID
        concurrency.nextWaitID += 1
        register(.main(id))
        // Work the run loop runs from here starts on a clean stack of its own, as it would after the entry.
        let outer = executionState
        defer { executionState = outer }
        while let item = takeNextQueuedWork() {
            if case .wakeMain(let woken) = item.job, woken == id { return }
            executionState = ExecutionState(stackFloor: outer.stackFloor)
            try runQueuedWork(item)
        }
        executionState = outer
        throw fatal(Diagnostics.awaitsForever, at: loc)
    }

    /// Hands the baton to `task` (starting its thread the first time) and waits until it gives it back.
    func runSlice(of task: TaskRecord) throws {
        guard !task.isFinished, !task.isAbandoned else { return }
        let outer = executionState
        concurrency.current = task
        if task.hasThread {
            executionState = task.saved
            task.baton.signal()
        } else {
            // Every suspended task holds a thread: past the limit the run stops, as a runaway loop does,
            // before the host runs out of threads.
            let suspended = concurrency.tasks.values.count { $0.hasThread && !$0.isFinished }
            if suspended >= Interpreter.suspendedTaskLimit {
                concurrency.current = nil
                throw fatal(Diagnostics.tooManySuspendedTasks(Interpreter.suspendedTaskLimit), at: task.queuedAt)
            }
            task.hasThread = true
            executionState = ExecutionState(dispatchCallIndex: 0)
            startThread(for: task)
        }
        concurrency.runLoopBaton.wait()
        task.saved = executionState
        concurrency.current = nil
        executionState = outer
        if let failure = task.failure {
            task.failure = nil
            throw failure
        }
    }

    private func startThread(for task: TaskRecord) {
        let box = InterpreterBox(self)
        let thread = Thread {
            let interpreter = box.interpreter
            var top: UInt8 = 0
            let sp = withUnsafeMutablePointer(to: &top) { UInt(bitPattern: $0) }
            interpreter.stackFloor = sp - UInt(Interpreter.taskStackSize - Interpreter.taskStackReserve)
            do {
                task.outcome = .success(try interpreter.callValue(task.operation ?? .void, [], loc: task.queuedAt))
            } catch let thrown as ThrownError {
                task.outcome = .failure(thrown)
            } catch is TaskAbandoned {
                task.outcome = nil
            } catch {
                task.failure = error
            }
            if !task.isAbandoned {
                for waiter in task.waiters { interpreter.wake(waiter, at: interpreter.dispatchNow) }
            }
            task.waiters = []
            task.operation = nil
            task.isFinished = true
            interpreter.concurrency.runLoopBaton.signal()
        }
        thread.stackSize = Interpreter.taskStackSize
        thread.name = "reuselab-task-\(task.id)"
        thread.start()
    }

    /// Tasks still suspended when nothing is left to wake them (the run loop is empty, or the run trapped)
    /// never go on: their threads unwind and end.
    func abandonStrandedTasks() {
        let stranded = concurrency.tasks.values.filter { $0.hasThread && !$0.isFinished && !$0.isAbandoned }
        for task in stranded.sorted(by: { $0.id < $1.id }) {
            // Its thread unwinds through the interpreter's calls, so it gets its own call sites back first.
            let outer = executionState
            task.isAbandoned = true
            concurrency.current = task
            executionState = task.saved
            task.baton.signal()
            concurrency.runLoopBaton.wait()
            concurrency.current = nil
            executionState = outer
        }
        // Finished tasks stay: their value may still be awaited.
        concurrency.tasks = concurrency.tasks.filter { !$0.value.isAbandoned }
    }
}

/// Unchecked: the interpreter only ever runs on the thread holding the baton.
private final class InterpreterBox: @unchecked Sendable {
    let interpreter: Interpreter
    init(_ interpreter: Interpreter) { self.interpreter = interpreter }
}
