/// The run loop's turn after an entry: work handed to `DispatchQueue` (see `PreludeLibrary/Dispatch.swift`)
/// and Swift tasks (see `Natives+Concurrency.swift`) run once the code that queued them has finished, as on
/// an app's main thread: earliest deadline first, first come first served among equal ones, work queued by
/// work in the same turn. Each piece costs a step, so work that queues itself forever meets the step budget.
struct QueuedWork {
    /// What the run loop does when the item comes up.
    enum Job {
        /// A closure handed to `DispatchQueue`.
        case work(Value)
        /// A task's first slice, or its next one after a suspension.
        case resume(TaskRecord)
        /// Top-level code waiting (`try await Task.sleep`, `await task.value`) may go on: numbered wait.
        case wakeMain(Int)
    }

    let deadline: Double
    let job: Job
    /// The learner's call that queued the work (`DispatchQueue.main.async { … }`): a crash in the work names it.
    let queuedAt: SourceLoc
}

extension Interpreter {
    func registerDispatchNatives() {
        natives["_dispatchEnqueue(_:_:)"] = { i, c in
            i.queuedWork.append(QueuedWork(deadline: try c.double("deadline"), job: .work(try c.arg("work")), queuedAt: i.learnerCallSite))
            return .void
        }
    }

    /// The innermost call the learner wrote (not the prelude's), where queued work was handed over.
    var learnerCallSite: SourceLoc {
        callSites.last { moduleOfFile[$0.file] == nil && $0.line > 0 } ?? .unknown
    }

    /// The dispatch clock's reading, in seconds.
    var dispatchNow: Double {
        if let clock = world.globals["_dispatchClock"], clock.index < globals.count, case .double(let now) = globals[clock.index] {
            return now
        }
        return 0
    }

    func turnRunLoop() throws {
        while let item = takeNextQueuedWork() {
            try runQueuedWork(item)
        }
        abandonStrandedTasks()
    }

    /// The item due first (first queued among equal deadlines), with the clock moved to its deadline.
    func takeNextQueuedWork() -> QueuedWork? {
        guard !queuedWork.isEmpty else { return nil }
        var next = 0
        for index in queuedWork.indices.dropFirst() where queuedWork[index].deadline < queuedWork[next].deadline { next = index }
        let item = queuedWork.remove(at: next)
        if let clock = world.globals["_dispatchClock"], clock.index < globals.count, case .double(let now) = globals[clock.index],
            item.deadline > now
        {
            globals[clock.index] = .double(item.deadline)
        }
        return item
    }

    func runQueuedWork(_ item: QueuedWork) throws {
        try tick(.unknown)
        switch item.job {
        case .work(let work):
            dispatchCallIndex = callSites.count
            defer { dispatchCallIndex = nil }
            _ = try callValue(work, [], loc: item.queuedAt)
        case .resume(let task):
            try runSlice(of: task)
        case .wakeMain:
            break  // a wait that ended otherwise (its task trapped)
        }
    }
}
