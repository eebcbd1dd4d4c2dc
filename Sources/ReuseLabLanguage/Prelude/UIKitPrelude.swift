/// The simulated UIKit surface, written in the Swift subset. Reuse itself happens in the Simulator, reached
/// through `@_native` members; everything else (labels, view controllers, geometry) is plain Swift here.
enum UIKitPrelude {
    static let source = #"""
public struct CGPoint: Equatable, CustomStringConvertible {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = CGPoint(x: 0, y: 0)
    public var description: String { return "(\(x), \(y))" }
}

public struct CGSize: Equatable, CustomStringConvertible {
    public var width: CGFloat
    public var height: CGFloat
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
    public static let zero = CGSize(width: 0, height: 0)
    public var description: String { return "(\(width), \(height))" }
}

public struct CGRect: Equatable, CustomStringConvertible {
    public var origin: CGPoint
    public var size: CGSize
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.origin = CGPoint(x: x, y: y)
        self.size = CGSize(width: width, height: height)
    }
    public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
    public var width: CGFloat { return size.width }
    public var height: CGFloat { return size.height }
    public var minX: CGFloat { return origin.x }
    public var minY: CGFloat { return origin.y }
    public var maxX: CGFloat { return origin.x + size.width }
    public var maxY: CGFloat { return origin.y + size.height }
    public var description: String { return "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

/// No custom description: like UIKit's, it prints as `UIEdgeInsets(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)`.
public struct UIEdgeInsets: Equatable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public struct IndexPath: Equatable, Hashable, CustomStringConvertible {
    public var section: Int
    public var item: Int
    public init(row: Int, section: Int) {
        self.section = section
        self.item = row
    }
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }
    public var row: Int { return item }
    public var description: String { return "[\(section), \(item)]" }
}

public protocol NSObjectProtocol: AnyObject {}

open class NSObject: NSObjectProtocol {
    public init() {}
    @_native("objectSelf") public func `self`() -> Self
}

open class NSCoder: NSObject {}

open class Bundle: NSObject {
    public static let main = Bundle()
    public override init() {}
    public init(for aClass: AnyClass) {}
}

open class UIResponder: NSObject {}

open class UIView: UIResponder {
    public var frame: CGRect = .zero
    public var subviews: [UIView] = []
    public var backgroundColor: UIColor? = nil
    public var isHidden: Bool = false
    public var alpha: CGFloat = 1
    public init(frame: CGRect) {
        self.frame = frame
    }
    public required init?(coder: NSCoder) {}
    public convenience override init() {
        self.init(frame: .zero)
    }
    public var bounds: CGRect { return CGRect(x: 0, y: 0, width: frame.size.width, height: frame.size.height) }
    public func addSubview(_ view: UIView) {
        subviews.append(view)
    }
    open func layoutIfNeeded() {}
}

open class UIColor: NSObject {
    public static let red = UIColor()
    public static let blue = UIColor()
    public static let white = UIColor()
    public static let black = UIColor()
    public static let clear = UIColor()
}

open class UILabel: UIView {
    public var text: String? = nil
}

open class UIImageView: UIView {}

open class UITableViewCell: UIView {
    public enum CellStyle {
        case `default`
        case value1
        case value2
        case subtitle
    }
    public var textLabel: UILabel? = UILabel()
    public var detailTextLabel: UILabel? = UILabel()
    public var contentView: UIView = UIView()
    public var accessoryType: Int = 0
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(frame: .zero)
        _adoptReuseIdentifier(reuseIdentifier)
    }
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }
    @_native("reuseIdentifier") public var reuseIdentifier: String? { get }
    @_native("adoptReuseIdentifier") public func _adoptReuseIdentifier(_ identifier: String?)
    open func prepareForReuse() {}
}

open class UITableViewHeaderFooterView: UIView {
    public var textLabel: UILabel? = UILabel()
    public var contentView: UIView = UIView()
    public init(reuseIdentifier: String?) {
        super.init(frame: .zero)
        _adoptReuseIdentifier(reuseIdentifier)
    }
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }
    @_native("reuseIdentifier") public var reuseIdentifier: String? { get }
    @_native("adoptReuseIdentifier") public func _adoptReuseIdentifier(_ identifier: String?)
    open func prepareForReuse() {}
}

open class UICollectionReusableView: UIView {
    @_native("reuseIdentifier") public var reuseIdentifier: String? { get }
    open func prepareForReuse() {}
}

open class UICollectionViewCell: UICollectionReusableView {
    public var contentView: UIView = UIView()
}

open class UINib: NSObject {
    @_native("nibInit") public init(nibName name: String, bundle bundleOrNil: Bundle?)
    @_native("nibInstantiate") public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [String: Any]? = nil) -> [Any]
}

open class UIViewController: UIResponder {
    public var title: String? = nil
    public var view: UIView! = UIView()
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }
    open func viewDidLoad() {}
}

open class UITableViewController: UIViewController {}
open class UICollectionViewController: UIViewController {}
open class UINavigationController: UIViewController {}

