// A script that names no view controller class still gets the storyboard's scenes as UIKit's own controllers, and a window shows its root.
import UIKit

let storyboard = UIStoryboard(name: "Shop", bundle: nil)
let root = storyboard.instantiateInitialViewController()
print(root.map { String(describing: type(of: $0)) } ?? "nil")
// expect: UITabBarController
let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
window.rootViewController = root
window.makeKeyAndVisible()
print(window.subviews.count, window.rootViewController === root, window.subviews.first?.frame.size.width ?? 0)
// expect: 1 true 393.0
window.rootViewController = nil
print(window.subviews.count, window.rootViewController == nil)
// expect: 0 true
