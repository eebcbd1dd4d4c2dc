// ReuseLab prelude: UIKitDiffableOutlines. Written in the Swift subset ReuseLab checks and runs; embedded at build
// time (EmbedPreludeLibrary), so edit it here.
//
// The diffable data source's half of outlines (UIKitOutlines.swift has the cells' and the collection view's):
// its section snapshot handlers, and the toggle a tap on an outline disclosure asks of it. Kept apart so that
// the diffable data sources can load on first use (Prelude/PreludeUnits.swift) while a list cell's tap, which
// every collection view script can reach, stays in UIKit's core.

extension UICollectionViewDiffableDataSource {
    /// Asked and told as a tap expands or collapses a parent item (the handlers the data source has are called;
    /// an item without children is left alone).
    public struct SectionSnapshotHandlers<ItemIdentifierType: Hashable> {
        public var shouldExpandItem: ((ItemIdentifierType) -> Bool)? = nil
        public var willExpandItem: ((ItemIdentifierType) -> Void)? = nil
        public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)? = nil
        public var willCollapseItem: ((ItemIdentifierType) -> Void)? = nil
        /// Given the parent being expanded and the section snapshot of its children, returns the children to show.
        public var snapshotForExpandingParent: ((ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)? = nil
        public init() {}
    }
}

extension UICollectionViewDiffableDataSource: _OutlineToggling {
    /// As UIKit does for a tapped parent: asks shouldCollapseItem/shouldExpandItem, tells willCollapseItem/
    /// willExpandItem, then applies the section snapshot with the item collapsed or expanded.
    public func _toggleOutline(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
              var outline = _state._sectionSnapshots[section], outline._mayToggle(item, loadingChildrenLazily: sectionSnapshotHandlers.snapshotForExpandingParent != nil)
        else { return }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            if let shouldCollapse = handlers.shouldCollapseItem, !shouldCollapse(item) { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            if let shouldExpand = handlers.shouldExpandItem, !shouldExpand(item) { return }
            handlers.willExpandItem?(item)
            if let childrenToShow = handlers.snapshotForExpandingParent {
                outline._replaceChildren(of: item, with: childrenToShow(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        // The toggled cell stays on screen; its configuration state changes as a selection's does.
        if let cell = _collectionView?.cellForItem(at: indexPath), cell._isExpanded != outline.isExpanded(item) {
            cell._isExpanded = outline.isExpanded(item)
            cell._updateConfiguration()
        }
        apply(outline, to: section, animatingDifferences: true)
    }
}

extension UICollectionViewDiffableDataSource {
    /// Read into a cell's configuration state (isExpanded) as the cell provider returns it.
    public func _isExpandedInOutline(_ item: ItemIdentifierType, section: Int) -> Bool {
        guard let identifier = sectionIdentifier(for: section), let outline = _state._sectionSnapshots[identifier] else { return false }
        return outline.isExpanded(item)
    }
}

extension NSDiffableDataSourceSectionSnapshot {
    /// A parent with children toggles; so does a childless item when the handler provides its children on expanding.
    public func _mayToggle(_ item: ItemIdentifierType, loadingChildrenLazily: Bool) -> Bool {
        return !(_children[item] ?? []).isEmpty || (loadingChildrenLazily && !isExpanded(item))
    }
    /// The children under `parent` become the outline of `children` (what snapshotForExpandingParent returned).
    public mutating func _replaceChildren(of parent: ItemIdentifierType, with children: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        let wasExpanded = isExpanded(parent)
        delete(_children[parent] ?? [])
        append(children.rootItems, to: parent)
        for root in children.rootItems {
            if children.isExpanded(root) { _expanded[root] = true }
            children._copyChildren(of: root, into: &self, under: root)
        }
        if wasExpanded { _expanded[parent] = true }
    }
}
