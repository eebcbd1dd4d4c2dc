/// Whether an object is still alive, for the references that must not keep it alive (UIKit's `weak`
/// delegates, a view's `superview`, the learner's `weak var`).
///
/// Swift's own `weak` gives the object it points at a side table for the rest of its life, and from then on
/// every retain and release of that object takes the runtime's slow path. Every cell (its content view's
/// `superview`), the table and its data source were weakly referenced, and a third of a scroll was reference
/// counting, half of it on that slow path. An object that hands out its `Liveness` ends it in its `deinit`;
/// an `UnownedWhileAlive` reads its object only while the liveness says it is there.
public final class Liveness {
    public private(set) var isAlive = true

    public init() {}

    /// Called from the object's `deinit`.
    public func end() { isAlive = false }
}

/// An object that ends its `Liveness` in its `deinit`.
public protocol LivenessReporting: AnyObject {
    var liveness: Liveness { get }
}

/// A reference that does not keep its object alive and reads as nil once it is freed, as `weak` does,
/// without a side table: the pointer is followed only while the object's liveness says it is alive.
public struct UnownedWhileAlive<Object: LivenessReporting> {
    private unowned(unsafe) let target: Object
    private let liveness: Liveness

    public init(_ object: Object) {
        target = object
        liveness = object.liveness
    }

    public var object: Object? { liveness.isAlive ? target : nil }
}
