import Foundation
import ReuseLabSimulator
import XCTest

@testable import ReuseLabLanguage

/// After a crash the world is put back from the checked code (`SessionState+Rollback.swift`) rather than by
/// checking every entry again: the two must leave the same world. Each test runs one session both ways and
/// compares what every later entry prints and the simulated UIKit's pools.
final class RollbackTests: XCTestCase {
    private struct Transcript: Equatable {
        var lines: [String] = []
        /// Compared as values: their dictionaries print in no fixed order.
        var pools: [PoolSnapshot] = []
    }

    /// Runs the entries in a new session; `nil` marks where `:undo` is typed.
    private func transcript(_ entries: [String?], rerunsCheckedCode: Bool) -> Transcript {
        let session = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
        session.recoversWithoutChecking = rerunsCheckedCode
        session.namesResults = true
        var transcript = Transcript()
        for (i, entry) in entries.enumerated() {
            guard let entry else {
                transcript.lines.append("undo \(session.undo())")
                continue
            }
            let outcome = session.submit(entry, displayName: "<repl-\(i + 1)>")
            transcript.lines.append("\(outcome.status) \(outcome.output)\(outcome.results)\(outcome.diagnostics)")
            transcript.pools.append(session.snapshot())
        }
        return transcript
    }

    private func assertBothWaysAlike(_ entries: [String?], file: StaticString = #filePath, line: UInt = #line) {
        let rerun = transcript(entries, rerunsCheckedCode: true)
        let replayed = transcript(entries, rerunsCheckedCode: false)
        XCTAssertEqual(rerun.lines, replayed.lines, file: file, line: line)
        XCTAssertEqual(rerun.pools, replayed.pools, file: file, line: line)
    }

    func testValuesObjectsClosuresAndStaticsComeBackAlike() {
        assertBothWaysAlike([
            "var total = 0\nstruct Counter { static var made = 0; var n: Int; init(_ n: Int) { self.n = n; Counter.made += 1 } }",
            "class Box { var items: [Int] = []; deinit { print(\"freed\", items.count) } }\nvar box: Box? = Box()",
            "func make() -> () -> Int { var c = 0; return { c += 1; return c } }\nlet next = make()",
            "for i in 0..<5 { total += i; box?.items.append(i); _ = Counter(i) }",
            "next() + next()",
            "total = -1\nbox = nil\nCounter.made = 100\nfatalError(\"boom\")",
            "print(total, box?.items ?? [], Counter.made, next())",
            "infix operator <+>: AdditionPrecedence\nfunc <+>(a: Int, b: Int) -> Int { a * 10 + b }\nlet p = 1 <+> 2\nlet e: [Int] = []\nprint(e[0])",
            "print(total)",
            "box = nil",
            "let empty: [Int] = []\n_ = empty[3]",
            "print(Counter.made, next())",
        ])
    }

    func testATableWithItsCellsComesBackAlike() {
        assertBothWaysAlike([
            "import UIKit\nclass PhotoCell: UITableViewCell {}\nclass Source: NSObject, UITableViewDataSource {\n"
                + "    var rows = 40\n"
                + "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }\n"
                + "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n"
                + "        tableView.dequeueReusableCell(withIdentifier: \"Photo\", for: indexPath)\n    }\n}",
            "let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))\nlet source = Source()\n"
                + "tableView.register(PhotoCell.self, forCellReuseIdentifier: \"Photo\")\ntableView.dataSource = source\ntableView.layoutIfNeeded()",
            "tableView.contentOffset = CGPoint(x: 0, y: 300)\ntableView.layoutIfNeeded()",
            "source.rows = 3\ntableView.register(UITableViewCell.self, forCellReuseIdentifier: \"Other\")\n_ = tableView.dequeueReusableCell(withIdentifier: \"Missing\", for: IndexPath(row: 0, section: 0))",
            "print(source.rows, tableView.contentOffset.y)",
            "tableView.contentOffset = CGPoint(x: 0, y: 600)\ntableView.layoutIfNeeded()\nlet cell = PhotoCell()\nprint(cell)",
            nil,
            "fatalError(\"again\")",
            "print(tableView.visibleCells.count)",
        ])
    }

    func testUndoingAnImportOrAnEntryAfterACrashGoesBackAlike() {
        assertBothWaysAlike([
            "var xs = [1, 2]",
            "import Reusable\nxs.append(3)",
            nil,
            "print(xs)\nfinal class C: UITableViewCell, Reusable {}",
            "xs.append(4)\nfatalError(\"x\")",
            "xs.append(5)",
            nil,
            nil,
            "print(xs)",
        ])
    }

    func testARollbackIsCheapAfterManyEntries() {
        let session = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
        _ = session.submit("var total = 0", displayName: "<repl-1>")
        for i in 0..<300 { _ = session.submit("for k in 0..<10 { total += k * \(i) }", displayName: "<repl>") }
        XCTAssertEqual(session.submit("total = 0\nlet e: [Int] = []\nprint(e[1])", displayName: "<crash>").status, .crashed)
        XCTAssertEqual(session.submit("print(total)", displayName: "<after>").output, "\(45 * 299 * 300 / 2)\n")
    }
}
