import ReuseLabSimulator
import XCTest

@testable import ReuseLabShell

final class GoalPoolViewTests: XCTestCase {
    private func world(created: Int, reused: Int, visible: Int) -> PoolSnapshot {
        PoolSnapshot(views: [
            ViewSnapshot(
                name: "tableView", className: "UITableView",
                registrations: [RegistrationSnapshot(role: "cell", identifier: "Star", source: "class StarCell")],
                visible: (0..<visible).map { VisibleCellSnapshot(indexPath: "[0, \($0)]", cell: "StarCell#\($0 + 1)") },
                queues: [], cellsCreated: created, cellsReused: reused)
        ])
    }

    func testTheTwoPoolsGoSideBySideWhenTheyFitAndTheLearnersIsMarkedAgainstTheExpectedOne() {
        let view = GoalPoolView(diagram: PoolDiagram(unicode: false, width: 60), columns: 130)
        let text = view.render(expected: world(created: 10, reused: 30, visible: 2), current: world(created: 10, reused: 0, visible: 1))
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("Expected after the reference solution:"), text)
        XCTAssertTrue(lines[0].contains("Yours now (+ more than expected, - missing, * different):"), text)
        XCTAssertTrue(lines[1].contains("reused 30") && lines[1].contains("reused 0 (-30)"), text)
        XCTAssertTrue(
            lines[4].contains("|            - ") && lines[4].hasSuffix("[0, 1] StarCell#2               |"),
            "the cell the learner lacks is marked: \(text)")
    }

    func testANarrowTerminalStacksThem() {
        let view = GoalPoolView(diagram: PoolDiagram(unicode: false, width: 60), columns: 80)
        let text = view.render(expected: world(created: 1, reused: 0, visible: 1), current: PoolSnapshot(views: []))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.first, "Expected after the reference solution:")
        XCTAssertTrue(lines.contains("Yours now (+ more than expected, - missing, * different):"), text)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 80 }, text)
    }
}
