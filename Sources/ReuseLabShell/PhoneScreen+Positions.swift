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
        /// A floating header drawn on the same line as a row scrolling under it: the screen shows only one of
        /// them, so a line under the phone says which the other is (`header §0 floats over [0, 2] NameCell#3`).
        var covered: String?
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
        // A grid, or a compositional layout's lines of groups: as wide as its fullest line needs.
        let mostPerLine = slots.map { $0.count(where: \.isCell) }.max() ?? 0
        let isGrid = view.className != "UITableView" && mostPerLine > 1
        let width = isGrid ? gridWidth(columns: mostPerLine) : phoneInnerWidth
        let g = glyphs
        var lines: [String] = []
        var covered: [String] = []
        lines.append(style.dim(g.topLeft + String(repeating: g.horizontal, count: width) + g.topRight))
        for slot in slots {
            let text: String
            if slot.isEmpty {
                text = String(repeating: " ", count: width)
            } else if isGrid, slot.allSatisfy(\.isCell) {
                text = gridText(slot, viewport: viewport, width: width, touched: (touched, touchedRole, touchedCell))
            } else {
                // Two rows share a line while a batch's moves arrive (show the one that moved), or when a floating
                // header covers the row scrolling under it (show the header, as the screen does).
                let shown = slot.first { $0.cell == touchedCell } ?? slot.first { !$0.isCell } ?? slot[0]
                text = rowText(shown, width: width, touched: (touched, touchedRole, touchedCell))
                covered += Self.overlaps(in: slot)

            }
            lines.append(style.dim(g.vertical) + text + style.dim(g.vertical))
        }
        lines.append(style.dim(g.bottomLeft + String(repeating: g.horizontal, count: width) + g.bottomRight))
        return PlacedPhone(
            lines: lines, innerWidth: width,
            above: above.isEmpty ? nil : style.dim(edgeLine(g.up, "above", above, viewport: viewport)),
            below: below.isEmpty ? nil : style.dim(edgeLine(g.down, "below", below, viewport: viewport)),
            covered: covered.isEmpty ? nil : style.dim(truncate(covered.joined(separator: "; "), toWidth: max(20, columns - 3))))
    }

    /// On one text line, a section header (or footer) and the rows it covers: `header §0 floats over [0, 2]
    /// NameCell#3`, whichever of the two the line shows.
    static func overlaps(in slot: [TimelineState.Row]) -> [String] {
        let rows = slot.filter(\.isCell)
        guard !rows.isEmpty else { return [] }
        return slot.filter { !$0.isCell }.map { band in
            supplementaryLabel(band) + " floats over " + rows.map { $0.indexPath + " " + $0.cell }.joined(separator: ", ")
        }
    }

    /// The row a step touched: its index path and role, and its cell when the step names one (while a batch's
    /// moves arrive, two cells may briefly share an index path: only the one that moved is marked).
    typealias Touched = (indexPath: String?, role: String, cell: String?)

    static func isTouched(_ row: TimelineState.Row, _ touched: Touched) -> Bool {
        row.indexPath == touched.indexPath && row.role == touched.role && (touched.cell == nil || touched.cell == row.cell)
    }

    /// A list row, or a section header or footer, across the whole phone.
    private func rowText(_ row: TimelineState.Row, width: Int, touched: Touched) -> String {
        let isTouched = Self.isTouched(row, touched)
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

    /// Items side by side, each where the layout put it across the screen (`3 PhotoCell#4`, or `3 #4` when the
    /// next item leaves no room): a grid's columns, an orthogonal section's row of groups, nested groups alike.
    /// An item cut by a side edge (an orthogonal row scrolled part-way) shows `‹` or `›` at that edge.
    private func gridText(_ rows: [TimelineState.Row], viewport: Rect, width: Int, touched: Touched) -> String {
        var line = Array(repeating: " ", count: width)
        var highlighted: Range<Int>?
        let starts = rows.map { row -> Int in
            guard let frame = row.frame, viewport.width > 0 else { return 0 }
            let column = ((frame.minX - viewport.minX) / viewport.width * Double(width)).rounded(.down)
            return column.isFinite ? Int(max(0, min(Double(width - 1), column))) : 0
        }
        var used = 0
        for (index, row) in rows.enumerated() {
            let start = max(starts[index], used)
            let end = index + 1 < rows.count ? max(starts[index + 1], start + 1) : width
            let isTouched = Self.isTouched(row, touched)
            let item = TimelineState.sortKey(row.indexPath).last.map(String.init) ?? row.indexPath
            let marker = isTouched ? glyphs.mark : " "
            let full = marker + item + " " + row.cell
            let short = marker + item + " " + Self.instanceNumber(row.cell)
            let room = min(end, width) - start
            guard room > 0 else { continue }
            let text = Array(
                truncate(displayWidth(full) < room || index + 1 == rows.count && displayWidth(full) <= room ? full : short, toWidth: room))
            for (offset, character) in text.enumerated() where start + offset < width { line[start + offset] = String(character) }
            used = start + text.count + 1
            if isTouched { highlighted = start..<min(width, start + text.count) }
        }
        if let first = rows.first?.frame, first.minX < viewport.minX - 0.5, line[0] == " " { line[0] = unicode ? "‹" : "<" }
        if let last = rows.last?.frame, last.maxX > viewport.maxX + 0.5, line[width - 1] == " " { line[width - 1] = unicode ? "›" : ">" }
        guard let highlighted else { return line.joined() }
        return line[..<highlighted.lowerBound].joined() + reverse(line[highlighted].joined()) + line[highlighted.upperBound...].joined()
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
