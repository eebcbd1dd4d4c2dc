import Foundation
import XCTest

@testable import ReuseLabLanguage

/// Declarations of issue 10 item 9, object lifetimes, and declaration cycles that used to overflow the stack.
final class DeclarationTests: XCTestCase {
    private func session() -> Session { Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory())) }

    private func assertRejects(_ source: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let o = session().submit(source, displayName: "T.swift")
        XCTAssertEqual(o.status, .compileError, file: file, line: line)
        XCTAssertTrue(o.diagnostics.contains("error: " + message), o.diagnostics, file: file, line: line)
    }

    // MARK: The honest boundary

    func testUnsupportedDeclarationsSaySo() {
        assertRejects(
            "func second<C: Collection>(of items: C) -> C.Element? where C.Element: Equatable {\n    guard let first = items.first, let i = items.firstIndex(of: first) else { return nil }\n    return items[i]\n}",
            "'C.Index' is not supported in ReuseLab yet")
        assertRejects(
            "protocol Boxed { associatedtype Item }\nextension Array where Element: Boxed, Element.Item == Int { func one() -> Int { 1 } }",
            "'where Element.Item == Int' is not supported in ReuseLab yet")
        assertRejects(
            "typealias Pair<T> = (T, T)\nlet p: Pair = (1, 2)",
            "generic type alias 'Pair' without its arguments is not supported in ReuseLab yet")
        assertRejects(
            "struct Box { typealias Maker<T> = () -> T }",
            "'typealias' with generic parameters inside a type is not supported in ReuseLab yet")
        assertRejects("let slice: ArraySlice<Int> = [1]", "an array literal as an 'ArraySlice' is not supported in ReuseLab yet")
        assertRejects(
            "func f() {\n    func g<T>() -> [T] { [] }\n}",
            "'func g<…>' inside a function, with a generic parameter only its result names, is not supported in ReuseLab yet")
    }

    // MARK: Cycles end with a diagnostic, whatever uses them

    func testCyclesAreRejectedEvenWhenUsed() {
        assertRejects("class A: B {}\nclass B: A {}\nlet a = A()\nprint(a is B)", "'A' inherits from itself")
        assertRejects("protocol P: P {}\nstruct S: P {}\nlet p: P = S()", "protocol 'P' refines itself")
        assertRejects(
            "struct A { var b: B }\nstruct B { var a: A? }\nprint(A.self)",
            "value type 'A' cannot have a stored property that recursively contains it")
    }

    func testACycleInALaterEntryLeavesTheSessionUsable() {
        let s = session()
        XCTAssertEqual(s.submit("class Base {}", displayName: "1").status, .ran)
        XCTAssertEqual(s.submit("class Loop: Loop {}", displayName: "2").status, .compileError)
        let o = s.submit("class Leaf: Base {}\nprint(Leaf() is Base)", displayName: "3")
        XCTAssertEqual(o.output, "true\n", o.diagnostics)
    }

    // MARK: Lifetimes across REPL entries

    func testDeinitRunsWhenALaterEntryDropsTheLastReference() {
        let s = session()
        XCTAssertEqual(s.submit("class Cell { deinit { print(\"freed\") } }\nvar cell: Cell? = Cell()", displayName: "1").output, "")
        XCTAssertEqual(s.submit("weak var watcher = cell\nprint(watcher == nil)", displayName: "2").output, "false\n")
        XCTAssertEqual(s.submit("cell = nil\nprint(watcher == nil)", displayName: "3").output, "freed\ntrue\n")
    }

    func testDeinitOfASubclassRunsBeforeItsSuperclassAndSeesItsProperties() {
        let o = session().submit(
            """
            class Base { let name: String; init(name: String) { self.name = name }; deinit { print("base", name) } }
            class Sub: Base { deinit { print("sub", name) } }
            do { _ = Sub(name: "x") }
            print("end")
            """, displayName: "T.swift")
        XCTAssertEqual(o.output, "sub x\nbase x\nend\n", o.diagnostics)
    }
}
