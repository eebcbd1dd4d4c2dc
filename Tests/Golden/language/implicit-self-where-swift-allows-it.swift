// Members of `self` without `self.` in closures, where Swift allows it: non-escaping closures, `[self]` and `[unowned self]` captures, `[weak self]` after `guard let self`, and structs.
final class DownloadQueue {
    var finished = 0
    var names: [String] = []
    private var pending: [() -> Void] = []

    func later(_ work: @escaping () -> Void) { pending.append(work) }
    func now(_ work: () -> Void) { work() }
    func flush() {
        let work = pending
        pending = []
        work.forEach { $0() }
    }
    func note(_ name: String) { names.append(name) }

    func schedule() {
        now { finished += 1 }
        ["a.png", "b.png"].forEach { note($0) }
        let sizes = names.map { name in name.count + finished }
        print(sizes)
        later { [self] in
            finished += 1
            note("c.png")
        }
        later { [unowned self] in finished += 10 }
        later { [weak self] in
            guard let self else { return }
            finished += 100
            note("d.png")
        }
        later { self.finished += 1000 }
    }
}

let queue = DownloadQueue()
queue.schedule()
print(queue.finished, queue.names)
queue.flush()
print(queue.finished, queue.names)

struct Counter {
    var total = 0
    func report(with queue: DownloadQueue) {
        queue.later { print("total is \(total)") }
    }
}
Counter(total: 7).report(with: queue)
queue.flush()

// expect: [6, 6]
// expect: 1 ["a.png", "b.png"]
// expect: 1112 ["a.png", "b.png", "c.png", "d.png"]
// expect: total is 7
