import ReuseLabSimulator

/// One entry's story for `:timeline`: the world before it and the Simulator's events during it. Each event
/// is a step; the state after step k is the start replayed through the first k events, so no step's
/// picture is stored (a scroll of a million rows keeps only its events).
struct EntryTimeline {
    /// The shell's entry number (`<repl-3>` is 3).
    let entryNumber: Int
    let source: String
    let start: PoolSnapshot
    let events: [SimEvent]
    /// True when the Simulator kept fewer events than the entry produced: the replay would be wrong.
    let isTruncated: Bool

    var stepCount: Int { events.count }

    /// The state after `step` events (0 is the world before the entry).
    func state(afterStep step: Int) -> TimelineState {
        var state = TimelineState(start)
        for event in events.prefix(max(0, min(step, events.count))) { state.apply(event) }
        return state
    }

    /// The most rows any view shows at any step, per view: the phone keeps one height for the whole replay.
    func screenHeights() -> [String: Int] {
        var state = TimelineState(start)
        var heights: [String: Int] = [:]
        func measure() { for view in state.views { heights[view.name] = max(heights[view.name] ?? 0, view.rows.count) } }
        measure()
        for event in events {
            state.apply(event)
            measure()
        }
        return heights
    }
}

/// The reuse world at one step, rebuilt from events: what each view shows, what waits in its queues, and
/// the cell a dequeue has handed to the data source but the view has not yet put on screen.
struct TimelineState: Equatable {
    struct Row: Equatable {
        var indexPath: String
        var cell: String
    }

    struct Queue: Equatable {
        var name: String
        var cells: [String]
    }

    struct View: Equatable {
        var name: String
        var className: String
        var rows: [Row]
        var queues: [Queue]
        var cellsCreated: Int
        var cellsReused: Int
        /// Dequeued for a row, not displayed yet: `(MyCell#3, [0, 12])`.
        var inHand: Row?
        var contentOffset: String?
    }

    private(set) var views: [View]
    /// The view the last event concerned, and the row it touched: the picture follows and marks them.
    private(set) var focus: String?
    private(set) var touchedRow: String?
    private(set) var touchedQueueCell: String?

    init(_ snapshot: PoolSnapshot) {
        views = snapshot.views.map { view in
            View(name: view.name, className: view.className,
                 rows: view.visible.map { Row(indexPath: $0.indexPath, cell: $0.cell) },
                 queues: view.queues.map { Queue(name: $0.identifier, cells: $0.cells) },
                 cellsCreated: view.cellsCreated, cellsReused: view.cellsReused)
        }
        focus = views.first?.name
    }

    /// The view the picture shows: the one the last event concerned, else the first.
    var focusedView: View? {
        views.first { $0.name == focus } ?? views.first
    }

    mutating func apply(_ event: SimEvent) {
        touchedRow = nil
        touchedQueueCell = nil
        switch event {
        case let .created(view, cell, role, _, indexPath):
            update(view) { view in
                guard role == "cell" else { return }
                view.cellsCreated += 1
                view.inHand = Row(indexPath: indexPath?.description ?? "", cell: cell)
            }
        case let .reused(view, cell, role, identifier):
            update(view) { view in
                let name = Self.queueName(role: role, identifier: identifier)
                if let q = view.queues.firstIndex(where: { $0.name == name }), let c = view.queues[q].cells.firstIndex(of: cell) {
                    view.queues[q].cells.remove(at: c)
                }
                guard role == "cell" else { return }
                view.cellsReused += 1
                // Out of the queue, not yet handed over: the dequeue that follows names its row.
                view.inHand = Row(indexPath: "", cell: cell)
            }
            touchedQueueCell = cell
        case let .dequeued(view, cell, role, _, indexPath, _):
            // Headers, footers and supplementary views are not drawn on the phone: only cells are held.
            update(view) { view in
                if role == "cell" { view.inHand = Row(indexPath: indexPath?.description ?? "", cell: cell) }
            }
        case let .displayed(view, cell, indexPath):
            let path = indexPath.description
            update(view) { view in
                view.inHand = nil
                view.rows.removeAll { $0.indexPath == path }
                let row = Row(indexPath: path, cell: cell)
                let position = view.rows.firstIndex { Self.sortKey(path).lexicographicallyPrecedes(Self.sortKey($0.indexPath)) } ?? view.rows.count
                view.rows.insert(row, at: position)
            }
            touchedRow = path
        case let .enqueued(view, cell, role, identifier, _):
            update(view) { view in
                view.rows.removeAll { $0.cell == cell }
                let name = Self.queueName(role: role, identifier: identifier)
                if let q = view.queues.firstIndex(where: { $0.name == name }) {
                    view.queues[q].cells.append(cell)
                } else {
                    view.queues.append(Queue(name: name, cells: [cell]))
                    view.queues.sort { $0.name < $1.name }
                }
            }
            touchedQueueCell = cell
        case let .scrolled(view, offset):
            update(view) { $0.contentOffset = Self.describe(offset) }
        case let .registered(view, _, _, _), let .unregistered(view, _, _), let .laidOut(view, _, _, _):
            update(view) { _ in }
        case let .changed(view, _):
            // A batch update or a snapshot moved or reconfigured cells; the event says how only in words, so the
            // phone keeps its rows where they were until cells are displayed again (the narration tells the move).
            update(view) { _ in }
        case .exception:
            break
        }
    }

