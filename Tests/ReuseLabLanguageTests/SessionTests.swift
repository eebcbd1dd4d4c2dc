import Foundation
import XCTest

@testable import ReuseLabLanguage

/// End-to-end checks of the language through the Session facade.
final class SessionTests: XCTestCase {
    private func run(_ source: String) -> EntryOutcome {
        Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory())).submit(source, displayName: "T.swift")
    }

    func testTypoInIdentifierCrashesWithUIKitsReason() {
        let o = run(
            """
            final class MyCell: UITableViewCell {}
            let t = UITableView()
            t.register(MyCell.self, forCellReuseIdentifier: "MyCell")
            _ = t.dequeueReusableCell(withIdentifier: "MyCel", for: IndexPath(row: 0, section: 0))
            """)
        XCTAssertEqual(o.status, .crashed)
        XCTAssertTrue(
            o.diagnostics.contains(
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'unable to dequeue a cell with identifier MyCel - must register a nib or a class for the identifier or connect a prototype cell in a storyboard'"
            ))
    }

    func testTypeWithoutSelfIsACompileError() {
        let o = run("final class C: UITableViewCell {}\nUITableView().register(C, forCellReuseIdentifier: \"C\")")
        XCTAssertEqual(o.status, .compileError)
        XCTAssertTrue(o.diagnostics.contains("expected member name or initializer call after type name"))
        XCTAssertEqual(o.output, "")
    }

    func testPrintFormatsOptionalsAndTypes() {
        let o = run("let s: String? = \"a\"\nprint(s, type(of: UITableViewCell.self), [1, 2])")
        XCTAssertEqual(o.output, "Optional(\"a\") UITableViewCell.Type [1, 2]\n")
    }

    func testCrashRollsTheWorldBack() {
        let s = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
        _ = s.submit("var n = 1", displayName: "<repl-1>")
        let crash = s.submit("n = 2\nfatalError(\"boom\")", displayName: "<repl-2>")
        XCTAssertEqual(crash.status, .crashed)
        XCTAssertEqual(s.submit("print(n)", displayName: "<repl-3>").output, "1\n")
    }

    func testCellsAreNumberedPerClass() {
        let outcome = run(
            """
            import UIKit
            final class ACell: UITableViewCell {}
            final class BCell: UITableViewCell {}
            let t = UITableView()
            t.register(ACell.self, forCellReuseIdentifier: "A")
            t.register(BCell.self, forCellReuseIdentifier: "B")
            for row in 0..<2 {
                _ = t.dequeueReusableCell(withIdentifier: "A", for: IndexPath(row: row, section: 0))
                _ = t.dequeueReusableCell(withIdentifier: "B", for: IndexPath(row: row, section: 1))
            }
            """)
        let created = outcome.events.compactMap { event -> String? in
            if case .created(_, let cell, _, _, _) = event { return cell }
            return nil
        }
        XCTAssertEqual(created, ["ACell#1", "BCell#1", "ACell#2", "BCell#2"], outcome.events.map(\.description).joined(separator: "\n"))
    }
}

/// A session makes its world (the Swift prelude parsed, checked and run) for its first entry, so a shell
/// shows its first prompt, and a batch run given nothing to run ends, without paying for it.
final class SessionWorldOnFirstUseTests: XCTestCase {
    private var folder: URL { URL(fileURLWithPath: NSTemporaryDirectory()) }

    func testTheWorldIsMadeForTheFirstEntry() {
        let session = Session(bundleDirectory: folder)
        XCTAssertFalse(session.hasWorldForTesting)
        let outcome = session.submit("print(\"hi\")", displayName: "T.swift")
        XCTAssertEqual(outcome.status, .ran)
        XCTAssertEqual(outcome.output, "hi\n")
        XCTAssertTrue(session.hasWorldForTesting)
    }

    func testPrepareMakesTheWorldAtOnce() {
        let session = Session(bundleDirectory: folder)
        session.prepare()
        XCTAssertTrue(session.hasWorldForTesting)
    }

    func testANibDefinedBeforeTheWorldIsInIt() {
        let session = Session(bundleDirectory: folder)
        session.defineNib(named: "NameCell", rootElement: "tableViewCell", className: "NameCell", reuseIdentifier: "Name")
        XCTAssertFalse(session.hasWorldForTesting)
        let outcome = session.submit(
            """
            final class NameCell: UITableViewCell {}
            let table = UITableView()
            table.register(UINib(nibName: "NameCell", bundle: nil), forCellReuseIdentifier: "Name")
            let cell = table.dequeueReusableCell(withIdentifier: "Name", for: IndexPath(row: 0, section: 0))
            print(type(of: cell))
            """, displayName: "T.swift")
        XCTAssertEqual(outcome.status, .ran, outcome.diagnostics)
        XCTAssertEqual(outcome.output, "NameCell\n")
    }

    func testAResetBeforeTheFirstEntryLeavesAWorkingSession() {
        let session = Session(bundleDirectory: folder)
        session.reset()
        XCTAssertFalse(session.undo())
        XCTAssertEqual(session.submit("let x = 2\nprint(x * 3)", displayName: "T.swift").output, "6\n")
    }
}
