// A method of a view controller called without `self.` inside `DispatchQueue.main.async`, whose closure escapes.
import UIKit

final class InboxViewController: UITableViewController {
    var messages: [String] = []

    func refresh() {
        DispatchQueue.main.async {
            self.messages = ["Welcome"]
            reloadRows()
        }
    }

    func reloadRows() {
        tableView.reloadData()
    }
}
// expect-error: call to method 'reloadRows' in closure requires explicit use of 'self' to make capture semantics explicit
// expect-note: reference 'self.' explicitly
// expect-note: capture 'self' explicitly to enable implicit 'self' in this closure
