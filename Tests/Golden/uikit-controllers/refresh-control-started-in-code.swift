// Pull to refresh: a table view controller's `refreshControl` is its table view's; UIKit sends `.valueChanged` when the user pulls, which ReuseLab never does, so the script acts out the pull with `sendActions(for:)`; `beginRefreshing()` in code sends nothing.
import UIKit

final class NewsViewController: UITableViewController {
    var headlines = ["Old news"]
    var reloads = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "headline")
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: #selector(pulled), for: .valueChanged)
        refreshControl = refresh
    }

    @objc func pulled() {
        headlines.insert("Fresh news", at: 0)
        tableView.reloadData()
        reloads += 1
        refreshControl?.endRefreshing()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return headlines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "headline", for: indexPath)
        cell.textLabel?.text = headlines[indexPath.row]
        return cell
    }
}

let news = NewsViewController(style: .plain)
news.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
news.tableView.layoutIfNeeded()
print(news.refreshControl === news.tableView.refreshControl, news.refreshControl?.isRefreshing ?? true)
// expect: true false

news.refreshControl?.beginRefreshing()
print(news.refreshControl?.isRefreshing ?? false, news.reloads)
// expect: true 0

news.refreshControl?.sendActions(for: .valueChanged)
news.tableView.layoutIfNeeded()
print(news.reloads, news.refreshControl?.isRefreshing ?? true, news.tableView.visibleCells.compactMap { $0.textLabel?.text })
// expect: 1 false ["Fresh news", "Old news"]
