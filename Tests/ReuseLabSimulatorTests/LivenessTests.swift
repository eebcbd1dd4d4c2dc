import XCTest

@testable import ReuseLabSimulator

/// References that must not keep their object alive read it while it lives and nil once it is freed, as
/// Swift's `weak` does, without giving the object a side table.
final class LivenessTests: XCTestCase {
    func testReadsTheObjectUntilItIsFreed() {
        var view: FakeView? = FakeView(className: "PhotoCell", number: 1, role: .tableCell)
        let reference = UnownedWhileAlive(view!)
        XCTAssertTrue(reference.object === view)
        view = nil
        XCTAssertNil(reference.object)
    }

    func testCopiesShareTheAnswer() {
        var view: FakeView? = FakeView(className: "PhotoCell", number: 2, role: .tableCell)
        let first = UnownedWhileAlive(view!)
        let second = first
        view = nil
        XCTAssertNil(first.object)
        XCTAssertNil(second.object)
    }

    func testSnapshotShowsOnlyLivingTables() {
        let (simulation, _) = makeSimulation()
        var kept: TableView? = simulation.makeTableView(frame: Rect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        var freed: TableView? = simulation.makeTableView(frame: Rect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        XCTAssertEqual(simulation.snapshot().views.count, 2)
        freed = nil
        XCTAssertEqual(simulation.snapshot().views.count, 1)
        XCTAssertNil(freed)
        kept = nil
        XCTAssertEqual(simulation.snapshot().views.count, 0)
        XCTAssertNil(kept)
    }
}
