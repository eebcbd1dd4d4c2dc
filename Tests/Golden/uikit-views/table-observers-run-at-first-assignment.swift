// UIKit's own observers run at the first assignment after a table is made: a background view takes the table's
// bounds, and a header view its height above the rows. ReuseLab checks those observers only when they first run,
// which must not show.
import UIKit

let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
print(table.backgroundView == nil, table.tableHeaderView == nil)
let background = UIView()
table.backgroundView = background
print(background.frame.width, background.frame.height)
let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
table.tableHeaderView = header
print(table.tableHeaderView === header)
table.layoutIfNeeded()
print(table.contentSize.height)
// expect: true true
// expect: 320.0 480.0
// expect: true
// expect: 60.0
