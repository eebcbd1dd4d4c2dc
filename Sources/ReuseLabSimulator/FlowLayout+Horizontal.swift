/// `scrollDirection = .horizontal`, for a flow layout (`UICollectionViewFlowLayout.scrollDirection`) and a
/// compositional one (`UICollectionViewCompositionalLayoutConfiguration.scrollDirection`).
///
/// A horizontal layout is the vertical one with the axes swapped: a flow layout fills a column from the top
/// inset down, then starts the next column to its right (`minimumLineSpacing` between columns,
/// `minimumInteritemSpacing` within one, a header as wide as its reference size's width at the section's left);
/// a compositional layout lays its sections and groups side by side. So the Simulator lays out the transposed
/// sizes with the vertical code ("layout space", where y runs along the scrolling axis) and transposes every
/// frame, bound and offset on the way in and out. Approximated: a horizontal compositional layout's boundary
/// headers and footers are not laid out.
extension Point {
    var transposed: Point { Point(x: y, y: x) }
}

extension Size {
    var transposed: Size { Size(width: height, height: width) }
}

extension Rect {
    var transposed: Rect { Rect(origin: origin.transposed, size: size.transposed) }
}

extension EdgeInsets {
    var transposed: EdgeInsets { EdgeInsets(top: left, left: top, bottom: right, right: bottom) }
}

extension LayoutDimension {
    var transposed: LayoutDimension {
        switch self {
        case .fractionalWidth(let f): return .fractionalHeight(f)
        case .fractionalHeight(let f): return .fractionalWidth(f)
        case .absolute, .estimated: return self
        }
    }
}

extension LayoutSize {
    var transposed: LayoutSize { LayoutSize(width: height.transposed, height: width.transposed) }
}

extension LayoutElement {
    var transposed: LayoutElement {
        switch self {
        case .item(let size, let insets):
            return .item(size: size.transposed, insets: insets.transposed)
        case .group(let size, let vertical, let subitems, let repeating, let spacing, let insets):
            return .group(
                size: size.transposed, vertical: !vertical, subitems: subitems.map(\.transposed), repeating: repeating,
                spacing: spacing, insets: insets.transposed)
        }
    }
}

extension LayoutSectionSpec {
    /// The section as the vertical code lays it out for a horizontal layout (its headers and footers left out).
    var transposed: LayoutSectionSpec {
        LayoutSectionSpec(
            group: group.transposed, interGroupSpacing: interGroupSpacing, contentInsets: contentInsets.transposed,
            scrollsOrthogonally: scrollsOrthogonally)
    }
}

extension FlowLayout {
    /// A size in layout space: transposed when the layout scrolls horizontally.
    func alongScrolling(_ size: Size) -> Size { scrollsHorizontally ? size.transposed : size }
    func alongScrolling(_ rect: Rect) -> Rect { scrollsHorizontally ? rect.transposed : rect }
    func alongScrolling(_ point: Point) -> Point { scrollsHorizontally ? point.transposed : point }
    func alongScrolling(_ insets: EdgeInsets) -> EdgeInsets { scrollsHorizontally ? insets.transposed : insets }
}
