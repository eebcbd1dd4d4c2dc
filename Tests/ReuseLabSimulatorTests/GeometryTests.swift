import XCTest

@testable import ReuseLabSimulator

final class GeometryTests: XCTestCase {
    func testRectEdgesAndSizes() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual([rect.minX, rect.maxX, rect.minY, rect.maxY, rect.width, rect.height], [10, 40, 20, 60, 30, 40])
        XCTAssertEqual(Rect(origin: Point(x: 10, y: 20), size: Size(width: 30, height: 40)), rect)
        XCTAssertEqual(Rect.zero, Rect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(Point.zero, Point(x: 0, y: 0))
        XCTAssertEqual(Size.zero, Size(width: 0, height: 0))
    }

    func testNegativeSizeExtendsBackwards() {
        let rect = Rect(x: 10, y: 10, width: -5, height: -5)
        XCTAssertEqual([rect.minX, rect.maxX, rect.width], [5, 10, 5])
    }

    func testIntersectionIsStrict() {
        let bounds = Rect(x: 0, y: 0, width: 320, height: 440)
        XCTAssertTrue(bounds.intersects(Rect(x: 0, y: 439, width: 320, height: 44)))
        XCTAssertFalse(bounds.intersects(Rect(x: 0, y: 440, width: 320, height: 44)), "touching the bottom edge")
        XCTAssertFalse(bounds.intersects(Rect(x: 0, y: -44, width: 320, height: 44)), "touching the top edge")
        XCTAssertFalse(bounds.intersects(Rect(x: 320, y: 0, width: 10, height: 10)))
    }

    func testIndexPath() {
        let indexPath = IndexPath(row: 3, section: 0)
        XCTAssertEqual(indexPath.description, "[0, 3]")
        XCTAssertEqual(indexPath.item, 3)
        XCTAssertEqual(indexPath, IndexPath(item: 3, section: 0))
        XCTAssertLessThan(IndexPath(row: 9, section: 0), IndexPath(row: 0, section: 1))
        XCTAssertLessThan(IndexPath(row: 1, section: 1), IndexPath(row: 2, section: 1))
    }

    func testUIKitNumbersAndDescriptions() {
        XCTAssertEqual(uikitNumber(320), "320")
        XCTAssertEqual(uikitNumber(44.5), "44.5")
        XCTAssertEqual(uikitNumber(-88), "-88")
        XCTAssertEqual(Rect(x: 0, y: 0, width: 320, height: 440).uikitDescription, "(0 0; 320 440)")
        XCTAssertEqual(Point(x: 0, y: 2863.5).uikitDescription, "{0, 2863.5}")
    }

    func testTerminationLine() {
        let exception = UIKitException.internalInconsistency("boom")
        XCTAssertEqual(exception.name, "NSInternalInconsistencyException")
        XCTAssertEqual(
            exception.terminationLine,
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'boom'")
        XCTAssertEqual(UIKitException.invalidArgument("x").name, "NSInvalidArgumentException")
    }

    func testAddressesAreDeterministicAndUnique() {
        let (simulation, _) = makeSimulation()
        let (other, _) = makeSimulation()
        let addresses = (0..<5000).map { _ in simulation.nextAddress() }
        XCTAssertEqual(addresses.first, "0x600000c00010")
        XCTAssertEqual(addresses[1], "0x600000c00020")
        XCTAssertEqual(Set(addresses).count, addresses.count)
        XCTAssertEqual(other.nextAddress(), "0x600000c00010")
    }
}
