// UITableViewDiffableDataSource with a classic registration: deleting an item from the snapshot moves the cells below it up and reuses the freed one; the data source must be kept, since the table holds it weakly.
import UIKit

final class TaskCell: UITableViewCell {
    override func prepareForReuse() {
        super.prepareForReuse()
        print("prepareForReuse (was \(textLabel?.text ?? "-"))")
    }
}

let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132), style: .plain)
tableView.register(TaskCell.self, forCellReuseIdentifier: "Task")
let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, task in
    let cell = tableView.dequeueReusableCell(withIdentifier: "Task", for: indexPath)
    cell.textLabel?.text = task
    return cell
}
var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
snapshot.appendSections([0])
snapshot.appendItems(["wake", "wash", "eat", "work"])
dataSource.apply(snapshot, animatingDifferences: false)
tableView.layoutIfNeeded()
print(tableView.visibleCells.map { $0.textLabel?.text ?? "" })

snapshot.deleteItems(["wash"])
dataSource.apply(snapshot)
print(tableView.visibleCells.map { $0.textLabel?.text ?? "" })
print(tableView.numberOfRows(inSection: 0), dataSource.snapshot().numberOfItems)
// expect: ["wake", "wash", "eat"]
// expect: prepareForReuse (was wash)
// expect: ["wake", "eat", "work"]
// expect: 3 3
