// ReuseLab prelude: UIKitOutlines. Written in the Swift subset ReuseLab checks and runs; embedded at build time
// (EmbedPreludeLibrary), so edit it here.
//
// Outlines (iOS 14): the outline disclosure accessory of a list cell, and the diffable data source's section
// snapshot handlers, asked and told when a tap expands or collapses a parent item of a section snapshot.
// As UIKit documents the accessory's styles: with `.header` (or `.automatic` on a cell whose content
// configuration is a header configuration), a tap anywhere on the cell toggles the item and the cell is not
// selected; with `.cell` (or `.automatic` otherwise), a tap on the cell selects it and only a tap on the
// accessory toggles (`simulateTapOnOutlineDisclosure(at:)`, ReuseLab's own helper). An accessory given an
// `actionHandler` has it called instead of the toggle (ReuseLab's reading of UIKit's header, not confirmed here).

extension UICellAccessory {
    public enum DisplayedState {
        case always
        case whenEditing
        case whenNotEditing
    }
    public typealias ActionHandler = () -> Void
    public struct OutlineDisclosureOptions {
        public enum Style {
            case automatic
            case header
            case cell
        }
        public var style: UICellAccessory.OutlineDisclosureOptions.Style
        public var isHidden: Bool
        public var tintColor: UIColor?
        public init(style: UICellAccessory.OutlineDisclosureOptions.Style? = nil, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.tintColor = tintColor
        }
    }
    public static func outlineDisclosure(displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.OutlineDisclosureOptions = UICellAccessory.OutlineDisclosureOptions(), actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(_name: "outlineDisclosure")
        accessory._outlineOptions = options
        accessory._actionHandler = actionHandler
        return accessory
    }
}

extension UICollectionViewListCell {
    /// The outline disclosure the cell shows, if any (a hidden one does not count).
    public var _outlineDisclosure: UICellAccessory? {
        for accessory in accessories where accessory._name == "outlineDisclosure" {
            if let options = accessory._outlineOptions, !options.isHidden { return accessory }
        }
        return nil
    }
    /// True when a tap anywhere on the cell toggles its item: the header style, or the automatic style on a cell
    /// configured as a header.
    public func _outlineTogglesOnCellTap(_ disclosure: UICellAccessory) -> Bool {
        guard let style = disclosure._outlineOptions?.style else { return false }
        if style == .header { return true }
        if style == .cell { return false }
        guard let configuration = contentConfiguration as? UIListContentConfiguration else { return false }
        return configuration._style == "header" || configuration._style == "groupedHeader"
    }
}

extension UICollectionView {
    /// A tap on a list cell whose outline disclosure toggles on any tap: the item expands or collapses and is not
    /// selected. True when the tap was taken so.
    public func _tapTogglesOutline(at indexPath: IndexPath) -> Bool {
        guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell, let disclosure = cell._outlineDisclosure,
              cell._outlineTogglesOnCellTap(disclosure) else { return false }
        _toggleOutline(disclosure, at: indexPath)
        return true
    }
    /// ReuseLab's own helper, not UIKit API: a finger tapping the outline disclosure accessory of the list cell at
    /// the index path, whatever its style. Nothing happens when no such cell is on screen.
    public func simulateTapOnOutlineDisclosure(at indexPath: IndexPath) {
        guard let cell = cellForItem(at: indexPath) as? UICollectionViewListCell, let disclosure = cell._outlineDisclosure else { return }
        _toggleOutline(disclosure, at: indexPath)
    }
    public func _toggleOutline(_ disclosure: UICellAccessory, at indexPath: IndexPath) {
        if let handler = disclosure._actionHandler {
            handler()
            return
        }
        (dataSource as? _OutlineToggling)?._toggleOutline(at: indexPath)
    }
}

/// What a collection view's data source does when a parent item's disclosure is tapped (only the diffable one).
public protocol _OutlineToggling: AnyObject {
    func _toggleOutline(at indexPath: IndexPath)
}

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
