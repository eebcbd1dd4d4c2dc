import CLineEditShim
import Foundation

/// Ctrl-C while an entry runs: the entry runs on the main thread, and a watcher thread waits for the
/// signal handler's wake-up and calls `interrupt()` on the engine. The lock makes sure `interrupt()` is
/// only ever called while `submit` has not yet returned, so it can never hit the next entry.
final class InterruptWatcher {
    private let lock = NSLock()
    private var running = false

    func run<Result>(engine: ReplEngine, _ body: () -> Result) -> Result {
        _ = reuselab_take_interrupt() // a Ctrl-C from before the entry is not for it
        lock.lock(); running = true; lock.unlock()
        let finished = DispatchSemaphore(value: 0)
        let watcher = Thread { [self] in
            while reuselab_wait_for_interrupt() == 1 {
                lock.lock()
                if running { engine.interrupt() }
                lock.unlock()
            }
            finished.signal()
        }
        watcher.name = "reuselab-interrupt-watcher"
        watcher.start()
        let result = body()
        lock.lock(); running = false; lock.unlock()
        reuselab_wake_interrupt_waiter()
        finished.wait()
        return result
    }
}
