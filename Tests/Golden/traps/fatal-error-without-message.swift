// fatalError() with no message still stops the program; the message part is simply absent.
import UIKit

final class StoryboardOnlyCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        fatalError()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

let tableView = UITableView()
tableView.register(StoryboardOnlyCell.self, forCellReuseIdentifier: "Only")
print("registered")
// expect: registered
_ = tableView.dequeueReusableCell(withIdentifier: "Only", for: IndexPath(row: 0, section: 0))
// expect-crash: Fatal error
