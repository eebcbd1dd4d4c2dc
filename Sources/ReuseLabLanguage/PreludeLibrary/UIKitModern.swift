// ReuseLab prelude: UIKitModern. Written in the Swift subset ReuseLab checks and runs; embedded at
// build time (EmbedPreludeLibrary), so edit it here. `@_native("key")` members are implemented in Run/Natives*.swift.


@_native("raiseUIKitException") public func _raiseUIKitException(_ name: String, _ reason: String) -> Never
@_native("nilView") public func _nilView<T>() -> T
/// How a snapshot tells identifiers apart: their `String(reflecting:)` text. ReuseLab's dictionaries take only
/// Int, String and Bool keys, and synthesized Hashable equality agrees with this text; a custom `==` or
/// `hash(into:)` is not consulted (a known gap).
@_native("stringReflecting") public func _identityKey<T>(_ value: T) -> String

public var _supplementaryRegistrationCount: Int = 0

/// Where UIKit raises but its exact text could not be confirmed from a crash log, ReuseLab says so in its own words
/// rather than inventing UIKit's. Confirmed texts (crash logs): the duplicate identifiers ("supplied item
/// identifiers are not unique", whose brace layout comes from one report), a missing section ("Section identifier
/// was not found…"), and a reloaded item that is not there ("Attempted to reload item identifier…").
public func _unconfirmedText(_ what: String) -> String {
    return "ReuseLab: \(what) (UIKit raises NSInternalInconsistencyException here; its exact text is not confirmed)"
}

public protocol UITableViewDelegate: NSObjectProtocol {}

extension UITableView {
    public enum RowAnimation {
        case fade
        case right
        case left
        case top
        case bottom
        case none
        case middle
        case automatic
    }
    @_native("tableInsertRows") public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
    @_native("tableDeleteRows") public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
    @_native("tableReloadRows") public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
    @_native("tableMoveRow") public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)
    @_native("tableReconfigureRows") public func reconfigureRows(at indexPaths: [IndexPath])
    @_native("tableBeginUpdates") public func beginUpdates()
    @_native("tableEndUpdates") public func endUpdates()
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }
    @_native("tableApplySnapshotChanges") public func _applySnapshotChanges(_ moves: [IndexPath], _ reconfigured: [IndexPath])
    @_native("tableDelegateDidSelect") public func _tellDelegateDidSelect(_ indexPath: IndexPath)

    public var indexPathForSelectedRow: IndexPath? { return _selectedRows.first }
    public var indexPathsForSelectedRows: [IndexPath]? { return _selectedRows.isEmpty ? nil : _selectedRows }
    /// As in UIKit, selecting in code does not call the delegate's didSelectRowAt.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        guard let indexPath = indexPath else {
            for old in _selectedRows { cellForRow(at: old)?.setSelected(false, animated: animated) }
            _selectedRows = []
            return
        }
        if !allowsMultipleSelection {
            for old in _selectedRows where old != indexPath { cellForRow(at: old)?.setSelected(false, animated: animated) }
            _selectedRows = []
        }
        if !_selectedRows.contains(indexPath) { _selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        _selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }
    /// ReuseLab's own helper, not UIKit API: a finger tapping the row. The row is selected, then the delegate's
    /// didSelectRowAt is called. (Tapping a selected row again does not deselect it here; willSelectRowAt and
    /// didDeselectRowAt are not simulated.)
    public func simulateTap(at indexPath: IndexPath) {
        guard allowsSelection else { return }
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
        _tellDelegateDidSelect(indexPath)
    }
}

