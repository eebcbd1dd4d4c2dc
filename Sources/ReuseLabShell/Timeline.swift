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
        var state = initialState()
        for event in events.prefix(max(0, min(step, events.count))) { state.apply(event) }
        return state
    }

    /// The most rows any view shows at any step, per view: the phone keeps one height for the whole replay.
    func screenHeights() -> [String: Int] {
        var state = initialState()
        var heights: [String: Int] = [:]
        func measure() { for view in state.views { heights[view.name] = max(heights[view.name] ?? 0, view.rows.count(where: \.isCell)) } }
        measure()
        for event in events {
            state.apply(event)
            measure()
        }
        return heights
    }

    /// The world before the entry, told where each view's screen will be when the entry first lays it out, so
    /// rows the first pass displays are placed before that pass's own `laidOut` event arrives.
    func initialState() -> TimelineState {
        var state = TimelineState(start)
        var hints: [String: Rect] = [:]
        for case .laidOut(let view, _, _, _, let bounds?) in events where hints[view] == nil { hints[view] = bounds }
        state.viewportHints = hints
        return state
    }

    /// Per view, the phone's scale: the shortest row or header seen (one text line each), and the lines its
    /// screen needs to show the bounds at that scale, over the whole replay; nil for views never placed.
    func phoneScales() -> [String: PhoneScale] {
        var state = initialState()
        var scales: [String: PhoneScale] = [:]
        // A screen scrolled part of a row shows one row more than it holds whole: one more line then.
        var cutRows: Set<String> = []
        func measure() {
            for view in state.views {
                guard let viewport = view.viewport, viewport.height > 0, viewport.height.isFinite else { continue }
                let heights = (view.rows.compactMap { $0.frame?.height } + view.sectionBands.map(\.frame.height))
                    .filter { $0 > 0 && $0.isFinite }
                guard let shortest = heights.min() else { continue }
                var scale = scales[view.name] ?? PhoneScale(unit: shortest, lines: 1)
                scale.unit = min(scale.unit, shortest)
                scale.lines = max(scale.lines, Int((viewport.height / scale.unit).rounded(.up)))
                scales[view.name] = scale
                let offsets = view.rows.compactMap { $0.frame.map { ($0.minY - viewport.minY) / shortest } }
                if offsets.contains(where: { $0.isFinite && $0 != $0.rounded() }) { cutRows.insert(view.name) }
            }
        }
        measure()
        for event in events {
            state.apply(event)
            measure()
        }
        for name in cutRows { scales[name]?.lines += 1 }
        return scales.mapValues { PhoneScale(unit: $0.unit, lines: min($0.lines, PhoneScale.maximumLines)) }
    }
}

/// How the phone turns points into text lines: one line per `unit` points, `lines` lines in all.
struct PhoneScale: Equatable {
    var unit: Double
    var lines: Int
    /// A screen of tiny rows (or a huge view) would not fit a terminal.
    static let maximumLines = 30
}

/// The reuse world at one step, rebuilt from events: what each view shows, what waits in its queues, and
/// the cell a dequeue has handed to the data source but the view has not yet put on screen.
struct TimelineState: Equatable {
    struct Row: Equatable {
        var indexPath: String
        var cell: String
        /// In the content's coordinates; nil when the layout was not known.
        var frame: Rect?
        /// `cell`, or a supplementary kind (a collection view's section header or footer).
        var role = "cell"

        var isCell: Bool { role == "cell" }
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
        /// The visible part of the content (the phone's screen); nil until known.
        var viewport: Rect?
        /// A table's section headers and footers: where the counts last asked put them (`counted` events).
        var sectionBands: [SectionBand] = []
    }

    /// Per view, the bounds of its first layout in the entry, for rows displayed before that layout reports.
    var viewportHints: [String: Rect] = [:]

    private(set) var views: [View]
    /// The view the last event concerned, and the row it touched: the picture follows and marks them.
    private(set) var focus: String?
    private(set) var touchedRow: String?
    private(set) var touchedQueueCell: String?
    /// The role of the row the step touched: a header and the first item of its section share `[0, 0]`.
    private(set) var touchedRole = "cell"
    /// The cell the step displayed or moved: while a batch's moves arrive, two cells may briefly share a row.
    private(set) var touchedCell: String?

