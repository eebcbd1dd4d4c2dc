// Reusable's default reuseIdentifier, nib name and scene identifier are the dynamic class name, subclasses included.
import UIKit
import Reusable

class BaseCell: UITableViewCell, Reusable {}
final class DerivedCell: BaseCell {}
final class Screen: UIViewController, StoryboardSceneBased {
    static let sceneStoryboard = UIStoryboard(name: "Catalog", bundle: nil)
}

print(BaseCell.reuseIdentifier, DerivedCell.reuseIdentifier)
// expect: BaseCell DerivedCell
let metatype: Reusable.Type = DerivedCell.self
print(metatype.reuseIdentifier)
// expect: DerivedCell
print(Screen.sceneIdentifier)
// expect: Screen

let tableView = UITableView()
tableView.register(cellType: DerivedCell.self)
let cell = tableView.dequeueReusableCell(for: IndexPath(row: 0, section: 0), cellType: DerivedCell.self)
print(type(of: cell), cell.reuseIdentifier ?? "nil")
// expect: DerivedCell DerivedCell
