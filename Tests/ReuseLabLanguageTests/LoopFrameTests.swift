import Foundation
import XCTest

@testable import ReuseLabLanguage

/// Fresh loop variables are decided at check time: only a loop with a closure inside gets a frame per
/// pass; every other loop keeps the plain path (no allocation per pass), which the table benchmark needs.
final class LoopFrameTests: XCTestCase {
    /// The `iterationFrame` of each top-level loop in `source`, in order.
    private func iterationFrames(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [Int?] {
        let state = SessionState(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()), limits: RunLimits())
        let tree = state.parse(source)
        let checker = Checker(world: state.types, fileName: "T.swift", tree: tree, isPrelude: false)
        let top = checker.check(tree)
        XCTAssertEqual(checker.diagnostics.map(\.message), [], file: file, line: line)
        return top.compactMap { stmt -> Int?? in
            switch stmt.kind {
            case .forIn(_, _, _, _, _, let frame), .whileLoop(_, _, _, let frame), .repeatLoop(_, _, _, let frame): return .some(frame)
            default: return nil
            }
        }
    }

    func testLoopsWithoutClosuresRunInTheEnclosingFrame() {
        let frames = iterationFrames(
            """
            var total = 0
            for i in 0..<3 { let doubled = i * 2; total += doubled }
            while total < 100 { total += 1 }
            repeat { total -= 1 } while total > 50
            """)
        XCTAssertEqual(frames, [nil, nil, nil])
    }

    func testLoopsWithClosuresGetAFramePerPassSizedForTheirVariables() {
        let frames = iterationFrames(
            """
            var fs: [() -> Int] = []
            for i in 0..<3 { let squared = i * i; fs.append { squared + i } }
            var n = 0
            while n < 2 { let copy = n; fs.append { copy }; n += 1 }
            """)
        XCTAssertEqual(frames, [2, 1])
    }

    func testEachPassCapturesItsOwnValues() {
        let outcome = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory())).submit(
            """
            var fs: [() -> Int] = []
            for i in 1...3 { fs.append { i } }
            var n = 0
            while n < 3 { let tenfold = n * 10; fs.append { tenfold }; n += 1 }
            print(fs.map { $0() })
            """, displayName: "T.swift")
        XCTAssertEqual(outcome.output, "[1, 2, 3, 0, 10, 20]\n", outcome.diagnostics)
    }
}
