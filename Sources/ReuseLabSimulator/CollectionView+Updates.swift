/// Batch updates and applied snapshots for collection views, as `TableView+Updates.swift` does for tables.
extension CollectionView {
    /// `performBatchUpdates`: checked against the data source's new counts when the view was laid out before.
    public func performBatchUpdates(_ update: BatchUpdate) throws {
        guard let before = itemCounts else { return }
        itemCounts = nil
        let after = try currentItemCounts()
        if let reason = update.inconsistency(before: before, after: after, unit: "items", viewKind: "collection view") {
            throw simulation.raise(.internalInconsistency(reason))
        }
        let sections = update.sectionRenumbering(before: before.count, after: after.count)
        moveDisplayedCells(describing: "batch update") { update.newIndexPath(of: $0, sections: sections) }
        if let sections { moveSupplementaries { sections.newSection(of: $0) } }
        try layoutIfNeeded()
    }

    /// A diffable snapshot applied: see `TableView.applySnapshotChanges`.
    public func applySnapshotChanges(moves: [IndexPath: IndexPath], reconfigured: [IndexPath]) throws {
        itemCounts = nil
        // The new counts now (the layout below would ask them anyway): moved items' frames are then known.
        _ = try currentItemCounts()
        moveDisplayedCells(describing: "snapshot applied") { moves[$0] }
        try layoutIfNeeded()
        try reconfigureItems(at: reconfigured)
    }

    /// `reconfigureItems(at:)`: the same cell comes back from the dequeue, without prepareForReuse.
    public func reconfigureItems(at indexPaths: [IndexPath]) throws {
        for indexPath in indexPaths.sorted() {
            guard let cell = displayedCells[indexPath] else { continue }
            reconfiguring = (indexPath, cell)
            defer { reconfiguring = nil }
            let configured = try cellFromDataSource(at: indexPath)
            displayedCells[indexPath] = configured
            simulation.record(
                .changed(
                    view: displayName,
                    what: "reconfigured \(configured.simLabel) at \(indexPath) (same cell: \(configured === cell ? "yes" : "no"))"))
        }
    }

    /// Sections renumbered by a batch update: each header and footer follows its section; those of sections
    /// deleted or reloaded go to their queues.
    func moveSupplementaries(toSection newSection: (Int) -> Int?) {
        var kept: [SupplementaryPlace: SimView] = [:]
        for (place, view) in displayedSupplementaries.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            if let section = newSection(place.indexPath.section) {
                let moved = SupplementaryPlace(kind: place.kind, indexPath: IndexPath(item: place.indexPath.item, section: section))
                if kept[moved] == nil {
                    kept[moved] = view
                    continue
                }
            }
            pool.enqueue(view, role: .collectionSupplementary(kind: place.kind), leaving: place.indexPath)
        }
        displayedSupplementaries = kept
    }

    func moveDisplayedCells(describing what: String, to newIndexPath: (IndexPath) -> IndexPath?) {
        var kept: [IndexPath: SimView] = [:]
        var leaving: [(IndexPath, SimView)] = []
        for (indexPath, cell) in displayedCells.sorted(by: { $0.key < $1.key }) {
            if let target = newIndexPath(indexPath), kept[target] == nil {
                kept[target] = cell
                if target != indexPath {
                    simulation.record(
                        .changed(
                            view: displayName, what: "\(what): \(cell.simLabel) moved \(indexPath) → \(target)",
                            frame: knownFrame(of: .cell(target))))
                }
            } else {
                leaving.append((indexPath, cell))
            }
        }
        displayedCells = kept
        for (indexPath, cell) in leaving { pool.enqueue(cell, role: .collectionCell, leaving: indexPath) }
    }
}
