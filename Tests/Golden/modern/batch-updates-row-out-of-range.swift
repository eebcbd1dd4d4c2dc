// Deleting a row the table never had is UIKit's exception, whatever the data source says afterwards.
import UIKit

final class Rows: NSObject, UITableViewDataSource {
    var count = 1
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
}

let rows = Rows()
let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
tableView.dataSource = rows
tableView.layoutIfNeeded()
rows.count = 0
tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
print("not reached")
// expect-crash: reason: 'attempt to delete row 1 from section 0 which only contains 1 rows before the update'
