/// Cells waiting to be reused under one identifier, oldest first (UIKit hands back the oldest).
struct ReuseQueue {
    private var storage: [SimView] = []
    // Taking from the front moves a head index instead of shifting the array.
    private var head = 0

    var count: Int { storage.count - head }
    var isEmpty: Bool { count == 0 }

    /// Oldest first.
    var views: [SimView] { Array(storage[head...]) }

    func contains(_ view: SimView) -> Bool {
        storage[head...].contains { $0 === view }
    }

    mutating func append(_ view: SimView) {
        storage.append(view)
    }

    mutating func removeOldest() -> SimView? {
        guard head < storage.count else { return nil }
        let oldest = storage[head]
        head += 1
        if head > 32 && head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return oldest
    }

    /// Puts a view back in front, when handing it out failed half-way.
    mutating func restoreOldest(_ view: SimView) {
        if head > 0 {
            head -= 1
            storage[head] = view
        } else {
            storage.insert(view, at: 0)
        }
    }
}
