// A UITableViewController's view is its table view, with the controller as data source: its overrides fill the rows.
import UIKit

final class FruitList: UITableViewController {
    let fruits = ["Apple", "Banana", "Cherry"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView?.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
}

let list = FruitList(style: .plain)
print(list.tableView === list.view)
// expect: true
print(list.tableView!.dataSource === list, list.tableView!.delegate === list)
// expect: true true
list.tableView!.frame = CGRect(x: 0, y: 0, width: 390, height: 440)
list.tableView!.layoutIfNeeded()
for cell in list.tableView!.visibleCells {
    print(cell.textLabel?.text ?? "")
}
// expect: Apple
// expect: Banana
// expect: Cherry
print(list.tableView!.numberOfRows(inSection: 0))
// expect: 3
