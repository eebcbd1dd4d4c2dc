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
    /// A batch update or snapshot changed what is shown: `what` says how (`reconfigured Cell#2 at [0, 1]`).
    case changed(view: String, what: String)

    public var description: String {
        switch self {
        case let .registered(view, role, identifier, source):
            return "registered \(source) for \(rolePrefix(role))\"\(identifier)\" in \(view)"
        case let .unregistered(view, role, identifier):
            return "unregistered \(rolePrefix(role))\"\(identifier)\" in \(view)"
        case let .created(view, cell, role, identifier, indexPath):
            return "created \(cell) for \(rolePrefix(role))\"\(identifier)\"\(at(indexPath)) in \(view)"
        case let .dequeued(view, cell, role, identifier, indexPath, reused):
            let how = reused ? "reused" : "new"
            return "dequeued \(cell) (\(how)) for \(rolePrefix(role))\"\(identifier)\"\(at(indexPath)) in \(view)"
        case let .reused(view, cell, _, _):
            return "prepareForReuse \(cell) in \(view)"
        case let .enqueued(view, cell, role, identifier, indexPath):
            let left = indexPath.map { " (left \($0))" } ?? ""
            return "enqueued \(cell)\(left) into \(rolePrefix(role))\"\(identifier)\" queue in \(view)"
        case let .displayed(view, cell, indexPath, _, role):
            return "displayed \(cell)\(role == "cell" ? "" : " (\(role))") at \(indexPath) in \(view)"
        case let .scrolled(view, offset):
            return "scrolled \(view) to \(offset.uikitDescription)"
        case let .laidOut(view, count, first, last, _):
            guard let first, let last else { return "laid out \(view): nothing visible" }
            let range = first == last ? "\(first)" : "\(first)…\(last)"
            return "laid out \(view): \(count) visible \(range)"
        case let .changed(view, what):
            return "\(what) in \(view)"
        case let .exception(exception):
            return "exception \(exception.name): \(exception.reason)"
        }
    }

    /// Cells need no prefix; other roles say what they are: `header/footer "Header"`.
    private func rolePrefix(_ role: String) -> String {
        role == "cell" ? "" : role + " "
    }

    private func at(_ indexPath: IndexPath?) -> String {
        indexPath.map { " at \($0)" } ?? ""
    }
}
