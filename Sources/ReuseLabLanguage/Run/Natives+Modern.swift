import ReuseLabSimulator

/// The bridge for UIKitModernPrelude: batch updates collected between begin and end, applied snapshots, the
/// table delegate's display and selection calls, the list layout, and UIKit exceptions raised from the prelude.
extension Interpreter {
    func registerModernNatives() {
        func d(_ keys: String..., body f: @escaping NativeFunction) { for key in keys { natives[key] = f } }
        d("_raiseUIKitException(_:_:)") { i, c in
            try i.uikit(c.loc) { throw UIKitException(name: try c.string("name"), reason: try c.string("reason")) }
        }
        d("_nilView()") { _, _ in .none }
        d("UICollectionViewCompositionalLayout._makeList(_:)") { _, c in
            c.receiver.asObject?.native = FlowLayout.list(headerHeight: try c.bool("hasHeaders") ? 44 : 0)
            return .void
        }

        for keys in [BatchUpdateKeys.table, .collection] {
            // Closures rather than key paths, which the runtime would make at every start.
            let collected: [(key: String, add: (inout BatchUpdate, [SimIndexPath]) -> Void)] = [
                (keys.insert, { $0.inserted += $1 }), (keys.delete, { $0.deleted += $1 }), (keys.reload, { $0.reloaded += $1 }),
            ]
            for (key, add) in collected {
                d(key) { i, c in
                    let paths = i.indexPaths(try c.arg("indexPaths"))
                    return try i.batchChange(c) { add(&$0, paths) }
                }
            }
            d(keys.move) { i, c in
                let move = (try c.indexPath("indexPath"), try c.indexPath("newIndexPath"))
                return try i.batchChange(c) { $0.moved.append(move) }
            }
            d(keys.reconfigure) { i, c in
                guard let view = i.batchUpdatable(c.receiver) else { return .void }
                try i.uikit(c.loc) { try view.reconfigure(at: try i.indexPaths(c.arg("indexPaths"))) }
                return .void
            }
            d(keys.begin) { i, c in
                i.beginBatch(c.receiver)
                return .void
            }
            d(keys.end) { i, c in
                try i.endBatch(c)
                return .void
            }
            d(keys.applySnapshotChanges) { i, c in
                guard let view = i.batchUpdatable(c.receiver) else { return .void }
                try i.uikit(c.loc) {
                    try view.applySnapshotChanges(
                        moves: try i.movePairs(c.arg("moves")), reconfigured: try i.indexPaths(c.arg("reconfigured")))
                }
                return .void
            }
        }
    }

    /// The batch-update natives' keys for one kind of view: tables say rows, collection views items.
    private struct BatchUpdateKeys {
        var insert, delete, reload, move, reconfigure, begin, end, applySnapshotChanges: String

        static let table = BatchUpdateKeys(
            insert: "UITableView.insertRows(at:with:)", delete: "UITableView.deleteRows(at:with:)",
            reload: "UITableView.reloadRows(at:with:)", move: "UITableView.moveRow(at:to:)",
            reconfigure: "UITableView.reconfigureRows(at:)", begin: "UITableView.beginUpdates()", end: "UITableView.endUpdates()",
            applySnapshotChanges: "UITableView._applySnapshotChanges(_:_:)")
        static let collection = BatchUpdateKeys(
            insert: "UICollectionView.insertItems(at:)", delete: "UICollectionView.deleteItems(at:)",
            reload: "UICollectionView.reloadItems(at:)", move: "UICollectionView.moveItem(at:to:)",
            reconfigure: "UICollectionView.reconfigureItems(at:)", begin: "UICollectionView._beginUpdates()",
            end: "UICollectionView._endUpdates()", applySnapshotChanges: "UICollectionView._applySnapshotChanges(_:_:)")
    }

    func batchUpdatable(_ v: Value) -> BatchUpdatable? { v.asObject?.native as? BatchUpdatable }

    func indexPaths(_ v: Value) -> [SimIndexPath] {
        guard case .array(let values) = v else { return [] }
        return values.map(indexPath)
    }

    /// `[old0, new0, old1, new1, …]` from the prelude, as a map from old to new index paths.
    func movePairs(_ v: Value) -> [SimIndexPath: SimIndexPath] {
        let flat = indexPaths(v)
        var moves: [SimIndexPath: SimIndexPath] = [:]
        var index = 0
        while index + 1 < flat.count {
            moves[flat[index]] = flat[index + 1]
            index += 2
        }
        return moves
    }

    /// The changes collected between beginUpdates and endUpdates (nested begins count).
    final class PendingBatch {
        var depth = 0
        var update = BatchUpdate()
    }

    private func pendingBatch(_ view: Value) -> PendingBatch? {
        guard let o = view.asObject else { return nil }
        if let batch = o.attachments["batch"] as? PendingBatch { return batch }
        let batch = PendingBatch()
        o.attachments["batch"] = batch
        return batch
    }

    func beginBatch(_ view: Value) {
        pendingBatch(view)?.depth += 1
    }

    func endBatch(_ c: NativeCall) throws {
        guard let batch = pendingBatch(c.receiver), batch.depth > 0 else { return }
        batch.depth -= 1
        guard batch.depth == 0 else { return }
        let update = batch.update
        batch.update = BatchUpdate()
        try commit(update, to: c.receiver, loc: c.loc)
    }

    /// Outside begin/end a single change is its own batch, as in UIKit.
    func batchChange(_ c: NativeCall, _ change: (inout BatchUpdate) -> Void) throws -> Value {
        guard let batch = pendingBatch(c.receiver) else { return .void }
        change(&batch.update)
        if batch.depth == 0 {
            let update = batch.update
            batch.update = BatchUpdate()
            try commit(update, to: c.receiver, loc: c.loc)
        }
        return .void
    }

    private func commit(_ update: BatchUpdate, to view: Value, loc: SourceLoc) throws {
        guard let updatable = batchUpdatable(view) else { return }
        try uikit(loc) { try updatable.performBatchUpdates(update) }
    }
}
