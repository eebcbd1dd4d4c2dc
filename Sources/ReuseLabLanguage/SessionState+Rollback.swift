import SwiftOperators

/// A crash, or a run stopped by a limit, leaves the world as it was before the entry. The declarations go
/// back from the snapshot the entry took before it was checked; the run-time half (globals, objects, the
/// simulated UIKit) is made again by running the checked code of the preludes and of every accepted entry
/// once more, into a new interpreter. Nothing is parsed or checked again: a rollback used to build a new
/// world from the preludes' source and check every entry again, which grew with every entry.
///
/// The checked code runs against the declarations as they are now rather than as they were when each entry
/// ran; declarations never change what earlier code does (a later `extension` cannot override, a type
/// declared again is a new type), so the values come out the same. `RollbackTests` compares both ways.
extension SessionState {
    /// Checked top-level code that ran: a prelude's, or an accepted entry's (with its named results).
    struct RanStep {
        let top: [Stmt]
        let frameSize: Int
        let isPrelude: Bool
        /// For `:undo`: the world before this entry, kept for the last `undoableEntries` entries.
        var before: Rollback?
    }

    /// Entries `:undo` takes back without replaying; older ones are undone by a replay.
    static let undoableEntries = 32

    /// What the entry running now changed before it ran: the declarations and the operator table.
    struct Rollback {
        let types: TypeWorldSnapshot
        let operators: OperatorTable
        /// Preludes loaded before the entry: one it loaded (`import Reusable`) is dropped only by a replay.
        let loadedModuleCount: Int
    }

    /// Puts the world back as it was before the entry that crashed. False when that entry left no way back
    /// (it was a replay, or never started running): the session then replays every entry instead.
    func rollBackLastEntry(nibs: [(String, String, String, String?)]) -> Bool {
        guard let rollback = pendingRollback, rollback.loadedModuleCount == loadedModules.count else { return false }
        pendingRollback = nil
        return rerun(from: rollback, nibs: nibs)
    }

    /// `:undo`: the world as it was before the last accepted entry. False when that entry kept no way back.
    func undoLastEntry(nibs: [(String, String, String, String?)]) -> Bool {
        guard let last = ranSteps.last, !last.isPrelude, let before = last.before,
            before.loadedModuleCount == loadedModules.count
        else { return false }
        ranSteps.removeLast()
        keptUndoPoints.removeAll { $0 >= ranSteps.count }
        return rerun(from: before, nibs: nibs)
    }

    /// Keeps the entry that just ran with the world from before it, dropping that of the oldest undoable entry.
    func recordAcceptedEntry(_ top: [Stmt], frameSize: Int, before: Rollback?) {
        ranSteps.append(RanStep(top: top, frameSize: frameSize, isPrelude: false, before: before))
        keptUndoPoints.append(ranSteps.count - 1)
        if keptUndoPoints.count > Self.undoableEntries {
            ranSteps[keptUndoPoints.removeFirst()].before = nil
        }
    }

    private func rerun(from rollback: Rollback, nibs: [(String, String, String, String?)]) -> Bool {
        types.restore(rollback.types)
        operators = rollback.operators
        replaceInterpreter()
        for (name, root, cls, id) in nibs { defineNib(name, root, cls, id) }
        viewNaming = ViewNaming()
        interpreter.output = { _ in }
        interpreter.sim.onEvent = nil
        for step in ranSteps {
            if step.isPrelude {
                _ = try? interpreter.run(step.top, in: Frame(size: step.frameSize, parent: nil))
                continue
            }
            interpreter.steps = 0
            interpreter.callSites.removeAll(keepingCapacity: true)
            interpreter.beginMemoryAccounting()
            interpreter.random.reset()
            interpreter.stackFloor = LargeStack.floor
            do { try interpreter.runEntry(step.top, frameSize: step.frameSize) } catch { return false }
            viewNaming.update(globals: types.globals, values: interpreter.globals, in: interpreter.sim)
        }
        return true
    }
}
