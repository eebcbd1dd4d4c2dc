/// The cells a table shows, kept in index-path order in a plain array. A table shows a dozen rows and lays
/// out on every scroll step; scanning and binary-searching a short sorted array is cheaper there than
/// hashing index paths into a dictionary and a set and sorting them again, as the first version did.
struct OnScreenCells {
    private(set) var entries: [(indexPath: IndexPath, cell: SimView)] = []

    var indexPaths: [IndexPath] { entries.map(\.indexPath) }
    var cells: [SimView] { entries.map(\.cell) }

    subscript(indexPath: IndexPath) -> SimView? {
        let i = position(of: indexPath, in: entries.lazy.map(\.indexPath))
        return i < entries.count && entries[i].indexPath == indexPath ? entries[i].cell : nil
    }

    /// Removes the cells whose rows are not in `visible` (sorted), in index-path order, handing each to `leave`.
    mutating func removeAll(notIn visible: [IndexPath], leave: (IndexPath, SimView) -> Void) {
        var kept: [(indexPath: IndexPath, cell: SimView)] = []
        kept.reserveCapacity(entries.count)
        for entry in entries {
            let i = position(of: entry.indexPath, in: visible)
            if i < visible.count && visible[i] == entry.indexPath { kept.append(entry) } else { leave(entry.indexPath, entry.cell) }
        }
        entries = kept
    }

    /// Removes every cell, in index-path order.
    mutating func removeAll(leave: (IndexPath, SimView) -> Void) {
        let leaving = entries
        entries = []
        for entry in leaving { leave(entry.indexPath, entry.cell) }
    }

    mutating func insert(_ cell: SimView, at indexPath: IndexPath) {
        let i = position(of: indexPath, in: entries.lazy.map(\.indexPath))
        if i < entries.count && entries[i].indexPath == indexPath {
            entries[i].cell = cell
        } else {
            entries.insert((indexPath, cell), at: i)
        }
    }

    /// The first position whose index path is not below `indexPath` (binary search).
    private func position<C: RandomAccessCollection>(of indexPath: IndexPath, in sorted: C) -> Int
    where C.Element == IndexPath, C.Index == Int {
        var low = sorted.startIndex
        var high = sorted.endIndex
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < indexPath { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
