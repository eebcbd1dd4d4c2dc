// A storyboard prototype with a built-in style keeps its labels as the cell's textLabel and detailTextLabel, with Interface Builder's accessory and selection style.
import UIKit

final class ContactList: UITableViewController {
    let contacts = [("Ada Lovelace", "Analyst"), ("Alan Turing", "Codebreaker")]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return contacts.count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        print("before: \(cell.textLabel?.text ?? "nil") / \(cell.detailTextLabel?.text ?? "nil")")
        cell.textLabel?.text = contacts[indexPath.row].0
        cell.detailTextLabel?.text = contacts[indexPath.row].1
        return cell
    }
}

let list = UIStoryboard(name: "Contacts", bundle: nil).instantiateViewController(withIdentifier: "Contacts") as! ContactList
list.tableView!.layoutIfNeeded()
// expect: before: Title / Subtitle
// expect: before: Title / Subtitle
let first = list.tableView!.cellForRow(at: IndexPath(row: 0, section: 0))!
print(first.textLabel?.text ?? "nil", "-", first.detailTextLabel?.text ?? "nil")
// expect: Ada Lovelace - Analyst
print(first.contentView.subviews.count, first.accessoryType == .checkmark, first.selectionStyle == .none)
// expect: 2 true true
