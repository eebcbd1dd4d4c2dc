import Foundation
import ReuseLabLanguage
import ReuseLabSimulator
import XCTest

/// The typed facts an entry carries for lesson goals: a crash's origin, the compiler's own messages,
/// the Simulator's events as values, declarations and the names the code uses.
final class EntryFactsTests: XCTestCase {
    private func session() -> Session { Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory())) }

    func testACrashSaysWhoRaisedIt() {
        let s = session()
        _ = s.submit(
            "import UIKit\nfinal class Cell: UITableViewCell {}\nfinal class Other: UITableViewCell {}\nlet tableView = UITableView()\n"
                + "func boom() { fatalError(\"unable to dequeue\") }", displayName: "<repl-1>")

        let uikit = s.submit(
            "_ = tableView.dequeueReusableCell(withIdentifier: \"Nope\", for: IndexPath(row: 0, section: 0))", displayName: "<repl-2>")
        XCTAssertEqual(uikit.facts.crash?.origin, .uikit)
        XCTAssertEqual(uikit.facts.crash?.exceptionName, "NSInternalInconsistencyException")
        XCTAssertTrue(uikit.facts.crash?.message.hasPrefix("unable to dequeue a cell with identifier Nope") == true)
        XCTAssertEqual(uikit.facts.crash?.raisedInEntry, true)

        let own = s.submit("fatalError(\"unable to dequeue a cell with identifier Nope\")", displayName: "<repl-3>")
        XCTAssertEqual(own.facts.crash?.origin, .fatalError)
        XCTAssertEqual(own.facts.crash?.message, "unable to dequeue a cell with identifier Nope")

        let earlier = s.submit("boom()", displayName: "<repl-4>")
        XCTAssertEqual(earlier.facts.crash?.origin, .fatalError)
        XCTAssertEqual(earlier.facts.crash?.raisedInEntry, false, "raised by code declared in an earlier entry")

        _ = s.submit("tableView.register(Cell.self, forCellReuseIdentifier: \"C\")", displayName: "<repl-5>")
        let cast = s.submit(
            "_ = tableView.dequeueReusableCell(withIdentifier: \"C\", for: IndexPath(row: 0, section: 0)) as! Other",
            displayName: "<repl-6>")
        XCTAssertEqual(cast.facts.crash?.origin, .swiftRuntime)
        XCTAssertTrue(cast.facts.crash?.message.hasPrefix("Could not cast value of type") == true, cast.facts.crash?.message ?? "")

        let nilUnwrap = s.submit("let none: Int? = nil\nprint(none!)", displayName: "<repl-7>")
        XCTAssertEqual(nilUnwrap.facts.crash?.message, "Unexpectedly found nil while unwrapping an Optional value")
        XCTAssertNil(s.submit("print(1)", displayName: "<repl-8>").facts.crash)
    }

    func testCompileErrorsAreTheirMessagesNotTheExcerpt() {
        let outcome = session().submit("let quoted: Int = \"cannot find 'nib' in scope\"", displayName: "<repl-1>")
        XCTAssertEqual(outcome.status, .compileError)
        XCTAssertTrue(outcome.diagnostics.contains("cannot find 'nib' in scope"), "the excerpt shows the literal")
        XCTAssertEqual(outcome.facts.compileErrors.map(\.message), ["cannot convert value of type 'String' to specified type 'Int'"])
        XCTAssertEqual(outcome.facts.compileErrors.first?.line, 1)
    }

    func testEventsDeclarationsAndNames() {
        let outcome = session().submit(
            """
            import UIKit
            final class GreetingCell: UITableViewCell {}
            let tableView = UITableView()
            tableView.register(GreetingCell.self, forCellReuseIdentifier: "Greeting")
            let cell = tableView.dequeueReusableCell(withIdentifier: "Greeting", for: IndexPath(row: 0, section: 0))
            print("reuseID") // identifier()
            """, displayName: "<repl-1>")
        XCTAssertEqual(outcome.status, .ran, outcome.diagnostics)
        XCTAssertEqual(outcome.facts.declaredTypes.map(\.name), ["GreetingCell"])
        XCTAssertEqual(outcome.facts.declaredTypes.first?.kind, "class")
        XCTAssertEqual(outcome.facts.declaredTypes.first?.superclasses.first, "UITableViewCell")
        XCTAssertTrue(
            outcome.facts.events.contains {
                if case .dequeued("tableView", _, "cell", "Greeting", _, false) = $0 { return true }
                return false
            }, "a view made in the entry is called by its variable's name: \(outcome.facts.events)")
        XCTAssertTrue(outcome.facts.referencedNames.isSuperset(of: ["register", "dequeueReusableCell", "GreetingCell", "print"]))
        XCTAssertFalse(outcome.facts.referencedNames.contains("reuseID"), "text in a string is not a reference")
        XCTAssertFalse(outcome.facts.referencedNames.contains("identifier"), "nor text in a comment")
    }

    /// `reuselab run` turns the facts off: the entry runs the same and keeps its events and its crash.
    func testWithoutFactsAnEntryKeepsItsEventsAndItsCrash() {
        let s = session()
        s.collectsEntryFacts = false
        let ran = s.submit(
            "import UIKit\nfinal class GreetingCell: UITableViewCell {}\nlet tableView = UITableView()\n"
                + "tableView.register(GreetingCell.self, forCellReuseIdentifier: \"Greeting\")", displayName: "<repl-1>")
        XCTAssertEqual(ran.status, .ran, ran.diagnostics)
        XCTAssertFalse(ran.facts.events.isEmpty)
        XCTAssertEqual(ran.facts.declaredTypes.map(\.name), [])
        XCTAssertEqual(ran.facts.referencedNames, [])
        let crashed = s.submit("fatalError(\"stop\")", displayName: "<repl-2>")
        XCTAssertEqual(crashed.status, .crashed)
        XCTAssertEqual(crashed.facts.crash?.origin, .fatalError)
        XCTAssertEqual(crashed.facts.crash?.message, "stop")
    }
}
