// ReuseLab's declaration-only stand-in for the part of UIKit that the simulator models.
// Only the shapes matter: the differential test hands this module to the real `swiftc -typecheck`
// so that golden scripts written for iOS can be checked by the real compiler on Linux.
// Nothing here is ever executed; every body that must return something traps.
@_exported import Foundation

// MARK: - Responders, views and controllers

open class UIResponder: NSObject {
    public override init() { super.init() }
}

open class UIView: UIResponder {
    public override init() { super.init() }
    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { fatalError() }

    open var frame: CGRect { get { fatalError() } set {} }
    open var bounds: CGRect { get { fatalError() } set {} }
    open var isHidden: Bool { get { fatalError() } set {} }
    open var alpha: CGFloat { get { fatalError() } set {} }
    open var subviews: [UIView] { fatalError() }
    open var superview: UIView? { fatalError() }
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set {} }

    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
}

open class UILabel: UIView {
    open var text: String? { get { fatalError() } set {} }
}

open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { fatalError() }
    open var view: UIView! { get { fatalError() } set {} }
    open var title: String? { get { fatalError() } set {} }
    open func viewDidLoad() {}
}

// MARK: - Resources

open class UINib: NSObject {
    public init(nibName name: String, bundle bundleOrNil: Bundle?) { super.init() }
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil) -> [Any] { fatalError() }
}

open class UIStoryboard: NSObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { super.init() }
    open func instantiateInitialViewController() -> UIViewController? { fatalError() }
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { fatalError() }
}

// MARK: - Scroll views

open class UIScrollView: UIView {
    open var contentOffset: CGPoint { get { fatalError() } set {} }
    open var contentSize: CGSize { get { fatalError() } set {} }
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}

// MARK: - Table views

public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
    // Optional requirements of the Objective-C protocol, modelled as defaults.
    public func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
}

public protocol UITableViewDelegate: NSObjectProtocol {}

open class UITableViewCell: UIView {
    public enum CellStyle: Int {
        case `default`, value1, value2, subtitle
    }
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { fatalError() }
    open var reuseIdentifier: String? { fatalError() }
    open var textLabel: UILabel? { fatalError() }
    open var detailTextLabel: UILabel? { fatalError() }
    open var contentView: UIView { fatalError() }
    open var isSelected: Bool { get { fatalError() } set {} }
    open func prepareForReuse() {}
}

open class UITableViewHeaderFooterView: UIView {
    public init(reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { fatalError() }
    open var reuseIdentifier: String? { fatalError() }
    open var textLabel: UILabel? { fatalError() }
    open var contentView: UIView { fatalError() }
    open func prepareForReuse() {}
}

open class UITableView: UIScrollView {
    public enum Style: Int {
        case plain, grouped, insetGrouped
    }
    public enum ScrollPosition: Int {
        case none, top, middle, bottom
    }

    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public convenience override init() { self.init(frame: .zero, style: .plain) }
    public required init?(coder: NSCoder) { fatalError() }

    open var style: UITableView.Style { fatalError() }
    open weak var dataSource: UITableViewDataSource? { get { fatalError() } set {} }
    open weak var delegate: UITableViewDelegate? { get { fatalError() } set {} }
    open var rowHeight: CGFloat { get { fatalError() } set {} }

    // Registration: a class or a nib per identifier; nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {}

    // Dequeuing.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { fatalError() }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError() }
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { fatalError() }

    // Data and layout.
    open func reloadData() {}
    open var numberOfSections: Int { fatalError() }
    open func numberOfRows(inSection section: Int) -> Int { fatalError() }
    open var visibleCells: [UITableViewCell] { fatalError() }
    open var indexPathsForVisibleRows: [IndexPath]? { fatalError() }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { fatalError() }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}
}

// MARK: - Collection views

public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { fatalError() }
}

public protocol UICollectionViewDelegate: NSObjectProtocol {}

open class UICollectionReusableView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { fatalError() }
    open var reuseIdentifier: String? { fatalError() }
    open func prepareForReuse() {}
}

open class UICollectionViewCell: UICollectionReusableView {
    open var contentView: UIView { fatalError() }
    open var isSelected: Bool { get { fatalError() } set {} }
}

open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
}

open class UICollectionViewLayoutAttributes: NSObject {
    open var frame: CGRect { get { fatalError() } set {} }
    open var indexPath: IndexPath { get { fatalError() } set {} }
}

open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize: CGSize { get { fatalError() } set {} }
    open var headerReferenceSize: CGSize { get { fatalError() } set {} }
    open var footerReferenceSize: CGSize { get { fatalError() } set {} }
    open var minimumLineSpacing: CGFloat { get { fatalError() } set {} }
    open var minimumInteritemSpacing: CGFloat { get { fatalError() } set {} }
    open var sectionInset: UIEdgeInsets { get { fatalError() } set {} }
}

public struct UIEdgeInsets: Equatable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
    public static var zero: UIEdgeInsets { fatalError() }
}

open class UICollectionView: UIScrollView {
    public static var elementKindSectionHeader: String { fatalError() }
    public static var elementKindSectionFooter: String { fatalError() }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { fatalError() }

    open var collectionViewLayout: UICollectionViewLayout { get { fatalError() } set {} }
    open weak var dataSource: UICollectionViewDataSource? { get { fatalError() } set {} }
    open weak var delegate: UICollectionViewDelegate? { get { fatalError() } set {} }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {}

    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView { fatalError() }

    // iOS 14 registrations.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) { fatalError() }
        public init(cellNib: UINib, handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) { fatalError() }
    }
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        public init(elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler) { fatalError() }
    }
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell where Cell: UICollectionViewCell { fatalError() }
    public func dequeueConfiguredReusableSupplementary<T>(using registration: UICollectionView.SupplementaryRegistration<T>, for indexPath: IndexPath) -> T where T: UICollectionReusableView { fatalError() }

    open func reloadData() {}
    open var numberOfSections: Int { fatalError() }
    open func numberOfItems(inSection section: Int) -> Int { fatalError() }
    open var visibleCells: [UICollectionViewCell] { fatalError() }
    open var indexPathsForVisibleItems: [IndexPath] { fatalError() }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { fatalError() }
}

// MARK: - Index paths (UIKit's additions to Foundation's IndexPath)

extension IndexPath {
    public init(row: Int, section: Int) { fatalError() }
    public init(item: Int, section: Int) { fatalError() }
    public var section: Int { get { fatalError() } set {} }
    public var row: Int { get { fatalError() } set {} }
    public var item: Int { get { fatalError() } set {} }
}
