import ReuseLabLanguage
import ReuseLabSimulator
import XCTest

@testable import ReuseLabTutor

final class GoalParserTests: XCTestCase {
    private func parse(_ lines: String) throws -> [GoalCondition] {
        try GoalParser.parse(lines.components(separatedBy: "\n"), firstLine: 10).checks.map(\.condition)
    }

    private func assertError(_ line: String, _ expected: String, file: StaticString = #filePath, lineNumber: UInt = #line) {
        XCTAssertThrowsError(try GoalParser.parse(["# comment", line], firstLine: 10, file: "g.md"), file: file, line: lineNumber) {
            error in
            XCTAssertEqual((error as? LessonFormatError)?.description, expected, file: file, line: lineNumber)
        }
    }

    func testEveryCheck() throws {
        let conditions = try parse(
            """
            status compile-error
            output contains "My \\"quoted\\" cell"
            output line "true"
            output empty
            diagnostics contains "unable to dequeue"
            event created MyCell "Cell"
            event reused count >= 2
            no event created
            registered "Cell" → class MyCell
            registered "Nib" -> nib "MyCell" in tableView
            registered "Any"
            registered supplementary "Kind" "Head" → class Header
            registered header-footer "Foot"
            declared class MyCell inherits UITableViewCell
            crash uikit "unable to dequeue"
            crash fatal-error outside-entry
            compile-error "cannot find 'x' in scope"
            dequeued MyCell from nib "MyCell" for "Cell" in tableView count >= 2
            dequeued supplementary Header from class
            prepared-for-reuse StarCell count 3
            uses reuseID
            created <= 12
            reused 3 in tableView
            visible count 10
            visible "[0, 3]" → StarCell
            queue "Cell" count >= 1
            views count 2

            # comments and blank lines are skipped
            """)
        XCTAssertEqual(
            conditions,
            [
                .status(.compileError),
                .outputContains("My \"quoted\" cell"),
                .outputLine("true"),
                .outputEmpty,
                .diagnosticsContains("unable to dequeue"),
                .event(EventPattern(kind: "created", words: ["MyCell", "\"Cell\""]), count: nil),
                .event(EventPattern(kind: "reused", words: []), count: CountComparison(.greaterOrEqual, 2)),
                .event(EventPattern(kind: "created", words: []), count: CountComparison(.equal, 0)),
                .registered(identifier: "Cell", source: "class MyCell", view: nil),
                .registered(identifier: "Nib", source: "nib \"MyCell\"", view: "tableView"),
                .registered(identifier: "Any", source: nil, view: nil),
                .registered(identifier: "Head", source: "class Header", view: nil, role: .supplementary(kind: "Kind")),
                .registered(identifier: "Foot", source: nil, view: nil, role: .headerFooter),
                .declared(kind: "class", name: "MyCell", inherits: "UITableViewCell"),
                .crash(.uikit, text: "unable to dequeue", outsideEntry: false),
                .crash(.fatalError, text: nil, outsideEntry: true),
                .compileError("cannot find 'x' in scope"),
                .dequeued(
                    DequeuePattern(className: "MyCell", source: "nib \"MyCell\"", identifier: "Cell", view: "tableView"),
                    count: CountComparison(.greaterOrEqual, 2)),
                .dequeued(DequeuePattern(className: "Header", source: "class", role: .supplementary(kind: nil)), count: nil),
                .preparedForReuse(className: "StarCell", count: CountComparison(.equal, 3)),
                .uses("reuseID"),
                .created(CountComparison(.lessOrEqual, 12), view: nil),
                .reused(CountComparison(.equal, 3), view: "tableView"),
                .visibleCount(CountComparison(.equal, 10), view: nil),
                .visibleCell(indexPath: "[0, 3]", className: "StarCell", view: nil),
                .queueCount(identifier: "Cell", CountComparison(.greaterOrEqual, 1), view: nil),
                .viewsCount(CountComparison(.equal, 2)),
            ])
    }

    func testNegationAndLineNumbers() throws {
        let goal = try GoalParser.parse(["", "not output contains \"never\""], firstLine: 7)
        XCTAssertEqual(goal.checks.count, 1)
        XCTAssertTrue(goal.checks[0].negated)
        XCTAssertEqual(goal.checks[0].line, 8)
        XCTAssertEqual(goal.checks[0].source, "not output contains \"never\"")
    }

    func testErrors() {
        assertError(
            "colour red",
            "g.md:11: error: in goal “colour red”: unknown check “colour”; a check starts with one of: status, crash, compile-error, declared, dequeued, prepared-for-reuse, uses, output, diagnostics, event, no event, registered, created, reused, visible, queue, views, not"
        )
        assertError(
            "status exploded",
            "g.md:11: error: in goal “status exploded”: unknown status “exploded”; expected one of ran, compile-error, crashed, stopped-by-limit"
        )
        assertError(
            "output contains MyCell",
            "g.md:11: error: in goal “output contains MyCell”: expected a quoted string after “output contains”, found “MyCell” (put it in double quotes)"
        )
        assertError("output line \"open", "g.md:11: error: in goal “output line \"open”: a quoted string is not closed")
        assertError(
            "created about 3",
            "g.md:11: error: in goal “created about 3”: expected a number or one of == != < <= > >= after “created”, found “about”")
        assertError("created >= many", "g.md:11: error: in goal “created >= many”: expected a whole number after “>=”, found “many”")
        assertError(
            "registered \"Cell\" → struct X",
            "g.md:11: error: in goal “registered \"Cell\" → struct X”: expected “class NAME” or “nib \"NAME\"” after the arrow, found “struct”"
        )
        assertError("status ran twice", "g.md:11: error: in goal “status ran twice”: unexpected “twice” after a complete check")
        assertError(
            "not not status ran", "g.md:11: error: in goal “not not status ran”: “not” may appear only once, at the start of a check")
        assertError(
            "queue \"Cell\" 3",
            "g.md:11: error: in goal “queue \"Cell\" 3”: expected “count” after the identifier: queue \"Cell\" count >= 1")
        assertError(
            "output line \"a\\q\"",
            "g.md:11: error: in goal “output line \"a\\q\"”: unknown escape \\q in a quoted string (use \\\", \\\\ or \\n)")
    }
}

