// A table's dataSource is weak: an object only the table holds is freed at once, so the table shows nothing.
import UIKit

final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 5
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        return tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
    deinit {
        print("Rows deinit")
    }
}

let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
table.dataSource = Rows()
// expect: Rows deinit
print(table.dataSource == nil)
// expect: true
table.layoutIfNeeded()
print(table.visibleCells.count)
// expect: 0

let kept = Rows()
table.dataSource = kept
table.reloadData()
table.layoutIfNeeded()
print(table.visibleCells.count, table.dataSource === kept)
// expect: 5 true
