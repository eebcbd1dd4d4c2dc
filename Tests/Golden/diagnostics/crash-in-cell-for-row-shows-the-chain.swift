// A crash in the data source's cellForRowAt, called back by UIKit during layout, shows where the learner's calls led.
import UIKit

final class NameCell: UITableViewCell {}

final class NamesDataSource: NSObject, UITableViewDataSource {
    let names: [String?] = ["Ada", nil]

    func name(at indexPath: IndexPath) -> String {
        return names[indexPath.row]!
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
        cell.textLabel?.text = name(at: indexPath)
        print("row \(indexPath.row)")
        return cell
    }
}

let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
tableView.register(NameCell.self, forCellReuseIdentifier: "Name")
let dataSource = NamesDataSource()
tableView.dataSource = dataSource
tableView.reloadData()
tableView.layoutIfNeeded()
// expect: row 0
// expect-crash: Fatal error: Unexpectedly found nil while unwrapping an Optional value
// expect-chain: in NamesDataSource.name(at:)
// expect-chain: called from NamesDataSource.tableView(_:cellForRowAt:) at crash-in-cell-for-row-shows-the-chain.swift:19:32
// expect-chain: called by UIKit from crash-in-cell-for-row-shows-the-chain.swift:30:1
