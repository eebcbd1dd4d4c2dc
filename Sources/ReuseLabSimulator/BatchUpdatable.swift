/// What batch updates and applied snapshots do to either view, whose own names differ only in the unit
/// (`reconfigureRows(at:)` against `reconfigureItems(at:)`): the language layer's natives serve both through it.
public protocol BatchUpdatable: AnyObject {
    func performBatchUpdates(_ update: BatchUpdate) throws
    func applySnapshotChanges(moves: [IndexPath: IndexPath], reconfigured: [IndexPath]) throws
    /// The view's own `reconfigureRows(at:)` or `reconfigureItems(at:)`.
    func reconfigure(at indexPaths: [IndexPath]) throws
}

extension TableView: BatchUpdatable {
    public func reconfigure(at indexPaths: [IndexPath]) throws { try reconfigureRows(at: indexPaths) }
}

extension CollectionView: BatchUpdatable {
    public func reconfigure(at indexPaths: [IndexPath]) throws { try reconfigureItems(at: indexPaths) }
}
