// A data source with a stored `tableView` beside the tableView(_:…) methods: calls are told apart by their labels.
import UIKit

final class TitleCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!

    var title: String? {
        didSet { textLabel?.text = title }
    }
}

final class ListController: NSObject, UITableViewDataSource {
    var tableView: UITableView!
    var titles = ["One", "Two", "Three"] {
        didSet { tableView.reloadData() }
    }

    func attach(to table: UITableView) {
        tableView = table
        tableView.register(TitleCell.self, forCellReuseIdentifier: "TitleCell")
        tableView.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TitleCell", for: indexPath) as! TitleCell
        cell.title = titles[indexPath.row]
        return cell
    }

    func firstTitle() -> String? {
        let cell = tableView(tableView, cellForRowAt: IndexPath(row: 0, section: 0)) as? TitleCell
        return cell?.title
    }
}

let controller = ListController()
controller.attach(to: UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
print(controller.tableView(controller.tableView, numberOfRowsInSection: 0))
print(controller.firstTitle() ?? "none")
controller.titles.append("Four")
print(controller.tableView(controller.tableView, numberOfRowsInSection: 0))
controller.tableView.layoutIfNeeded()
print(controller.tableView.visibleCells.count)
print((controller.tableView.visibleCells.last as? TitleCell)?.title ?? "none")
// expect: 3
// expect: One
// expect: 4
// expect: 4
// expect: Four
