// A table view controller is its table's delegate, and so a scroll view delegate: overriding
// scrollViewDidScroll is valid Swift, and ReuseLab names it as a callback it does not make yet.
import UIKit

final class FeedViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        print(scrollView.contentOffset.y)
    }
}
// expect-errors: 1
// expect-error: 'UIScrollViewDelegate.scrollViewDidScroll(_:)' is not simulated in ReuseLab yet
