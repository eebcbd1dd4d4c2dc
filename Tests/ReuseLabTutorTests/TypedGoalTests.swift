import ReuseLabLanguage
import ReuseLabSimulator
import XCTest

@testable import ReuseLabTutor

/// Goals read typed facts, so the cheats of issue 15 (printing the goal's text, `fatalError` with the
/// crash text, a message quoted in a string) cannot meet them.
final class TypedGoalTests: XCTestCase {
    private func goal(_ text: String) throws -> Goal {
        try GoalParser.parse(text.components(separatedBy: "\n"), firstLine: 1)
    }

    private func entry(_ status: RunStatus, output: String = "", diagnostics: String = "", facts: EntryFacts = EntryFacts()) -> EntryOutcome
    {
        var outcome = EntryOutcome(
            status: status, output: output, diagnostics: diagnostics, events: facts.events,
            explanation: nil, changedWorld: false)
        outcome.facts = facts
        return outcome
    }

    private func evaluate(_ text: String, _ outcomes: [EntryOutcome], world: PoolSnapshot = PoolSnapshot(views: [])) throws -> GoalResult {
        GoalEvaluator.evaluate(try goal(text), record: StepRecord(outcomes: outcomes), world: world)
    }

    private let uikitReason = "unable to dequeue a cell with identifier Greting - must register a nib or a class for the identifier"

    func testAFatalErrorWithUIKitsWordsIsNotAUIKitCrash() throws {
        var facts = EntryFacts()
        facts.crash = CrashFact(origin: .fatalError, message: uikitReason, file: "<repl-1>", raisedInEntry: true)
        let cheat = try evaluate(
            "crash uikit \"unable to dequeue\"", [entry(.crashed, diagnostics: "Fatal error: " + uikitReason, facts: facts)])
        XCTAssertFalse(cheat.isMet)
        XCTAssertEqual(cheat.failures[0].observed, "it crashed, but the crash came from a `fatalError` call, not from UIKit")

        facts.crash = CrashFact(
            origin: .uikit, exceptionName: "NSInternalInconsistencyException", message: uikitReason,
            file: "<repl-1>", raisedInEntry: true)
        XCTAssertTrue(try evaluate("crash uikit \"unable to dequeue\"", [entry(.crashed, facts: facts)]).isMet)
    }

    func testALibrarysFatalErrorMustBeRaisedOutsideTheEntry() throws {
        var facts = EntryFacts()
        facts.crash = CrashFact(origin: .fatalError, message: "Failed to dequeue cell: BannerCell", file: "<repl-2>", raisedInEntry: true)
        let own = try evaluate("crash fatal-error \"Failed to dequeue\" outside-entry", [entry(.crashed, facts: facts)])
        XCTAssertEqual(own.failures.first?.observed, "the crash was raised by your entry's own code, not by the code the step is about")
        facts.crash?.raisedInEntry = false
        XCTAssertTrue(try evaluate("crash fatal-error \"Failed to dequeue\" outside-entry", [entry(.crashed, facts: facts)]).isMet)
    }

    func testACompileErrorIsFoundByItsMessageNotByTheSourceExcerpt() throws {
        var facts = EntryFacts()
        facts.compileErrors = [
            CompileErrorFact(message: "cannot convert value of type 'String' to specified type 'Int'", line: 1, column: 14)
        ]
        let excerpt =
            "1 | let x: Int = \"cannot find 'nib' in scope\"\n  |              `- error: cannot convert value of type 'String' to specified type 'Int'"
        let cheat = try evaluate("compile-error \"cannot find 'nib' in scope\"", [entry(.compileError, diagnostics: excerpt, facts: facts)])
        XCTAssertFalse(cheat.isMet)
        XCTAssertEqual(cheat.failures[0].observed, "the compiler said: cannot convert value of type 'String' to specified type 'Int'")
        XCTAssertTrue(
            try evaluate("diagnostics contains \"cannot find 'nib' in scope\"", [entry(.compileError, diagnostics: excerpt)]).isMet,
            "the old text check falls for it, which is why lessons no longer rely on it")
    }

