/// View controllers: the view loaded on first access to `view` (`loadView()`, then `viewDidLoad()`), the
/// table and collection view controllers that are their own view's data source and delegate, containers
/// (navigation, tab bar), presentation, and appearance calls driven by `UIWindow.makeKeyAndVisible()`.
enum UIKitControllersPrelude {
    static let source = PreludeLibrary.file("UIKitControllers.swift")
}
