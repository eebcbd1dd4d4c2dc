// ReuseLab prelude: UICollectionViewCompositionalLayout with its sections, groups, items and sizes. Written in the
// Swift subset ReuseLab checks and runs; embedded at build time. The layout objects are plain values here; the
// Simulator lays them out (ReuseLabSimulator/CompositionalLayout.swift says what is simulated and what is
// approximated), reading them through Run/Natives+CompositionalLayout.swift.

/// An estimated dimension is laid out at its estimate: self-sizing cells are not simulated.
open class NSCollectionLayoutDimension: NSObject {
    /// 0 fractional width, 1 fractional height, 2 absolute, 3 estimated.
    public let _kind: Int
    public let dimension: CGFloat
    public init(_kind: Int, dimension: CGFloat) {
        self._kind = _kind
        self.dimension = dimension
        super.init()
    }
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { return NSCollectionLayoutDimension(_kind: 0, dimension: fractionalWidth) }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { return NSCollectionLayoutDimension(_kind: 1, dimension: fractionalHeight) }
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { return NSCollectionLayoutDimension(_kind: 2, dimension: absoluteDimension) }
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { return NSCollectionLayoutDimension(_kind: 3, dimension: estimatedDimension) }
    public var isFractionalWidth: Bool { return _kind == 0 }
    public var isFractionalHeight: Bool { return _kind == 1 }
    public var isAbsolute: Bool { return _kind == 2 }
    public var isEstimated: Bool { return _kind == 3 }
}

open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.widthDimension = width
        self.heightDimension = height
        super.init()
    }
}

/// Flexible spacing is laid out at its minimum.
open class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public init(_spacing: CGFloat, flexible: Bool) {
        self.spacing = _spacing
        self.isFlexibleSpacing = flexible
        super.init()
    }
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { return NSCollectionLayoutSpacing(_spacing: fixedSpacing, flexible: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { return NSCollectionLayoutSpacing(_spacing: flexibleSpacing, flexible: true) }
    public var isFixedSpacing: Bool { return !isFlexibleSpacing }
}

open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    public var contentInsets: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets.zero
    /// Kept, not laid out.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        self.supplementaryItems = []
        super.init()
    }
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}

open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public let subitems: [NSCollectionLayoutItem]
    public let _vertical: Bool
    /// `subitem:count:`: the one subitem repeated this many times, sharing the group's length; 0 otherwise.
    public let _count: Int
    public var interItemSpacing: NSCollectionLayoutSpacing? = nil
    public init(_layoutSize layoutSize: NSCollectionLayoutSize, vertical: Bool, subitems: [NSCollectionLayoutItem], count: Int) {
        self.subitems = subitems
        self._vertical = vertical
        self._count = count
        super.init(layoutSize: layoutSize)
    }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        return NSCollectionLayoutGroup(_layoutSize: layoutSize, vertical: false, subitems: subitems, count: 0)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        return NSCollectionLayoutGroup(_layoutSize: layoutSize, vertical: true, subitems: subitems, count: 0)
    }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        return NSCollectionLayoutGroup(_layoutSize: layoutSize, vertical: false, subitems: [subitem], count: count)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        return NSCollectionLayoutGroup(_layoutSize: layoutSize, vertical: true, subitems: [subitem], count: count)
    }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        return NSCollectionLayoutGroup(_layoutSize: layoutSize, vertical: false, subitems: [subitem], count: count)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        return NSCollectionLayoutGroup(_layoutSize: layoutSize, vertical: true, subitems: [subitem], count: count)
    }
}

open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public var zIndex: Int = 1
    public init(_layoutSize layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

public enum NSRectAlignment: Int {
    case none
    case top
    case topLeading
    case leading
    case bottomLeading
    case bottom
    case bottomTrailing
    case trailing
    case topTrailing
}

/// A top-aligned item is the section's header, a bottom-aligned one its footer (leading and trailing ones are not
/// laid out); `pinToVisibleBounds` is kept, not applied.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public var pinToVisibleBounds: Bool = false
    public var extendsBoundary: Bool = true
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        super.init(_layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// Every behaviour but `.none` lays the section out as one row that scrolls on its own (paging is not simulated).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int {
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}

public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: NSCollectionLayoutContainer { get }
}

