import Foundation

/// Runs the interpreter on a thread with a large stack.
///
/// A tree-walker spends several native frames per interpreted call (in a debug build more than 8 KB), so
/// the depth limit of 1 000 nested calls would overflow the main thread's 8 MB stack, and the process
/// would die by segfault before the limit could speak. On a thread of its own with 1 GB reserved
/// (address space only: pages are touched as the stack grows), the limit always comes first, whichever
/// front end (`run`, the REPL, a lesson, an XCTest) drives the Session.
enum LargeStack {
    static let size = 1 << 30

    /// Stack kept free below the interpreter's last call, for unwinding and for the message.
    private static let reserve = 32 << 20

    /// The floor of the current large-stack thread, in a POSIX thread-specific slot: every entry (and every
    /// replayed one) asks, and Foundation's `threadDictionary` with its bridged string key cost more than a
    /// small entry's check.
    private static let floorKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// On a large-stack thread, the address below which the interpreter stops calling; 0 elsewhere.
    static var floor: UInt { UInt(bitPattern: pthread_getspecific(floorKey)) }

    /// Calls `body` on a large-stack thread and waits for it; runs it inline when already on one.
    static func run<T>(_ body: () -> T) -> T {
        if floor != 0 { return body() }
        return withoutActuallyEscaping(body) { body in
            // The thread object outlives this call, so it holds the body only through the box, which lets go
            // of it before the wait ends (as withoutActuallyEscaping demands).
            let box = Box<T>(body)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                var top: UInt8 = 0
                let sp = withUnsafeMutablePointer(to: &top) { UInt(bitPattern: $0) }
                pthread_setspecific(floorKey, UnsafeRawPointer(bitPattern: sp - UInt(size - reserve)))
                box.result = box.body?()
                box.body = nil
                done.signal()
            }
            thread.stackSize = size
            thread.name = "reuselab-interpreter"
            thread.start()
            done.wait()
            return box.result!
        }
    }

    /// Unchecked: the caller waits on the semaphore while the thread uses the box, so they never race.
    private final class Box<T>: @unchecked Sendable {
        var body: (() -> T)?
        var result: T?
        init(_ body: @escaping () -> T) { self.body = body }
    }
}
