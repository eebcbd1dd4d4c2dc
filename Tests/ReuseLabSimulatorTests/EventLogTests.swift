import XCTest

@testable import ReuseLabSimulator

/// The event log keeps the newest events in a ring and counts them all.
final class EventLogTests: XCTestCase {
    private func scrolled(_ y: Double) -> SimEvent { .scrolled(view: "t", contentOffset: Point(x: 0, y: y)) }

    func testKeepsTheNewestInOrderAcrossTheWrap() {
        var log = EventLog(capacity: 3)
        for y in 1...7 { log.append(scrolled(Double(y))) }
        XCTAssertEqual(log.ordered, [scrolled(5), scrolled(6), scrolled(7)])
        XCTAssertEqual(log.total, 7)
    }

    func testEventsSinceAMarkAreTheKeptOnesAfterIt() {
        var log = EventLog(capacity: 3)
        log.append(scrolled(1))
        let mark = log.total
        XCTAssertEqual(log.events(since: mark), [])
        log.append(scrolled(2))
        XCTAssertEqual(log.events(since: mark), [scrolled(2)])
        for y in 3...9 { log.append(scrolled(Double(y))) }
        XCTAssertEqual(log.events(since: mark), [scrolled(7), scrolled(8), scrolled(9)])
    }

    func testCapacityZeroOnlyCounts() {
        var log = EventLog(capacity: 0)
        log.append(scrolled(1))
        XCTAssertEqual(log.ordered, [])
        XCTAssertEqual(log.total, 1)
    }

    func testShrinkingKeepsTheNewest() {
        var log = EventLog(capacity: 4)
        for y in 1...6 { log.append(scrolled(Double(y))) }
        log.capacity = 2
        XCTAssertEqual(log.ordered, [scrolled(5), scrolled(6)])
        log.append(scrolled(7))
        XCTAssertEqual(log.ordered, [scrolled(6), scrolled(7)])
    }
}
