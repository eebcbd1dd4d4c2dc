// A delegate method UIKit would call but ReuseLab never does is named as not simulated at its declaration,
// rather than silently never called.
import UIKit

final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
}
// expect-error: 'UITableViewDelegate.tableView(_:willSelectRowAt:)' is not simulated in ReuseLab yet
