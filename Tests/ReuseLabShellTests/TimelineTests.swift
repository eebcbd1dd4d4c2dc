import ReuseLabLanguage
import ReuseLabSimulator
import XCTest

@testable import ReuseLabShell

/// `:timeline`: the replay of an entry's events rebuilds the Simulator's own world, batch mode prints every
/// step, and scripted keys move through the steps as a presenter's would.
final class TimelineTests: XCTestCase {
    var options: ShellOptions!

    override func setUp() {
        options = ShellOptions()
        options.environment = ["LANG": "C.UTF-8", "NO_COLOR": "1", "COLUMNS": "80"]
    }

    /// A real session with the photo feed on screen, then one entry that scrolls 25 rows.
    func makeController(interactive: Bool, io: CapturedIO) -> ReplController {
        let session = Session(bundleDirectory: FileManager.default.temporaryDirectory)
        let controller = ReplController(engine: session, options: options, io: io, interactive: interactive)
        for entry in DemoScript(source: WorkshopFixtures.photoFeed).entries.prefix(2) { _ = controller.handle(entry) }
        _ = controller.handle("tableView.contentOffset = CGPoint(x: 0, y: 1100); tableView.layoutIfNeeded()")
        return controller
    }

    func testReplayingTheEventsRebuildsTheWorldAfterTheEntry() throws {
        let io = CapturedIO()
        let controller = makeController(interactive: false, io: io)
        let timeline = try XCTUnwrap(controller.workshop.timeline(entry: nil))
        XCTAssertEqual(timeline.entryNumber, 3)
        XCTAssertGreaterThan(timeline.stepCount, 20, "a 25-row scroll is dozens of steps")
        let end = timeline.state(afterStep: timeline.stepCount)
        let world = try XCTUnwrap(controller.engine.snapshot().views.first)
        let view = try XCTUnwrap(end.focusedView)
        XCTAssertTrue(view.matches(world), "replayed \(view) but the Simulator has \(world)")
        XCTAssertEqual(view.cellsReused, world.cellsReused)
        XCTAssertEqual(view.cellsCreated, world.cellsCreated)
        // The start is the world before the entry: rows 0…4.
        XCTAssertEqual(timeline.state(afterStep: 0).focusedView?.rows.first?.indexPath, "[0, 0]")
    }

    func testBatchModePrintsEveryStepWithThePhoneAndTheQueue() throws {
        let io = CapturedIO()
        let controller = makeController(interactive: false, io: io)
        let mark = io.output.count
        XCTAssertEqual(controller.handle(":timeline"), .continueWith(status: 0))
        let printed = String(io.output.dropFirst(mark))
        let steps = controller.workshop.timeline(entry: nil)!.stepCount
        XCTAssertTrue(printed.contains("entry 3 · step 0 of \(steps)"), printed)
        XCTAssertTrue(printed.contains("entry 3 · step \(steps) of \(steps)"), printed)
        XCTAssertTrue(printed.contains("PhotoCell#1 leaves the screen (it showed [0, 0]) and waits in the \"Photo\" queue."), printed)
        XCTAssertTrue(printed.contains("│▶[0, 25]  PhotoCell#1"), "#1 comes back for row 25, marked: \(printed)")
        XCTAssertTrue(printed.contains("\"Photo\" queue"), printed)
        XCTAssertTrue(printed.contains("in hand"), printed)
        XCTAssertEqual(printed.components(separatedBy: "entry 3 · step ").count - 1, steps + 1)
    }

    func testScriptedKeysStepJumpAndLeave() throws {
        let io = CapturedIO()
        let controller = makeController(interactive: true, io: io)
        let steps = controller.workshop.timeline(entry: nil)!.stepCount
        controller.workshop.keys = { ScriptedKeyReader(typing: "n\u{1B}[C7\rp\u{1B}[DGgq") }
        let mark = io.output.count
        XCTAssertEqual(controller.handle(":timeline"), .continueWith(status: 0))
        let printed = String(io.output.dropFirst(mark))
        let shown = printed.components(separatedBy: "\n").filter { $0.hasPrefix("entry 3 · step ") }
            .map { $0.replacingOccurrences(of: "entry 3 · step ", with: "").components(separatedBy: " of ")[0] }
        XCTAssertEqual(shown, ["0", "1", "2", "7", "6", "5", "\(steps)", "0"])
        XCTAssertTrue(printed.contains("n/→ next"), "the keys are listed under the picture")
        XCTAssertTrue(printed.hasSuffix("Back at the prompt (entry 3 had \(steps) steps).\n"), printed)
    }