open class UIStoryboard: NSObject {
    @_native("storyboardInit") public init(name: String, bundle storyboardBundleOrNil: Bundle?)
    @_native("storyboardInitial") public func instantiateInitialViewController() -> UIViewController?
    @_native("storyboardWithIdentifier") public func instantiateViewController(withIdentifier identifier: String) -> UIViewController
}

open class UIScrollView: UIView {
    @_native("contentOffset") public var contentOffset: CGPoint { get set }
    @_native("contentSize") public var contentSize: CGSize { get }
}

public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { return 1 }
}

public protocol UITableViewDelegate: NSObjectProtocol {}

open class UITableView: UIScrollView {
    public enum Style {
        case plain
        case grouped
        case insetGrouped
    }
    public enum ScrollPosition {
        case none
        case top
        case middle
        case bottom
    }
    public static let automaticDimension: CGFloat = -1
    @_native("tableInit") public init(frame: CGRect, style: UITableView.Style)
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    public convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }
    public convenience override init() {
        self.init(frame: .zero, style: .plain)
    }
    public weak var delegate: UITableViewDelegate? = nil
    @_native("tableFrame") public override var frame: CGRect { get set }
    @_native("tableRowHeight") public var rowHeight: CGFloat { get set }
    @_native("tableDataSource") public var dataSource: UITableViewDataSource? { get set }
    @_native("tableRegisterClass") public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)
    @_native("tableRegisterNib") public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String)
    @_native("tableRegisterHeaderFooterClass") public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)
    @_native("tableRegisterHeaderFooterNib") public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String)
    @_native("tableDequeue") public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell?
    @_native("tableDequeueForIndexPath") public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell
    @_native("tableDequeueHeaderFooter") public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView?
    @_native("reloadData") public func reloadData()
    @_native("layoutIfNeeded") public override func layoutIfNeeded()
    @_native("tableVisibleCells") public var visibleCells: [UITableViewCell] { get }
    @_native("tableIndexPathsForVisibleRows") public var indexPathsForVisibleRows: [IndexPath]? { get }
    @_native("tableCellForRow") public func cellForRow(at indexPath: IndexPath) -> UITableViewCell?
    @_native("tableScrollToRow") public func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool)
    @_native("tableNumberOfRows") public func numberOfRows(inSection section: Int) -> Int
    @_native("tableNumberOfSections") public var numberOfSections: Int { get }
}

public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { return 1 }
}

public protocol UICollectionViewDelegate: NSObjectProtocol {}

open class UICollectionViewLayout: NSObject {}

open class UICollectionViewFlowLayout: UICollectionViewLayout {
    @_native("flowItemSize") public var itemSize: CGSize { get set }
    @_native("flowMinimumLineSpacing") public var minimumLineSpacing: CGFloat { get set }
    @_native("flowMinimumInteritemSpacing") public var minimumInteritemSpacing: CGFloat { get set }
    @_native("flowHeaderReferenceSize") public var headerReferenceSize: CGSize { get set }
    @_native("flowFooterReferenceSize") public var footerReferenceSize: CGSize { get set }
    @_native("flowSectionInset") public var sectionInset: UIEdgeInsets { get set }
}

open class UICollectionViewLayoutAttributes: NSObject {
    public var frame: CGRect = .zero
    public var indexPath: IndexPath = IndexPath(item: 0, section: 0)
}

open class UICollectionView: UIScrollView {
    public static let elementKindSectionHeader: String = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter: String = "UICollectionElementKindSectionFooter"
    public enum ScrollPosition {
        case top
        case centeredVertically
        case bottom
    }
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public let handler: (Cell, IndexPath, Item) -> Void
        public let record: Int
        @_native("cellRegistrationInit") public init(handler: @escaping (Cell, IndexPath, Item) -> Void)
    }
    @_native("collectionInit") public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    public weak var delegate: UICollectionViewDelegate? = nil
    @_native("collectionFrame") public override var frame: CGRect { get set }
    @_native("collectionLayout") public var collectionViewLayout: UICollectionViewLayout { get set }
    @_native("collectionDataSource") public var dataSource: UICollectionViewDataSource? { get set }
    @_native("collectionRegisterClass") public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)
    @_native("collectionRegisterNib") public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String)
    @_native("collectionRegisterSupplementaryClass") public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String)
    @_native("collectionRegisterSupplementaryNib") public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String)
    @_native("collectionDequeue") public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell
    @_native("collectionDequeueSupplementary") public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView
    @_native("dequeueConfigured") public func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell
    @_native("reloadData") public func reloadData()
    @_native("layoutIfNeeded") public override func layoutIfNeeded()
    @_native("collectionVisibleCells") public var visibleCells: [UICollectionViewCell] { get }
    @_native("collectionIndexPathsForVisibleItems") public var indexPathsForVisibleItems: [IndexPath] { get }
    @_native("collectionCellForItem") public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell?
    @_native("collectionNumberOfItems") public func numberOfItems(inSection section: Int) -> Int
    @_native("collectionLayoutAttributesForItem") public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
}
"""#
}
