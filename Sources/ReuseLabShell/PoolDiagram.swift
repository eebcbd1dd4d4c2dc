import ReuseLabLanguage
import ReuseLabSimulator

/// Draws the simulated world: one compact box per table or collection view, with what changed since
/// the previous snapshot marked `+` (new), `*` (changed) and `-` (gone). Colour only repeats the marks.
///
///     ┌─ tableView: UITableView ──────────── created 3 (+1) · reused 1 ─┐
///     │ registered   Cell → class MyCell                                 │
///     │ visible      [0, 0] MyCell#1                                     │
///     │            + [0, 1] MyCell#3                                     │
///     │ queued     * Cell: MyCell#2                                      │
///     └──────────────────────────────────────────────────────────────────┘
public struct PoolDiagram {
    public var unicode: Bool
    /// Total width of a box; the same for every box and every entry, so diagrams line up.
    public var width: Int
    public var style: TextStyle
    /// More visible rows than this are shown as the first and last few with `…` between.
    public var maximumVisibleRows = 8

    public static let defaultWidth = 72

    public init(unicode: Bool, width: Int = PoolDiagram.defaultWidth, style: TextStyle = TextStyle(enabled: false)) {
        self.unicode = unicode
        self.width = max(40, width)
        self.style = style
    }

    private enum Mark: Character {
        case none = " "
        case added = "+"
        case changed = "*"
        case removed = "-"
    }

    private var glyphs:
        (
            topLeft: String, topRight: String, bottomLeft: String, bottomRight: String,
            horizontal: String, vertical: String, arrow: String, ellipsis: String, separator: String
        )
    {
        unicode
            ? ("┌", "┐", "└", "┘", "─", "│", "→", "…", " · ")
            : ("+", "+", "+", "+", "-", "|", "->", "...", ", ")
    }

    private let labelWidth = 11

    /// `previous` is the world before the entry; nil draws without marks (`:pool`).
    public func render(_ snapshot: PoolSnapshot, previous: PoolSnapshot? = nil) -> String {
        if snapshot.views.isEmpty {
            return style.dim("(no table or collection views yet)")
        }
        return snapshot.views.map { view in
            let before = previous.flatMap { previous in
                previous.views.first { $0.name == view.name && $0.className == view.className }
            }
            return renderView(view, before: before, isNew: previous != nil && before == nil)
        }.joined(separator: "\n")
    }

    private func renderView(_ view: ViewSnapshot, before: ViewSnapshot?, isNew: Bool) -> String {
        var lines = [titleLine(view, before: before, isNew: isNew)]
        if view.isBare, before?.isBare ?? true {
            // A view just made (`let tableView = UITableView()`): three `(none)` rows would say less than one line.
            lines.append(boxLine(label: "", mark: .none, text: "nothing registered, no cells yet"))
        } else {
            lines += section("registered", registrationLines(view, before: before))
            lines += section("visible", visibleLines(view, before: before))
            lines += section("queued", queueLines(view, before: before))
            if !view.held.isEmpty || !(before?.held.isEmpty ?? true) {
                lines += section("held", heldLines(view, before: before))
            }
        }
        let inner = width - 2
        lines.append(style.dim(glyphs.bottomLeft + String(repeating: glyphs.horizontal, count: inner) + glyphs.bottomRight))
        return lines.joined(separator: "\n")
    }

    private func titleLine(_ view: ViewSnapshot, before: ViewSnapshot?, isNew: Bool) -> String {
        func counter(_ label: String, _ now: Int, _ then: Int?) -> String {
            guard let then, now != then else { return "\(label) \(now)" }
            return "\(label) \(now) (\(now > then ? "+" : "")\(now - then))"
        }
        let counters =
            counter("created", view.cellsCreated, before?.cellsCreated) + glyphs.separator
            + counter("reused", view.cellsReused, before?.cellsReused)
        let h = glyphs.horizontal
        // ┌─ NAME ─────── COUNTERS ─┐ : the name gives way first.
        let fixed = displayWidth(glyphs.topLeft + h + " ") + displayWidth(" " + counters + " " + h + glyphs.topRight) + 2
        // An unnamed view is called by its class and address (`UITableView 0x600000c00020`): no need to repeat the class.
        let named = view.name.hasPrefix(view.className + " ") ? view.name : "\(view.name): \(view.className)"
        // Names and identifiers come from the learner's strings: a newline or an escape would break the box.
        let title = VisibleText.escapingControlCharacters(named, keepingNewlines: false, keepingTabs: false)
        let namePlain = (isNew ? "+ " : "") + title
        let name = truncate(namePlain, toWidth: max(8, width - fixed), ellipsis: glyphs.ellipsis)
        let fill = max(1, width - fixed - displayWidth(name) + 1)
        let styledName = isNew ? style.added("+") + " " + style.bold(String(name.dropFirst(2))) : style.bold(name)
        return style.dim(glyphs.topLeft + h) + " " + styledName + " " + style.dim(String(repeating: h, count: fill))
            + " " + counters + " " + style.dim(h + glyphs.topRight)
    }