extension UICollectionView {
    @_native("collectionInsertItems") public func insertItems(at indexPaths: [IndexPath])
    @_native("collectionDeleteItems") public func deleteItems(at indexPaths: [IndexPath])
    @_native("collectionReloadItems") public func reloadItems(at indexPaths: [IndexPath])
    @_native("collectionMoveItem") public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
    @_native("collectionReconfigureItems") public func reconfigureItems(at indexPaths: [IndexPath])
    @_native("collectionBeginUpdates") public func _beginUpdates()
    @_native("collectionEndUpdates") public func _endUpdates()
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _beginUpdates()
        updates?()
        _endUpdates()
        completion?(true)
    }
    @_native("collectionApplySnapshotChanges") public func _applySnapshotChanges(_ moves: [IndexPath], _ reconfigured: [IndexPath])
    @_native("collectionDelegateDidSelect") public func _tellDelegateDidSelect(_ indexPath: IndexPath)
    @_native("collectionDelegateShouldSelect") public func _askDelegateShouldSelect(_ indexPath: IndexPath) -> Bool

    public var indexPathsForSelectedItems: [IndexPath]? { return _selectedItems }
    /// As in UIKit, selecting in code does not call the delegate.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard let indexPath = indexPath else {
            for old in _selectedItems { cellForItem(at: old)?.isSelected = false }
            _selectedItems = []
            return
        }
        if !allowsMultipleSelection {
            for old in _selectedItems where old != indexPath { cellForItem(at: old)?.isSelected = false }
            _selectedItems = []
        }
        if !_selectedItems.contains(indexPath) { _selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if scrollPosition.rawValue != 0 { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        _selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }
    /// ReuseLab's own helper, not UIKit API: a finger tapping the item. The delegate's shouldSelectItemAt is asked
    /// (when it has one), the item is selected, then didSelectItemAt is called. (Tapping a selected item again does
    /// not deselect it here; didDeselectItemAt and highlighting are not simulated.)
    public func simulateTap(at indexPath: IndexPath) {
        guard allowsSelection, _askDelegateShouldSelect(indexPath) else { return }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        _tellDelegateDidSelect(indexPath)
    }

    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public let _handler: (Supplementary, String, IndexPath) -> Void
        public let _elementKind: String
        public let _identifier: String
        public init(elementKind: String, handler: @escaping (Supplementary, String, IndexPath) -> Void) {
            self._elementKind = elementKind
            self._handler = handler
            _supplementaryRegistrationCount += 1
            self._identifier = "UICollectionViewSupplementaryRegistration-\(_supplementaryRegistrationCount)"
        }
    }
    /// Registers the view class under the registration's own identifier, then dequeues and configures it.
    public func dequeueConfiguredReusableSupplementary<T: UICollectionReusableView>(using registration: UICollectionView.SupplementaryRegistration<T>, for indexPath: IndexPath) -> T {
        register(T.self, forSupplementaryViewOfKind: registration._elementKind, withReuseIdentifier: registration._identifier)
        let view = dequeueReusableSupplementaryView(ofKind: registration._elementKind, withReuseIdentifier: registration._identifier, for: indexPath) as! T
        registration._handler(view, registration._elementKind, indexPath)
        return view
    }
}

