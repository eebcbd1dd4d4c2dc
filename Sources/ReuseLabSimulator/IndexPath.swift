/// A section and an item; tables call the item a row. Comparable in index-path order.
public struct IndexPath: Hashable, Comparable, CustomStringConvertible, Sendable {
    public var section: Int
    public var item: Int

    /// Tables say row: the same number as `item`.
    public var row: Int {
        get { item }
        set { item = newValue }
    }

    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[0, 3]`, as Swift prints Foundation's IndexPath.
    public var description: String { "[\(section), \(item)]" }

    /// `{length = 2, path = 0 - 3}`, the tail of an NSIndexPath description in UIKit's messages.
    var nsIndexPathPath: String { "{length = 2, path = \(section) - \(item)}" }
}
