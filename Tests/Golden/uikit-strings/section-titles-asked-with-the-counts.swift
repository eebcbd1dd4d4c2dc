// When a table asks for its section titles: with the counts, for every section (on screen or not), each
// section's header and footer titles before its row count, so before any row height or cell; then again for
// the headers that come into view once the cells are there.
import UIKit

final class Planets: NSObject, UITableViewDataSource, UITableViewDelegate {
    let sections = [("Inner", ["Mercury", "Venus"]), ("Outer", ["Jupiter", "Saturn"]), ("Dwarf", ["Pluto"])]
    func numberOfSections(in tableView: UITableView) -> Int {
        print("numberOfSections")
        return sections.count
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        print("numberOfRowsInSection \(section)")
        return sections[section].1.count
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        print("titleForHeaderInSection \(section)")
        return sections[section].0
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        print("titleForFooterInSection \(section)")
        return nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        print("heightForRowAt \(indexPath)")
        return 44
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        print("cellForRowAt \(indexPath)")
        return tableView.dequeueReusableCell(withIdentifier: "Planet", for: indexPath)
    }
}

let planets = Planets()
let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132), style: .plain)
tableView.sectionHeaderHeight = 22
tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Planet")
tableView.dataSource = planets
tableView.delegate = planets
tableView.layoutIfNeeded()
print(tableView.indexPathsForVisibleRows ?? [])
// expect: numberOfSections
// expect: titleForHeaderInSection 0
// expect: titleForFooterInSection 0
// expect: numberOfRowsInSection 0
// expect: titleForHeaderInSection 1
// expect: titleForFooterInSection 1
// expect: numberOfRowsInSection 1
// expect: titleForHeaderInSection 2
// expect: titleForFooterInSection 2
// expect: numberOfRowsInSection 2
// expect: heightForRowAt [0, 0]
// expect: heightForRowAt [0, 1]
// expect: heightForRowAt [1, 0]
// expect: heightForRowAt [1, 1]
// expect: heightForRowAt [2, 0]
// expect: cellForRowAt [0, 0]
// expect: cellForRowAt [0, 1]
// expect: titleForHeaderInSection 0
// expect: titleForHeaderInSection 1
// expect: [[0, 0], [0, 1]]
