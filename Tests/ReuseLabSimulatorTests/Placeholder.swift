import XCTest
final class ReuseLabSimulatorTestsPlaceholder: XCTestCase { func testNothing() {} }
