import Foundation
import ReuseLabLanguage
import ReuseLabSimulator
import XCTest

@testable import ReuseLabShell

/// The timeline's phone across sections: a table's section headers and footers (with the data source's titles,
/// floating in a plain table), rows moved from one section to another, and a compositional layout's lines drawn
/// where the layout put each item (a grid, and an orthogonal section's row).
final class PhoneSectionsTests: XCTestCase {
    func steps(_ entries: [String]) -> [String] { TimelineSteps.pictures(of: entries) }
    func phone(_ picture: String) -> [String] { TimelineSteps.phone(picture) }

    static let sectionedTable = """
        final class NameCell: UITableViewCell {}
        final class Rows: NSObject, UITableViewDataSource {
            var names = [["ant", "bee", "cat", "doe"], ["eel", "fox", "gnu", "hen"], ["ibis", "jay"]]
            func numberOfSections(in tableView: UITableView) -> Int { names.count }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names[section].count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                ["Ants", "Eels", "Birds"][section]
            }
            func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                section == 2 ? "The end" : nil
            }
        }
        let rows = Rows()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 264), style: .plain)
        tableView.sectionHeaderHeight = 44
        tableView.register(NameCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = rows
        tableView.layoutIfNeeded()
        """

    func testTableSectionHeadersShowTheirTitlesAndScrollWithTheRows() {
        let pictures = steps([Self.sectionedTable, "tableView.contentOffset = CGPoint(x: 0, y: 88)\ntableView.layoutIfNeeded()"])
        let start = pictures.first { $0.contains(" step 0 of ") } ?? ""
        XCTAssertEqual(
            phone(start),
            [
                "header §0  \"Ants\"", "[0, 0]   NameCell#1", "[0, 1]   NameCell#2", "[0, 2]   NameCell#3",
                "[0, 3]   NameCell#4", "header §1  \"Eels\"",
            ], start)
        // Two rows down, the plain table's first header floats at the top over the row scrolling under it.
        let end = pictures.last ?? ""
        XCTAssertEqual(phone(end).first, "header §0  \"Ants\"", end)
        XCTAssertEqual(
            Array(phone(end).dropFirst().prefix(4)),
            ["[0, 2]   NameCell#3", "[0, 3]   NameCell#4", "header §1  \"Eels\"", "[1, 0]   NameCell#1"], end)
    }

    func testAFloatingHeaderSaysWhichRowItCovers() {
        let pictures = steps([Self.sectionedTable, "tableView.contentOffset = CGPoint(x: 0, y: 88)\ntableView.layoutIfNeeded()"])
        let end = pictures.last ?? ""
        // Row [0, 1] starts at 88, the top of the screen: it is on screen (UIKit lists it as visible) but under the
        // header, so the phone draws the header and says what it hides.
        XCTAssertEqual(phone(end).first, "header §0  \"Ants\"", end)
        XCTAssertFalse(phone(end).contains("[0, 1]   NameCell#2"), end)
        let lines = end.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let bottom = try? XCTUnwrap(lines.firstIndex { $0.hasPrefix("└") })
        XCTAssertEqual(bottom.map { lines[$0 + 1] }, "header §0 floats over [0, 1] NameCell#2", end)
        // Before the scroll nothing is covered, and no such line is drawn.
        XCTAssertFalse(pictures.first?.contains("floats over") ?? true, pictures.first ?? "")
    }

    func testAReloadThatChangesTheSectionsRedrawsTheHeadersAtTheStepTheTableAsksAgain() throws {
        let options = {
            var options = ShellOptions()
            options.environment = ["LANG": "C.UTF-8", "NO_COLOR": "1", "COLUMNS": "80"]
            return options
        }()
        let io = CapturedIO()
        let session = Session(bundleDirectory: FileManager.default.temporaryDirectory)
        let controller = ReplController(engine: session, options: options, io: io, interactive: false)
        _ = controller.handle(
            Self.sectionedTable.replacingOccurrences(of: "height: 264", with: "height: 528")
                .replacingOccurrences(of: "[\"Ants\", \"Eels\", \"Birds\"]", with: "[\"Ants\", \"Eels\", \"Birds\", \"Deer\"]"))
        _ = controller.handle(
            """
            rows.names = [["ant"], ["bee", "cat"]]
            tableView.reloadData()
            tableView.layoutIfNeeded()
            rows.names = [["ant"], ["bee"], ["cat"], ["doe"]]
            tableView.reloadData()
            tableView.layoutIfNeeded()
            """)
        let timeline = try XCTUnwrap(controller.workshop.timeline(entry: nil))
        let asked = timeline.events.indices.filter {
            if case .counted = timeline.events[$0] { return true }
            return false
        }
        XCTAssertEqual(asked.count, 2, "each reloadData's layout asks the counts again: \(timeline.events)")
        let screen = PhoneScreen(unicode: true, style: TextStyle(enabled: false))
        func picture(_ step: Int) -> [String] {
            let state = timeline.state(afterStep: step)
            let scales = timeline.phoneScales()
            let text = screen.render(
                timeline, step: step, state: state, screenHeight: 12, scale: state.focusedView.flatMap { scales[$0.name] })
            return TimelineSteps.phone(text).filter { $0.hasPrefix("header") }
        }
        // Before the first reload's counts: the three sections of the entry before; at it, two; at the second, four.
        XCTAssertEqual(picture(asked[0]).count, 3, picture(asked[0]).description)
        XCTAssertEqual(picture(asked[0] + 1), ["header §0  \"Ants\"", "header §1  \"Eels\""])
        XCTAssertEqual(picture(asked[1] + 1).count, 4, picture(asked[1] + 1).description)
        // The last step agrees with the Simulator after the entry (what the pool diagram draws), headers included.
        let world = try XCTUnwrap(controller.engine.snapshot().views.first)
        let end = try XCTUnwrap(timeline.state(afterStep: timeline.stepCount).focusedView)
        XCTAssertTrue(end.matches(world), "replayed \(end) but the Simulator has \(world)")
        XCTAssertEqual(end.sectionBands, world.geometry?.sectionBands)
        XCTAssertTrue(
            TimelineNarration.describe(timeline.events[asked[1]]).hasPrefix(
                "tableView asks its data source how many sections and rows it has: 4 sections, 4 rows."))
    }

