// insertRows and deleteRows move the cells already on screen and ask only for the new rows; a data source that did not change its count first is UIKit's "Invalid update" exception.
import UIKit

final class Rows: NSObject, UITableViewDataSource {
    var names = ["ant", "bee", "cat"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return names.count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        print("cell for \(names[indexPath.row]) at \(indexPath)")
        return cell
    }
}

let rows = Rows()
let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
tableView.dataSource = rows
tableView.layoutIfNeeded()

rows.names.insert("asp", at: 0)
tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
print(tableView.visibleCells.map { $0.textLabel?.text ?? "" })

tableView.performBatchUpdates({
    rows.names.remove(at: 1)
    tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
}, completion: { finished in
    print("finished \(finished), \(tableView.numberOfRows(inSection: 0)) rows")
})

rows.names.append("dog")
tableView.beginUpdates()
tableView.endUpdates()
print("not reached")
// expect: cell for ant at [0, 0]
// expect: cell for bee at [0, 1]
// expect: cell for cat at [0, 2]
// expect: cell for asp at [0, 0]
// expect: ["asp", "ant", "bee", "cat"]
// expect: finished true, 3 rows
// expect-crash: reason: 'Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'
