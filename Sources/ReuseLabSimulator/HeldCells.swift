/// Cells the learner's code dequeued outside layout (`let cell = tableView.dequeueReusableCell(…)` typed at
/// the prompt) and still holds: neither on screen nor in a queue, they appeared nowhere in the pool
/// diagram. The pool remembers them weakly, so a cell shows as held exactly while something keeps it.
struct HeldCells {
    /// Not `weak`, which would slow every later retain of the cell (see `Liveness`).
    private struct Entry {
        private unowned(unsafe) let target: SimView
        private let liveness: Liveness
        init(view: SimView) {
            target = view
            liveness = view.liveness
        }
        var view: SimView? { liveness.isAlive ? target : nil }
    }

    private var entries: [Entry] = []
    /// A loop of dequeues outside layout keeps only the newest; the older ones are still counted by
    /// `created`, and a diagram row cannot show hundreds anyway.
    static let limit = 64

    mutating func note(_ view: SimView) {
        entries.removeAll { $0.view == nil || $0.view === view }
        entries.append(Entry(view: view))
        if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
    }

    /// `MyCell#3` for each remembered cell still alive and not one of `elsewhere` (on screen or queued),
    /// by instance number.
    func labels(excluding elsewhere: Set<ObjectIdentifier>) -> [String] {
        entries.compactMap(\.view).filter { !elsewhere.contains(ObjectIdentifier($0)) }
            .sorted { $0.simInstanceNumber < $1.simInstanceNumber }.map(\.simLabel)
    }
}

extension Simulation {
    /// True while a table or collection view is asking its data source for a cell (layout).
    var isAskingForCell: Bool { tableCellRequestDepth > 0 || collectionCellRequestDepth > 0 }
}
