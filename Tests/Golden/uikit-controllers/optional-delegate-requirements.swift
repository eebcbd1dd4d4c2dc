// Optional protocol requirements: a conformer may leave them out, and optional chaining calls them (nil where not implemented).
import UIKit

final class Picker: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("picked row \(indexPath.row)")
    }
}
final class Quiet: NSObject, UITableViewDelegate {}

let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
let picker = Picker()
table.dataSource = picker
table.delegate = picker
table.delegate?.tableView?(table, didSelectRowAt: IndexPath(row: 2, section: 0))
let quiet = Quiet()
table.delegate = quiet
let answered: Void? = table.delegate?.tableView?(table, didSelectRowAt: IndexPath(row: 0, section: 0))
print(answered == nil ? "not implemented" : "called")

@objc protocol Greeter {
    @objc optional func greet(_ name: String) -> String
    @objc optional func wave()
    func plain()
}
class A: NSObject, Greeter {
    func greet(_ name: String) -> String { "hi \(name)" }
    func wave() { print("A waves") }
    func plain() {}
}
class B: NSObject, Greeter { func plain() {} }
let gs: [Greeter] = [A(), B()]
for g in gs {
    print(g.greet?("x") as Any)
    g.wave?()
    print(g.greet?("y") ?? "none")
}
weak var d: Greeter? = nil
print(d?.greet?("z") as Any)
d = gs[0]
if let text = d?.greet?("w") { print(text) }
// expect: picked row 2
// expect: not implemented
// expect: Optional("hi x")
// expect: A waves
// expect: hi y
// expect: nil
// expect: none
// expect: nil
// expect: hi w
