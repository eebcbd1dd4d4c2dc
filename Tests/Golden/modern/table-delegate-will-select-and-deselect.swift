// A tap asks the delegate's willSelectRowAt first: nil keeps the row from being selected (and didSelectRowAt is not
// called), another index path selects that row instead; selecting a new row tells the delegate the old one was
// deselected first. A table view controller's override is asked the same way.
import UIKit

final class AccountMenu: NSObject, UITableViewDataSource, UITableViewDelegate {
    let items = ["Profile", "Billing (locked)", "Header: Privacy", "Privacy settings"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        let title = items[indexPath.row]
        print("will select \(title)")
        if title.hasSuffix("(locked)") { return nil }
        // A header-like row hands the selection to the row below it.
        if title.hasPrefix("Header:") { return IndexPath(row: indexPath.row + 1, section: indexPath.section) }
        return indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        print("did deselect \(items[indexPath.row])")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("did select \(items[indexPath.row])")
    }
}

let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
let menu = AccountMenu()
table.dataSource = menu
table.delegate = menu
table.layoutIfNeeded()

table.simulateTap(at: IndexPath(row: 0, section: 0))
table.simulateTap(at: IndexPath(row: 1, section: 0))
print("selected:", table.indexPathForSelectedRow.map { $0.row } ?? -1)
table.simulateTap(at: IndexPath(row: 2, section: 0))
print("selected:", table.indexPathForSelectedRow.map { $0.row } ?? -1)
print("cell 3 selected:", table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected ?? false)

final class FiltersViewController: UITableViewController {
    let filters = ["All", "Unread", "Flagged"]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { filters.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "filter", for: indexPath)
        cell.textLabel?.text = filters[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == 0 ? nil : indexPath
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("filter", filters[indexPath.row])
    }
}

let filters = FiltersViewController(style: .plain)
filters.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "filter")
filters.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
filters.tableView.layoutIfNeeded()
filters.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
filters.tableView.simulateTap(at: IndexPath(row: 2, section: 0))
print(filters.tableView.indexPathForSelectedRow?.row ?? -1)
// expect: will select Profile
// expect: did select Profile
// expect: will select Billing (locked)
// expect: selected: 0
// expect: will select Header: Privacy
// expect: did deselect Profile
// expect: did select Privacy settings
// expect: selected: 3
// expect: cell 3 selected: true
// expect: filter Flagged
// expect: 2
