// Apple's diffable samples key the snapshot by the model's ID, not the model: `Recipe.ID` is whatever type
// `id` has. It can be named before anything else is known: in the superclass of a data source subclass, in
// a type alias inside a type, a stored property's type and a method's parameter.
import UIKit

enum Course: String, CaseIterable {
    case starter = "Starters"
    case main = "Mains"
}

struct Recipe: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var course: Course
    var isFavorite = false
}

final class RecipeSource: UITableViewDiffableDataSource<Course, Recipe.ID> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.rawValue
    }
}

final class RecipeList {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Course, Recipe.ID>
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .grouped)
    private var recipes: [Recipe.ID: Recipe] = [:]
    private var source: RecipeSource!

    init(_ all: [Recipe]) {
        for recipe in all { recipes[recipe.id] = recipe }
        table.register(UITableViewCell.self, forCellReuseIdentifier: "recipe")
        source = RecipeSource(tableView: table) { [unowned self] table, indexPath, id in
            let cell = table.dequeueReusableCell(withIdentifier: "recipe", for: indexPath)
            let recipe = self.recipes[id]!
            var content = cell.defaultContentConfiguration()
            content.text = recipe.name + (recipe.isFavorite ? " ★" : "")
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = Snapshot()
        snapshot.appendSections(Course.allCases)
        for course in Course.allCases {
            snapshot.appendItems(all.filter { $0.course == course }.map(\.id), toSection: course)
        }
        source.apply(snapshot, animatingDifferences: false)
    }

    func favorite(_ id: Recipe.ID) {
        recipes[id]?.isFavorite = true
        var snapshot = source.snapshot()
        snapshot.reconfigureItems([id])
        source.apply(snapshot)
    }

    func show() {
        for section in 0..<table.numberOfSections {
            print(source.tableView(table, titleForHeaderInSection: section) ?? "")
            for row in 0..<table.numberOfRows(inSection: section) {
                let cell = table.cellForRow(at: IndexPath(row: row, section: section))
                print("  " + ((cell?.contentConfiguration as? UIListContentConfiguration)?.text ?? "?"))
            }
        }
    }
}

let soup = Recipe(name: "Tomato soup", course: .starter)
let list = RecipeList([soup, Recipe(name: "Risotto", course: .main), Recipe(name: "Bruschetta", course: .starter)])
list.table.layoutIfNeeded()
list.favorite(soup.id)
list.table.layoutIfNeeded()
list.show()
// expect: Starters
// expect:   Tomato soup ★
// expect:   Bruschetta
// expect: Mains
// expect:   Risotto