public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public var _sections: [SectionIdentifierType] = []
    public var _items: [[ItemIdentifierType]] = []
    public var _sectionOfItem: [String: SectionIdentifierType] = [:]
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
        return _sectionOfItem[_identityKey(identifier)]
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
            for item in _items[index] { _sectionOfItem[_identityKey(item)] = nil }
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
        var doomed: [String: Bool] = [:]
        for identifier in identifiers {
            let key = _identityKey(identifier)
            if _sectionOfItem[key] != nil {
                doomed[key] = true
                _sectionOfItem[key] = nil
            }
        }
        if doomed.isEmpty { return }
        var section = 0
        while section < _items.count {
            _items[section] = _items[section].filter { doomed[_identityKey($0)] == nil }
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
            if _sectionOfItem[_identityKey(identifier)] == nil {
                _raiseUIKitException("NSInternalInconsistencyException", "Attempted to reload item identifier that does not exist in the snapshot: \(String(reflecting: identifier))")
            }
            reloadedItemIdentifiers.append(identifier)
        }
    }
    /// The item keeps its cell at the next apply: the cell provider runs again and gets the same cell back.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            if _sectionOfItem[_identityKey(identifier)] == nil {
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
        guard let section = _sectionOfItem[_identityKey(identifier)], let sectionIndex = _sections.firstIndex(of: section),
              let item = _items[sectionIndex].firstIndex(of: identifier) else {
            _raiseUIKitException("NSInternalInconsistencyException", _unconfirmedText("item identifier \(String(reflecting: identifier)) is not in the snapshot"))
        }
        return IndexPath(item: item, section: sectionIndex)
    }
    /// Identifiers repeated in `identifiers` raise UIKit's exception; ones already in the snapshot move here
    /// (UIKit logs a warning and moves them).
    public mutating func _insert(_ identifiers: [ItemIdentifierType], section: Int, at position: Int) {
        var seen: [String: Bool] = [:]
        var repeated: [String] = []
        for identifier in identifiers {
            let key = _identityKey(identifier)
            if seen[key] != nil { repeated.append(key) }
            seen[key] = true
        }
        if !repeated.isEmpty {
            _raiseUIKitException("NSInternalInconsistencyException", "supplied item identifiers are not unique. Duplicate identifiers: { \(repeated.joined(separator: ", ")) }")
        }
        var index = position
        var existing: [ItemIdentifierType] = []
        for identifier in identifiers where _sectionOfItem[_identityKey(identifier)] != nil {
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
        for identifier in identifiers { _sectionOfItem[_identityKey(identifier)] = sectionIdentifier }
    }

    /// Where each item is, for an apply: one pass over the snapshot.
    public func _indexPaths() -> [String: IndexPath] {
        var places: [String: IndexPath] = [:]
        var section = 0
        for items in _items {
            var item = 0
            for identifier in items {
                places[_identityKey(identifier)] = IndexPath(item: item, section: section)
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
        var reloaded: [String: Bool] = [:]
        for identifier in new.reloadedItemIdentifiers { reloaded[_identityKey(identifier)] = true }
        var moves: [IndexPath] = []
        for indexPath in shown where indexPath.section < _items.count && indexPath.item < _items[indexPath.section].count {
            let key = _identityKey(_items[indexPath.section][indexPath.item])
            if reloaded[key] != nil { continue }
            if let place = places[key] {
                moves.append(indexPath)
                moves.append(place)
            }
        }
        return moves
    }
    public func _reconfiguredIndexPaths() -> [IndexPath] {
        let places = _indexPaths()
        return reconfiguredItemIdentifiers.compactMap { places[_identityKey($0)] }
    }
}

open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    public weak var _tableView: UITableView?
    public let _cellProvider: (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public var _snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic
    /// Becomes the table's data source (which holds it weakly: keep the data source in a property).
    public init(tableView: UITableView, cellProvider: @escaping (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?) {
        _tableView = tableView
        _cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        return _snapshot
    }
    /// The difference is computed with or without animation (as UIKit does since iOS 15).
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let shown = _tableView?.indexPathsForVisibleRows ?? []
        let moves = _snapshot._moves(to: snapshot, shown: shown)
        let reconfigured = snapshot._reconfiguredIndexPaths()
        var applied = snapshot
        applied.reloadedItemIdentifiers = []
        applied.reconfiguredItemIdentifiers = []
        _snapshot = applied
        _tableView?._applySnapshotChanges(moves, reconfigured)
        completion?()
    }
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        _snapshot = snapshot
        _tableView?.reloadData()
        completion?()
    }
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0, indexPath.section < _snapshot._items.count, indexPath.row >= 0, indexPath.row < _snapshot._items[indexPath.section].count else { return nil }
        return _snapshot._items[indexPath.section][indexPath.row]
    }
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        return _snapshot._indexPaths()[_identityKey(itemIdentifier)]
    }
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        guard index >= 0, index < _snapshot._sections.count else { return nil }
        return _snapshot._sections[index]
    }
    public func numberOfSections(in tableView: UITableView) -> Int {
        return _snapshot.numberOfSections
    }
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return _snapshot._items[section].count
    }
    /// A cell provider that returns nil leaves the table without a cell: UIKit's table raises then.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cell = _cellProvider(tableView, indexPath, _snapshot._items[indexPath.section][indexPath.row]) { return cell }
        return _nilView()
    }
}

open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource {
    public weak var _collectionView: UICollectionView?
    public let _cellProvider: (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public var supplementaryViewProvider: ((UICollectionView, String, IndexPath) -> UICollectionReusableView?)? = nil
    public var _snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Becomes the collection view's data source (which holds it weakly: keep the data source in a property).
    public init(collectionView: UICollectionView, cellProvider: @escaping (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?) {
        _collectionView = collectionView
        _cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        return _snapshot
    }
    /// The difference is computed with or without animation (as UIKit does since iOS 15).
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let shown = _collectionView?.indexPathsForVisibleItems ?? []
        let moves = _snapshot._moves(to: snapshot, shown: shown)
        let reconfigured = snapshot._reconfiguredIndexPaths()
        var applied = snapshot
        applied.reloadedItemIdentifiers = []
        applied.reconfiguredItemIdentifiers = []
        _snapshot = applied
        _collectionView?._applySnapshotChanges(moves, reconfigured)
        completion?()
    }
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        _snapshot = snapshot
        _collectionView?.reloadData()
        completion?()
    }
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0, indexPath.section < _snapshot._items.count, indexPath.item >= 0, indexPath.item < _snapshot._items[indexPath.section].count else { return nil }
        return _snapshot._items[indexPath.section][indexPath.item]
    }
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        return _snapshot._indexPaths()[_identityKey(itemIdentifier)]
    }
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        guard index >= 0, index < _snapshot._sections.count else { return nil }
        return _snapshot._sections[index]
    }
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        return _snapshot.numberOfSections
    }
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return _snapshot._items[section].count
    }
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = _cellProvider(collectionView, indexPath, _snapshot._items[indexPath.section][indexPath.item]) { return cell }
        return _nilView()
    }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if let provider = supplementaryViewProvider, let view = provider(collectionView, kind, indexPath) { return view }
        return _nilView()
    }
}

