// A window shows its root controller: makeKeyAndVisible() loads the view, then viewWillAppear and viewDidAppear; navigation pushes and pops, presentation presents and dismisses, all at once.
import UIKit

class Screen: UIViewController {
    let name: String
    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(name) viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("\(name) viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("\(name) viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("\(name) viewWillDisappear")
    }
}

let home = Screen(name: "Home")
let navigation = UINavigationController(rootViewController: home)
let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
window.rootViewController = navigation
print(home.isViewLoaded)
// expect: false
window.makeKeyAndVisible()
// expect: Home viewDidLoad
// expect: Home viewWillAppear
// expect: Home viewDidAppear
print(window.isKeyWindow, navigation.view?.window === window, home.navigationController === navigation)
// expect: true true true

let detail = Screen(name: "Detail")
navigation.pushViewController(detail, animated: true)
// expect: Detail viewDidLoad
// expect: Home viewWillDisappear
// expect: Detail viewWillAppear
// expect: Detail viewDidAppear
print(navigation.viewControllers.count, navigation.topViewController === detail)
// expect: 2 true
let popped = navigation.popViewController(animated: true)
// expect: Detail viewWillDisappear
// expect: Home viewWillAppear
// expect: Home viewDidAppear
print(popped === detail, navigation.viewControllers.count, detail.navigationController == nil)
// expect: true 1 true

let sheet = Screen(name: "Sheet")
home.present(sheet, animated: true) {
    print("presented")
}
// expect: Sheet viewDidLoad
// expect: Sheet viewWillAppear
// expect: Sheet viewDidAppear
// expect: presented
print(home.presentedViewController === sheet, sheet.presentingViewController === home)
// expect: true true
sheet.dismiss(animated: true)
// expect: Sheet viewWillDisappear
print(home.presentedViewController == nil)
// expect: true

let tabs = UITabBarController()
tabs.viewControllers = [Screen(name: "A"), Screen(name: "B")]
tabs.selectedIndex = 1
print(tabs.selectedViewController === tabs.viewControllers?[1], tabs.children.count)
// expect: true 2