final class GoalEvaluatorTests: XCTestCase {
    private func goal(_ text: String) throws -> Goal {
        try GoalParser.parse(text.components(separatedBy: "\n"), firstLine: 1)
    }

    private let world = PoolSnapshot(views: [
        table(
            registrations: [
                RegistrationSnapshot(role: "cell", identifier: "Cell", source: "class MyCell"),
                RegistrationSnapshot(role: "cell", identifier: "Nib", source: "nib \"NibCell\""),
            ],
            visible: [
                VisibleCellSnapshot(indexPath: "[0, 0]", cell: "MyCell#1"), VisibleCellSnapshot(indexPath: "[0, 1]", cell: "MyCell#2"),
            ],
            queues: [QueueSnapshot(identifier: "Cell", cells: ["MyCell#3"])], created: 3, reused: 5),
        ViewSnapshot(
            name: "collectionView", className: "UICollectionView", registrations: [], visible: [], queues: [],
            cellsCreated: 1, cellsReused: 0),
    ])

    private let record = StepRecord(outcomes: [
        outcome(
            .ran, output: "MyCell\ntrue   \n",
            events: [
                .created(view: "tableView", cell: "MyCell#1", role: "cell", identifier: "Cell", indexPath: nil),
                .dequeued(view: "tableView", cell: "MyCell#3", role: "cell", identifier: "Cell", indexPath: nil, reused: true),
            ]),
        outcome(.crashed, output: "partial\n", diagnostics: "Fatal error: unable to dequeue a cell with identifier X - must register"),
    ])

    func testPassingGoal() throws {
        let result = GoalEvaluator.evaluate(
            try goal(
                """
                status crashed
                output line "true"
                output line "partial"
                output contains "MyCell\\ntrue"
                diagnostics contains "unable to dequeue a cell with identifier X"
                event created MyCell "Cell"
                event created MyCell in tableView
                event dequeued MyCell#3 "Cell" count 1
                no event enqueued
                registered "Cell" → class MyCell
                registered "Nib" → nib "NibCell" in tableView
                not registered "Other"
                created 4
                created 3 in tableView
                reused >= 5
                visible count 2
                visible "[0,1]" → MyCell
                queue "Cell" count 1
                views count 2
                not output empty
                """), record: record, world: world)
        XCTAssertEqual(result.failures.map(\.check.source), [])
        XCTAssertTrue(result.isMet)
    }

    func testFailingChecksSayWhatWasSeen() throws {
        let result = GoalEvaluator.evaluate(
            try goal(
                """
                status ran
                output line "MyCel"
                registered "Cell" → class OtherCell
                created <= 2
                event created OtherCell
                queue "Missing" count >= 1
                visible "[0, 5]" → MyCell
                """), record: record, world: world)
        XCTAssertFalse(result.isMet)
        XCTAssertEqual(
            result.failures.map(\.observed),
            [
                "the latest entry crashed",
                "printed: MyCell ⏎ true    ⏎ partial",
                "\"Cell\" is registered to `class MyCell`",
                "4 cells created so far",
                "no event `created OtherCell` happened in this step yet",
                "the queue \"Missing\" holds 0 cells",
                "no cell is on screen at [0, 5]",
            ])
    }

    func testNothingRunYet() throws {
        let result = GoalEvaluator.evaluate(try goal("status ran\noutput empty"), record: StepRecord(), world: PoolSnapshot(views: []))
        XCTAssertEqual(result.results.map(\.passed), [false, true])
        XCTAssertEqual(result.results[0].observed, "nothing has run in this step yet")
    }

    func testEmptyGoalIsNeverMet() {
        XCTAssertFalse(GoalEvaluator.evaluate(Goal(checks: []), record: record, world: world).isMet)
    }

    func testEventMatching() {
        let pattern = EventPattern(kind: "created", words: ["MyCell", "\"Cell\""])
        XCTAssertTrue(EventMatcher.matches("created MyCell#12 for \"Cell\" in tableView", pattern))
        XCTAssertFalse(EventMatcher.matches("created MyCellar#1 for \"Cell\"", pattern))
        XCTAssertFalse(EventMatcher.matches("dequeued MyCell#1 for \"Cell\"", pattern))
        XCTAssertFalse(EventMatcher.matches("created MyCell#1 for \"Other\"", pattern))
        XCTAssertTrue(EventMatcher.matches("created MyCell#1 for \"unclosed", EventPattern(kind: "created", words: ["MyCell"])))
        XCTAssertEqual(EventMatcher.baseName("MyCell#2"), "MyCell")
        XCTAssertEqual(EventMatcher.baseName("#2"), "#2")
        XCTAssertEqual(EventMatcher.baseName("A#b"), "A#b")
    }
}
