import ReuseLabLanguage

/// Draws one timeline step: the focused view as a small phone screen (a row per visible index path with
/// the cell instance showing it), its reuse queues and the cell in hand beside it, the counters, and what
/// the step did. The row or queued cell the step touched is marked `▶` (`>` in ASCII) and, with colour,
/// shown in reverse video.
///
///     entry 2 · step 6 of 40
///       tableView: UITableView
///       ┌──────────────────────┐    "Cell" queue
///       │ [0, 1]   MyCell#2    │    ▶ MyCell#1
///       │ [0, 2]   MyCell#3    │
///       └──────────────────────┘
///       created 3 · reused 0
///     MyCell#1 leaves the screen (it showed [0, 0]) and waits in the "Cell" queue.
struct PhoneScreen {
    var unicode: Bool
    var style: TextStyle
    /// Presenter display: a wider phone, a blank line between rows, bold cells.
    var large = false
    /// The terminal's width: the picture never draws past it.
    var columns = 80

    var glyphs:
        (
            topLeft: String, topRight: String, bottomLeft: String, bottomRight: String,
            horizontal: String, vertical: String, mark: String, arrow: String, dot: String, up: String, down: String
        )
    {
        unicode
            ? ("┌", "┐", "└", "┘", "─", "│", "▶", "→", " · ", "↑", "↓")
            : ("+", "+", "+", "+", "-", "|", ">", "->", ", ", "^", "v")
    }

    /// The phone's inner width: wide enough for `[0, 12]  PhotoCell#12`, wider on a presenter's screen.
    var phoneInnerWidth: Int {
        let wanted = large ? 36 : 24
        return max(16, min(wanted, columns / 2 - 6))
    }

    /// `scale` places rows where the content offset puts them (nil, or a view that cannot be placed: the rows in
    /// index-path order, `screenHeight` lines at least).
    func render(_ timeline: EntryTimeline, step: Int, state: TimelineState, screenHeight: Int, scale: PhoneScale? = nil) -> String {
        var lines: [String] = []
        let header = "entry \(timeline.entryNumber)\(glyphs.dot)step \(step) of \(timeline.stepCount)"
        lines.append(style.bold(header))
        guard let focused = state.focusedView else {
            lines.append("  (no table or collection views)")
            return lines.joined(separator: "\n")
        }
        let view = focused.addingSectionBands(focused.sectionBands)
        lines.append("  " + style.bold(VisibleText.escapingControlCharacters("\(view.name): \(view.className)", keepingNewlines: false)))
        let placed = placedPhone(
            view, scale: scale, touched: state.touchedRow, touchedRole: state.touchedRole,
            touchedCell: state.touchedCell)
        let innerWidth = placed?.innerWidth ?? phoneInnerWidth
        let phone = placed?.lines ?? phoneLines(view, touched: state.touchedRow, height: screenHeight)
        let side = sideLines(view, touchedQueueCell: state.touchedQueueCell, innerWidth: innerWidth)
        let phoneWidth = innerWidth + 2
        if let above = placed?.above { lines.append("  " + above) }
        for index in 0..<max(phone.count, side.count) {
            let left = index < phone.count ? phone[index] : String(repeating: " ", count: phoneWidth)
            let right = index < side.count ? "    " + side[index] : ""
            lines.append(("  " + left + right).trimmingTrailingSpaces())
        }
        if let below = placed?.below { lines.append("  " + below) }
        if let covered = placed?.covered { lines.append("  " + covered) }
        var counters = "  created \(view.cellsCreated)\(glyphs.dot)reused \(view.cellsReused)"
        if let offset = view.contentOffset { counters += "\(glyphs.dot)contentOffset \(offset)" }
        lines.append(style.dim(counters))
        let narration =
            step == 0
            ? "Before the entry. n or → steps forward."
            : TimelineNarration.describe(timeline.events[step - 1])
        let text = VisibleText.escapingControlCharacters(narration, keepingNewlines: false)
        lines.append(large ? style.bold(text) : text)
        return lines.joined(separator: "\n")
    }

    private func phoneLines(_ view: TimelineState.View, touched: String?, height: Int) -> [String] {
        let g = glyphs
        let innerWidth = phoneInnerWidth
        let view = TimelineState.View(
            name: view.name, className: view.className, rows: view.rows.filter(\.isCell),
            queues: view.queues, cellsCreated: view.cellsCreated, cellsReused: view.cellsReused)
        var lines = [style.dim(g.topLeft + String(repeating: g.horizontal, count: innerWidth) + g.topRight)]
        let slots = max(height, view.rows.count, 1)
        var body: [String] = []
        for index in 0..<slots {
            guard index < view.rows.count else {
                body.append(style.dim(g.vertical) + String(repeating: " ", count: innerWidth) + style.dim(g.vertical))
                continue
            }
            let row = view.rows[index]
            let isTouched = row.indexPath == touched
            let marker = isTouched ? g.mark : " "
            let cellText = large ? style.bold(row.cell) : row.cell
            let plain = marker + pad(row.indexPath, toWidth: 9) + row.cell
            let fitted = pad(plain, toWidth: innerWidth)
            var shown = fitted
            if displayWidth(plain) <= innerWidth {
                shown =
                    marker + pad(row.indexPath, toWidth: 9) + cellText
                    + String(repeating: " ", count: innerWidth - displayWidth(plain))
            }
            if isTouched { shown = reverse(shown) }
            body.append(style.dim(g.vertical) + shown + style.dim(g.vertical))
        }
        if large {
            // A blank line between rows: readable from the back of the room.
            let blank = style.dim(g.vertical) + String(repeating: " ", count: innerWidth) + style.dim(g.vertical)
            body = body.flatMap { [$0, blank] }.dropLast()
        }
        lines += body
        lines.append(style.dim(g.bottomLeft + String(repeating: g.horizontal, count: innerWidth) + g.bottomRight))
        return lines
    }

    private func sideLines(_ view: TimelineState.View, touchedQueueCell: String?, innerWidth: Int) -> [String] {
        var lines: [String] = []
        let room = max(12, columns - innerWidth - 10)
        if view.queues.isEmpty { lines += [style.bold("reuse queue"), style.dim("  (empty)")] }
        let queues = view.queues
        for queue in queues {
            lines.append(style.bold(truncate("\"\(Self.shortQueueName(queue.name))\" queue", toWidth: room)))
            if queue.cells.isEmpty { lines.append(style.dim("  (empty)")) }
            for cell in queue.cells {
                let marked = cell == touchedQueueCell
                let text = (marked ? glyphs.mark + " " : "  ") + truncate(cell, toWidth: room - 2)
                lines.append(marked ? reverse(text) : text)
            }
        }
        if let inHand = view.inHand {
            lines.append(style.bold("in hand"))
            let target = inHand.indexPath.isEmpty ? "" : " \(glyphs.arrow) \(inHand.indexPath)"
            lines.append("  " + truncate(inHand.cell + target, toWidth: room - 2))
        }
        return lines
    }

    /// `UICollectionElementKindSectionHeader Header` → `header Header`: the kind's constant is long for a side column.
    static func shortQueueName(_ name: String) -> String {
        guard name.hasPrefix("UICollectionElementKindSection"), let space = name.firstIndex(of: " ") else { return name }
        return TimelineState.supplementaryWord(String(name[..<space])) + name[space...]
    }

    func reverse(_ text: String) -> String {
        style.enabled ? "\u{1B}[7m" + text + "\u{1B}[0m" : text
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
