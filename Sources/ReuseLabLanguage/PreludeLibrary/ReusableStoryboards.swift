// ReuseLab prelude: Reusable's storyboard protocols. Written in the Swift subset ReuseLab checks and runs;
// embedded at build time (EmbedPreludeLibrary), so edit it here. A unit of Reusable (Prelude/PreludeUnits.swift):
// it loads, with UIKit's view controllers, when an entry that imports Reusable first names one of them.

public protocol StoryboardBased: AnyObject {
    static var sceneStoryboard: UIStoryboard { get }
}

extension StoryboardBased {
    public static var sceneStoryboard: UIStoryboard {
        return UIStoryboard(name: String(describing: self), bundle: Bundle(for: self))
    }
}

extension StoryboardBased where Self: UIViewController {
    public static func instantiate() -> Self {
        let viewController = sceneStoryboard.instantiateInitialViewController()
        guard let typedViewController = viewController as? Self else {
            fatalError("The initialViewController of '\(sceneStoryboard)' is not of class '\(self)'")
        }
        return typedViewController
    }
}

public protocol StoryboardSceneBased: AnyObject {
    static var sceneStoryboard: UIStoryboard { get }
    static var sceneIdentifier: String { get }
}

extension StoryboardSceneBased {
    public static var sceneIdentifier: String {
        return String(describing: self)
    }
}

extension StoryboardSceneBased where Self: UIViewController {
    public static func instantiate() -> Self {
        let storyboard = Self.sceneStoryboard
        let viewController = storyboard.instantiateViewController(withIdentifier: self.sceneIdentifier)
        guard let typedViewController = viewController as? Self else {
            fatalError("The viewController '\(self.sceneIdentifier)' of '\(storyboard)' is not of class '\(self)'")
        }
        return typedViewController
    }
}
