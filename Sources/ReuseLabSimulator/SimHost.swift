/// The language layer owns the learner's objects; the Simulator sees them only through these protocols.

/// A class value, such as `MyCell.self`.
public protocol SimClass: AnyObject {
    var simClassName: String { get }
}

/// A view the learner's program can hold: a cell, a header/footer, a supplementary view.
public protocol SimView: LivenessReporting {
    /// `MyCell`
    var simClassName: String { get }
    /// Set by the Simulator when it creates the view; nil for a view the program made itself.
    var simReuseIdentifier: String? { get set }
    /// A per-session number, shown as `MyCell#3`, so the same cell coming back is easy to see.
    var simInstanceNumber: Int { get }
}

extension SimView {
    /// `MyCell#3`
    var simLabel: String { "\(simClassName)#\(simInstanceNumber)" }
}

/// What a view is for; it decides how it is created and which reuse queues it joins.
public enum ViewRole: Hashable {
    case tableCell
    case tableHeaderFooter
    case collectionCell
    case collectionSupplementary(kind: String)

    /// The UIKit kind string for collection views' cells.
    public static let collectionCellKind = "UICollectionElementKindCell"

    /// `cell`, `header/footer`, or the supplementary kind: how snapshots and events name the role.
    public var displayName: String {
        switch self {
        case .tableCell, .collectionCell: return "cell"
        case .tableHeaderFooter: return "header/footer"
        case .collectionSupplementary(let kind): return kind
        }
    }

    var isCell: Bool { self == .tableCell || self == .collectionCell }
}

/// The language layer: makes views and runs the learner's overrides.
public protocol SimHost: AnyObject {
    /// Make a new view of a registered class: init(style:reuseIdentifier:) for table cells, init(reuseIdentifier:)
    /// for header/footer views, init(frame:) for collection views' cells and supplementary views.
    /// May throw (the learner's initializer may crash); the Simulator rethrows unchanged.
    func makeView(of cls: SimClass, role: ViewRole, reuseIdentifier: String) throws -> SimView
    /// Instantiate a nib's (already validated) top-level object.
    func makeView(fromNibObject object: IBObject, role: ViewRole, reuseIdentifier: String) throws -> SimView
    /// Call the view's prepareForReuse() (the learner may override it). Rethrow errors unchanged.
    func prepareForReuse(_ view: SimView) throws
    /// True when the learner's class `className` inherits from the UIKit class `uikitClassName`.
    /// Nib validation asks it for a top-level `<view customClass="MyHeader">`, which UIKit would accept when
    /// MyHeader is, say, a UITableViewHeaderFooterView subclass. Has a default: false.
    func isClass(named className: String, subclassOf uikitClassName: String) -> Bool
    /// A cell from the data source is about to appear: UIKit updates its configuration first
    /// (`updateConfiguration(using:)`, then `configurationUpdateHandler`). Has a default: nothing.
    func cellWillAppear(_ view: SimView) throws
    /// A layout pass put a shown cell or header/footer at this frame (in the scroll view's content), so that the
    /// learner's `cell.frame` reads it as on iOS. Has a default: nothing.
    func place(_ view: SimView, at frame: Rect)
}

extension SimHost {
    public func isClass(named className: String, subclassOf uikitClassName: String) -> Bool { false }
    public func cellWillAppear(_ view: SimView) throws {}
    public func place(_ view: SimView, at frame: Rect) {}
}
