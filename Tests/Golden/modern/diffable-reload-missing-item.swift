// reloadItems names items by identifier: one that is not in the snapshot is UIKit's exception; deleting and moving change the order.
import UIKit

var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
snapshot.appendSections([0])
snapshot.appendItems(["a", "b", "c", "d"])
snapshot.deleteItems(["b"])
snapshot.moveItem("d", beforeItem: "a")
snapshot.insertItems(["z"], beforeItem: "c")
print(snapshot.itemIdentifiers, snapshot.numberOfItems, snapshot.sectionIdentifier(containingItem: "z") ?? -1)
snapshot.reloadItems(["b"])
// expect: ["d", "a", "z", "c"] 4 0
// expect-crash: reason: 'Attempted to reload item identifier that does not exist in the snapshot: "b"'
