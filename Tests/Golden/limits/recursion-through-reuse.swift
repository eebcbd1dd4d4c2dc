// A data source that dequeues by calling itself recurses forever: the depth limit stops it.
import UIKit

final class EchoDataSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 1
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        return self.tableView(tableView, cellForRowAt: indexPath)
    }
}

let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
let dataSource = EchoDataSource()
tableView.dataSource = dataSource
print("before layout")
// expect: before layout
tableView.reloadData()
tableView.layoutIfNeeded()
// expect-limit:
