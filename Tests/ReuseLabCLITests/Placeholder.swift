import XCTest
final class ReuseLabCLITestsPlaceholder: XCTestCase { func testNothing() {} }
