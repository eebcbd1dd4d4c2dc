// StoryboardSceneBased finds the scene by its identifier and checks its class.
import UIKit
import Reusable

final class ListScreen: UIViewController {}
final class SettingsScreen: UIViewController, StoryboardSceneBased {
    static let sceneStoryboard = UIStoryboard(name: "Catalog", bundle: nil)
}

print(SettingsScreen.sceneIdentifier)
// expect: SettingsScreen
// In Catalog.storyboard the scene with Storyboard ID "SettingsScreen" is a ListScreen.
let settings = SettingsScreen.instantiate()
// expect-crash: Fatal error: The viewController 'SettingsScreen' of '
