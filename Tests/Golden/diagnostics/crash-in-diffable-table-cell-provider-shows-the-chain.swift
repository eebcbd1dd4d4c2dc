// A crash in a UITableViewDiffableDataSource's cell provider names the provider as UIKit calling back during layout.
import UIKit

let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
let prices: [String: Int] = ["tea": 3]
let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, name in
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = "\(name): \(prices[name]!)"
    print("row \(indexPath.row)")
    return cell
}
var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
snapshot.appendSections([0])
snapshot.appendItems(["tea", "cake"])
dataSource.apply(snapshot, animatingDifferences: false)
tableView.layoutIfNeeded()
// expect: row 0
// expect-crash: Fatal error: Unexpectedly found nil while unwrapping an Optional value
// expect-chain: in a closure
// expect-chain: called by UIKit from crash-in-diffable-table-cell-provider-shows-the-chain.swift:16:1