    init(_ snapshot: PoolSnapshot) {
        views = snapshot.views.map { view in
            let frames = view.geometry?.cellFrames ?? [:]
            var rows = view.visible.map { Row(indexPath: $0.indexPath, cell: $0.cell, frame: frames[$0.indexPath]) }
            for supplementary in view.geometry?.supplementaries ?? [] {
                rows.append(
                    Row(
                        indexPath: supplementary.indexPath, cell: supplementary.view, frame: supplementary.frame,
                        role: supplementary.kind))
            }
            rows.sort { Self.sortKey($0).lexicographicallyPrecedes(Self.sortKey($1)) }
            return View(
                name: view.name, className: view.className, rows: rows,
                queues: view.queues.map { Queue(name: $0.identifier, cells: $0.cells) },
                cellsCreated: view.cellsCreated, cellsReused: view.cellsReused,
                viewport: view.geometry.map { $0.bounds }, sectionBands: view.geometry?.sectionBands ?? [])
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
        touchedRole = "cell"
        touchedCell = nil
        switch event {
        case .created(let view, let cell, let role, _, let indexPath):
            update(view) { view in
                guard role == "cell" else { return }
                view.cellsCreated += 1
                view.inHand = Row(indexPath: indexPath?.description ?? "", cell: cell)
            }
        case .reused(let view, let cell, let role, let identifier):
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
        case .dequeued(let view, let cell, let role, _, let indexPath, _):
            // Headers, footers and supplementary views are not drawn on the phone: only cells are held.
            update(view) { view in
                if role == "cell" { view.inHand = Row(indexPath: indexPath?.description ?? "", cell: cell) }
            }
        case .displayed(let viewName, let cell, let indexPath, let frame, let role):
            let path = indexPath.description
            let hint = viewportHints[viewName]
            update(viewName) { view in
                if role == "cell" { view.inHand = nil }
                if view.viewport == nil { view.viewport = hint }
                view.rows.removeAll { $0.indexPath == path && $0.role == role }
                let row = Row(indexPath: path, cell: cell, frame: frame, role: role)
                let position = view.rows.firstIndex { Self.sortKey(row).lexicographicallyPrecedes(Self.sortKey($0)) } ?? view.rows.count
                view.rows.insert(row, at: position)
            }
            touchedRow = path
            touchedRole = role
            touchedCell = cell
        case .enqueued(let view, let cell, let role, let identifier, _):
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
        case .scrolled(let viewName, let offset):
            let hint = viewportHints[viewName]
            update(viewName) { view in
                view.contentOffset = Self.describe(offset)
                // The screen moves over the content at once; the rows follow at the next layout.
                if let size = (view.viewport ?? hint)?.size { view.viewport = Rect(origin: offset, size: size) }
            }
        case .laidOut(let viewName, _, _, _, let bounds):
            update(viewName) { view in
                if let bounds { view.viewport = bounds }
            }
        case .registered(let view, _, _, _), .unregistered(let view, _, _):
            update(view) { _ in }
        case .changed(let viewName, let what, let frame):
            // A batch update or a snapshot moved a cell to another row (perhaps of another section): the phone
            // moves it where the Simulator says it now sits.
            update(viewName) { view in
                if let move = TimelineMove(what) { view.move(move, to: frame) }
            }
            touchedRow = TimelineMove(what)?.to
            touchedCell = TimelineMove(what)?.cell
        case .counted(let viewName, _, _, let bands):
            // reloadData, a batch update or a snapshot: the headers move to where the new data puts them.
            update(viewName) { view in view.sectionBands = bands }
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

    /// Section first; in it the header, then the items in order, then the footer.
    static func sortKey(_ row: Row) -> [Int] {
        let path = sortKey(row.indexPath)
        let section = path.first ?? 0
        let item = path.count > 1 ? path[1] : 0
        if row.isCell { return [section, 1, item] }
        return [section, row.role.lowercased().contains("footer") ? 2 : 0, 0]
    }
}

extension TimelineState.View {
    /// Equal to what the Simulator's snapshot says, for the replay's self-check.
    func matches(_ snapshot: ViewSnapshot) -> Bool {
        rows.filter(\.isCell).map { [$0.indexPath, $0.cell] } == snapshot.visible.map { [$0.indexPath, $0.cell] }
            && queues.filter { !$0.cells.isEmpty }.map(\.cells) == snapshot.queues.filter { !$0.cells.isEmpty }.map(\.cells)
    }
}

/// What a step did, in a teacher's words.
enum TimelineNarration {
    static func describe(_ event: SimEvent) -> String {
        switch event {
        case .created(_, let cell, let role, let identifier, let indexPath):
            let row = indexPath.map { " for \($0)" } ?? ""
            return "The \(queueWord(role, identifier)) queue is empty: UIKit makes a new \(cell)\(row)."
        case .reused(_, let cell, let role, let identifier):
            return "\(cell) leaves the \(queueWord(role, identifier)) queue; prepareForReuse() runs on it."
        case .dequeued(_, let cell, _, _, let indexPath, let reused):
            let row = indexPath.map { " for \($0)" } ?? ""
            return reused
                ? "dequeue hands the reused \(cell) to the data source\(row)."
                : "dequeue hands the new \(cell) to the data source\(row)."
        case .displayed(_, let cell, let indexPath, _, let role):
            guard role == "cell" else {
                return
                    "The data source returns \(cell) as the \(TimelineState.supplementaryWord(role)) of section \(indexPath.section); it appears on screen."
            }
            return "The data source returns \(cell) configured for \(indexPath); it appears on screen."
        case .enqueued(_, let cell, let role, let identifier, let indexPath):
            let row = indexPath.map { " (it showed \($0))" } ?? ""
            return "\(cell) leaves the screen\(row) and waits in the \(queueWord(role, identifier)) queue."
        case .scrolled(let view, let offset):
            return "\(view) scrolls: contentOffset is now \(TimelineState.describe(offset))."
        case .laidOut(let view, let count, let first, let last, _):
            guard let first, let last else { return "\(view) lays out: no cells visible." }
            return "\(view) lays out: \(count) cell\(count == 1 ? "" : "s") visible, \(first)…\(last)."
        case .registered, .unregistered:
            return event.description.prefix(1).uppercased() + event.description.dropFirst() + "."
        case .exception(let exception):
            return "UIKit raises \(exception.name): \(exception.reason)"
        case .changed(let view, let what, _):
            return "\(view) updates what it shows: \(what)."
        case .counted(let view, let sections, let rows, let bands):
            let counts = "\(SimEvent.count(sections, "section")), \(SimEvent.count(rows, "row"))"
            let headers = bands.isEmpty ? "" : " Its section headers and footers move to where the new data puts them."
            return "\(view) asks its data source how many sections and rows it has: \(counts).\(headers)"
        }
    }

    private static func queueWord(_ role: String, _ identifier: String) -> String {
        "\"" + TimelineState.queueName(role: role, identifier: identifier) + "\""
    }
}
