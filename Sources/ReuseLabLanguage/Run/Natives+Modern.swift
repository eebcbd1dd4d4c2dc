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

        // Tables
        d("UITableView.insertRows(at:with:)") { i, c in
            let paths = i.indexPaths(try c.arg("indexPaths"))
            return try i.batchChange(c) { $0.inserted += paths }
        }
        d("UITableView.deleteRows(at:with:)") { i, c in
            let paths = i.indexPaths(try c.arg("indexPaths"))
            return try i.batchChange(c) { $0.deleted += paths }
        }
        d("UITableView.reloadRows(at:with:)") { i, c in
            let paths = i.indexPaths(try c.arg("indexPaths"))
            return try i.batchChange(c) { $0.reloaded += paths }
        }
        d("UITableView.moveRow(at:to:)") { i, c in
            let move = (try c.indexPath("indexPath"), try c.indexPath("newIndexPath"))
            return try i.batchChange(c) { $0.moved.append(move) }
        }
        d("UITableView.reconfigureRows(at:)") { i, c in
            guard let t = i.table(c.receiver) else { return .void }
            try i.uikit(c.loc) { try t.reconfigureRows(at: try i.indexPaths(c.arg("indexPaths"))) }
            return .void
        }
        d("UITableView.beginUpdates()") { i, c in
            i.beginBatch(c.receiver)
            return .void
        }
        d("UITableView.endUpdates()") { i, c in
            try i.endBatch(c)
            return .void
        }
        d("UITableView._applySnapshotChanges(_:_:)") { i, c in
            guard let t = i.table(c.receiver) else { return .void }
            try i.uikit(c.loc) {
                try t.applySnapshotChanges(moves: try i.movePairs(c.arg("moves")), reconfigured: try i.indexPaths(c.arg("reconfigured")))
            }
            return .void
        }

        // Collection views
        d("UICollectionView.insertItems(at:)") { i, c in
            let paths = i.indexPaths(try c.arg("indexPaths"))
            return try i.batchChange(c) { $0.inserted += paths }
        }
        d("UICollectionView.deleteItems(at:)") { i, c in
            let paths = i.indexPaths(try c.arg("indexPaths"))
            return try i.batchChange(c) { $0.deleted += paths }
        }
        d("UICollectionView.reloadItems(at:)") { i, c in
            let paths = i.indexPaths(try c.arg("indexPaths"))
            return try i.batchChange(c) { $0.reloaded += paths }
        }
        d("UICollectionView.moveItem(at:to:)") { i, c in
            let move = (try c.indexPath("indexPath"), try c.indexPath("newIndexPath"))
            return try i.batchChange(c) { $0.moved.append(move) }
        }
        d("UICollectionView.reconfigureItems(at:)") { i, c in
            guard let v = i.collection(c.receiver) else { return .void }
            try i.uikit(c.loc) { try v.reconfigureItems(at: try i.indexPaths(c.arg("indexPaths"))) }
            return .void
        }
        d("UICollectionView._beginUpdates()") { i, c in
            i.beginBatch(c.receiver)
            return .void
        }
        d("UICollectionView._endUpdates()") { i, c in
            try i.endBatch(c)
            return .void
        }
        d("UICollectionView._applySnapshotChanges(_:_:)") { i, c in
            guard let v = i.collection(c.receiver) else { return .void }
            try i.uikit(c.loc) {
                try v.applySnapshotChanges(moves: try i.movePairs(c.arg("moves")), reconfigured: try i.indexPaths(c.arg("reconfigured")))
            }
            return .void
        }
    }

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
        if let t = table(view) {
            try uikit(loc) { try t.performBatchUpdates(update) }
        } else if let v = collection(view) {
            try uikit(loc) { try v.performBatchUpdates(update) }
        }
    }
}
