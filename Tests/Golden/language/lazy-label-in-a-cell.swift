// A lazy label made by a closure on first access (once), using self and contentView, as cell code often does.
import UIKit
final class ProfileCell: UITableViewCell {
    var name = "Ada"
    lazy var nameLabel: UILabel = {
        let label = UILabel()
        label.text = self.name
        contentView.addSubview(label)
        return label
    }()
    lazy var greeting = makeGreeting()
    func makeGreeting() -> String { "Hello, \(name)" }
}
let cell = ProfileCell(style: .default, reuseIdentifier: nil)
print(cell.contentView.subviews.count)
print(cell.nameLabel.text ?? "")
print(cell.contentView.subviews.count)
_ = cell.nameLabel
print(cell.contentView.subviews.count)
cell.name = "Grace"
print(cell.greeting)
// expect: 0
// expect: Ada
// expect: 1
// expect: 1
// expect: Hello, Grace
