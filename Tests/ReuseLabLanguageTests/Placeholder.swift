import XCTest
final class ReuseLabLanguageTestsPlaceholder: XCTestCase { func testNothing() {} }
