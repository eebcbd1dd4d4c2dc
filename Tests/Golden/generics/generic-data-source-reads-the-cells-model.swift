// A data source generic over its cell (`Cell: UITableViewCell & CellConfigurable`) keeps `[Cell.Model]`:
// specialized with a concrete cell, that is the cell's own model type, so the script fills it with plain
// structs. The cell sets its accessibility label as it configures.
import UIKit

protocol CellConfigurable {
    associatedtype Model
    func configure(with model: Model)
}

struct Profile {
    let name: String
    let followers: Int
}

final class ProfileCell: UITableViewCell, CellConfigurable {
    func configure(with model: Profile) {
        textLabel?.text = model.name
        detailTextLabel?.text = "\(model.followers) followers"
        accessibilityLabel = "\(model.name), \(model.followers) followers"
    }
}

final class ListDataSource<Cell: UITableViewCell & CellConfigurable>: NSObject, UITableViewDataSource {
    var items: [Cell.Model] = []
    private let identifier = String(describing: Cell.self)

    func register(in tableView: UITableView) {
        tableView.register(Cell.self, forCellReuseIdentifier: identifier)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath) as! Cell
        cell.configure(with: items[indexPath.row])
        return cell
    }
}

let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 220), style: .plain)
let source = ListDataSource<ProfileCell>()
source.register(in: table)
source.items = (1...20).map { Profile(name: "User \($0)", followers: $0 * 10) }
table.dataSource = source
table.reloadData()
table.layoutIfNeeded()
print(table.visibleCells.count)
// expect: 5
print(table.visibleCells.last?.accessibilityLabel ?? "none")
// expect: User 5, 50 followers
