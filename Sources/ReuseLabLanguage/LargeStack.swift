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

    private static let marker = "reuselab.largeStack"

    /// On a large-stack thread, the address below which the interpreter stops calling; 0 elsewhere.
    static var floor: UInt { Thread.current.threadDictionary[marker] as? UInt ?? 0 }

    /// Calls `body` on a large-stack thread and waits for it; runs it inline when already on one.
    static func run<T>(_ body: () -> T) -> T {
        if Thread.current.threadDictionary[marker] != nil { return body() }
        return withoutActuallyEscaping(body) { body in
            // The thread object outlives this call, so it holds the body only through the box, which lets go
            // of it before the wait ends (as withoutActuallyEscaping demands).
            let box = Box<T>(body)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                var top: UInt8 = 0
                let sp = withUnsafeMutablePointer(to: &top) { UInt(bitPattern: $0) }
                Thread.current.threadDictionary[marker] = sp - UInt(size - reserve)
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
