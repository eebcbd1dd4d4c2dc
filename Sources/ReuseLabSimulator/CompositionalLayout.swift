/// UICollectionViewCompositionalLayout's sections, groups and items, resolved to frames for a container size.
///
/// What is simulated: every dimension kind (an estimated one resolves to its estimate: self-sizing is not
/// simulated), horizontal and vertical groups nested to any depth, `subitem:count:` (the group divided evenly),
/// fixed inter-item spacing, content insets of items, groups and sections, inter-group spacing, boundary header
/// and footer items, and orthogonal scrolling as one row of groups that scrolls on its own. A section repeats its
/// group down the content (or across, when orthogonal) until its items are placed, as UIKit does.
/// Approximated: flexible spacing counts as its minimum, `edgeSpacing` and `visibleItemsInvalidationHandler`
/// are not applied, supplementary items attached to items and decoration items are not laid out, and every
/// orthogonal behaviour (continuous, paging, group paging) scrolls the same way.
public enum LayoutDimension: Hashable, Sendable {
    case fractionalWidth(Double)
    case fractionalHeight(Double)
    case absolute(Double)
    case estimated(Double)

    /// The length in a container of `container` size; non-finite or negative answers count as 0.
    func resolved(in container: Size) -> Double {
        let value: Double
        switch self {
        case .fractionalWidth(let f): value = f * container.width
        case .fractionalHeight(let f): value = f * container.height
        case .absolute(let v), .estimated(let v): value = v
        }
        return value.isFinite && value > 0 ? value : 0
    }
}

public struct LayoutSize: Hashable, Sendable {
    public var width: LayoutDimension
    public var height: LayoutDimension

    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }

    func resolved(in container: Size) -> Size {
        Size(width: width.resolved(in: container), height: height.resolved(in: container))
    }
}

/// NSCollectionLayoutItem or NSCollectionLayoutGroup.
public indirect enum LayoutElement: Hashable, Sendable {
    case item(size: LayoutSize, insets: EdgeInsets)
    /// `repeating`: `subitem:count:`, the one subitem laid out that many times, sharing the group's length evenly.
    case group(
        size: LayoutSize, vertical: Bool, subitems: [LayoutElement], repeating: Int?, spacing: Double,
        insets: EdgeInsets)
}

/// NSCollectionLayoutSection, as the language hands it over.
public struct LayoutSectionSpec: Hashable, Sendable {
    public var group: LayoutElement
    public var interGroupSpacing: Double
    public var contentInsets: EdgeInsets
    public var scrollsOrthogonally: Bool
    /// Boundary supplementary items: the element kind and height of the header (top) and footer (bottom).
    public var header: (kind: String, height: LayoutDimension)? {
        get { headerKind.map { ($0, headerHeight) } }
        set {
            headerKind = newValue?.kind
            headerHeight = newValue?.height ?? .absolute(0)
        }
    }
    public var footer: (kind: String, height: LayoutDimension)? {
        get { footerKind.map { ($0, footerHeight) } }
        set {
            footerKind = newValue?.kind
            footerHeight = newValue?.height ?? .absolute(0)
        }
    }
    private var headerKind: String?
    private var headerHeight: LayoutDimension = .absolute(0)
    private var footerKind: String?
    private var footerHeight: LayoutDimension = .absolute(0)

    public init(group: LayoutElement, interGroupSpacing: Double, contentInsets: EdgeInsets, scrollsOrthogonally: Bool) {
        self.group = group
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.scrollsOrthogonally = scrollsOrthogonally
    }
}

/// One group resolved: its size and its items' frames relative to the group's origin, in item order.
struct ResolvedGroup: Hashable {
    var size: Size
    var itemFrames: [Rect]

    /// Leaf items a group may hold; a group asking for more is cut here (keeps hostile counts finite).
    static let itemLimit = 10_000

    init(_ element: LayoutElement, container: Size) {
        var frames: [Rect] = []
        let size = Self.place(element, at: .zero, container: container, into: &frames)
        self.size = size
        self.itemFrames = frames
    }

    /// Lays `element` out with its top-left at `origin` and returns the space it takes.
    private static func place(
        _ element: LayoutElement, at origin: Point, container: Size,
        into frames: inout [Rect], forced: Size? = nil
    ) -> Size {
        switch element {
        case .item(let layoutSize, let insets):
            let size = forced ?? layoutSize.resolved(in: container)
            if frames.count < itemLimit {
                frames.append(
                    Rect(
                        x: origin.x + insets.left, y: origin.y + insets.top,
                        width: Swift.max(0, size.width - insets.left - insets.right),
                        height: Swift.max(0, size.height - insets.top - insets.bottom)))
            }
            return size
        case .group(let layoutSize, let vertical, let subitems, let repeating, let spacing, let insets):
            let size = forced ?? layoutSize.resolved(in: container)
            let inner = Size(
                width: Swift.max(0, size.width - insets.left - insets.right),
                height: Swift.max(0, size.height - insets.top - insets.bottom))
            let gap = spacing.isFinite && spacing > 0 ? spacing : 0
            var children: [(LayoutElement, Size?)] = subitems.map { ($0, nil) }
            if let count = repeating, let only = subitems.first {
                let n = Swift.max(1, Swift.min(count, itemLimit))
                let share = ((vertical ? inner.height : inner.width) - gap * Double(n - 1)) / Double(n)
                let length = share.isFinite && share > 0 ? share : 0
                let across = Self.size(of: only, in: inner)
                let forcedSize = vertical ? Size(width: across.width, height: length) : Size(width: length, height: across.height)
                children = Array(repeating: (only, forcedSize), count: n)
            }
            // Every subitem is placed once; then UIKit repeats them, in order, for as long as the next one fits along
            // the group's axis.
            var cursor = Point(x: origin.x + insets.left, y: origin.y + insets.top)
            let end = vertical ? cursor.y + inner.height : cursor.x + inner.width
            var index = 0
            while !children.isEmpty, frames.count < itemLimit {
                let (child, forcedSize) = children[index % children.count]
                let length =
                    forcedSize.map { vertical ? $0.height : $0.width }
                    ?? (vertical ? Self.size(of: child, in: inner).height : Self.size(of: child, in: inner).width)
                let start = vertical ? cursor.y : cursor.x
                if index >= children.count, length <= 0 || start + length > end + 0.001 { break }
                let taken = place(child, at: cursor, container: inner, into: &frames, forced: forcedSize)
                if vertical { cursor.y += taken.height + gap } else { cursor.x += taken.width + gap }
                index += 1
                if repeating != nil, index >= children.count { break }
            }
            return size
        }
    }

