// A data source's section titles are UIKit's business: the table asks for them, and the headers' heights push
// each section's rows down.
import UIKit

final class NameCell: UITableViewCell {}

final class Animals: NSObject, UITableViewDataSource {
    let sections = [("Insects", ["ant", "bee", "cricket"]), ("Fish", ["eel", "carp"])]
    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].0
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == sections.count - 1 ? "\(sections.map { $0.1.count }.reduce(0, +)) animals" : nil
    }
}

let animals = Animals()
let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 176), style: .plain)
tableView.sectionHeaderHeight = 44
tableView.register(NameCell.self, forCellReuseIdentifier: "Name")
tableView.dataSource = animals
tableView.layoutIfNeeded()
print(tableView.indexPathsForVisibleRows ?? [])
print(tableView.contentSize.height)
tableView.contentOffset = CGPoint(x: 0, y: 176)
tableView.layoutIfNeeded()
print(tableView.indexPathsForVisibleRows ?? [])
print(animals.tableView(tableView, titleForHeaderInSection: 1) ?? "none")
// expect: [[0, 0], [0, 1], [0, 2]]
// expect: 308.0
// expect: [[1, 0], [1, 1]]
// expect: Fish
