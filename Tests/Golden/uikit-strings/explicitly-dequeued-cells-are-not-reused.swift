// A cell you dequeue yourself never goes back to the queue: the next dequeue makes a new one, without prepareForReuse.
import UIKit

var created = 0
var prepared = 0

final class CountedCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        created += 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
    }
}

let tableView = UITableView()
tableView.register(CountedCell.self, forCellReuseIdentifier: "Counted")
let first = tableView.dequeueReusableCell(withIdentifier: "Counted", for: IndexPath(row: 0, section: 0))
first.textLabel?.text = "first"
let second = tableView.dequeueReusableCell(withIdentifier: "Counted", for: IndexPath(row: 1, section: 0))
print(first === second, created, prepared)
// expect: false 2 0
let third = tableView.dequeueReusableCell(withIdentifier: "Counted")
print(third === first, created, prepared)
// expect: false 3 0
