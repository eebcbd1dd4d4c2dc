// A delegate method UIKit would call but ReuseLab never does is named as not simulated at its declaration,
// rather than silently never called: in a data source of one's own, and overridden in a UITableViewController
// subclass (the controller is its table's data source and delegate, and so a scroll view delegate).
import UIKit

final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
}

// Row editing is not simulated: the override is named, not reported as overriding nothing.
final class NotesViewController: UITableViewController {
    var notes = ["one", "two"]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        notes.remove(at: indexPath.row)
    }
}

// Scrolling calls no delegate here yet.
final class FeedViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        print(scrollView.contentOffset.y)
    }
}
// expect-errors: 4
// expect-error: 'UITableViewDelegate.tableView(_:willDeselectRowAt:)' is not simulated in ReuseLab yet
// expect-error: 'UITableViewDataSource.tableView(_:canEditRowAt:)' is not simulated in ReuseLab yet
// expect-error: 'UITableViewDataSource.tableView(_:commit:forRowAt:)' is not simulated in ReuseLab yet
// expect-error: 'UIScrollViewDelegate.scrollViewDidScroll(_:)' is not simulated in ReuseLab yet
