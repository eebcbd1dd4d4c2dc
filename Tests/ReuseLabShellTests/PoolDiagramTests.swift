import ReuseLabShell
import ReuseLabSimulator
import XCTest

final class PoolDiagramTests: XCTestCase {
    static func view(
        visible: [(String, String)], queue: [String], created: Int, reused: Int,
        registrations: [RegistrationSnapshot] = [RegistrationSnapshot(role: "cell", identifier: "Cell", source: "class MyCell")]
    ) -> ViewSnapshot {
        ViewSnapshot(
            name: "tableView", className: "UITableView", registrations: registrations,
            visible: visible.map { VisibleCellSnapshot(indexPath: $0.0, cell: $0.1) },
            queues: [QueueSnapshot(identifier: "Cell", cells: queue)], cellsCreated: created, cellsReused: reused)
    }

    let before = PoolSnapshot(views: [
        view(
            visible: [("[0, 0]", "MyCell#1"), ("[0, 1]", "MyCell#2"), ("[0, 2]", "MyCell#3")],
            queue: [], created: 3, reused: 0)
    ])
    let after = PoolSnapshot(views: [
        view(
            visible: [("[0, 1]", "MyCell#2"), ("[0, 2]", "MyCell#3"), ("[0, 3]", "MyCell#4")],
            queue: ["MyCell#1"], created: 4, reused: 0)
    ])

    func testAFirstDrawingHasNoMarks() {
        XCTAssertEqual(
            PoolDiagram(unicode: true).render(before),
            """
            ┌─ tableView: UITableView ────────────────────── created 3 · reused 0 ─┐
            │ registered   Cell → class MyCell                                     │
            │ visible      [0, 0] MyCell#1                                         │
            │              [0, 1] MyCell#2                                         │
            │              [0, 2] MyCell#3                                         │
            │ queued       Cell: (empty)                                           │
            └──────────────────────────────────────────────────────────────────────┘
            """)
    }

    func testScrollingMarksWhatChanged() {
        XCTAssertEqual(
            PoolDiagram(unicode: true).render(after, previous: before),
            """
            ┌─ tableView: UITableView ───────────────── created 4 (+1) · reused 0 ─┐
            │ registered   Cell → class MyCell                                     │
            │ visible      [0, 1] MyCell#2                                         │
            │              [0, 2] MyCell#3                                         │
            │            + [0, 3] MyCell#4                                         │
            │            - off screen: [0, 0] MyCell#1                             │
            │ queued     * Cell: +MyCell#1                                         │
            └──────────────────────────────────────────────────────────────────────┘
            """)
    }

    func testASCIIFallback() {
        XCTAssertEqual(
            PoolDiagram(unicode: false).render(after, previous: before),
            """
            +- tableView: UITableView ------------------ created 4 (+1), reused 0 -+
            | registered   Cell -> class MyCell                                    |
            | visible      [0, 1] MyCell#2                                         |
            |              [0, 2] MyCell#3                                         |
            |            + [0, 3] MyCell#4                                         |
            |            - off screen: [0, 0] MyCell#1                             |
            | queued     * Cell: +MyCell#1                                         |
            +----------------------------------------------------------------------+
            """)
    }

    func testReuseAndReregistrationAreMarkedChanged() {
        let reused = PoolSnapshot(views: [
            Self.view(
                visible: [("[0, 0]", "MyCell#1"), ("[0, 1]", "MyCell#2"), ("[0, 2]", "MyCell#4")], queue: [], created: 4, reused: 1,
                registrations: [
                    RegistrationSnapshot(role: "cell", identifier: "Cell", source: "nib \"MyCell\""),
                    RegistrationSnapshot(role: "header/footer", identifier: "Header", source: "class MyHeader"),
                ])
        ])
        XCTAssertEqual(
            PoolDiagram(unicode: true, width: 60).render(reused, previous: before),
            """
            ┌─ tableView: UITableVi… ─ created 4 (+1) · reused 1 (+1) ─┐
            │ registered * Cell → nib "MyCell"                         │
            │            + Header → class MyHeader  (header/footer)    │
            │ visible      [0, 0] MyCell#1                             │
            │              [0, 1] MyCell#2                             │
            │            * [0, 2] MyCell#4                             │
            │ queued       Cell: (empty)                               │
            └──────────────────────────────────────────────────────────┘
            """)
    }

    func testManyVisibleRowsShowTheEndsAndLongNamesAreCut() {
        let rows = (0..<20).map { ("[0, \($0)]", "AVeryLongCellClassNameThatGoesOnAndOnForeverAndEver#\($0 + 1)") }
        let view = ViewSnapshot(
            name: "aTableViewWithAnExtraordinarilyLongVariableNameIndeed", className: "UITableView",
            registrations: [], visible: rows.map { VisibleCellSnapshot(indexPath: $0.0, cell: $0.1) },
            queues: [], cellsCreated: 20, cellsReused: 0)
        XCTAssertEqual(
            PoolDiagram(unicode: true).render(PoolSnapshot(views: [view])),
            """
            ┌─ aTableViewWithAnExtraordinarilyLongVariab… ─ created 20 · reused 0 ─┐
            │ registered   (none)                                                  │
            │ visible      [0, 0] AVeryLongCellClassNameThatGoesOnAndOnForeverAnd… │
            │              [0, 1] AVeryLongCellClassNameThatGoesOnAndOnForeverAnd… │
            │              [0, 2] AVeryLongCellClassNameThatGoesOnAndOnForeverAnd… │
            │              … 14 more                                               │
            │              [0, 17] AVeryLongCellClassNameThatGoesOnAndOnForeverAn… │
            │              [0, 18] AVeryLongCellClassNameThatGoesOnAndOnForeverAn… │
            │              [0, 19] AVeryLongCellClassNameThatGoesOnAndOnForeverAn… │
            │ queued       (none)                                                  │
            └──────────────────────────────────────────────────────────────────────┘
            """)
    }

    func testEveryLineHasTheSameWidth() {
        for unicode in [true, false] {
            let text = PoolDiagram(unicode: unicode).render(after, previous: before)
            XCTAssertEqual(Set(text.split(separator: "\n").map { displayWidth(String($0)) }), [PoolDiagram.defaultWidth])
        }
    }

    func testANewViewIsMarkedInItsTitle() {
        let diagram = PoolDiagram(unicode: true).render(after, previous: PoolSnapshot(views: []))
        XCTAssertTrue(diagram.hasPrefix("┌─ + tableView: UITableView"), diagram)
    }

    func testColourOnlyRepeatsTheMarks() {
        let plain = PoolDiagram(unicode: true).render(after, previous: before)
        let coloured = PoolDiagram(unicode: true, style: TextStyle(enabled: true)).render(after, previous: before)
        XCTAssertNotEqual(plain, coloured)
        XCTAssertEqual(coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression), plain)
    }

    func testNoViewsYet() {
        XCTAssertEqual(PoolDiagram(unicode: true).render(PoolSnapshot(views: [])), "(no table or collection views yet)")
    }

    func testABareViewIsOneLine() {
        let bare = ViewSnapshot(
            name: "tableView", className: "UITableView", registrations: [], visible: [], queues: [],
            cellsCreated: 0, cellsReused: 0)
        XCTAssertEqual(
            PoolDiagram(unicode: true).render(PoolSnapshot(views: [bare]), previous: PoolSnapshot(views: [])),
            """
            ┌─ + tableView: UITableView ──────────────────── created 0 · reused 0 ─┐
            │              nothing registered, no cells yet                        │
            └──────────────────────────────────────────────────────────────────────┘
            """)
    }
}
