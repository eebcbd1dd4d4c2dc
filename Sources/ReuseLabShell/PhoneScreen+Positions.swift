import ReuseLabSimulator

/// The phone drawn as the screen is: each row on the text line its place under the content offset gives it
/// (one line per `unit` points), section headers and footers as their own lines, several items side by side
/// when the layout puts them on one line (a grid), and rows the offset has moved past an edge but that UIKit
/// still shows until the next layout listed just outside the phone, `↑` above and `↓` below.
extension PhoneScreen {
    struct PlacedPhone {
        var lines: [String]
        var innerWidth: Int
        /// Rows past the top or bottom edge, each drawn on a line of its own above or below the phone.
        var above: String?
        var below: String?
    }

    /// nil when the view cannot be placed (no bounds known, or a row without a frame): the caller draws the
    /// rows in index-path order instead.
    func placedPhone(
        _ view: TimelineState.View, scale: PhoneScale?, touched: String?, touchedRole: String,
        touchedCell: String? = nil
    ) -> PlacedPhone? {
        guard let scale, let viewport = view.viewport, scale.unit > 0,
            view.rows.allSatisfy({ $0.frame != nil })
        else { return nil }
        // The presenter's large phone leaves a blank line between rows: readable from the back of the room.
        let spread = large ? 2 : 1
        var slots = Array(repeating: [TimelineState.Row](), count: scale.lines * spread - (spread - 1))
        var above: [TimelineState.Row] = []
        var below: [TimelineState.Row] = []
        for row in view.rows {
            guard let frame = row.frame else { continue }
            // By its top, rounded: a row scrolled half out still has its line; one mostly out is past the edge.
            let line = ((frame.minY - viewport.minY) / scale.unit + 0.5).rounded(.down)
            if !line.isFinite || line < 0 {
                above.append(row)
            } else if line >= Double(scale.lines) {
                below.append(row)
            } else {
                slots[Int(line) * spread].append(row)
            }
        }
        for index in slots.indices { slots[index].sort { ($0.frame?.minX ?? 0) < ($1.frame?.minX ?? 0) } }
        // The grid's columns: every left edge the items use, so a short last line keeps its items in their columns.
        let lefts = Array(Set(view.rows.filter(\.isCell).compactMap { $0.frame.map { ($0.minX * 2).rounded() / 2 } })).sorted()
        let isGrid = view.className != "UITableView" && slots.contains { $0.count(where: \.isCell) > 1 }
        let width = isGrid ? gridWidth(columns: lefts.count) : phoneInnerWidth
        let g = glyphs
        var lines: [String] = []
        lines.append(style.dim(g.topLeft + String(repeating: g.horizontal, count: width) + g.topRight))
        for slot in slots {
            let text: String
            if slot.isEmpty {
                text = String(repeating: " ", count: width)
            } else if isGrid, slot.allSatisfy(\.isCell) {
                text = gridText(slot, lefts: lefts, width: width, touched: touched, touchedRole: touchedRole)
            } else {
                // Two rows share a line only for a moment, while a batch's moves arrive: show the one that moved.
                let shown = slot.first { $0.cell == touchedCell } ?? slot[0]
                text = rowText(shown, width: width, touched: touched, touchedRole: touchedRole)
            }
            lines.append(style.dim(g.vertical) + text + style.dim(g.vertical))
        }
        lines.append(style.dim(g.bottomLeft + String(repeating: g.horizontal, count: width) + g.bottomRight))
        return PlacedPhone(
            lines: lines, innerWidth: width,
            above: above.isEmpty ? nil : style.dim(edgeLine(g.up, "above", above, viewport: viewport)),
            below: below.isEmpty ? nil : style.dim(edgeLine(g.down, "below", below, viewport: viewport)))
    }

    /// A list row, or a section header or footer, across the whole phone.
    private func rowText(_ row: TimelineState.Row, width: Int, touched: String?, touchedRole: String) -> String {
        let isTouched = row.indexPath == touched && row.role == touchedRole
        let marker = isTouched ? glyphs.mark : " "
        let label = row.isCell ? row.indexPath : Self.supplementaryLabel(row)
        let labelWidth = max(9, displayWidth(label) + 2)
        let plain = marker + pad(label, toWidth: labelWidth) + row.cell
        var shown = pad(plain, toWidth: width)
        if displayWidth(plain) <= width {
            let cell = row.isCell ? (large ? style.bold(row.cell) : row.cell) : style.dim(row.cell)
            shown = marker + pad(label, toWidth: labelWidth) + cell + String(repeating: " ", count: width - displayWidth(plain))
        }
        return isTouched ? reverse(shown) : shown
    }

    /// Items side by side: `3 #4` (the item and the cell instance), in columns of equal width.
    private func gridText(_ rows: [TimelineState.Row], lefts: [Double], width: Int, touched: String?, touchedRole: String) -> String {
        let columnCount = max(1, lefts.count)
        let columnWidth = max(4, (width - (columnCount - 1)) / columnCount)
        var parts = Array(repeating: String(repeating: " ", count: columnWidth), count: columnCount)
        for (index, row) in rows.enumerated() {
            let left = row.frame.map { ($0.minX * 2).rounded() / 2 }
            let column = left.flatMap { lefts.firstIndex(of: $0) } ?? min(index, columnCount - 1)
            let isTouched = row.indexPath == touched && row.role == touchedRole
            let item = TimelineState.sortKey(row.indexPath).last.map(String.init) ?? row.indexPath
            let full = (isTouched ? glyphs.mark : " ") + item + " " + row.cell
            let short = (isTouched ? glyphs.mark : " ") + item + " " + Self.instanceNumber(row.cell)
            let text = pad(displayWidth(full) <= columnWidth ? full : short, toWidth: columnWidth)
            parts[column] = isTouched ? reverse(text) : text
        }
        let used = parts.count * columnWidth + (parts.count - 1)
        return parts.joined(separator: " ") + String(repeating: " ", count: max(0, width - used))
    }

    /// Rows past an edge: still shown by UIKit, either cut by the edge or waiting for the next layout to queue them.
    private func edgeLine(_ arrow: String, _ words: String, _ rows: [TimelineState.Row], viewport: Rect) -> String {
        let cut = rows.contains { row in
            guard let frame = row.frame else { return false }
            return frame.minY < viewport.minY + viewport.height && frame.minY + frame.height > viewport.minY
        }
        let words = cut ? "partly \(words)" : "\(words), queued at next layout"
        let listed = rows.map { ($0.isCell ? $0.indexPath : Self.supplementaryLabel($0)) + " " + Self.instanceNumber($0.cell) }
            .joined(separator: ", ")
        return truncate("\(arrow) \(words): \(listed)", toWidth: max(20, columns - 3))
    }

    /// `header §0` for a section header, `footer §1` for a footer.
    static func supplementaryLabel(_ row: TimelineState.Row) -> String {
        let section = TimelineState.sortKey(row.indexPath).first.map(String.init) ?? "?"
        return "\(TimelineState.supplementaryWord(row.role)) §\(section)"
    }

    /// `PhotoCell#4` → `#4`.
    static func instanceNumber(_ cell: String) -> String {
        cell.lastIndex(of: "#").map { String(cell[$0...]) } ?? cell
    }

    /// Wide enough for `12 PhotoCell#12` per column where the terminal allows, never narrower than a list phone.
    private func gridWidth(columns count: Int) -> Int {
        let wanted = count * (large ? 18 : 15)
        return max(phoneInnerWidth, min(wanted, columns - 30))
    }
}
