// Subclassing UITableViewDiffableDataSource with concrete identifier types: the cell provider and the inherited members read the subclass's types, and overriding titleForHeaderInSection gives the table its section titles.
import UIKit

enum Shelf: Int, CaseIterable { case reading, finished }

struct Book: Hashable {
    let title: String
    var pages: Int
}

final class ShelfDataSource: UITableViewDiffableDataSource<Shelf, Book> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch sectionIdentifier(for: section) {
        case .reading?: return "Reading now"
        case .finished?: return "Finished"
        case nil: return nil
        }
    }
    func longestBook() -> Book? {
        snapshot().itemIdentifiers.max { $0.pages < $1.pages }
    }
}

let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
tableView.sectionHeaderHeight = 28
tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Book")
let dataSource = ShelfDataSource(tableView: tableView) { tableView, indexPath, book in
    let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath)
    cell.textLabel?.text = "\(book.title), \(book.pages) pages"
    return cell
}
var snapshot = NSDiffableDataSourceSnapshot<Shelf, Book>()
snapshot.appendSections(Shelf.allCases)
snapshot.appendItems([Book(title: "Dune", pages: 412), Book(title: "Emma", pages: 90)], toSection: .reading)
snapshot.appendItems([Book(title: "Ubik", pages: 202)], toSection: .finished)
dataSource.apply(snapshot, animatingDifferences: false)
tableView.layoutIfNeeded()

let first: Book? = dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0))
print(first?.title ?? "-")
print(tableView.visibleCells.compactMap { $0.textLabel?.text })
print(dataSource.tableView(tableView, titleForHeaderInSection: 1) ?? "no title")
print(dataSource.longestBook()?.title ?? "-")
print(dataSource.snapshot().itemIdentifiers(inSection: .finished).map(\.title))
// expect: Dune
// expect: ["Dune, 412 pages", "Emma, 90 pages", "Ubik, 202 pages"]
// expect: Finished
// expect: Dune
// expect: ["Ubik"]