public protocol UIContentConfiguration {}
public protocol UIConfigurationState {}

/// What a cell's configuration is updated for: its selection, highlight and editing (focus, swipes, drops and
/// expansion are not simulated and read false).
public struct UICellConfigurationState: UIConfigurationState {
    public var isSelected: Bool
    public var isHighlighted: Bool
    public var isEditing: Bool
    public var isDisabled: Bool = false
    public var isFocused: Bool = false
    public var isSwiped: Bool = false
    public var isExpanded: Bool = false
    public var isReordering: Bool = false
    public init(_selected: Bool, highlighted: Bool, editing: Bool) {
        self.isSelected = _selected
        self.isHighlighted = highlighted
        self.isEditing = editing
    }
}

public struct UIListContentConfiguration: UIContentConfiguration {
    public struct TextProperties {
        public var font: UIFont = UIFont.systemFont(ofSize: 17)
        public var color: UIColor = UIColor.label
        public var numberOfLines: Int = 0
        public var alignment: UIListContentConfiguration.TextProperties.TextAlignment = .natural
        public enum TextAlignment {
            case natural
            case center
            case justified
        }
        public init() {}
    }
    public struct ImageProperties {
        public var tintColor: UIColor? = nil
        public var cornerRadius: CGFloat = 0
        public init() {}
    }
    public var text: String? = nil
    public var secondaryText: String? = nil
    public var image: UIImage? = nil
    public var textProperties: UIListContentConfiguration.TextProperties = UIListContentConfiguration.TextProperties()
    public var secondaryTextProperties: UIListContentConfiguration.TextProperties = UIListContentConfiguration.TextProperties()
    public var imageProperties: UIListContentConfiguration.ImageProperties = UIListContentConfiguration.ImageProperties()
    public var prefersSideBySideTextAndSecondaryText: Bool = false
    public var _style: String
    public init(_style: String) {
        self._style = _style
    }
    public static func cell() -> UIListContentConfiguration { return UIListContentConfiguration(_style: "cell") }
    public static func subtitleCell() -> UIListContentConfiguration { return UIListContentConfiguration(_style: "subtitleCell") }
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(_style: "valueCell")
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }
    /// UIKit adjusts the colours for the state; here the configuration comes back unchanged.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { return self }
    public static func header() -> UIListContentConfiguration { return UIListContentConfiguration(_style: "header") }
    public static func footer() -> UIListContentConfiguration { return UIListContentConfiguration(_style: "footer") }
    public static func groupedHeader() -> UIListContentConfiguration { return UIListContentConfiguration(_style: "groupedHeader") }
}

extension UITableViewCell {
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        return _style == .subtitle ? UIListContentConfiguration.subtitleCell() : (_style == .value1 ? UIListContentConfiguration.valueCell() : UIListContentConfiguration.cell())
    }
}

extension UITableViewHeaderFooterView {
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        return UIListContentConfiguration.header()
    }
}

public struct UICellAccessory {
    public let _name: String
    public init(_name: String) {
        self._name = _name
    }
    public static func disclosureIndicator() -> UICellAccessory { return UICellAccessory(_name: "disclosureIndicator") }
    public static func checkmark() -> UICellAccessory { return UICellAccessory(_name: "checkmark") }
    public static func delete() -> UICellAccessory { return UICellAccessory(_name: "delete") }
    public static func reorder() -> UICellAccessory { return UICellAccessory(_name: "reorder") }
}

open class UICollectionViewListCell: UICollectionViewCell {
    public var accessories: [UICellAccessory] = []
    public var indentationLevel: Int = 0
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        return UIListContentConfiguration.cell()
    }
}

public struct UICollectionLayoutListConfiguration {
    public enum Appearance {
        case plain
        case grouped
        case insetGrouped
        case sidebar
        case sidebarPlain
    }
    public enum HeaderMode {
        case none
        case supplementary
        case firstItemInSection
    }
    public enum FooterMode {
        case none
        case supplementary
    }
    public var appearance: UICollectionLayoutListConfiguration.Appearance
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none
    public var showsSeparators: Bool = true
    public var backgroundColor: UIColor? = nil
    public init(appearance: UICollectionLayoutListConfiguration.Appearance) {
        self.appearance = appearance
    }
}
