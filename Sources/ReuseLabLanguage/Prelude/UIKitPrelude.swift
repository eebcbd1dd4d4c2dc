/// The simulated UIKit surface, written in the Swift subset. Reuse itself happens in the Simulator, reached
/// through `@_native` members; everything else (labels, view controllers, geometry) is plain Swift here.
/// One module from four files in PreludeLibrary/: the core (geometry, views, cells, table and collection views)
/// in UIKit+Core.swift, views and controls in UIKitViews.swift, view controllers in UIKitControllers.swift, and
/// what came after the articles in UIKitModern.swift.
enum UIKitPrelude {
    static let files = ["UIKit+Core.swift"] + UIKitViewsPrelude.files + UIKitControllersPrelude.files + UIKitModernPrelude.files

    /// The whole module's text (`:source UIKit`, the names that load it, the declaration surface).
    static let source = PreludeLibrary.joined(files)

    /// Without its units (`PreludeUnits`): what a session loads when an entry first names UIKit.
    static let core = PreludeUnits.core(of: files)
}
