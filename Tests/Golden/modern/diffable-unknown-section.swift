// Asking a snapshot about a section it does not have is UIKit's exception, not an empty answer.
import UIKit

enum Section {
    case today
    case later
}

var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
snapshot.appendSections([.today])
snapshot.appendItems([1, 2, 3], toSection: .today)
print(snapshot.numberOfItems(inSection: .today), snapshot.sectionIdentifiers, snapshot.indexOfSection(.later) == nil)
print(snapshot.itemIdentifiers(inSection: .later))
// expect: 3 [main.Section.today] true
// expect-crash: 'Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)'
