// ReuseLab prelude: UIKit's swipe actions. UIKit asks a table delegate (or a list configuration's provider)
// for them only when the user swipes a row, and calls an action's handler only when the user taps it;
// ReuseLab has no touches, so it never does either. The objects are UIKit's: a script can build them, ask
// its own delegate method for them and call `handler` itself to see what a tap would do.

open class UIContextualAction: NSObject {
    public enum Style {
        case normal
        case destructive
    }
    /// The action, the view it was shown in, and the completion to call with whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    public let style: UIContextualAction.Style
    public let handler: UIContextualAction.Handler
    open var title: String?
    open var backgroundColor: UIColor!
    open var image: UIImage?
    public init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? UIColor.systemRed : UIColor.systemGray
    }
}

open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe: Bool = true
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}

extension UICollectionLayoutListConfiguration {
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
}
