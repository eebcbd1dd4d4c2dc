/// The simulated UIKit surface, written in the Swift subset. Reuse itself happens in the Simulator, reached
/// through `@_native` members; everything else (labels, view controllers, geometry) is plain Swift here.
/// One module from four files in PreludeLibrary/: the core (geometry, views, cells, table and collection views)
/// in UIKit+Core.swift, views and controls in UIKitViews.swift, view controllers in UIKitControllers.swift, and
/// what came after the articles in UIKitModern.swift.
enum UIKitPrelude {
    static let source = core + UIKitViewsPrelude.source + UIKitControllersPrelude.source + UIKitModernPrelude.source

    private static let core = PreludeLibrary.file("UIKit+Core.swift")
}