    private static func size(of element: LayoutElement, in container: Size) -> Size {
        switch element {
        case .item(let size, _), .group(let size, _, _, _, _, _): return size.resolved(in: container)
        }
    }
}

/// A section of a compositional layout, resolved for the collection view's size.
struct CompositionalSection: Hashable {
    var group: ResolvedGroup
    var interGroupSpacing: Double
    var insets: EdgeInsets
    var orthogonal: Bool
    var headerKind: String?
    var headerHeight: Double
    var footerKind: String?
    var footerHeight: Double

    init(_ spec: LayoutSectionSpec, viewport: Size) {
        func finite(_ v: Double) -> Double { v.isFinite ? Swift.max(0, v) : 0 }
        insets = EdgeInsets(
            top: finite(spec.contentInsets.top), left: finite(spec.contentInsets.left),
            bottom: finite(spec.contentInsets.bottom), right: finite(spec.contentInsets.right))
        let container = Size(
            width: Swift.max(0, viewport.width - insets.left - insets.right),
            height: Swift.max(0, viewport.height - insets.top - insets.bottom))
        group = ResolvedGroup(spec.group, container: container)
        interGroupSpacing = finite(spec.interGroupSpacing)
        orthogonal = spec.scrollsOrthogonally
        headerKind = spec.header?.kind
        headerHeight = spec.header.map { $0.height.resolved(in: viewport) } ?? 0
        footerKind = spec.footer?.kind
        footerHeight = spec.footer.map { $0.height.resolved(in: viewport) } ?? 0
    }

    var itemsPerGroup: Int { Swift.max(1, group.itemFrames.count) }

    func groupCount(items: Int) -> Int { items <= 0 ? 0 : (items - 1) / itemsPerGroup + 1 }

    /// The height the section's items take: groups stacked (or one row, when orthogonal).
    func itemsHeight(items: Int) -> Double {
        let groups = groupCount(items: items)
        if groups == 0 { return 0 }
        if orthogonal { return group.size.height }
        return Double(groups) * group.size.height + Double(groups - 1) * interGroupSpacing
    }

    /// How far apart groups are, down the section or across it.
    var groupPitch: Double { (orthogonal ? group.size.width : group.size.height) + interGroupSpacing }

    /// The frame of item `item`, in content coordinates, with the section's own horizontal offset applied.
    func frame(ofItem item: Int, itemsTop: Double, orthogonalOffset: Double) -> Rect {
        let (g, j) = (item / itemsPerGroup, item % itemsPerGroup)
        let local = j < group.itemFrames.count ? group.itemFrames[j] : Rect(origin: .zero, size: group.size)
        let origin =
            orthogonal
            ? Point(x: insets.left + Double(g) * groupPitch - orthogonalOffset, y: itemsTop)
            : Point(x: insets.left, y: itemsTop + Double(g) * groupPitch)
        return Rect(x: origin.x + local.origin.x, y: origin.y + local.origin.y, width: local.width, height: local.height)
    }

    /// How far the row of an orthogonal section can scroll.
    func orthogonalContentWidth(items: Int) -> Double {
        let groups = groupCount(items: items)
        guard groups > 0 else { return 0 }
        return insets.left + Double(groups) * group.size.width + Double(groups - 1) * interGroupSpacing + insets.right
    }

    /// Items overlapping `bounds`, in item order, at most `limit`.
    func visibleItems(count: Int, itemsTop: Double, orthogonalOffset: Double, bounds: Rect, limit: Int) -> [Int] {
        let groups = groupCount(items: count)
        guard limit > 0, groups > 0 else { return [] }
        let range: ClosedRange<Int>?
        if orthogonal {
            guard itemsTop < bounds.maxY, itemsTop + group.size.height > bounds.minY else { return [] }
            range = VisibleRange.of(
                count: groups, firstTop: insets.left - orthogonalOffset, pitch: groupPitch,
                extent: group.size.width, from: bounds.minX, to: bounds.maxX)
        } else {
            range = VisibleRange.of(
                count: groups, firstTop: itemsTop, pitch: groupPitch, extent: group.size.height,
                from: bounds.minY, to: bounds.maxY)
        }
        guard let range else { return [] }
        var items: [Int] = []
        for g in range {
            let (first, overflow) = g.multipliedReportingOverflow(by: itemsPerGroup)
            guard !overflow else { break }
            for item in first..<Swift.min(first + itemsPerGroup, count)
            where frame(ofItem: item, itemsTop: itemsTop, orthogonalOffset: orthogonalOffset).intersects(bounds) {
                items.append(item)
                if items.count >= limit { return items }
            }
        }
        return items
    }
}
