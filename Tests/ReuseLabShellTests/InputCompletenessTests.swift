import ReuseLabLanguage
import XCTest

/// The shell cuts entries with `Session.isIncomplete`: the table of section C.6 of the swift-syntax notes.
final class InputCompletenessTests: XCTestCase {
    func testUnfinishedInputAsksForMore() {
        let incomplete = [
            "class Foo {",
            "class Foo {\n  func bar() {",
            "foo(1,",
            "let a = [1, 2,",
            "let x = 1 +",
            "x = ",
            "let s = \"\"\"\nabc",
            "switch e {\ncase .a(let v):\n  print(v)",
            "if x {\n} else",
            "{ (a: Int) -> Int in",
            "func f<T: UITableViewCell>(_ t: T.Type) -> T {",
            "tableView.",
        ]
        for source in incomplete {
            XCTAssertTrue(Session.isIncomplete(source), "should continue: \(source.debugDescription)")
        }
    }

    func testErrorsAndFinishedInputAreSubmitted() {
        let complete = [
            "let = 5",
            "let x = (1 + )",
            "}",
            "let s = \"abc",
            "print(\"\\(x) and \\()\")",
            "class Foo {\n  var x = 1\n}",
            "protocol P { func f() }",
            "extension Foo: P { func f() {} }",
            "",
            "   ",
            "// just a comment",
        ]
        for source in complete {
            XCTAssertFalse(Session.isIncomplete(source), "should submit: \(source.debugDescription)")
        }
    }
}
