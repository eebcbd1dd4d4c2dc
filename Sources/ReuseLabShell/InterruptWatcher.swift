import CTerminalShim
import Foundation
import ReuseLabLanguage
import Synchronization

/// Ctrl-C while an entry runs: the entry runs on the main thread, and a watcher thread waits for the
/// signal handler's wake-up and raises the engine's interrupt flag. The mutex makes sure the flag is
/// only ever raised while `submit` has not yet returned, so it can never hit the next entry.
final class InterruptWatcher: Sendable {
    private let running = Mutex(false)

    func run<Result>(engine: ReplEngine, _ body: () -> Result) -> Result {
        _ = reuselab_take_interrupt()  // a Ctrl-C from before the entry is not for it
        running.withLock { $0 = true }
        let flag = engine.interruptFlag
        let finished = DispatchSemaphore(value: 0)
        let watcher = Thread { [self] in
            while reuselab_wait_for_interrupt() == 1 {
                running.withLock { if $0 { flag.raise() } }
            }
            finished.signal()
        }
        watcher.name = "reuselab-interrupt-watcher"
        watcher.start()
        let result = body()
        running.withLock { $0 = false }
        reuselab_wake_interrupt_waiter()
        finished.wait()
        return result
    }
}
