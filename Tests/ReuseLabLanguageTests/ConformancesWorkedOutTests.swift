import Foundation
import XCTest

@testable import ReuseLabLanguage

/// `TypeWorld.allConformances(of:)` keeps its answer on the type until a superclass, a conformance or an enum's
/// cases change anywhere (`TypeRelationsGeneration`): a later entry's extension, a crash's rollback and an undo
/// must each be seen by the next question, as if it were worked out again.
final class ConformancesWorkedOutTests: XCTestCase {
    private func run(_ entries: [String?]) -> [String] {
        let session = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
        return entries.enumerated().map { i, entry in
            guard let entry else { return "undo \(session.undo())" }
            let outcome = session.submit(entry, displayName: "<repl-\(i + 1)>")
            return "\(outcome.status) \(outcome.output)\(outcome.diagnostics)"
        }
    }

    func testAConformanceAddedLaterIsSeenByTheCheckerAndAtRunTime() {
        let lines = run([
            "protocol Titled {}\nclass Box {}\nclass SmallBox: Box {}\nfunc isTitled(_ x: Any) -> Bool { x is Titled }\nprint(isTitled(SmallBox()))",
            "extension Box: Titled {}\nprint(isTitled(SmallBox()))\nfunc titled<T: Titled>(_ t: T) -> String { \"\\(type(of: t))\" }\nprint(titled(SmallBox()))",
        ])
        XCTAssertEqual(lines, ["ran false\n", "ran true\nSmallBox\n"])
    }

    func testAConformanceOfACrashedEntryOrAnUndoneOneIsGoneAgain() {
        let lines = run([
            "protocol Titled {}\nstruct Card {}\nfunc titled<T: Titled>(_ t: T) -> String { \"titled\" }",
            "extension Card: Titled {}\nprint(titled(Card()))\nlet crash = [1][2]",
            "print(titled(Card()))",
            "extension Card: Titled {}\nprint(titled(Card()))",
            nil,
            "print(titled(Card()))",
        ])
        XCTAssertEqual(lines.count, 6)
        XCTAssertTrue(lines[1].hasPrefix("crashed titled\n"), lines[1])
        // After the crash, and after the undo, `Card` is not `Titled`: swiftc's error, not a stale answer.
        for line in [lines[2], lines[5]] {
            XCTAssertTrue(line.contains("global function 'titled' requires that 'Card' conform to 'Titled'"), line)
        }
        XCTAssertEqual(lines[3], "ran titled\n")
    }
}
