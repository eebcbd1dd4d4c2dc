// The container-controller pattern: addChild(_:) calls the child's willMove(toParent:), the container calls didMove(toParent:) after adding its view; removing, the container calls willMove(toParent: nil) and removeFromParent() calls didMove(toParent: nil). An NSObject subclass describes itself as <module.Class: address> unless it overrides description.
import UIKit

class ChildController: UIViewController {
    let name: String
    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        print(name, "willMove", parent.map { String(describing: type(of: $0)) } ?? "nil")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print(name, "didMove", parent.map { String(describing: type(of: $0)) } ?? "nil")
    }
}

class ContainerController: UIViewController {
    func embed(_ child: UIViewController) {
        addChild(child)
        view.addSubview(child.view)
        child.view.frame = view.bounds
        child.didMove(toParent: self)
    }
    func unembed(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}

let container = ContainerController()
let list = ChildController(name: "list")
let detail = ChildController(name: "detail")
container.embed(list)
container.embed(detail)
print(container.children.count, list.parent === container, container.view.subviews.count)
container.unembed(list)
print(container.children.map { ($0 as! ChildController).name }, list.parent == nil, container.view.subviews.count)
class Badge: NSObject {}
class NamedBadge: NSObject {
    override var description: String { "NamedBadge(gold)" }
}
let badge = Badge()
print(badge.description == "\(badge)", badge.debugDescription == badge.description, badge.description.hasPrefix("<main.Badge: 0x"))
print(NamedBadge(), NamedBadge().debugDescription, [NamedBadge()])
print(list.description.hasPrefix("<main.ChildController: 0x"))
// expect: list willMove ContainerController
// expect: list didMove ContainerController
// expect: detail willMove ContainerController
// expect: detail didMove ContainerController
// expect: 2 true 2
// expect: list willMove nil
// expect: list didMove nil
// expect: ["detail"] true 1
// expect: true true true
// expect: NamedBadge(gold) NamedBadge(gold) [NamedBadge(gold)]
// expect: true
