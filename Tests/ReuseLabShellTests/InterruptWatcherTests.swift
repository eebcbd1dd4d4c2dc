import CTerminalShim
import Foundation
import ReuseLabLanguage
import ReuseLabSimulator
import XCTest

@testable import ReuseLabShell

/// Ctrl-C while an entry runs raises the engine's interrupt flag from the watcher thread, and the shell goes on.
final class InterruptWatcherTests: XCTestCase {
    final class SlowEngine: ReplEngine {
        let interruptFlag = InterruptFlag()
        var interruptCount = 0
        /// Makes the next entry end at once, without waiting for a Ctrl-C.
        var finishAtOnce = false
        var onOutput: ((String) -> Void)?
        var onEvent: ((SimEvent) -> Void)?

        func submit(_ source: String, displayName: String) -> EntryOutcome {
            // Stands in for a long loop: it ends when interrupted, or after a generous timeout.
            var stopped = false
            let deadline = Date().addingTimeInterval(10)
            while !finishAtOnce, !stopped, Date() < deadline {
                if interruptFlag.take() {
                    interruptCount += 1
                    stopped = true
                } else {
                    usleep(1_000)
                }
            }
            return EntryOutcome(
                status: stopped ? .stoppedByLimit : .ran, output: "", diagnostics: stopped ? "Interrupted.\n" : "",
                events: [], explanation: nil, changedWorld: false)
        }
        func completions(forLine line: String) -> [String] { [] }
        func snapshot() -> PoolSnapshot { PoolSnapshot(views: []) }
        var acceptedEntries: [String] { [] }
        func undo() -> Bool { false }
        func redo() -> Bool { false }
        func reset() {}
        func defineNib(named name: String, rootElement: String, className: String, reuseIdentifier: String?) {}
        func preludeModuleSource(named name: String) -> String? { nil }
        var preludeModuleNames: [String] { [] }
    }

    func testCtrlCInterruptsTheRunningEntryOnly() {
        reuselab_signals_install()
        defer { reuselab_signals_restore() }
        let engine = SlowEngine()
        let io = CapturedIO()
        var options = ShellOptions()
        options.environment = [:]
        let controller = ReplController(engine: engine, options: options, io: io, interactive: false)
        controller.interruptWatcher = InterruptWatcher()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { kill(getpid(), SIGINT) }
        let started = Date()
        XCTAssertEqual(controller.handle("while true {}"), .continueWith(status: 4))
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertEqual(engine.interruptCount, 1)
        XCTAssertEqual(io.errors, "Interrupted.\n")
        // A Ctrl-C between entries is not delivered to the next one.
        kill(getpid(), SIGINT)
        usleep(50_000)
        engine.finishAtOnce = true
        XCTAssertEqual(controller.handle("print(1)"), .continueWith(status: 0))
        XCTAssertFalse(engine.interruptFlag.isRaised)
        XCTAssertEqual(engine.interruptCount, 1)
    }
}
