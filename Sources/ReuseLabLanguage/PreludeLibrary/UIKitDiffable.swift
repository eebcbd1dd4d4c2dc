// ReuseLab prelude: UIKitDiffable. Written in the Swift subset ReuseLab checks and runs; embedded at
// build time (EmbedPreludeLibrary), so edit it here.
//
// Snapshots and the diffable data sources. Identifiers are told apart by their own `==` and `hash(into:)`
// (dictionaries keyed by them), as UIKit does: two items equal by a custom `==` are one item.

public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public var _sections: [SectionIdentifierType] = []
    public var _items: [[ItemIdentifierType]] = []
    public var _sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    public var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public init() {}

    public var numberOfSections: Int { return _sections.count }
    public var numberOfItems: Int { return _sectionOfItem.count }
    public var sectionIdentifiers: [SectionIdentifierType] { return _sections }
    public var itemIdentifiers: [ItemIdentifierType] {
        var all: [ItemIdentifierType] = []
        for items in _items { all.append(contentsOf: items) }
        return all
    }
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        return _items[_existingSection(identifier)].count
    }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        return _items[_existingSection(identifier)]
    }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        return _sections.firstIndex(of: identifier)
    }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        return itemIdentifiers.firstIndex(of: identifier)
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        return _sectionOfItem[identifier]
    }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            _sections.append(identifier)
            _items.append([])
        }
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        _insertSections(identifiers, at: _existingSection(toIdentifier))
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        _insertSections(identifiers, at: _existingSection(toIdentifier) + 1)
    }
    public mutating func _insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var position = index
        for identifier in identifiers {
            _sections.insert(identifier, at: position)
            _items.insert([], at: position)
            position += 1
        }
    }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = _sections.firstIndex(of: identifier) else { continue }
            for item in _items[index] { _sectionOfItem[item] = nil }
            _sections.remove(at: index)
            _items.remove(at: index)
        }
    }
    /// Into the last section when none is named.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        var index = _sections.count - 1
        if let sectionIdentifier = sectionIdentifier { index = _existingSection(sectionIdentifier) }
        if index < 0 { _raiseUIKitException("NSInternalInconsistencyException", _unconfirmedText("items appended to a snapshot that has no sections")) }
        _insert(identifiers, section: index, at: _items[index].count)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let place = _existingItem(beforeIdentifier)
        _insert(identifiers, section: place.section, at: place.item)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let place = _existingItem(afterIdentifier)
        _insert(identifiers, section: place.section, at: place.item + 1)
    }
    /// One pass over the sections however many identifiers go (an apply of 10,000 items stays linear).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed: [ItemIdentifierType: Bool] = [:]
        for identifier in identifiers {
            if _sectionOfItem[identifier] != nil {
                doomed[identifier] = true
                _sectionOfItem[identifier] = nil
            }
        }
        if doomed.isEmpty { return }
        var section = 0
        while section < _items.count {
            _items[section] = _items[section].filter { doomed[$0] == nil }
            section += 1
        }
    }
    public mutating func deleteAllItems() {
        _sections = []
        _items = []
        _sectionOfItem = [:]
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        _ = _existingItem(identifier)
        _ = _existingItem(toIdentifier)
        deleteItems([identifier])
        let place = _existingItem(toIdentifier)
        _insert([identifier], section: place.section, at: place.item)
    }
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        _ = _existingItem(identifier)
        _ = _existingItem(toIdentifier)
        deleteItems([identifier])
        let place = _existingItem(toIdentifier)
        _insert([identifier], section: place.section, at: place.item + 1)
    }
    /// The item's cell is dequeued again at the next apply (it goes through its queue and prepareForReuse).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            if _sectionOfItem[identifier] == nil {
                _raiseUIKitException("NSInternalInconsistencyException", "Attempted to reload item identifier that does not exist in the snapshot: \(String(reflecting: identifier))")
            }
            reloadedItemIdentifiers.append(identifier)
        }
    }
    /// The item keeps its cell at the next apply: the cell provider runs again and gets the same cell back.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            if _sectionOfItem[identifier] == nil {
                _raiseUIKitException("NSInternalInconsistencyException", _unconfirmedText("reconfigured item identifier \(String(reflecting: identifier)) is not in the snapshot"))
            }
            reconfiguredItemIdentifiers.append(identifier)
        }
    }

    public func _existingSection(_ identifier: SectionIdentifierType) -> Int {
        guard let index = _sections.firstIndex(of: identifier) else {
            _raiseUIKitException("NSInternalInconsistencyException", "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)")
        }
        return index
    }
    public func _existingItem(_ identifier: ItemIdentifierType) -> IndexPath {
        guard let section = _sectionOfItem[identifier], let sectionIndex = _sections.firstIndex(of: section),
              let item = _items[sectionIndex].firstIndex(of: identifier) else {
            _raiseUIKitException("NSInternalInconsistencyException", _unconfirmedText("item identifier \(String(reflecting: identifier)) is not in the snapshot"))
        }
        return IndexPath(item: item, section: sectionIndex)
    }
    /// Identifiers repeated in `identifiers` (equal by the type's own `==`) raise UIKit's exception; ones already
    /// in the snapshot move here (UIKit logs a warning and moves them).
    public mutating func _insert(_ identifiers: [ItemIdentifierType], section: Int, at position: Int) {
        _checkUnique(identifiers)
        var index = position
        var existing: [ItemIdentifierType] = []
        for identifier in identifiers where _sectionOfItem[identifier] != nil {
            if let at = _items[section].firstIndex(of: identifier), at < index { index -= 1 }
            existing.append(identifier)
        }
        if !existing.isEmpty { deleteItems(existing) }
        var position = min(index, _items[section].count)
        for identifier in identifiers {
            _items[section].insert(identifier, at: position)
            position += 1
        }
        let sectionIdentifier = _sections[section]
        for identifier in identifiers { _sectionOfItem[identifier] = sectionIdentifier }
    }

    /// Where each item is, for an apply: one pass over the snapshot.
    public func _indexPaths() -> [ItemIdentifierType: IndexPath] {
        var places: [ItemIdentifierType: IndexPath] = [:]
        var section = 0
        for items in _items {
            var item = 0
            for identifier in items {
                places[identifier] = IndexPath(item: item, section: section)
                item += 1
            }
            section += 1
        }
        return places
    }
    /// For the shown index paths of this (old) snapshot: where each item is in `new`, unless it left or is reloaded.
    /// Pairs (old, new) flattened: [old0, new0, old1, new1, …].
    public func _moves(to new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, shown: [IndexPath]) -> [IndexPath] {
        let places = new._indexPaths()
        var reloaded: [ItemIdentifierType: Bool] = [:]
        for identifier in new.reloadedItemIdentifiers { reloaded[identifier] = true }
        var moves: [IndexPath] = []
        for indexPath in shown where indexPath.section < _items.count && indexPath.item < _items[indexPath.section].count {
            let identifier = _items[indexPath.section][indexPath.item]
            if reloaded[identifier] != nil { continue }
            if let place = places[identifier] {
                moves.append(indexPath)
                moves.append(place)
            }
        }
        return moves
    }
    public func _reconfiguredIndexPaths() -> [IndexPath] {
        let places = _indexPaths()
        return reconfiguredItemIdentifiers.compactMap { places[$0] }
    }
}

