// ReuseLab prelude: UIKitSections. Written in the Swift subset ReuseLab checks and runs; embedded at
// build time (EmbedPreludeLibrary), so edit it here. `@_native("key")` members are implemented in
// Run/Natives+Sections.swift.

// Sections in batch updates: checked against the data source like rows, with UIKit's exceptions.
extension UITableView {
    @_native public func _insertSections(_ sections: [Int])
    @_native public func _deleteSections(_ sections: [Int])
    @_native public func _reloadSections(_ sections: [Int])
    @_native public func moveSection(_ section: Int, toSection newSection: Int)
    public func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { _insertSections(sections.sorted()) }
    public func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { _deleteSections(sections.sorted()) }
    public func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { _reloadSections(sections.sorted()) }

    /// A header or footer view whose height is automaticDimension (or not set) is laid out at its estimate:
    /// nothing sizes itself here (28 points without an estimate).
    @_native public var estimatedSectionHeaderHeight: CGFloat { get set }
    @_native public var estimatedSectionFooterHeight: CGFloat { get set }

    /// The header or footer view on screen for the section (nil when it is off screen, or is not a
    /// UITableViewHeaderFooterView).
    @_native public func _headerFooterView(_ section: Int, footer: Bool) -> UIView?
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        return _headerFooterView(section, footer: false) as? UITableViewHeaderFooterView
    }
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        return _headerFooterView(section, footer: true) as? UITableViewHeaderFooterView
    }
}

extension UICollectionView {
    @_native public func _insertSections(_ sections: [Int])
    @_native public func _deleteSections(_ sections: [Int])
    @_native public func _reloadSections(_ sections: [Int])
    @_native public func moveSection(_ section: Int, toSection newSection: Int)
    public func insertSections(_ sections: IndexSet) { _insertSections(sections.sorted()) }
    public func deleteSections(_ sections: IndexSet) { _deleteSections(sections.sorted()) }
    public func reloadSections(_ sections: IndexSet) { _reloadSections(sections.sorted()) }

    @_native public var numberOfSections: Int { get }
    /// The header or footer on screen at the index path, nil when it is off screen.
    @_native public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView?
    @_native public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView]
    @_native public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath]
}

// Prefetching: called after layout passes for the rows or items one screen ahead (see the Simulator's
// Prefetching.swift for the rule); the cancel methods are optional.
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
}

public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
}

extension UITableView {
    @_native public weak var prefetchDataSource: UITableViewDataSourcePrefetching? { get set }
}

extension UICollectionView {
    @_native public weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? { get set }
}

/// `collectionView(_:layout:sizeForItemAt:)` sizes each item of a flow layout (asked for every item when the counts
/// are). The section insets, spacings and reference sizes are taken from the layout's properties only.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {}
