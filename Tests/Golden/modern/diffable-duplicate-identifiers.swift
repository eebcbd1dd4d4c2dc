// Item identifiers must be unique: appending the same identifier twice is UIKit's exception, raised by the snapshot itself, before anything is applied.
import UIKit

var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
snapshot.appendSections([0])
snapshot.appendItems(["milk", "eggs"])
print(snapshot.numberOfItems)
snapshot.appendItems(["bread", "bread"])
print("not reached")
// expect: 2
// expect-crash: reason: 'supplied item identifiers are not unique. Duplicate identifiers: { "bread" }'
