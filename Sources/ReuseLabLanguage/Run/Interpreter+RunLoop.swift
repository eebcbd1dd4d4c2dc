/// The run loop's turn after an entry: work handed to `DispatchQueue` (see `PreludeLibrary/Dispatch.swift`)
/// runs once the code that queued it has finished, as on an app's main thread: earliest deadline first,
/// first come first served among equal ones, work queued by work in the same turn. Each piece costs a step,
/// so work that queues itself forever meets the step budget.
struct QueuedWork {
    let deadline: Double
    let work: Value
    /// The learner's call that queued the work (`DispatchQueue.main.async { … }`): a crash in the work names it.
    let queuedAt: SourceLoc
}

extension Interpreter {
    func registerDispatchNatives() {
        natives["_dispatchEnqueue(_:_:)"] = { i, c in
            let queuedAt = i.callSites.last { i.moduleOfFile[$0.file] == nil && $0.line > 0 } ?? .unknown
            i.queuedWork.append(QueuedWork(deadline: try c.double("deadline"), work: try c.arg("work"), queuedAt: queuedAt))
            return .void
        }
    }

    func turnRunLoop() throws {
        guard !queuedWork.isEmpty else { return }
        let clock = world.globals["_dispatchClock"]
        while !queuedWork.isEmpty {
            var next = 0
            for index in queuedWork.indices.dropFirst() where queuedWork[index].deadline < queuedWork[next].deadline { next = index }
            let item = queuedWork.remove(at: next)
            if let clock, clock.index < globals.count, case .double(let now) = globals[clock.index], item.deadline > now {
                globals[clock.index] = .double(item.deadline)
            }
            try tick(.unknown)
            dispatchCallIndex = callSites.count
            defer { dispatchCallIndex = nil }
            _ = try callValue(item.work, [], loc: item.queuedAt)
        }
    }
}
