// A UITableViewController subclass may override the editing methods (they are the controller's, as Swift imports
// them), but ReuseLab does not simulate row editing: it says so at the override, not "does not override".
import UIKit

final class NotesViewController: UITableViewController {
    var notes = ["one", "two"]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
}
// expect-errors: 1
// expect-error: 'UITableViewDataSource.tableView(_:canEditRowAt:)' is not simulated in ReuseLab yet
