// The layout after a scroll places every visible cell at its row again, also a cell whose frame the program moved or resized.
import UIKit

final class PlainCell: UITableViewCell {}

final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
    }
}

let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132), style: .plain)
table.rowHeight = 44
table.register(PlainCell.self, forCellReuseIdentifier: "Plain")
let rows = Rows()
table.dataSource = rows
table.layoutIfNeeded()
let second = table.cellForRow(at: IndexPath(row: 1, section: 0))!
let third = table.cellForRow(at: IndexPath(row: 2, section: 0))!
print(second.frame, third.frame)
second.frame.origin.x = 12
third.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
print(second.frame, third.frame)
table.contentOffset = CGPoint(x: 0, y: 10)
table.layoutIfNeeded()
print(second.frame, third.frame)
second.frame.size.height = 10
table.contentOffset = CGPoint(x: 0, y: 44)
table.layoutIfNeeded()
print(second.frame, table.indexPathsForVisibleRows!.map { $0.row })
// expect: (0.0, 44.0, 320.0, 44.0) (0.0, 88.0, 320.0, 44.0)
// expect: (12.0, 44.0, 320.0, 44.0) (1.0, 2.0, 3.0, 4.0)
// expect: (0.0, 44.0, 320.0, 44.0) (0.0, 88.0, 320.0, 44.0)
// expect: (0.0, 44.0, 320.0, 44.0) [1, 2, 3]
