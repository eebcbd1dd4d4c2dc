/// Plain Double geometry: the language maps CGFloat, CGPoint, CGSize and CGRect onto these.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    // Like CGRect, a negative size extends the rect the other way from its origin.
    public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    public var width: Double { Swift.abs(size.width) }
    public var height: Double { Swift.abs(size.height) }

    /// Strict overlap: rects that only touch along an edge do not intersect, so a row starting exactly at
    /// the bottom edge of the bounds is not visible.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

/// A number the way UIKit's descriptions print CGFloat (`%g`-like): `320`, `44.5`.
func uikitNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), Swift.abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}

extension Rect {
    /// `(0 0; 320 440)`, as UIView descriptions show a frame.
    var uikitDescription: String {
        "(\(uikitNumber(origin.x)) \(uikitNumber(origin.y)); \(uikitNumber(size.width)) \(uikitNumber(size.height)))"
    }
}

extension Point {
    /// `{0, 44}`, as UIScrollView descriptions show contentOffset.
    var uikitDescription: String { "{\(uikitNumber(x)), \(uikitNumber(y))}" }
}

extension Size {
    var uikitDescription: String { "{\(uikitNumber(width)), \(uikitNumber(height))}" }
}

/// UIEdgeInsets: space kept clear around a section's items.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
