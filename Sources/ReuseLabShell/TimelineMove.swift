import ReuseLabSimulator

/// A batch update's or snapshot's move, read back from its `changed` event (`snapshot applied: Cell#2 moved
/// [0, 1] → [0, 3]`), so the timeline's phone moves the row rather than only telling of it.
struct TimelineMove: Equatable {
    var cell: String
    var from: String
    var to: String

    init?(_ what: String) {
        guard let moved = what.range(of: " moved "), let arrow = what.range(of: " → ", range: moved.upperBound..<what.endIndex) else {
            return nil
        }
        let before = what[..<moved.lowerBound]
        let cellStart = before.range(of: ": ", options: .backwards)?.upperBound ?? before.startIndex
        cell = String(before[cellStart...])
        from = String(what[moved.upperBound..<arrow.lowerBound])
        to = String(what[arrow.upperBound...])
        guard !cell.isEmpty, from.hasPrefix("["), to.hasPrefix("[") else { return nil }
    }
}

extension TimelineState {
    /// `UICollectionElementKindSectionHeader` → `header`.
    static func supplementaryWord(_ kind: String) -> String {
        let lowered = kind.lowercased()
        if lowered.contains("header") { return "header" }
        if lowered.contains("footer") { return "footer" }
        return kind
    }
}

extension TimelineState.View {
    /// Moves the cell to its new row: to `frame` when the Simulator gave it, else a frame worked out from the rows.
    mutating func move(_ move: TimelineMove, to frame: Rect? = nil) {
        guard let index = rows.firstIndex(where: { $0.isCell && $0.cell == move.cell && $0.indexPath == move.from }) else { return }
        var row = rows[index]
        // A table's rows are evenly spaced: worked out. A grid's item lands where the item it replaces was (moves
        // arrive one at a time, so that item has not moved yet), or where the columns and lines put it.
        let landing = className == "UITableView" ? nil : rows.first { $0.isCell && $0.indexPath == move.to && $0.cell != move.cell }?.frame
        row.frame = frame ?? landing ?? estimatedFrame(of: row, movedTo: move.to)
        row.indexPath = move.to
        rows.remove(at: index)
        let position = rows.firstIndex { TimelineState.sortKey(row).lexicographicallyPrecedes(TimelineState.sortKey($0)) } ?? rows.count
        rows.insert(row, at: position)
    }

    /// Same section only: items per line from the rows sharing a line, line pitch from the distinct tops.
    private func estimatedFrame(of row: TimelineState.Row, movedTo target: String) -> Rect? {
        guard let frame = row.frame else { return nil }
        let from = TimelineState.sortKey(row.indexPath)
        let to = TimelineState.sortKey(target)
        guard from.count == 2, to.count == 2, from[0] == to[0] else { return nil }
        let placed = rows.filter(\.isCell).compactMap(\.frame)
        let tops = Array(Set(placed.map(\.minY))).sorted()
        let lefts = Array(Set(placed.map(\.minX))).sorted()
        // A table has one row per line; a grid as many items as it has columns. (While a batch's moves arrive one
        // by one, two cells may briefly share a frame, so items per line are not counted from shared tops.)
        let isTable = className == "UITableView"
        let perLine = isTable ? 1 : max(1, lefts.count)
        let pitch = isTable ? frame.height : zip(tops, tops.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }.min() ?? frame.height
        let lines = Double(to[1] / perLine - from[1] / perLine)
        let column = to[1] % perLine
        let x = perLine > 1 && column < lefts.count ? lefts[column] : frame.minX
        return Rect(x: x, y: frame.minY + lines * pitch, width: frame.width, height: frame.height)
    }
}
