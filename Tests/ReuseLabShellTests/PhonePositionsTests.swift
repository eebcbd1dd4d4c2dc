import Foundation
import ReuseLabLanguage
import ReuseLabSimulator
import XCTest

@testable import ReuseLabShell

/// The timeline's phone draws the screen as it is: rows where the content offset puts them, rows scrolled past
/// an edge but not yet queued outside the frame, section headers, grids for several items per line, and rows
/// moved by batch updates.
final class PhonePositionsTests: XCTestCase {
    func steps(_ entries: [String]) -> [String] { TimelineSteps.pictures(of: entries) }
    func phone(_ picture: String) -> [String] { TimelineSteps.phone(picture) }

    func testRowsFollowTheContentOffsetAndWaitPastTheEdgeUntilTheLayout() {
        let feed = DemoScript(source: WorkshopFixtures.photoFeed).entries
        let pictures = steps([
            feed[0], feed[1],
            "tableView.contentOffset = CGPoint(x: 0, y: 22)\ntableView.layoutIfNeeded()\ntableView.contentOffset = CGPoint(x: 0, y: 66)\ntableView.layoutIfNeeded()",
        ])
        let start = pictures[0]
        // 220 points of 44-point rows, scrolled by half a row during the entry: six lines, the last empty at first.
        XCTAssertEqual(
            phone(start),
            [
                "[0, 0]   PhotoCell#1", "[0, 1]   PhotoCell#2", "[0, 2]   PhotoCell#3",
                "[0, 3]   PhotoCell#4", "[0, 4]   PhotoCell#5", "",
            ], start)
        // The screen moves at once; the row that scrolled mostly out waits above it until the next layout.
        let scrolled = try? XCTUnwrap(pictures.first { $0.contains("contentOffset is now {0, 66}") })
        XCTAssertTrue(scrolled?.contains("↑ above, queued at next layout: [0, 0] #1") == true, scrolled ?? "")
        XCTAssertEqual(scrolled.map(phone)?.first, "[0, 1]   PhotoCell#2", scrolled ?? "")
        let halfway = try? XCTUnwrap(pictures.first { $0.contains("contentOffset is now {0, 22}") })
        XCTAssertEqual(halfway.map(phone)?.first, "[0, 0]   PhotoCell#1", "half a row out keeps its line: \(halfway ?? "")")
        let end = pictures.last ?? ""
        XCTAssertEqual(phone(end).first, "[0, 1]   PhotoCell#2", end)
        XCTAssertEqual(phone(end).last, "[0, 6]   PhotoCell#1", "#1 comes back at the bottom: \(end)")
    }

    func testCollectionViewsAreDrawnAsGridsWithTheirSectionHeaders() {
        let setup = """
            final class TileCell: UICollectionViewCell {}
            final class HeaderView: UICollectionReusableView {}
            final class Tiles: NSObject, UICollectionViewDataSource {
                func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
                }
                func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
                }
            }
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumLineSpacing = 10
            layout.headerReferenceSize = CGSize(width: 320, height: 40)
            let tiles = Tiles()
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
            collectionView.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
            collectionView.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
            collectionView.dataSource = tiles
            """
        let pictures = steps([setup, "collectionView.layoutIfNeeded()"])
        let end = pictures.last ?? ""
        let lines = phone(end).filter { !$0.isEmpty }
        XCTAssertEqual(lines.first, "header §0  HeaderView#1", end)
        XCTAssertEqual(lines.dropFirst().first, "0 TileCell#1   1 TileCell#2   2 TileCell#3", end)
        XCTAssertEqual(lines.dropFirst(2).first, "3 TileCell#4   4 TileCell#5", "a short line keeps its columns: \(end)")
        XCTAssertTrue(end.contains("\"header Header\" queue") || end.contains("reuse queue"), end)
        XCTAssertTrue(pictures.contains { $0.contains("as the header of section 0; it appears on screen.") }, pictures.joined())
    }

    func testBatchUpdateMovesMoveTheRows() {
        let setup = """
            final class Rows: NSObject, UITableViewDataSource {
                var names = ["ant", "bee", "cat"]
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                }
            }
            final class NameCell: UITableViewCell {}
            let rows = Rows()
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 176), style: .plain)
            tableView.register(NameCell.self, forCellReuseIdentifier: "Cell")
            tableView.dataSource = rows
            tableView.layoutIfNeeded()
            """
        let pictures = steps([
            setup, "rows.names.insert(\"asp\", at: 0)\ntableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)",
        ])
        let firstMove = pictures.first { $0.contains("NameCell#1 moved [0, 0] → [0, 1]") } ?? ""
        XCTAssertEqual(phone(firstMove).prefix(2), ["", "▶[0, 1]   NameCell#1"], firstMove)
        let end = pictures.last ?? ""
        XCTAssertEqual(phone(end), ["[0, 0]   NameCell#4", "[0, 1]   NameCell#1", "[0, 2]   NameCell#2", "[0, 3]   NameCell#3"], end)
    }

    func testMoveEventsAreReadBack() {
        XCTAssertEqual(
            TimelineMove("batch update: Cell#2 moved [0, 1] → [0, 3]"), TimelineMove(cell: "Cell#2", from: "[0, 1]", to: "[0, 3]"))
        XCTAssertNil(TimelineMove("reconfigured Cell#2 at [0, 1] (same cell: yes)"))
    }
}

extension TimelineMove {
    init(cell: String, from: String, to: String) {
        self.init("x: \(cell) moved \(from) → \(to)")!
    }
}