    /// Applies `change` to the named view, adding it first when the entry made it.
    private mutating func update(_ name: String, _ change: (inout View) -> Void) {
        focus = name
        if let index = views.firstIndex(where: { $0.name == name }) {
            change(&views[index])
        } else {
            let className = name.hasPrefix("UICollectionView") ? "UICollectionView" : "UITableView"
            var view = View(name: name, className: className, rows: [], queues: [], cellsCreated: 0, cellsReused: 0)
            change(&view)
            views.append(view)
        }
    }

    /// As the snapshot names queues: cells by identifier, other roles with their role first.
    static func queueName(role: String, identifier: String) -> String {
        role == "cell" ? identifier : "\(role) \(identifier)"
    }

    /// `{0, 44}`, as UIKit prints a point.
    static func describe(_ point: Point) -> String {
        func number(_ value: Double) -> String {
            value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        return "{\(number(point.x)), \(number(point.y))}"
    }

    /// `[0, 12]` → (0, 12), for index-path order.
    static func sortKey(_ indexPath: String) -> [Int] {
        indexPath.split(whereSeparator: { !$0.isNumber && $0 != "-" }).compactMap { Int($0) }
    }
}

extension TimelineState.View {
    /// Equal to what the Simulator's snapshot says, for the replay's self-check.
    func matches(_ snapshot: ViewSnapshot) -> Bool {
        rows.map { [$0.indexPath, $0.cell] } == snapshot.visible.map { [$0.indexPath, $0.cell] }
            && queues.filter { !$0.cells.isEmpty }.map(\.cells) == snapshot.queues.filter { !$0.cells.isEmpty }.map(\.cells)
    }
}

/// What a step did, in a teacher's words.
enum TimelineNarration {
    static func describe(_ event: SimEvent) -> String {
        switch event {
        case let .created(_, cell, role, identifier, indexPath):
            let row = indexPath.map { " for \($0)" } ?? ""
            return "The \(queueWord(role, identifier)) queue is empty: UIKit makes a new \(cell)\(row)."
        case let .reused(_, cell, role, identifier):
            return "\(cell) leaves the \(queueWord(role, identifier)) queue; prepareForReuse() runs on it."
        case let .dequeued(_, cell, _, _, indexPath, reused):
            let row = indexPath.map { " for \($0)" } ?? ""
            return reused
                ? "dequeue hands the reused \(cell) to the data source\(row)."
                : "dequeue hands the new \(cell) to the data source\(row)."
        case let .displayed(_, cell, indexPath):
            return "The data source returns \(cell) configured for \(indexPath); it appears on screen."
        case let .enqueued(_, cell, role, identifier, indexPath):
            let row = indexPath.map { " (it showed \($0))" } ?? ""
            return "\(cell) leaves the screen\(row) and waits in the \(queueWord(role, identifier)) queue."
        case let .scrolled(view, offset):
            return "\(view) scrolls: contentOffset is now \(TimelineState.describe(offset))."
        case let .laidOut(view, count, first, last):
            guard let first, let last else { return "\(view) lays out: no cells visible." }
            return "\(view) lays out: \(count) cell\(count == 1 ? "" : "s") visible, \(first)…\(last)."
        case .registered, .unregistered:
            return event.description.prefix(1).uppercased() + event.description.dropFirst() + "."
        case let .exception(exception):
            return "UIKit raises \(exception.name): \(exception.reason)"
        case let .changed(view, what):
            return "\(view) updates what it shows: \(what)."
        }
    }

    private static func queueWord(_ role: String, _ identifier: String) -> String {
        "\"" + TimelineState.queueName(role: role, identifier: identifier) + "\""
    }
}
