import Foundation
import XCTest

@testable import ReuseLabLanguage

/// Which functions run on the typed tier (`TypedTier.swift`), and that the limits still hold there. The
/// goldens prove the answers are the same on either tier; these prove the fast tier is really taken, so a
/// change that quietly sends `fib` back to the general path fails here rather than only in the benchmark.
final class TypedTierTests: XCTestCase {
    /// Whether each named function of `source` compiles to the typed tier.
    private func typed(_ source: String, _ names: [String], file: StaticString = #filePath, line: UInt = #line) -> [String: Bool] {
        let state = SessionState(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()), limits: RunLimits())
        let tree = state.parse(source)
        let checker = Checker(world: state.types, fileName: "T.swift", tree: tree, isPrelude: false)
        _ = checker.check(tree)
        XCTAssertEqual(checker.diagnostics.map(\.message), [], file: file, line: line)
        var answers: [String: Bool] = [:]
        for name in names {
            guard let fn = state.types.functions(named: name)?.first else {
                XCTFail("no function \(name)", file: file, line: line)
                continue
            }
            answers[name] = TypedCompiler.compile(fn, world: state.types) != nil
        }
        return answers
    }

    func testFunctionsOfIntsDoublesAndBoolsAreTyped() {
        let answers = typed(
            """
            func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
            func fibByStatements(_ n: Int) -> Int {
                if n < 2 { return n }
                return fibByStatements(n - 1) + fibByStatements(n - 2)
            }
            func sumOfSquares(_ limit: Int) -> Int {
                var total = 0
                for i in 1...limit where i % 2 == 0 { total += i * i }
                var j = 0
                while j < 3 { j += 1 }
                repeat { j -= 1 } while j > 0
                return total + j
            }
            func isSmall(_ x: Double, strict: Bool) -> Bool {
                guard x >= 0 else { return false }
                return strict ? x < 1 : !(x > 1) || x == 1
            }
            func report(_ n: Int) { if n > 0 { return } }
            """, ["fib", "fibByStatements", "sumOfSquares", "isSmall", "report"])
        XCTAssertEqual(answers, ["fib": true, "fibByStatements": true, "sumOfSquares": true, "isSmall": true, "report": true])
    }

    func testAnythingElseKeepsTheFunctionOnTheGeneralPath() {
        let answers = typed(
            """
            var calls = 0
            func usesAGlobal(_ n: Int) -> Int { calls + n }
            func usesAnArray(_ n: Int) -> Int { [n, n].count }
            func makesAClosure(_ n: Int) -> () -> Int { { n } }
            func capturesALocal(_ n: Int) -> Int {
                var total = n
                let add = { total += 1 }
                add()
                return total
            }
            func returnsAString(_ n: Int) -> String { "\\(n)" }
            func takesAFloat(_ x: Float) -> Float { x }
            func convertsAnInt(_ n: Int) -> Double { Double(n) }
            func bindsLater(_ n: Int) -> Int {
                let x: Int
                if n > 0 { x = 1 } else { x = 2 }
                return x
            }
            func generic<T>(_ value: T, _ n: Int) -> Int { n }
            func inout1(_ n: inout Int) -> Int { n }
            """,
            [
                "usesAGlobal", "usesAnArray", "makesAClosure", "capturesALocal", "returnsAString", "takesAFloat", "convertsAnInt",
                "bindsLater", "generic", "inout1",
            ])
        XCTAssertEqual(answers.filter(\.value).map(\.key), [])
        XCTAssertEqual(answers.count, 10)
    }

    func testCtrlCStopsALoopInATypedFunction() {
        let s = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()), limits: RunLimits(steps: Int.max))
        s.interruptAtFirstOutput()
        let o = s.submit(
            """
            func spin(_ n: Int) -> Int {
                var k = n
                while k >= 0 { k = (k + 1) % 1000 }
                return k
            }
            print("go")
            print(spin(0))
            """, displayName: "T.swift")
        XCTAssertEqual(o.status, .stoppedByLimit)
        XCTAssertTrue(o.diagnostics.contains("Interrupted."), o.diagnostics)
        XCTAssertTrue(o.diagnostics.contains("in spin(_:)"), o.diagnostics)
    }

    func testRegistersAreGivenBackAfterATrapAndTheSessionGoesOn() {
        let s = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
        _ = s.submit("func down(_ n: Int) -> Int { n == 0 ? 100 / n : down(n - 1) + 1 }", displayName: "<repl-1>")
        XCTAssertEqual(s.submit("print(down(500))", displayName: "<repl-2>").status, .crashed)
        XCTAssertEqual(s.submit("print(down(0 + 1) - 1 + down(3))", displayName: "<repl-3>").status, .crashed)
        _ = s.submit("func up(_ n: Int) -> Int { n == 0 ? 0 : up(n - 1) + 1 }", displayName: "<repl-4>")
        XCTAssertEqual(s.submit("print(up(900), up(3))", displayName: "<repl-5>").output, "900 3\n")
    }
}