/// What a section provider is told: the collection view's size (no insets are simulated).
public class _LayoutContainer: NSObject, NSCollectionLayoutContainer {
    public let contentSize: CGSize
    public init(_ size: CGSize) {
        self.contentSize = size
        super.init()
    }
    public var effectiveContentSize: CGSize { return contentSize }
    public var contentInsets: NSDirectionalEdgeInsets { return NSDirectionalEdgeInsets.zero }
    public var effectiveContentInsets: NSDirectionalEdgeInsets { return NSDirectionalEdgeInsets.zero }
}

public class _LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
    public let container: NSCollectionLayoutContainer
    public init(_ size: CGSize) {
        self.container = _LayoutContainer(size)
        super.init()
    }
}

open class NSCollectionLayoutSection: NSObject {
    public let _group: NSCollectionLayoutGroup
    public var contentInsets: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets.zero
    public var interGroupSpacing: CGFloat = 0
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public var supplementariesFollowContentInsets: Bool = true
    public init(group: NSCollectionLayoutGroup) {
        self._group = group
        super.init()
    }
    /// A list section as `UICollectionViewCompositionalLayout.list(using:)` lays it out: full-width rows at their
    /// 44-point estimate, and a header and footer of 44 points when the configuration asks for them.
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

/// Laid out for real from the sections' sizes (see ReuseLabSimulator/CompositionalLayout.swift); the list layout
/// is full-width rows 44 points tall (the estimate; self-sizing is not simulated), with a 44-point header per
/// section when the header mode is `.supplementary`.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public var _section: NSCollectionLayoutSection? = nil
    public var _sectionProvider: ((Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?)? = nil
    public init(section: NSCollectionLayoutSection) {
        _section = section
        super.init()
        _install()
    }
    public init(sectionProvider: @escaping (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?) {
        _sectionProvider = sectionProvider
        super.init()
        _install()
    }
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        _section = section
        super.init()
        _install()
        self.configuration = configuration
    }
    public init(sectionProvider: @escaping (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        _sectionProvider = sectionProvider
        super.init()
        _install()
        self.configuration = configuration
    }
    public init(_listHeaders: Bool) {
        super.init()
        _makeList(_listHeaders)
    }
    public var _configuration: UICollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()
    /// UIKit's property is `@NSCopying`: the layout keeps a copy of what is assigned and hands out copies, so
    /// `layout.configuration.scrollDirection = .horizontal` changes a copy and not the layout.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { return _configuration._copy() }
        set {
            _configuration = newValue._copy()
            _configure(newValue.scrollDirection == .horizontal, newValue.interSectionSpacing)
        }
    }
    @_native public func _configure(_ horizontal: Bool, _ interSectionSpacing: CGFloat)
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        return UICollectionViewCompositionalLayout(_listHeaders: configuration.headerMode == .supplementary)
    }
    /// The Simulator asks for each section's layout when it asks for the counts.
    public func _sectionLayout(_ index: Int, _ width: CGFloat, _ height: CGFloat) -> NSCollectionLayoutSection? {
        if let section = _section { return section }
        return _sectionProvider?(index, _LayoutEnvironment(CGSize(width: width, height: height)))
    }
    @_native public func _install()
    @_native public func _makeList(_ hasHeaders: Bool)
}

/// What applies to the whole compositional layout: the direction it scrolls (sections side by side when
/// horizontal) and the spacing between sections. Boundary items of the whole layout are not simulated.
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    public var interSectionSpacing: CGFloat = 0
    public override init() {
        super.init()
    }
    public func _copy() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        return copy
    }
}
