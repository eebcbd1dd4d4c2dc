/// Changing a table without reloadData: batch updates checked against the data source's new counts, and
/// the changes a diffable data source computes from two snapshots. Cells of rows that stay keep their cells
/// (moved to their new index paths); cells of deleted or reloaded rows go to their queues; rows that became
/// visible are asked for at the layout that follows, at once, as UIKit does.
extension TableView {
    /// `performBatchUpdates`/`endUpdates`. A table never laid out has no counts to compare: UIKit then
    /// just asks again at the next layout.
    public func performBatchUpdates(_ update: BatchUpdate) throws {
        guard let before = rowCounts else { return }
        rowCounts = nil
        let after = try currentRowCounts()
        if let reason = update.inconsistency(before: before, after: after, unit: "rows", viewKind: "table view") {
            throw simulation.raise(.internalInconsistency(reason))
        }
        let sections = update.sectionRenumbering(before: before.count, after: after.count)
        try moveDisplayedCells(describing: "batch update") { update.newIndexPath(of: $0, sections: sections) }
        moveHeaderFooters { old in
            guard let sections else { return old }
            return sections.newSection(of: old)
        }
        try layoutIfNeeded()
    }

    /// A diffable snapshot applied: `moves` says where each shown row's item is now (absent: deleted or
    /// reloaded); `reconfigured` rows (new index paths) keep their cells and are configured again.
    public func applySnapshotChanges(moves: [IndexPath: IndexPath], reconfigured: [IndexPath]) throws {
        let sectionsBefore = rowCounts?.count
        rowCounts = nil
        // The new counts now (the layout below would ask them anyway), so moved rows' frames are known; headers
        // stay while the sections do, and when sections come or go they are asked for again.
        if try currentRowCounts().count != sectionsBefore { enqueueHeaderFooters() }
        try moveDisplayedCells(describing: "snapshot applied") { moves[$0] }
        try layoutIfNeeded()
        try reconfigureRows(at: reconfigured)
    }

    /// `reconfigureRows(at:)`: the data source is asked again and its dequeue hands back the same cell,
    /// without prepareForReuse. Rows not on screen are skipped.
    public func reconfigureRows(at indexPaths: [IndexPath]) throws {
        for indexPath in indexPaths.sorted() {
            guard let cell = displayed[indexPath] else { continue }
            reconfiguring = (indexPath, cell)
            defer { reconfiguring = nil }
            let configured = try cellFromDataSource(at: indexPath)
            displayed.insert(configured, at: indexPath)
            simulation.record(
                .changed(
                    view: displayName,
                    what: "reconfigured \(configured.simLabel) at \(indexPath) (same cell: \(configured === cell ? "yes" : "no"))"))
        }
    }

    /// Re-keys the shown cells by `newIndexPath`; a cell with none (or whose place is taken) leaves for its queue.
    func moveDisplayedCells(describing what: String, to newIndexPath: (IndexPath) -> IndexPath?) throws {
        var kept = OnScreenCells()
        var leaving: [(IndexPath, SimView)] = []
        for entry in displayed.entries {
            if let target = newIndexPath(entry.indexPath), kept[target] == nil {
                kept.insert(entry.cell, at: target)
                if target != entry.indexPath {
                    simulation.record(
                        .changed(
                            view: displayName, what: "\(what): \(entry.cell.simLabel) moved \(entry.indexPath) → \(target)",
                            frame: knownFrame(ofRowAt: target)))
                }
            } else {
                leaving.append((entry.indexPath, entry.cell))
            }
        }
        displayed = kept
        for (indexPath, cell) in leaving {
            pool.enqueue(cell, role: .tableCell, leaving: indexPath)
            try displayDelegate?.didEndDisplaying(cell, at: indexPath)
        }
    }
}
