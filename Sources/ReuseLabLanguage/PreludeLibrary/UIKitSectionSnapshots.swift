// ReuseLab prelude: UIKitSectionSnapshots. Written in the Swift subset ReuseLab checks and runs; embedded at
// build time (EmbedPreludeLibrary), so edit it here.
//
// Section snapshots (iOS 14): one section's items as an outline of parents and children, some expanded. Applied
// to a section of a collection view's diffable data source, the section shows the visible items (those whose
// ancestors are all expanded), in outline order.

public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    public var rootItems: [ItemIdentifierType] = []
    public var _children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    public var _parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    public var _levels: [ItemIdentifierType: Int] = [:]
    public var _expanded: [ItemIdentifierType: Bool] = [:]
    public init() {}

    /// Every item, each parent followed by its children (whether expanded or not).
    public var items: [ItemIdentifierType] {
        var all: [ItemIdentifierType] = []
        _appendOutline(of: rootItems, to: &all, onlyVisible: false)
        return all
    }
    /// The items whose ancestors are all expanded, in outline order: what the section shows.
    public var visibleItems: [ItemIdentifierType] {
        var shown: [ItemIdentifierType] = []
        _appendOutline(of: rootItems, to: &shown, onlyVisible: true)
        return shown
    }
    public func _appendOutline(of siblings: [ItemIdentifierType], to list: inout [ItemIdentifierType], onlyVisible: Bool) {
        for item in siblings {
            list.append(item)
            if onlyVisible && _expanded[item] == nil { continue }
            if let children = _children[item] { _appendOutline(of: children, to: &list, onlyVisible: onlyVisible) }
        }
    }

    public func contains(_ item: ItemIdentifierType) -> Bool { return _levels[item] != nil }
    public func index(of item: ItemIdentifierType) -> Int? { return items.firstIndex(of: item) }
    public func level(of item: ItemIdentifierType) -> Int { return _levels[item] ?? 0 }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { return _parents[child] }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { return _expanded[item] != nil }
    /// True when every ancestor is expanded (root items are always visible).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = _parents[item]
        while let ancestor = current {
            if _expanded[ancestor] == nil { return false }
            current = _parents[ancestor]
        }
        return true
    }

    /// As the parent's last children, or as root items when `parent` is nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        _checkNew(items)
        if let parent = parent {
            _checkContained(parent)
            var children = _children[parent] ?? []
            children.append(contentsOf: items)
            _children[parent] = children
        } else {
            rootItems.append(contentsOf: items)
        }
        _adopt(items, parent: parent)
    }
    /// As siblings of `item`, just before it.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        _insert(items, besides: item, after: false)
    }
    /// As siblings of `item`, just after it.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        _insert(items, besides: item, after: true)
    }
    public mutating func _insert(_ items: [ItemIdentifierType], besides item: ItemIdentifierType, after: Bool) {
        _checkContained(item)
        _checkNew(items)
        let parent = _parents[item]
        var siblings = parent == nil ? rootItems : (_children[parent!] ?? [])
        var position = siblings.firstIndex(of: item)! + (after ? 1 : 0)
        for new in items {
            siblings.insert(new, at: position)
            position += 1
        }
        if let parent = parent { _children[parent] = siblings } else { rootItems = siblings }
        _adopt(items, parent: parent)
    }
    /// Each item goes with all its descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            for child in _children[item] ?? [] { delete([child]) }
            if let parent = _parents[item] {
                _children[parent] = (_children[parent] ?? []).filter { $0 != item }
            } else {
                rootItems = rootItems.filter { $0 != item }
            }
            _children[item] = nil
            _parents[item] = nil
            _levels[item] = nil
            _expanded[item] = nil
        }
    }
    public mutating func deleteAll() {
        rootItems = []
        _children = [:]
        _parents = [:]
        _levels = [:]
        _expanded = [:]
    }
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items {
            _checkContained(item)
            _expanded[item] = true
        }
    }
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items {
            _checkContained(item)
            _expanded[item] = nil
        }
    }
    /// The outline below `parent` (with `parent` as its one root when `includingParent`), expansion kept.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        _checkContained(parent)
        var copy = self
        copy.deleteAll()
        if includingParent {
            copy.append([parent])
            if _expanded[parent] != nil { copy._expanded[parent] = true }
            _copyChildren(of: parent, into: &copy, under: parent)
        } else {
            for child in _children[parent] ?? [] {
                copy.append([child])
                if _expanded[child] != nil { copy._expanded[child] = true }
                _copyChildren(of: child, into: &copy, under: child)
            }
        }
        return copy
    }
    public func _copyChildren(of item: ItemIdentifierType, into copy: inout NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, under parent: ItemIdentifierType) {
        for child in _children[item] ?? [] {
            copy.append([child], to: parent)
            if _expanded[child] != nil { copy._expanded[child] = true }
            _copyChildren(of: child, into: &copy, under: child)
        }
    }

    public mutating func _adopt(_ items: [ItemIdentifierType], parent: ItemIdentifierType?) {
        let level = parent.map { (_levels[$0] ?? 0) + 1 } ?? 0
        for item in items {
            _levels[item] = level
            if let parent = parent { _parents[item] = parent }
        }
    }
    public func _checkNew(_ items: [ItemIdentifierType]) {
        _checkUnique(items)
        for item in items where contains(item) {
            _raiseUIKitException("NSInternalInconsistencyException", _unconfirmedText("item identifier \(String(reflecting: item)) is already in the section snapshot"))
        }
    }
    public func _checkContained(_ item: ItemIdentifierType) {
        if !contains(item) {
            _raiseUIKitException("NSInternalInconsistencyException", _unconfirmedText("item identifier \(String(reflecting: item)) is not in the section snapshot"))
        }
    }
}

extension UICollectionViewDiffableDataSource {
    /// The section shows the section snapshot's visible items; the section is appended when the snapshot lacks it.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = _state._snapshot
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        _state._sectionSnapshots[section] = snapshot
        _apply(whole)
        completion?()
    }
    /// The section snapshot last applied to the section; otherwise its items as root items (empty for a
    /// section the snapshot lacks).
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let applied = _state._sectionSnapshots[section] { return applied }
        var flat: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> = NSDiffableDataSourceSectionSnapshot()
        if _state._snapshot.indexOfSection(section) != nil { flat.append(_state._snapshot.itemIdentifiers(inSection: section)) }
        return flat
    }
}
