// ReuseLab prelude: UIKitBarItems. Written in the Swift subset ReuseLab checks and runs; embedded at
// build time (EmbedPreludeLibrary), so edit it here.

// Bar button items and the navigation item that holds them, as a controller's `viewDidLoad` sets them up.
// Inert: their state is kept and can be read back, but no bar is drawn and nothing taps them.

open class UIBarItem: NSObject {
    public var isEnabled: Bool = true
    public var title: String? = nil
    public var image: UIImage? = nil
    public var tag: Int = 0
    public override init() {}
}

open class UIBarButtonItem: UIBarItem {
    public enum Style: Int {
        case plain
        case bordered
        case done
    }
    public enum SystemItem: Int {
        case done
        case cancel
        case edit
        case save
        case add
        case flexibleSpace
        case fixedSpace
        case compose
        case reply
        case action
        case organize
        case bookmarks
        case search
        case refresh
        case stop
        case camera
        case trash
        case play
        case pause
        case rewind
        case fastForward
        case undo
        case redo
        case pageCurl
        case close
    }
    public var style: UIBarButtonItem.Style = .plain
    public var width: CGFloat = 0
    public var customView: UIView? = nil
    public var action: Selector? = nil
    public weak var target: AnyObject? = nil
    public var tintColor: UIColor? = nil
    /// The system item it was made as, if any (UIKit keeps it private; ReuseLab shows it when printed).
    public var _systemItem: UIBarButtonItem.SystemItem? = nil

    public override init() {}
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        _setTarget(target, action)
    }
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        _setTarget(target, action)
    }
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {
        self.init()
        _systemItem = systemItem
        _setTarget(target, action)
    }
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
    /// Target–action needs an Objective-C object, so every target that can receive the action is an NSObject.
    public func _setTarget(_ target: Any?, _ action: Selector?) {
        self.target = target as? NSObject
        self.action = action
    }
}

extension UINavigationItem {
    public enum LargeTitleDisplayMode: Int {
        case automatic
        case always
        case never
    }
    public var leftBarButtonItem: UIBarButtonItem? {
        get { return leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    public var rightBarButtonItem: UIBarButtonItem? {
        get { return rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }
}
