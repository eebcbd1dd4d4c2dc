import Foundation
import XCTest

@testable import ReuseLabLanguage

/// Runaway programs are stopped with a message, inside this very process: a stack overflow here would
/// take the whole XCTest run down, so these tests also prove the Session runs on a large stack.
final class LimitsTests: XCTestCase {
    private func session(_ limits: RunLimits = RunLimits()) -> Session {
        Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()), limits: limits)
    }

    private let runaway = "func down(_ n: Int) -> Int { return down(n - 1) + 1 }\nprint(down(10))"

    func testRunawayRecursionIsStoppedByTheDepthLimit() {
        let o = session().submit(runaway, displayName: "T.swift")
        XCTAssertEqual(o.status, .stoppedByLimit)
        XCTAssertTrue(o.diagnostics.contains("after 1000 nested calls"), o.diagnostics)
    }

    func testARaisedDepthLimitStillCannotOverflowTheStack() {
        let o = session(RunLimits(callDepth: 10_000_000)).submit(runaway, displayName: "T.swift")
        XCTAssertEqual(o.status, .stoppedByLimit)
        XCTAssertTrue(o.diagnostics.contains("ReuseLab's own stack is full"), o.diagnostics)
    }

    func testRecursionThroughTheSimulatorIsStopped() {
        let o = session().submit(
            """
            final class Echo: NSObject, UITableViewDataSource {
                func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 1 }
                func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell { self.tableView(t, cellForRowAt: i) }
            }
            let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
            let d = Echo()
            t.dataSource = d
            t.layoutIfNeeded()
            """, displayName: "T.swift")
        XCTAssertEqual(o.status, .stoppedByLimit, o.diagnostics)
    }

    func testEndlessLoopIsStoppedByTheStepBudget() {
        let o = session(RunLimits(steps: 10_000)).submit("var n = 0\nwhile true { n += 1 }", displayName: "T.swift")
        XCTAssertEqual(o.status, .stoppedByLimit)
        XCTAssertTrue(o.diagnostics.contains("after 10000 steps"), o.diagnostics)
    }

    func testTheSessionStillWorksAfterALimit() {
        let s = session()
        _ = s.submit("var n = 1", displayName: "<repl-1>")
        XCTAssertEqual(s.submit(runaway, displayName: "<repl-2>").status, .stoppedByLimit)
        XCTAssertEqual(s.submit("print(n)", displayName: "<repl-3>").output, "1\n")
    }

    func testInterruptFromAnotherThreadStopsALoop() {
        let s = session(RunLimits(steps: Int.max))
        s.interruptAtFirstOutput()
        let o = s.submit("print(\"go\")\nvar n = 0\nwhile true { n += 1 }", displayName: "T.swift")
        XCTAssertEqual(o.status, .stoppedByLimit)
        XCTAssertTrue(o.diagnostics.contains("Interrupted."), o.diagnostics)
    }
}

extension Session {
    /// Raises Ctrl-C from another thread once the running entry prints its first output, so that a test's
    /// endless loop is already running when the flag goes up.
    func interruptAtFirstOutput() {
        let started = DispatchSemaphore(value: 0)
        onOutput = { _ in started.signal() }
        let flag = interruptFlag
        DispatchQueue.global().async {
            started.wait()
            flag.raise()
        }
    }
}
