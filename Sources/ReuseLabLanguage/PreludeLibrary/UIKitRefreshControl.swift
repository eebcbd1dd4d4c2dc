// ReuseLab prelude: pull to refresh. UIKit starts a refresh when the user pulls the table down, and then sends
// the control's `.valueChanged`; ReuseLab has no touches, so a refresh starts only in code: `beginRefreshing()`
// (which, as in UIKit, sends no event) or `sendActions(for: .valueChanged)` to act out the pull.

open class UIRefreshControl: UIControl {
    public var _refreshing: Bool = false
    open var isRefreshing: Bool { return _refreshing }
    open func beginRefreshing() { _refreshing = true }
    open func endRefreshing() { _refreshing = false }
}
