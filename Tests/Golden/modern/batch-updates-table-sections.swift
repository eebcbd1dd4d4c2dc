// insertSections, deleteSections, reloadSections and moveSection keep the cells of the sections that stay (moved to their new index paths) and ask only for the new ones; a section count the data source did not change is UIKit's "invalid number of sections".
import UIKit

final class Groups: NSObject, UITableViewDataSource {
    var groups = [["ant", "bee"], ["cat"], ["dog", "eel"]]
    func numberOfSections(in tableView: UITableView) -> Int { groups.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { groups[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = groups[indexPath.section][indexPath.row]
        print("cell for \(groups[indexPath.section][indexPath.row]) at \(indexPath)")
        return cell
    }
}

func shown(_ tableView: UITableView) -> String {
    (tableView.indexPathsForVisibleRows ?? []).map { "\($0.section).\($0.row) \(tableView.cellForRow(at: $0)?.textLabel?.text ?? "?")" }.joined(separator: ", ")
}

let groups = Groups()
let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
tableView.dataSource = groups
tableView.layoutIfNeeded()

print("insert section 1")
groups.groups.insert(["fox"], at: 1)
tableView.insertSections(IndexSet(integer: 1), with: .automatic)
print(shown(tableView))

print("delete section 0")
groups.groups.remove(at: 0)
tableView.deleteSections(IndexSet(integer: 0), with: .fade)
print(shown(tableView))

print("move section 2 to 0")
tableView.performBatchUpdates({
    let moved = groups.groups.remove(at: 2)
    groups.groups.insert(moved, at: 0)
    tableView.moveSection(2, toSection: 0)
})
print(shown(tableView))

print("reload section 1")
groups.groups[1] = ["gnu", "hen"]
tableView.reloadSections(IndexSet(integer: 1), with: .none)
print(shown(tableView))

groups.groups.append(["ibis"])
tableView.reloadData()
tableView.layoutIfNeeded()
groups.groups.append(["jay"])
tableView.insertSections(IndexSet([4, 5]), with: .automatic)
print("not reached")
// expect: cell for ant at [0, 0]
// expect: cell for bee at [0, 1]
// expect: cell for cat at [1, 0]
// expect: cell for dog at [2, 0]
// expect: cell for eel at [2, 1]
// expect: insert section 1
// expect: cell for fox at [1, 0]
// expect: 0.0 ant, 0.1 bee, 1.0 fox, 2.0 cat, 3.0 dog, 3.1 eel
// expect: delete section 0
// expect: 0.0 fox, 1.0 cat, 2.0 dog, 2.1 eel
// expect: move section 2 to 0
// expect: 0.0 dog, 0.1 eel, 1.0 fox, 2.0 cat
// expect: reload section 1
// expect: cell for gnu at [1, 0]
// expect: cell for hen at [1, 1]
// expect: 0.0 dog, 0.1 eel, 1.0 gnu, 1.1 hen, 2.0 cat
// expect: cell for dog at [0, 0]
// expect: cell for eel at [0, 1]
// expect: cell for gnu at [1, 0]
// expect: cell for hen at [1, 1]
// expect: cell for cat at [2, 0]
// expect: cell for ibis at [3, 0]
// expect-crash: reason: 'attempt to insert section 5 but there are only 5 sections after the update'
