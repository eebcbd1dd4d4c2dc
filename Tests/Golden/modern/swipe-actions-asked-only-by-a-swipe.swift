// Swipe actions: UIKit asks the delegate for them only when the user swipes a row, so laying out the table never calls the method; the script asks for the configuration itself and calls an action's handler as a tap would.
import UIKit

final class InboxViewController: UITableViewController {
    var messages = ["Lunch?", "Invoice", "Weekend plans"]
    var archived: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        print("asked for the actions of row", indexPath.row)
        let archive = UIContextualAction(style: .normal, title: "Archive") { [weak self] _, _, finished in
            guard let self else { return finished(false) }
            self.archived.append(self.messages.remove(at: indexPath.row))
            tableView.deleteRows(at: [indexPath], with: .automatic)
            finished(true)
        }
        archive.backgroundColor = .systemBlue
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, finished in
            finished(false)
        }
        let configuration = UISwipeActionsConfiguration(actions: [archive, delete])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}

let inbox = InboxViewController(style: .plain)
inbox.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
inbox.tableView.layoutIfNeeded()
print(inbox.tableView.visibleCells.count)
// expect: 3

// What a swipe on the second row would show, and a tap on its first action.
let row = IndexPath(row: 1, section: 0)
let swipe = inbox.tableView(inbox.tableView, trailingSwipeActionsConfigurationForRowAt: row)!
// expect: asked for the actions of row 1
print(swipe.actions.map { $0.title ?? "" }, swipe.actions[1].style == .destructive, swipe.performsFirstActionWithFullSwipe)
// expect: ["Archive", "Delete"] true false
let archive = swipe.actions[0]
archive.handler(archive, inbox.tableView.cellForRow(at: row)!) { performed in
    print("performed:", performed)
}
// expect: performed: true
inbox.tableView.layoutIfNeeded()
print(inbox.messages, inbox.archived, inbox.tableView.numberOfRows(inSection: 0))
// expect: ["Lunch?", "Weekend plans"] ["Invoice"] 2

// A list layout's providers are kept for the swipe that never comes.
var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
list.trailingSwipeActionsConfigurationProvider = { indexPath in
    print("never asked without a swipe")
    return nil
}
let layout = UICollectionViewCompositionalLayout.list(using: list)
print(list.trailingSwipeActionsConfigurationProvider != nil, list.leadingSwipeActionsConfigurationProvider == nil)
// expect: true true
