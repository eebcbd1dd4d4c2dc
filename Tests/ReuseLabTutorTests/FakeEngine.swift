import Foundation
import ReuseLabLanguage
import ReuseLabSimulator

@testable import ReuseLabTutor

/// A scripted stand-in for `Session`: each rule answers entries containing a key with a fixed outcome
/// and, when the entry ran, changes the world. Unknown entries run silently.
final class FakeEngine: LessonEngine {
    struct Rule {
        var key: String
        var outcome: EntryOutcome
        var change: ((inout PoolSnapshot) -> Void)?
    }

    var rules: [Rule] = []
    var world = PoolSnapshot(views: [])
    private(set) var submitted: [String] = []
    private(set) var displayNames: [String] = []
    private(set) var resets = 0

    func on(
        _ key: String, status: RunStatus = .ran, output: String = "", diagnostics: String = "", events: [SimEvent] = [],
        change: ((inout PoolSnapshot) -> Void)? = nil
    ) {
        rules.append(Rule(key: key, outcome: outcome(status, output: output, diagnostics: diagnostics, events: events), change: change))
    }

    func submit(_ source: String, displayName: String) -> EntryOutcome {
        submitted.append(source)
        displayNames.append(displayName)
        guard let rule = rules.first(where: { source.contains($0.key) }) else {
            return outcome(.ran)
        }
        if rule.outcome.status == .ran { rule.change?(&world) }
        return rule.outcome
    }

    func snapshot() -> PoolSnapshot { world }

    func reset() {
        world = PoolSnapshot(views: [])
        resets += 1
    }
}

func outcome(_ status: RunStatus, output: String = "", diagnostics: String = "", events: [SimEvent] = []) -> EntryOutcome {
    EntryOutcome(status: status, output: output, diagnostics: diagnostics, events: events, explanation: nil, changedWorld: false)
}

func table(
    _ name: String = "tableView", registrations: [RegistrationSnapshot] = [], visible: [VisibleCellSnapshot] = [],
    queues: [QueueSnapshot] = [], created: Int = 0, reused: Int = 0
) -> ViewSnapshot {
    ViewSnapshot(
        name: name, className: "UITableView", registrations: registrations, visible: visible, queues: queues,
        cellsCreated: created, cellsReused: reused)
}

/// Adds a class registration to the first view, creating a table view if there is none.
func register(_ identifier: String, _ source: String) -> (inout PoolSnapshot) -> Void {
    return { world in
        if world.views.isEmpty { world.views.append(table()) }
        world.views[0].registrations.append(RegistrationSnapshot(role: "cell", identifier: identifier, source: source))
    }
}

/// Writes a lesson folder in a fresh temporary directory and returns the folder.
func writeLesson(_ text: String, named name: String = "99-test", extraFiles: [String: String] = [:]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-tutor-tests-\(UUID().uuidString)")
    let folder = root.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try text.write(to: folder.appendingPathComponent("lesson.md"), atomically: true, encoding: .utf8)
    for (file, contents) in extraFiles {
        try contents.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
    return folder
}

/// A small valid lesson: register, then a compile error.
let sampleLesson = """
    ---
    id: 99-test
    title: A test lesson
    article: An Article | An Author | https://example.com/a
    ---

    # A test lesson

    Intro text.

    ```swift start
    let tableView = UITableView()
    ```

    ## Step 1: Register

    Register it.

    ```goal
    registered "Cell" → class MyCell
    output line "done"
    ```

    ```hint
    First hint.
    ```

    ```hint
    Second hint.
    ```

    ```swift solution
    tableView.register(MyCell.self, forCellReuseIdentifier: "Cell")
    print("done")
    ```

    ```swift must-fail
    print("done")
    ```

    ```swift must-pass
    // in two entries
    tableView.register(MyCell.self, forCellReuseIdentifier: "Cell")
    // next entry
    print("done")
    ```

    ## Step 2: Break it

    ```goal
    status compile-error
    diagnostics contains "cannot find"
    ```

    ```hint
    Misspell something.
    ```

    ```swift solution
    tableView.regster(MyCell.self)
    ```

    ```swift must-fail
    tableView.register(MyCell.self, forCellReuseIdentifier: "Cell")
    ```

    ```swift must-pass
    tableView.regster(OtherCell.self)
    ```
    """

/// A fake engine that behaves like the real language for `sampleLesson`.
func sampleEngine() -> FakeEngine {
    let engine = FakeEngine()
    engine.on(
        "forCellReuseIdentifier: \"Cell\"", output: "done\n",
        events: [.registered(view: "tableView", role: "cell", identifier: "Cell", source: "class MyCell")],
        change: register("Cell", "class MyCell"))
    engine.on("regster", status: .compileError, diagnostics: "error: cannot find 'regster' in scope")
    return engine
}