/// UIKit's exception for identifiers supplied twice (equal by the type's own `==`), each named by
/// `String(reflecting:)`.
public func _checkUnique<T: Hashable>(_ identifiers: [T]) {
    var seen: [T: Bool] = [:]
    var repeated: [String] = []
    for identifier in identifiers {
        if seen[identifier] != nil { repeated.append(String(reflecting: identifier)) }
        seen[identifier] = true
    }
    if !repeated.isEmpty {
        _raiseUIKitException("NSInternalInconsistencyException", "supplied item identifiers are not unique. Duplicate identifiers: { \(repeated.joined(separator: ", ")) }")
    }
}

/// What both diffable data sources keep and do: the applied snapshot, the difference an apply makes, and the
/// look-ups by index path and identifier. Each data source forwards to it with its own view.
public struct _DiffableDataSourceState<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public var _snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Section snapshots applied to a section (collection views' outlines), until a whole snapshot replaces them.
    public var _sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    public init() {}

    /// Makes `new` the applied snapshot; gives the shown cells' moves and the reconfigured index paths for the view.
    public mutating func _apply(_ new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, shown: [IndexPath]) -> (moves: [IndexPath], reconfigured: [IndexPath]) {
        let moves = _snapshot._moves(to: new, shown: shown)
        let reconfigured = new._reconfiguredIndexPaths()
        var applied = new
        applied.reloadedItemIdentifiers = []
        applied.reconfiguredItemIdentifiers = []
        _snapshot = applied
        return (moves, reconfigured)
    }
    public func _itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0, indexPath.section < _snapshot._items.count, indexPath.item >= 0, indexPath.item < _snapshot._items[indexPath.section].count else { return nil }
        return _snapshot._items[indexPath.section][indexPath.item]
    }
    public func _indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = _snapshot._sectionOfItem[itemIdentifier], let sectionIndex = _snapshot._sections.firstIndex(of: section),
              let item = _snapshot._items[sectionIndex].firstIndex(of: itemIdentifier) else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }
    public func _sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        guard index >= 0, index < _snapshot._sections.count else { return nil }
        return _snapshot._sections[index]
    }
    public func _numberOfItems(inSection section: Int) -> Int {
        return _snapshot._items[section].count
    }
}

