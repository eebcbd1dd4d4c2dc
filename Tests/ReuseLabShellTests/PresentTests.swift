import ReuseLabLanguage
import ReuseLabSimulator
import XCTest

@testable import ReuseLabShell

/// `:present on` and `--present`: diagrams as wide as the terminal (never wider), a large phone in
/// `:timeline`, no hint noise, and colour only where NO_COLOR and TERM=dumb allow it.
final class PresentTests: XCTestCase {
    func makeController(
        environment: [String: String], interactive: Bool = false, present: Bool = false,
        io: CapturedIO
    ) -> (ReplController, FakeEngine) {
        var options = ShellOptions()
        options.environment = environment
        options.present = present
        options.color = .always
        let engine = FakeEngine()
        let world = PoolSnapshot(views: [
            ViewSnapshot(
                name: "tableView", className: "UITableView",
                registrations: [RegistrationSnapshot(role: "cell", identifier: "Photo", source: "class PhotoCell")],
                visible: (0..<3).map { VisibleCellSnapshot(indexPath: "[0, \($0)]", cell: "PhotoCell#\($0 + 1)") },
                queues: [], cellsCreated: 3, cellsReused: 0)
        ])
        engine.worlds["go()"] = world
        engine.outcomes["go()"] = FakeEngine.outcome(changedWorld: true)
        engine.outcomes["bad"] = FakeEngine.outcome(.compileError, diagnostics: "error: bad", explanation: "why")
        let controller = ReplController(engine: engine, options: options, io: io, interactive: interactive)
        _ = controller.begin()
        _ = engine.submit("go()", displayName: "setup")
        return (controller, engine)
    }

    func lines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            .split(separator: "\n").map(String.init)
    }

    func testDiagramsFillTheTerminalWidthButNeverPassIt() {
        let io = CapturedIO()
        let (controller, _) = makeController(environment: ["LANG": "C.UTF-8", "COLUMNS": "110"], present: true, io: io)
        _ = controller.handle(":pool")
        let drawn = lines(io.output).filter { $0.hasPrefix("┌") || $0.hasPrefix("│") || $0.hasPrefix("└") }
        XCTAssertFalse(drawn.isEmpty, io.output)
        XCTAssertTrue(drawn.allSatisfy { displayWidth($0) == 109 }, drawn.joined(separator: "\n"))
        XCTAssertTrue(io.output.contains("\u{1B}[1m"), "bold titles with colour on")

        _ = controller.handle(":present off")
        let mark = io.output.count
        _ = controller.handle(":pool")
        let normal = lines(String(io.output.dropFirst(mark))).filter { $0.hasPrefix("┌") }
        // Off, the diagram still follows the terminal (within PoolDiagram's bounds), with fewer rows.
        XCTAssertEqual(normal.map(displayWidth), [PoolDiagram.width(forColumns: 110)])
    }

    func testNarrowTerminalsAndDumbTerminals() {
        let io = CapturedIO()
        let (controller, _) = makeController(environment: ["TERM": "dumb", "LANG": "C.UTF-8", "COLUMNS": "50"], io: io)
        _ = controller.handle(":present on")
        _ = controller.handle(":pool")
        let drawn = lines(io.output).filter { $0.hasPrefix("+") || $0.hasPrefix("|") }
        XCTAssertTrue(drawn.allSatisfy { displayWidth($0) <= 50 }, io.output)
        XCTAssertFalse(drawn.isEmpty, io.output)
        XCTAssertTrue(io.output.contains("Presenter display:"), io.output)
    }

    func testNoColorKeepsEscapesOutEvenWhenPresenting() {
        var options = ShellOptions()
        options.environment = ["NO_COLOR": "1", "LANG": "C.UTF-8", "COLUMNS": "90"]
        options.present = true
        let io = CapturedIO()
        let engine = FakeEngine()
        engine.worlds["go()"] = PoolSnapshot(views: [
            ViewSnapshot(
                name: "t", className: "UITableView", registrations: [],
                visible: [], queues: [], cellsCreated: 0, cellsReused: 0)
        ])
        let controller = ReplController(engine: engine, options: options, io: io, interactive: false)
        _ = controller.begin()
        _ = engine.submit("go()", displayName: "setup")
        _ = controller.handle(":pool")
        XCTAssertTrue(io.output.contains("┌─ t: UITableView"), io.output)
        XCTAssertFalse(io.output.contains("\u{1B}["), io.output)
    }

    func testPresentingHidesTheWhyHint() {
        let io = CapturedIO()
        let (controller, _) = makeController(
            environment: ["LANG": "C.UTF-8", "NO_COLOR": "1"], interactive: true,
            present: true, io: io)
        _ = controller.handle("bad")
        XCTAssertFalse(io.errors.contains(":why explains this"), io.errors)
        _ = controller.handle(":present off")
        _ = controller.handle("bad")
        XCTAssertTrue(io.errors.contains(":why explains this"), io.errors)
        _ = controller.handle(":present")
        XCTAssertTrue(io.output.contains("The presenter display is off."), io.output)
        XCTAssertEqual(controller.handle(":present maybe"), .continueWith(status: 2))
    }

    func testTheLargePhoneHasRoomBetweenRows() throws {
        var options = ShellOptions()
        options.environment = ["LANG": "C.UTF-8", "NO_COLOR": "1", "COLUMNS": "100"]
        options.present = true
        let io = CapturedIO()
        let controller = ReplController(
            engine: Session(bundleDirectory: FileManager.default.temporaryDirectory),
            options: options, io: io, interactive: false)
        _ = controller.begin()
        for entry in DemoScript(source: WorkshopFixtures.photoFeed).entries.prefix(2) { _ = controller.handle(entry) }
        let mark = io.output.count
        _ = controller.handle(":timeline")
        let printed = String(io.output.dropFirst(mark))
        let lastStep = try XCTUnwrap(printed.components(separatedBy: "\n\nentry ").last)
        let phone = lastStep.split(separator: "\n").filter { $0.hasPrefix("  │") }
        XCTAssertEqual(phone.count, 9, "five rows with blank lines between: \(lastStep)")
        let top = try XCTUnwrap(lastStep.split(separator: "\n").first { $0.hasPrefix("  ┌") })
        let phoneTop = top.prefix { $0 != "┐" } + "┐"
        XCTAssertEqual(displayWidth(String(phoneTop)), 2 + 36 + 2, lastStep)
    }
}
