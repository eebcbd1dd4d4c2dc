import Foundation
import XCTest

@testable import ReuseLabLanguage

/// Where swiftc draws its caret for errors whose place is not the obvious node (taken from the oracle).
final class DiagnosticPositionTests: XCTestCase {
    func testAConditionalBindingOfANonOptionalIsReportedAtItsLetOrVar() {
        let text = compileErrorText(
            "let x = 5\nif let y = x { print(y) }\nguard let z = x + 1 else { fatalError() }\nif let x { print(x) }\nif var w = x { print(w) }"
        )
        let message = "error: initializer for conditional binding must have Optional type, not 'Int'"
        for place in ["T.swift:2:4:", "T.swift:3:7:", "T.swift:4:4:", "T.swift:5:4:"] {
            XCTAssertTrue(text.contains("\(place) \(message)"), text)
        }
    }

    func testAnOptionalPatternOnANonOptionalIsReportedAtCaseInAConditionAndAtTheMarkInASwitch() {
        let text = compileErrorText("let n = 3\nif case let m? = n { print(m) }\nswitch n {\ncase let m?: print(m)\ndefault: break\n}")
        let message = "error: '?' pattern cannot match values of type 'Int'"
        XCTAssertTrue(text.contains("T.swift:2:4: \(message)"), text)
        XCTAssertTrue(text.contains("T.swift:4:11: \(message)"), text)
        XCTAssertFalse(text.contains("cannot find 'm' in scope"), text)  // the name stays bound: no follow-on
    }
}
