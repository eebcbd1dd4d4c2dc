// Diffable identifiers are compared and hashed with the item type's own == and hash(into:): an item whose title changed but whose id did not is the same item, and two items with one id are UIKit's duplicate-identifier exception.
import UIKit

struct Contact: Hashable {
    let id: Int
    var name: String
    static func == (lhs: Contact, rhs: Contact) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

final class ContactCell: UITableViewCell {}

let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
tableView.register(ContactCell.self, forCellReuseIdentifier: "Contact")
let dataSource = UITableViewDiffableDataSource<Int, Contact>(tableView: tableView) { tableView, indexPath, contact in
    let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
    cell.textLabel?.text = contact.name
    print("cell for \(contact.name)")
    return cell
}
var snapshot = NSDiffableDataSourceSnapshot<Int, Contact>()
snapshot.appendSections([0])
snapshot.appendItems([Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")])
dataSource.apply(snapshot)
tableView.layoutIfNeeded()
let first = tableView.cellForRow(at: IndexPath(row: 0, section: 0))

var renamed = NSDiffableDataSourceSnapshot<Int, Contact>()
renamed.appendSections([0])
renamed.appendItems([Contact(id: 1, name: "Ada Lovelace"), Contact(id: 2, name: "Grace")])
dataSource.apply(renamed)
print(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === first, first?.textLabel?.text ?? "")
print(renamed.indexOfItem(Contact(id: 2, name: "anyone")) ?? -1)
print(dataSource.indexPath(for: Contact(id: 1, name: "")) ?? IndexPath(row: -1, section: -1))

renamed.reconfigureItems([Contact(id: 1, name: "")])
dataSource.apply(renamed)
print(first?.textLabel?.text ?? "")

var twice = NSDiffableDataSourceSnapshot<Int, Contact>()
twice.appendSections([0])
twice.appendItems([Contact(id: 3, name: "Alan"), Contact(id: 3, name: "Turing")])
print("not reached")
// expect: cell for Ada
// expect: cell for Grace
// expect: true Ada
// expect: 1
// expect: [0, 0]
// expect: cell for Ada Lovelace
// expect: Ada Lovelace
// expect-crash: reason: 'supplied item identifiers are not unique. Duplicate identifiers: { main.Contact(id: 3, name: "Turing") }'
