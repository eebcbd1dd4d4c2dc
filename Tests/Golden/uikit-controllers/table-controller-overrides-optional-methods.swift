// A UITableViewController subclass overrides the optional data-source and delegate methods (Swift imports them
// into the controller, so each takes `override`); one it leaves alone is as if missing: the table uses rowHeight.
import UIKit

final class PantryViewController: UITableViewController {
    let shelves = [["Rice", "Oats"], ["Salt"]]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        tableView.rowHeight = 50
    }
    override func numberOfSections(in tableView: UITableView) -> Int { shelves.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shelves[section].count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = shelves[indexPath.section][indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Grains" : "Spices"
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("picked", shelves[indexPath.section][indexPath.row])
    }
}

final class TallPantryViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 0 ? 80 : 44
    }
}

let pantry = PantryViewController(style: .plain)
pantry.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
pantry.tableView.layoutIfNeeded()
print(pantry.tableView.visibleCells.map { $0.textLabel?.text ?? "" })
print(pantry.tableView.visibleCells.map { $0.frame.height })
pantry.tableView(pantry.tableView, didSelectRowAt: IndexPath(row: 0, section: 1))

let tall = TallPantryViewController(style: .plain)
tall.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
tall.tableView.layoutIfNeeded()
print(tall.tableView.visibleCells.map { $0.frame })
// expect: ["Rice", "Oats", "Salt"]
// expect: [50.0, 50.0, 50.0]
// expect: picked Salt
// expect: [(0.0, 0.0, 320.0, 80.0), (0.0, 80.0, 320.0, 44.0)]
