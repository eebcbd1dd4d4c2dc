/// Something the simulated UIKit did, for `:trace` and for lessons. `view` is how the learner knows the table or
/// collection view (`tableView`, else `UITableView 0x…`); `cell` is `MyCell#3`; `role` is `cell`, `header/footer`
/// or a supplementary kind.
public enum SimEvent: Equatable, CustomStringConvertible, Sendable {
    case registered(view: String, role: String, identifier: String, source: String)
    case unregistered(view: String, role: String, identifier: String)
    /// A new view was made from the registration.
    case created(view: String, cell: String, role: String, identifier: String, indexPath: IndexPath?)
    /// Handed to the program by a dequeue call; `reused` tells a queued view from a new one.
    case dequeued(view: String, cell: String, role: String, identifier: String, indexPath: IndexPath?, reused: Bool)
    /// prepareForReuse() was called on a view leaving its queue.
    case reused(view: String, cell: String, role: String, identifier: String)
    /// A view scrolled off screen (or was forgotten by reloadData) and waits in its queue.
    case enqueued(view: String, cell: String, role: String, identifier: String, indexPath: IndexPath?)
    /// The data source returned a configured cell for the row (or item), and the view put it on screen there.
    /// `frame` is where, in the content's coordinates (nil when the layout was not known); `role` is `cell`, or
    /// a supplementary kind for a collection view's header or footer.
    case displayed(view: String, cell: String, indexPath: IndexPath, frame: Rect? = nil, role: String = "cell")
    case scrolled(view: String, contentOffset: Point)
    /// A layout pass; `first`…`last` are the visible cells' index paths.
    /// `bounds` is the visible part of the content after the pass (the timeline's phone screen).
    case laidOut(view: String, visibleCount: Int, first: IndexPath?, last: IndexPath?, bounds: Rect? = nil)
    case exception(UIKitException)
    /// A batch update or snapshot changed what is shown: `what` says how (`reconfigured Cell#2 at [0, 1]`). For a
    /// cell moved to another row, `frame` is where it now sits (as `displayed` gives it), for the timeline's phone.
    case changed(view: String, what: String, frame: Rect? = nil)
    /// A table asked its data source for its counts (its first layout, after `reloadData`, a batch update or a
    /// new snapshot): `rows` in all over `sections`; `bands` are where its section headers and footers now sit,
    /// with their titles (empty for a table of more sections than are drawn), for the timeline's phone.
    case counted(view: String, sections: Int, rows: Int, bands: [SectionBand] = [])

    public var description: String {
        switch self {
        case .registered(let view, let role, let identifier, let source):
            return "registered \(source) for \(rolePrefix(role))\"\(identifier)\" in \(view)"
        case .unregistered(let view, let role, let identifier):
            return "unregistered \(rolePrefix(role))\"\(identifier)\" in \(view)"
        case .created(let view, let cell, let role, let identifier, let indexPath):
            return "created \(cell) for \(rolePrefix(role))\"\(identifier)\"\(at(indexPath)) in \(view)"
        case .dequeued(let view, let cell, let role, let identifier, let indexPath, let reused):
            let how = reused ? "reused" : "new"
            return "dequeued \(cell) (\(how)) for \(rolePrefix(role))\"\(identifier)\"\(at(indexPath)) in \(view)"
        case .reused(let view, let cell, _, _):
            return "prepareForReuse \(cell) in \(view)"
        case .enqueued(let view, let cell, let role, let identifier, let indexPath):
            let left = indexPath.map { " (left \($0))" } ?? ""
            return "enqueued \(cell)\(left) into \(rolePrefix(role))\"\(identifier)\" queue in \(view)"
        case .displayed(let view, let cell, let indexPath, _, let role):
            return "displayed \(cell)\(role == "cell" ? "" : " (\(role))") at \(indexPath) in \(view)"
        case .scrolled(let view, let offset):
            return "scrolled \(view) to \(offset.uikitDescription)"
        case .laidOut(let view, let count, let first, let last, _):
            guard let first, let last else { return "laid out \(view): nothing visible" }
            let range = first == last ? "\(first)" : "\(first)…\(last)"
            return "laid out \(view): \(count) visible \(range)"
        case .changed(let view, let what, _):
            return "\(what) in \(view)"
        case .counted(let view, let sections, let rows, _):
            return "asked the data source of \(view): \(Self.count(sections, "section")), \(Self.count(rows, "row"))"
        case .exception(let exception):
            return "exception \(exception.name): \(exception.reason)"
        }
    }

    /// `1 section`, `3 rows`.
    public static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Cells need no prefix; other roles say what they are: `header/footer "Header"`.
    private func rolePrefix(_ role: String) -> String {
        role == "cell" ? "" : role + " "
    }

    private func at(_ indexPath: IndexPath?) -> String {
        indexPath.map { " at \($0)" } ?? ""
    }
}
