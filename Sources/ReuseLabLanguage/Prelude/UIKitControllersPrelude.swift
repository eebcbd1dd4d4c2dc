/// View controllers: the view loaded on first access to `view` (`loadView()`, then `viewDidLoad()`), the
/// table and collection view controllers that are their own view's data source and delegate, containers
/// (navigation, tab bar), presentation, and appearance calls driven by `UIWindow.makeKeyAndVisible()`; the bar
/// button items a controller puts in its navigation item (UIKitBarItems.swift).
enum UIKitControllersPrelude {
    static let files = ["UIKitControllers.swift", "UIKitBarItems.swift"]
}