    func testAFloatingHeaderIsPushedUpByTheNextSectionAndFootersHaveLines() {
        let pictures = steps([Self.sectionedTable, "tableView.contentOffset = CGPoint(x: 0, y: 440)\ntableView.layoutIfNeeded()"])
        let end = pictures.last ?? ""
        // Section 1 ends at 440: its header has been pushed off; section 2's header, rows and footer follow.
        XCTAssertEqual(phone(end).filter { !$0.isEmpty }, ["header §2  \"Birds\"", "[2, 0]   NameCell#1", "[2, 1]   NameCell#2"], end)
        let grouped = steps([
            Self.sectionedTable.replacingOccurrences(of: "style: .plain", with: "style: .grouped")
                .replacingOccurrences(
                    of: "tableView.sectionHeaderHeight = 44", with: "tableView.sectionHeaderHeight = 44\ntableView.sectionFooterHeight = 44"
                ),
            "tableView.contentOffset = CGPoint(x: 0, y: 528)\ntableView.layoutIfNeeded()",
        ])
        let bottom = grouped.last ?? ""
        XCTAssertTrue(phone(bottom).contains("footer §2  \"The end\""), bottom)
        XCTAssertFalse(phone(bottom).contains("header §0  \"Ants\""), "a grouped table's header does not float: \(bottom)")
    }

    func testARowMovedToAnotherSectionLandsUnderThatSectionsHeader() {
        let setup = Self.sectionedTable.replacingOccurrences(of: "height: 264", with: "height: 528")
        let pictures = steps([
            setup,
            "let bee = rows.names[0].remove(at: 1)\nrows.names[1].insert(bee, at: 0)\ntableView.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))",
        ])
        let moved = pictures.first { $0.contains("NameCell#2 moved [0, 1] → [1, 0]") } ?? ""
        let lines = phone(moved)
        let header = lines.firstIndex(of: "header §1  \"Eels\"")
        XCTAssertNotNil(header, moved)
        XCTAssertEqual(header.map { lines[$0 + 1] }, "▶[1, 0]   NameCell#2", "the moved row sits where section 1 now begins: \(moved)")
        let end = pictures.last ?? ""
        XCTAssertEqual(
            Array(phone(end).prefix(9)),
            [
                "header §0  \"Ants\"", "[0, 0]   NameCell#1", "[0, 1]   NameCell#3", "[0, 2]   NameCell#4",
                "header §1  \"Eels\"", "[1, 0]   NameCell#2", "[1, 1]   NameCell#5", "[1, 2]   NameCell#6", "[1, 3]   NameCell#7",
            ], end)
    }

    func testACompositionalLayoutsItemsAreDrawnWhereItPlacedThem() {
        let setup = """
            final class CardCell: UICollectionViewCell {}
            final class TileCell: UICollectionViewCell {}
            final class Store: NSObject, UICollectionViewDataSource {
                func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 10 : 30 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: indexPath.section == 0 ? "card" : "tile", for: indexPath)
                }
            }
            let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
                if sectionIndex == 0 {
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.orthogonalScrollingBehavior = .continuous
                    return section
                }
                let tile = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let row = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: tile, count: 3)
                return NSCollectionLayoutSection(group: row)
            }
            let store = Store()
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
            collectionView.register(CardCell.self, forCellWithReuseIdentifier: "card")
            collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
            collectionView.dataSource = store
            """
        let pictures = steps([setup, "collectionView.layoutIfNeeded()"])
        let lines = phone(pictures.last ?? "").filter { !$0.isEmpty }
        // The row of 150-point cards runs past the right edge (›); the grid below has three columns.
        XCTAssertEqual(lines.first, "0 CardCell#1    1 CardCell#2     2 #3      ›", pictures.last ?? "")
        XCTAssertEqual(lines.dropFirst().first, "0 TileCell#1   1 TileCell#2   2 TileCell#3", pictures.last ?? "")
        XCTAssertEqual(lines.count, 4, pictures.last ?? "")
    }
}
