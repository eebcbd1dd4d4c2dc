// prepareForReuse runs only on a cell that comes back from the queue, never on a freshly made one.
import UIKit

var created = 0
var prepared = 0
var preparedFreshCell = false

final class TrackedCell: UITableViewCell {
    var configurations = 0

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
        if configurations == 0 {
            preparedFreshCell = true
        }
    }
}

final class RowsDataSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 50
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Tracked", for: indexPath) as! TrackedCell
        cell.configurations += 1
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
tableView.rowHeight = 44
tableView.register(TrackedCell.self, forCellReuseIdentifier: "Tracked")
let dataSource = RowsDataSource()
tableView.dataSource = dataSource
tableView.reloadData()
tableView.layoutIfNeeded()
print(created, prepared)
// expect: 10 0
let firstCell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
print(firstCell?.textLabel?.text ?? "none")
// expect: Row 0

for step in 1...20 {
    tableView.contentOffset = CGPoint(x: 0, y: CGFloat(step * 44))
    tableView.layoutIfNeeded()
}
print(prepared > 0, created + prepared, preparedFreshCell)
// expect: true 30 false
// The cell that showed row 0 was handed out again for a later row.
print(firstCell?.textLabel?.text == "Row 0", tableView.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
// expect: false true
