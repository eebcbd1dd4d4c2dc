// A view controller's view loads on first access: loadView(), then viewDidLoad(), once.
import UIKit

final class ProfileScreen: UIViewController {
    override func loadView() {
        print("loadView")
        super.loadView()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        print("viewDidLoad")
        view?.backgroundColor = .white
    }
}

let screen = ProfileScreen()
print(screen.isViewLoaded)
// expect: false
_ = screen.view
// expect: loadView
// expect: viewDidLoad
print(screen.isViewLoaded)
// expect: true
_ = screen.view
screen.loadViewIfNeeded()
print(screen.view!.backgroundColor!)
// expect: UIExtendedGrayColorSpace 1 1

let other = UIViewController()
other.loadViewIfNeeded()
print(other.isViewLoaded, other.title ?? "no title")
// expect: true no title
other.title = "Settings"
print(other.title ?? "no title")
// expect: Settings
