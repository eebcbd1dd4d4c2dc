import Foundation
import XCTest

@testable import ReuseLabLanguage

/// Loops the general path runs (a script's top level, a REPL entry) on the typed tier (`TypedLoops.swift`):
/// which of them take it, and that their globals stay the session's own through a crash, Ctrl-C and later
/// entries. The goldens (`language/top-level-loop*.swift`) prove the answers match Swift's.
final class TypedLoopTests: XCTestCase {
    /// For each top-level loop of `source`, in order, whether it compiles to the typed tier.
    private func typedLoops(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [Bool] {
        let state = SessionState(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()), limits: RunLimits())
        let tree = state.parse(source)
        let checker = Checker(world: state.types, fileName: "T.swift", tree: tree, isPrelude: false)
        let top = checker.check(tree)
        XCTAssertEqual(checker.diagnostics.map(\.message), [], file: file, line: line)
        return top.filter(\.isLoop).map { TypedCompiler.compileLoop($0, world: state.types) != nil }
    }

    func testLoopsOverScalarGlobalsAndCallsOfPlainFunctionsAreTyped() {
        let answers = typedLoops(
            """
            var total = 0
            var ratio = 1.0
            var done = false
            let limit = 10
            func square(_ n: Int) -> Int { n * n }
            func log(_ n: Int) { print(n) }
            for i in 0..<limit { total += square(i) }
            while !done { ratio /= 2; done = ratio < 0.01 }
            repeat { total -= 1 } while total > 0
            outer: for i in 1...3 { for j in 1...3 { if i == j { continue outer }; log(i * j) } }
            """)
        XCTAssertEqual(answers, [true, true, true, true])
    }

    func testStatementsTheTypedTierDoesNotKnowRunOnTheGeneralPathInsideATypedLoop() {
        let answers = typedLoops(
            """
            var total = 0
            var names: [String] = []
            var watched = 0 { didSet { total += 1 } }
            let add = { (n: Int) in total += n }
            for i in 0..<3 { names.append("\\(i)") }
            for i in 0..<3 { add(i) }
            for i in 0..<3 { print(i); total += i }
            for i in 0..<3 { watched += i }
            for i in 0..<3 { let n = names.count; guard let k = Int("\\(i)") else { continue }; total += n + k }
            """)
        XCTAssertEqual(answers, [true, true, true, true, true])
    }

    func testLoopsNotOverAnIntRangeOrWhosePassesClosuresCaptureStayOnTheGeneralPath() {
        let answers = typedLoops(
            """
            var total = 0
            var names: [String] = []
            var later: [() -> Int] = []
            for name in names { total += name.count }
            for i in 0..<3 { later.append { i } }
            while let last = names.popLast() { total += last.count }
            outer: for _ in 0..<2 { do { for i in 0..<3 { if i == 1 { continue outer } } } }
            """)
        XCTAssertEqual(answers, [false, false, false, true])
    }

    /// A statement run on the general path inside a typed loop that leaves for a label outside the loop
    /// (or returns) keeps the loop general: the loop could not tell its completion to the enclosing one.
    func testAGeneralStatementLeavingTheLoopKeepsItGeneral() {
        let state = SessionState(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()), limits: RunLimits())
        let tree = state.parse(
            """
            var names = ["a"]
            outer: for _ in 0..<2 {
                for i in 0..<3 { if names.isEmpty { continue outer }; print(i) }
            }
            """)
        let checker = Checker(world: state.types, fileName: "T.swift", tree: tree, isPrelude: false)
        let top = checker.check(tree).filter(\.isLoop)
        XCTAssertEqual(checker.diagnostics.map(\.message), [])
        guard case .forIn(_, _, _, let body, _, _) = top[0].kind, let inner = body.first(where: \.isLoop) else {
            return XCTFail("no inner loop")
        }
        XCTAssertNotNil(TypedCompiler.compileLoop(top[0], world: state.types))
        XCTAssertNil(TypedCompiler.compileLoop(inner, world: state.types))
    }

    func testACrashMidLoopLeavesTheGlobalAsBeforeTheEntry() {
        let s = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
        XCTAssertEqual(s.submit("var total = 5\nfunc twice(_ n: Int) -> Int { n * 2 }", displayName: "<repl-1>").status, .ran)
        XCTAssertEqual(s.submit("for i in 0..<10 { total += twice(i) }\nprint(total)", displayName: "<repl-2>").output, "95\n")
        let crash = s.submit("for i in 0..<10 { total += i; if i == 4 { total += Int.max } }", displayName: "<repl-3>")
        XCTAssertEqual(crash.status, .crashed)
        XCTAssertTrue(crash.diagnostics.contains("arithmetic overflow"), crash.diagnostics)
        XCTAssertEqual(s.submit("print(total, twice(total))", displayName: "<repl-4>").output, "95 190\n")
        XCTAssertEqual(s.submit("while total > 0 { total -= 10 }\nprint(total)", displayName: "<repl-5>").output, "-5\n")
    }

    func testACrashInAGeneralStatementOfATypedLoopLeavesEveryGlobalAsBeforeTheEntry() {
        let s = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
        XCTAssertEqual(s.submit("var total = 1\nvar names = [\"a\"]", displayName: "<repl-1>").status, .ran)
        let crash = s.submit(
            "for i in 0..<10 {\n    total += i\n    names.append(\"x\")\n    if i == 3 { print(names[20]) }\n}", displayName: "<repl-2>")
        XCTAssertEqual(crash.status, .crashed)
        XCTAssertTrue(crash.diagnostics.contains("Index out of range"), crash.diagnostics)
        XCTAssertEqual(s.submit("print(total, names)", displayName: "<repl-3>").output, "1 [\"a\"]\n")
        XCTAssertEqual(
            s.submit("for i in 0..<3 { total += i; names.append(\"\\(total)\") }\nprint(total, names)", displayName: "<repl-4>").output,
            "4 [\"a\", \"1\", \"2\", \"4\"]\n")
    }

    func testCtrlCStopsATopLevelLoopAndTheSessionGoesOn() {
        let s = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()), limits: RunLimits(steps: Int.max))
        XCTAssertEqual(s.submit("var k = 7", displayName: "<repl-1>").status, .ran)
        s.interruptAtFirstOutput()
        let o = s.submit("print(\"go\")\nwhile k >= 0 { k = (k + 1) % 1000 }", displayName: "<repl-2>")
        XCTAssertEqual(o.status, .stoppedByLimit)
        XCTAssertTrue(o.diagnostics.contains("Interrupted."), o.diagnostics)
        s.onOutput = nil
        XCTAssertEqual(s.submit("print(k)", displayName: "<repl-3>").output, "7\n")
    }
}

extension Stmt {
    fileprivate var isLoop: Bool {
        switch kind {
        case .whileLoop, .repeatLoop, .forIn: return true
        default: return false
        }
    }
}
