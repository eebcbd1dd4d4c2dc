// ReuseLab prelude: the rectangle arithmetic cells do in `layoutSubviews` (Core Graphics' CGRect functions).
// Rectangles here have non-negative sizes, as frames do.

extension CGRect {
    /// A rectangle that is nowhere: what `insetBy` gives when the inset leaves no room.
    public static let null = CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 0, height: 0)
    public var isNull: Bool { return origin.x == CGFloat.infinity || origin.y == CGFloat.infinity }
    public var isEmpty: Bool { return isNull || size.width == 0 || size.height == 0 }
    public var midX: CGFloat { return origin.x + size.width / 2 }
    public var midY: CGFloat { return origin.y + size.height / 2 }
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        if isNull { return self }
        let width = size.width - 2 * dx
        let height = size.height - 2 * dy
        if width < 0 || height < 0 { return CGRect.null }
        return CGRect(x: origin.x + dx, y: origin.y + dy, width: width, height: height)
    }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        if isNull { return self }
        return CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
    /// UIKit's `inset(by:)`: each edge moved in by its inset.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        if isNull { return self }
        let width = size.width - insets.left - insets.right
        let height = size.height - insets.top - insets.bottom
        if width < 0 || height < 0 { return CGRect.null }
        return CGRect(x: origin.x + insets.left, y: origin.y + insets.top, width: width, height: height)
    }
    public func contains(_ point: CGPoint) -> Bool {
        return !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
    /// As Foundation's: rectangles that share an edge intersect (their intersection is empty, not null).
    public func intersects(_ other: CGRect) -> Bool {
        if isNull || other.isNull { return false }
        return minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }
}
