// Trait collections: every view and view controller reports the simulated iPhone's traits (light mode, compact width, regular height, 3x), which never change, so a cell's `traitCollectionDidChange(_:)` override compiles and is never called.
import UIKit

final class ThemedCell: UITableViewCell {
    var changes = 0

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes += 1
        applyTheme()
    }

    func applyTheme() {
        let dark = traitCollection.userInterfaceStyle == .dark
        contentView.backgroundColor = dark ? .black : .white
        textLabel?.textColor = dark ? .white : .black
    }
}

final class Source: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { return 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "themed", for: indexPath) as! ThemedCell
        cell.applyTheme()
        return cell
    }
}

let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
table.register(ThemedCell.self, forCellReuseIdentifier: "themed")
let source = Source()
table.dataSource = source
table.layoutIfNeeded()
let cell = table.visibleCells[0] as! ThemedCell
print(cell.contentView.backgroundColor == .white, cell.changes)
// expect: true 0

let traits = table.traitCollection
print(traits.userInterfaceStyle == .light, traits.horizontalSizeClass == .compact, traits.verticalSizeClass == .regular)
// expect: true true true
print(traits.userInterfaceIdiom == .phone, traits.displayScale)
// expect: true 3.0

final class GridController: UIViewController {
    var columns: Int {
        return traitCollection.horizontalSizeClass == .regular ? 4 : 2
    }
}
print(GridController().columns)
// expect: 2

let dark = UITraitCollection(userInterfaceStyle: .dark)
print(dark.hasDifferentColorAppearance(comparedTo: traits), traits.hasDifferentColorAppearance(comparedTo: UITraitCollection.current))
// expect: true false
