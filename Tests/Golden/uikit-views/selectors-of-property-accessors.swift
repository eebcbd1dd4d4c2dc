// #selector(getter:) and #selector(setter:) name a property's Objective-C accessors: the property's name, and set plus its capitalised name and a colon.
import UIKit

final class ToggleCell: UITableViewCell {
    @objc var isOn = false
    @IBInspectable var caption: String = ""

    func accessorNames() -> [Selector] {
        [#selector(getter: isOn), #selector(setter: isOn), #selector(getter: self.caption), #selector(setter: self.caption)]
    }
}

let cell = ToggleCell(style: .default, reuseIdentifier: "toggle")
print(cell.accessorNames().map(\.description))
// expect: ["isOn", "setIsOn:", "caption", "setCaption:"]
