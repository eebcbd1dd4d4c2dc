// UIKit's dataSource is weak: a data source made in the assignment is freed at once, as swiftc warns.
import UIKit

final class NumbersDataSource: NSObject, UITableViewDataSource {
    deinit { print("data source freed") }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}

let tableView = UITableView()
tableView.dataSource = NumbersDataSource()
print(tableView.dataSource == nil)

// expect: data source freed
// expect: true
// expect-warning: instance will be immediately deallocated because property 'dataSource' is 'weak'
// expect-note: a strong reference is required to prevent the instance from being deallocated