    func testPlaybackAdvancesAtItsPaceUntilTheEnd() throws {
        let io = CapturedIO()
        let controller = makeController(interactive: true, io: io)
        let steps = controller.workshop.timeline(entry: nil)!.stepCount
        // No keys: playback runs to the last step, then input ends.
        controller.workshop.keys = { ScriptedKeyReader([]) }
        _ = controller.handle(":timeline play 1ms")
        XCTAssertTrue(io.output.contains("step \(steps) of \(steps)"), io.output)
    }

    func testEarlierEntriesAndErrors() throws {
        let io = CapturedIO()
        let controller = makeController(interactive: false, io: io)
        _ = controller.handle(":timeline list")
        XCTAssertTrue(io.output.contains("  2    "), io.output)
        _ = controller.handle(":timeline 2")
        XCTAssertTrue(io.output.contains("entry 2 · step 0 of"), io.output)
        XCTAssertEqual(controller.handle(":timeline 99"), .continueWith(status: 2))
        XCTAssertEqual(controller.handle(":timeline play fast"), .continueWith(status: 2))
        XCTAssertTrue(io.errors.contains("No timeline for entry 99."), io.errors)
    }

    func testNothingToStepThroughInAFreshSession() {
        let io = CapturedIO()
        let controller = ReplController(engine: FakeEngine(), options: options, io: io, interactive: false)
        XCTAssertEqual(controller.handle(":timeline"), .continueWith(status: 2))
        XCTAssertTrue(io.errors.contains("nothing to step through"), io.errors)
    }

    func testKeyParser() {
        var parser = TimelineKeyParser()
        let keys = Array("nj \u{1B}[C\u{1B}[Dpk12\r\u{1B}[5~gGPq\u{03}".utf8).compactMap { parser.feed($0) }
        XCTAssertEqual(
            keys,
            [
                .next, .next, .next, .next, .previous, .previous, .previous, .jump(12), .previous,
                .first, .last, .play, .quit, .quit,
            ])
        var lone = TimelineKeyParser()
        XCTAssertNil(lone.feed(0x1B))
        XCTAssertEqual(lone.flushEscape(), .quit, "a lone Esc leaves")
    }

    func testAsciiPhoneWithoutColour() throws {
        options.environment = ["TERM": "dumb", "COLUMNS": "80"]
        let io = CapturedIO()
        let controller = makeController(interactive: false, io: io)
        _ = controller.handle(":timeline")
        XCTAssertTrue(io.output.contains("+------------------------+"), io.output)
        XCTAssertTrue(io.output.contains("|>[0, 25]  PhotoCell#1"), io.output)
        XCTAssertFalse(io.output.contains("\u{1B}["), "no escapes for TERM=dumb")
    }
}

/// The workshop commands in `:help` and the parser.
final class WorkshopHelpTests: XCTestCase {
    func testParsingAndHelp() {
        XCTAssertEqual(MetaCommand.parse(":timeline 3 play 300ms"), .workshop(name: "timeline", arguments: "3 play 300ms"))
        XCTAssertEqual(MetaCommand.parse(":demo back"), .workshop(name: "demo", arguments: "back"))
        XCTAssertEqual(MetaCommand.parse(":present on"), .workshop(name: "present", arguments: "on"))
        XCTAssertEqual(WorkshopCommand.milliseconds("300ms"), 300)
        XCTAssertEqual(WorkshopCommand.milliseconds("1.5s"), 1500)
        XCTAssertEqual(WorkshopCommand.milliseconds("250"), 250)
        XCTAssertNil(WorkshopCommand.milliseconds("0ms"))
        XCTAssertNil(WorkshopCommand.milliseconds("fast"))
        XCTAssertTrue(HelpText.overview().contains(":timeline [N] [play [PACE]]"))
        XCTAssertTrue(HelpText.topic("timeline")?.contains("PhotoCell#3") == true)
        XCTAssertTrue(HelpText.topic(":demo")?.contains("// ---") == true)
        XCTAssertTrue(HelpText.topic("present")?.contains("NO_COLOR") == true)
        XCTAssertTrue(HelpText.topic("workshop")?.contains("lesson report") == true)
        XCTAssertTrue(HelpText.topics.contains("workshop"))
    }

    func testOldTimelinesGoWhenTooManyEventsAreKept() {
        let state = WorkshopState()
        let event = SimEvent.scrolled(view: "t", contentOffset: Point(x: 0, y: 1))
        for _ in 0..<3 {
            state.record(
                source: "scroll()", before: PoolSnapshot(views: []),
                events: Array(repeating: event, count: WorkshopState.keptEvents / 2 + 1), eventLimit: 0)
        }
        XCTAssertEqual(state.timelines.map(\.entryNumber), [3])
    }
}