open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    public weak var _tableView: UITableView?
    public let _cellProvider: (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public var _state: _DiffableDataSourceState<SectionIdentifierType, ItemIdentifierType> = _DiffableDataSourceState<SectionIdentifierType, ItemIdentifierType>()
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic
    /// Becomes the table's data source (which holds it weakly: keep the data source in a property).
    public init(tableView: UITableView, cellProvider: @escaping (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?) {
        _tableView = tableView
        _cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        return _state._snapshot
    }
    /// The difference is computed with or without animation (as UIKit does since iOS 15).
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let changes = _state._apply(snapshot, shown: _tableView?.indexPathsForVisibleRows ?? [])
        _tableView?._applySnapshotChanges(changes.moves, changes.reconfigured)
        completion?()
    }
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        _state._snapshot = snapshot
        _tableView?.reloadData()
        completion?()
    }
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { return _state._itemIdentifier(for: indexPath) }
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { return _state._indexPath(for: itemIdentifier) }
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { return _state._sectionIdentifier(for: index) }
    public func numberOfSections(in tableView: UITableView) -> Int { return _state._snapshot.numberOfSections }
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { return _state._numberOfItems(inSection: section) }
    /// A cell provider that returns nil leaves the table without a cell: UIKit's table raises then.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = _state._itemIdentifier(for: indexPath), let cell = _cellProvider(tableView, indexPath, item) { return cell }
        return _nilView()
    }
    // The rest of UITableViewDataSource, open so that a subclass gives section titles or allows editing.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { return nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { return nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { return false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { return false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource {
    public weak var _collectionView: UICollectionView?
    public let _cellProvider: (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public var supplementaryViewProvider: ((UICollectionView, String, IndexPath) -> UICollectionReusableView?)? = nil
    /// Asked and told when a tap expands or collapses a parent item (UIKitOutlines.swift).
    public var sectionSnapshotHandlers: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SectionSnapshotHandlers<ItemIdentifierType> = UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SectionSnapshotHandlers<ItemIdentifierType>()
    public var _state: _DiffableDataSourceState<SectionIdentifierType, ItemIdentifierType> = _DiffableDataSourceState<SectionIdentifierType, ItemIdentifierType>()
    /// Becomes the collection view's data source (which holds it weakly: keep the data source in a property).
    public init(collectionView: UICollectionView, cellProvider: @escaping (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?) {
        _collectionView = collectionView
        _cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        return _state._snapshot
    }
    /// The difference is computed with or without animation (as UIKit does since iOS 15). Section snapshots
    /// applied before are forgotten: the new snapshot's sections are flat.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        _state._sectionSnapshots = [:]
        _apply(snapshot)
        completion?()
    }
    public func _apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        let changes = _state._apply(snapshot, shown: _collectionView?.indexPathsForVisibleItems ?? [])
        _collectionView?._applySnapshotChanges(changes.moves, changes.reconfigured)
    }
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        _state._snapshot = snapshot
        _state._sectionSnapshots = [:]
        _collectionView?.reloadData()
        completion?()
    }
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { return _state._itemIdentifier(for: indexPath) }
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { return _state._indexPath(for: itemIdentifier) }
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { return _state._sectionIdentifier(for: index) }
    public func numberOfSections(in collectionView: UICollectionView) -> Int { return _state._snapshot.numberOfSections }
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { return _state._numberOfItems(inSection: section) }
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = _state._itemIdentifier(for: indexPath), let cell = _cellProvider(collectionView, indexPath, item) {
            cell._isExpanded = _isExpandedInOutline(item, section: indexPath.section)
            return cell
        }
        return _nilView()
    }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if let provider = supplementaryViewProvider, let view = provider(collectionView, kind, indexPath) { return view }
        return _nilView()
    }
}