    func testADequeueFromTheNibIsNeededNotJustItsRegistration() throws {
        var registeredOnly = EntryFacts()
        registeredOnly.events = [.registered(view: "tableView", role: "cell", identifier: "Other", source: "nib \"NibCell\"")]
        let printed = entry(.ran, output: "NibCell\n", facts: registeredOnly)
        let check = "dequeued NibCell from nib \"NibCell\" for \"Other\""
        let cheat = try evaluate(check, [printed])
        XCTAssertEqual(
            cheat.failures.first?.observed, "no `NibCell` cell made from the nib `NibCell` for \"Other\" was dequeued in this step yet")

        var dequeued = EntryFacts()
        dequeued.events = [
            .dequeued(view: "tableView", cell: "NibCell#1", role: "cell", identifier: "Other", indexPath: nil, reused: false)
        ]
        XCTAssertTrue(
            try evaluate(check, [printed, entry(.ran, facts: dequeued)]).isMet, "registration and dequeue may be separate entries")

        var fromClass = EntryFacts()
        fromClass.events = [
            .registered(view: "tableView", role: "cell", identifier: "Other", source: "class NibCell"),
            .dequeued(view: "tableView", cell: "NibCell#2", role: "cell", identifier: "Other", indexPath: nil, reused: false),
        ]
        XCTAssertFalse(try evaluate(check, [entry(.ran, facts: fromClass)]).isMet, "a cell made from the class is not from the nib")
    }

    func testAHeaderRegisteredAsACellIsNotASupplementaryRegistration() throws {
        let asCell = PoolSnapshot(views: [
            table("collectionView", registrations: [RegistrationSnapshot(role: "cell", identifier: "Header", source: "class Header")])
        ])
        let result = try evaluate("registered supplementary \"Header\" → class Header", [entry(.ran)], world: asCell)
        XCTAssertEqual(result.failures.first?.observed, "\"Header\" is registered for cells, not for supplementary views")
        let asHeader = PoolSnapshot(views: [
            table(
                "collectionView",
                registrations: [
                    RegistrationSnapshot(role: "UICollectionElementKindSectionHeader", identifier: "Header", source: "class Header")
                ])
        ])
        XCTAssertTrue(try evaluate("registered supplementary \"Header\" → class Header", [entry(.ran)], world: asHeader).isMet)
        XCTAssertFalse(try evaluate("registered \"Header\"", [entry(.ran)], world: asHeader).isMet, "a bare registered check means cells")
    }

    func testDeclarationsAndNamesUsedComeFromEntriesThatRan() throws {
        var declared = EntryFacts()
        declared.declaredTypes = [DeclaredTypeFact(kind: "class", name: "GreetingCell", superclasses: ["UITableViewCell", "UIView"])]
        declared.referencedNames = ["print", "GreetingCell"]
        XCTAssertTrue(
            try evaluate("declared class GreetingCell inherits UITableViewCell\nuses GreetingCell", [entry(.ran, facts: declared)]).isMet)
        XCTAssertFalse(
            try evaluate("declared class GreetingCell", [entry(.crashed, facts: declared)]).isMet, "a crashed entry declares nothing")
        let printed = try evaluate("declared class GreetingCell\nuses reuseID", [entry(.ran, output: "GreetingCell\n")])
        XCTAssertEqual(
            printed.failures.map(\.observed),
            [
                "no class `GreetingCell` was declared in this step yet",
                "your code in this step does not use `reuseID` yet",
            ])
    }

    func testUndoTakesAnEntryOutOfTheStepsRecord() {
        var record = StepRecord(outcomes: [entry(.ran, output: "a\n"), entry(.compileError)])
        XCTAssertEqual(record.removeLatestRanEntry()?.output, "a\n")
        XCTAssertEqual(record.output, "")
        XCTAssertNil(record.removeLatestRanEntry())
    }
}