    private func section(_ label: String, _ items: [(Mark, String)]) -> [String] {
        let content = items.isEmpty ? [(Mark.none, "(none)")] : items
        return content.enumerated().map { index, item in
            boxLine(label: index == 0 ? label : "", mark: item.0, text: item.1)
        }
    }

    private func boxLine(label: String, mark: Mark, text: String) -> String {
        let inner = width - 4
        let textWidth = inner - labelWidth - 2
        let visible = VisibleText.escapingControlCharacters(text, keepingNewlines: false, keepingTabs: false)
        let fitted = pad(visible, toWidth: textWidth, ellipsis: glyphs.ellipsis)
        let markText: String
        switch mark {
        case .none: markText = " "
        case .added: markText = style.added("+")
        case .changed: markText = style.changed("*")
        case .removed: markText = style.removed("-")
        }
        let body = pad(label, toWidth: labelWidth - 1) + " " + markText + " " + fitted
        return style.dim(glyphs.vertical) + " " + body + " " + style.dim(glyphs.vertical)
    }

    private func registrationLines(_ view: ViewSnapshot, before: ViewSnapshot?) -> [(Mark, String)] {
        func describe(_ registration: RegistrationSnapshot) -> String {
            let role = registration.role == "cell" ? "" : "  (\(registration.role))"
            return "\(registration.identifier) \(glyphs.arrow) \(registration.source)\(role)"
        }
        var lines: [(Mark, String)] = view.registrations.map { registration in
            guard let before else { return (.none, describe(registration)) }
            let old = before.registrations.first { $0.identifier == registration.identifier && $0.role == registration.role }
            if old == nil { return (.added, describe(registration)) }
            return (old == registration ? .none : .changed, describe(registration))
        }
        for old in before?.registrations ?? []
        where !view.registrations.contains(where: { $0.identifier == old.identifier && $0.role == old.role }) {
            lines.append((.removed, describe(old) + " (unregistered)"))
        }
        return lines
    }

    private func visibleLines(_ view: ViewSnapshot, before: ViewSnapshot?) -> [(Mark, String)] {
        var rows: [(Mark, String)] = view.visible.map { row in
            let text = "\(row.indexPath) \(row.cell)"
            guard let before else { return (.none, text) }
            guard let old = before.visible.first(where: { $0.indexPath == row.indexPath }) else { return (.added, text) }
            return (old.cell == row.cell ? .none : .changed, text)
        }
        if rows.count > maximumVisibleRows {
            let keep = max(1, (maximumVisibleRows - 1) / 2)
            let hidden = rows.count - 2 * keep
            rows = Array(rows.prefix(keep)) + [(.none, "\(glyphs.ellipsis) \(hidden) more")] + Array(rows.suffix(keep))
        }
        if let before {
            let gone = before.visible.filter { old in !view.visible.contains(where: { $0.indexPath == old.indexPath }) }
            if !gone.isEmpty {
                rows.append((.removed, "off screen: " + gone.map { "\($0.indexPath) \($0.cell)" }.joined(separator: ", ")))
            }
        }
        return rows
    }

    /// Cells dequeued outside layout that the program still holds: one line, new ones marked `+`.
    private func heldLines(_ view: ViewSnapshot, before: ViewSnapshot?) -> [(Mark, String)] {
        guard !view.held.isEmpty else { return [(.removed, "(released)")] }
        let suffix = "  (dequeued by your code, not on screen)"
        guard let before else { return [(.none, view.held.joined(separator: " ") + suffix)] }
        if before.held.isEmpty { return [(.added, view.held.joined(separator: " ") + suffix)] }
        // Within a row that was already there, the cells just taken get a `+`.
        let cells = view.held.map { before.held.contains($0) ? $0 : "+" + $0 }
        return [(before.held == view.held ? .none : .changed, cells.joined(separator: " ") + suffix)]
    }

    private func queueLines(_ view: ViewSnapshot, before: ViewSnapshot?) -> [(Mark, String)] {
        view.queues.map { queue in
            let old = before?.queues.first { $0.identifier == queue.identifier }
            let cells = queue.cells.map { cell -> String in
                // Within a queue that was already there, the cells just parked in it get a `+`.
                guard let old, !old.cells.contains(cell) else { return cell }
                return "+" + cell
            }
            let text = "\(queue.identifier): " + (cells.isEmpty ? "(empty)" : cells.joined(separator: " "))
            guard before != nil else { return (.none, text) }
            guard let old else { return (.added, text) }
            return (old == queue ? .none : .changed, text)
        }
    }
}

extension ViewSnapshot {
    /// No registrations, cells or queues yet.
    fileprivate var isBare: Bool { registrations.isEmpty && visible.isEmpty && queues.isEmpty && cellsCreated == 0 }
}
