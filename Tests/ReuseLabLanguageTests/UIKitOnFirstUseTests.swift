import Foundation
import XCTest

@testable import ReuseLabLanguage

/// A `Session` loads the UIKit prelude when an entry first names it (`SessionState+UIKitOnFirstUse.swift`).
final class UIKitOnFirstUseTests: XCTestCase {
    private func lazyState() -> SessionState {
        LargeStack.run {
            SessionState(bundleDirectory: FileManager.default.temporaryDirectory, limits: RunLimits(), loadsUIKitOnFirstUse: true)
        }
    }

    private func run(_ source: String, in state: SessionState) -> EntryOutcome {
        LargeStack.run { state.run(source, displayName: "Entry.swift") }
    }

    private func preludeErrors(_ state: SessionState) -> [String] {
        state.preludeCheckers.flatMap { $0.diagnostics.map(\.message) }
    }

    /// The names read from the prelude's text are every top-level name the checked UIKit prelude adds.
    func testTheNamesReadFromTheTextAreTheNamesUIKitDeclares() {
        let state = lazyState()
        // The Swift prelude's units UIKit loads first (`PreludeUnits.namedByUIKit`) are not UIKit's names; its
        // own units (`PreludeUnits.uikit`) load on their own first use.
        for unit in PreludeUnits.namedByUIKit.compactMap(PreludeUnits.unit(named:)) { state.loadPreludeUnit(unit) }
        let swiftOnly = state.types.topLevelNames
        state.loadUIKit()
        for unit in PreludeUnits.uikit { state.loadPreludeUnit(unit) }
        let withUIKit = state.types.topLevelNames
        var added = Set(withUIKit.types.keys).subtracting(swiftOnly.types.keys)
        added.formUnion(Set(withUIKit.typealiases.keys).subtracting(swiftOnly.typealiases.keys))
        added.formUnion(Set(withUIKit.globals.keys).subtracting(swiftOnly.globals.keys))
        added.formUnion(withUIKit.functions.names.filter { withUIKit.functions.count(named: $0) > swiftOnly.functions.count(named: $0) })
        XCTAssertGreaterThan(added.count, 90)
        XCTAssertEqual(added.subtracting(UIKitPreludeNames.all), [], "UIKit names an entry could use without loading UIKit")
        for (proto, extensions) in swiftOnly.protocolExtensions {
            XCTAssertEqual(withUIKit.protocolExtensions[proto]?.count, extensions.count, "UIKit extends no protocol of the Swift prelude")
        }
    }

    /// The byte scan reads the names a Character-by-Character reading of each prelude's lines finds, and reads
    /// a declaration's name after modifiers, attributes and a backquoted or Unicode name.
    func testTheByteScanReadsTheNamesACharacterScanReads() {
        for source in [UIKitPrelude.source, SwiftPrelude.source, ReusablePrelude.source] {
            XCTAssertEqual(UIKitPreludeNames.topLevelNames(declaredIn: source), namesReadByCharacters(in: source))
        }
        let sample = "@_native public final class Café {}\n  func indented() {}\nprivate var ratio_2 = 1\n// func comment\nfunc\n"
        XCTAssertEqual(UIKitPreludeNames.topLevelNames(declaredIn: sample), ["Café", "ratio_2"])
    }

    /// The reading the byte scan replaced (it split lines and words into Characters), kept as the reference.
    private func namesReadByCharacters(in source: String) -> Set<String> {
        let introducers: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "func", "let", "var"]
        var names: Set<String> = []
        for line in source.split(separator: "\n") {
            guard let first = line.first, first.isLetter || first == "@" else { continue }
            let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            guard let introducer = words.firstIndex(where: { introducers.contains(String($0)) }), introducer + 1 < words.count
            else { continue }
            names.insert(String(words[introducer + 1]))
        }
        return names
    }

    func testASwiftOnlyScriptLeavesUIKitUnloaded() {
        let state = lazyState()
        let outcome = run("func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }\nprint(fib(10))", in: state)
        XCTAssertEqual(outcome.status, .ran, outcome.diagnostics)
        XCTAssertEqual(outcome.output, "55\n")
        XCTAssertFalse(state.loadedModules.contains("UIKit"))
    }

    func testAnEntryNamingUIKitLoadsItAfterTheLearnersNames() {
        let state = lazyState()
        let first = run("func max(_ a: Int, _ b: Int) -> Int { 42 }\nstruct Row { var title = \"a\" }\nlet rows = [Row()]", in: state)
        XCTAssertEqual(first.status, .ran, first.diagnostics)
        let second = run(
            "let table = UITableView()\ntable.register(UITableViewCell.self, forCellReuseIdentifier: \"Cell\")\nprint(rows.count, max(1, 2), type(of: table))",
            in: state)
        XCTAssertEqual(second.status, .ran, second.diagnostics)
        XCTAssertEqual(second.output, "1 42 UITableView\n")
        XCTAssertTrue(state.loadedModules.contains("UIKit"))
        XCTAssertEqual(preludeErrors(state), [], "the learner's max did not reach UIKit's prelude")
    }

    func testImportUIKitAndAnUnsimulatedTypeLoadIt() {
        for source in ["import UIKit", "let spinner: UIActivityIndicatorView? = nil"] {
            let state = lazyState()
            _ = run(source, in: state)
            XCTAssertTrue(state.loadedModules.contains("UIKit"), source)
        }
    }

    func testImportReusableLoadsUIKitFirst() {
        let state = lazyState()
        let outcome = run("import Reusable\nfinal class Cell: UITableViewCell, Reusable {}\nprint(Cell.reuseIdentifier)", in: state)
        XCTAssertEqual(outcome.status, .ran, outcome.diagnostics)
        XCTAssertEqual(outcome.output, "Cell\n")
        XCTAssertEqual(preludeErrors(state), [])
    }

    func testACrashInTheEntryThatLoadedUIKitPutsTheWorldBack() {
        let session = Session(bundleDirectory: FileManager.default.temporaryDirectory)
        XCTAssertEqual(session.submit("var count = 1", displayName: "<repl-1>").status, .ran)
        let crash = session.submit("let table = UITableView()\ncount = 5\nfatalError(\"boom\")", displayName: "<repl-2>")
        XCTAssertEqual(crash.status, .crashed)
        let after = session.submit("print(count, type(of: UITableView()))", displayName: "<repl-3>")
        XCTAssertEqual(after.status, .ran, after.diagnostics)
        XCTAssertEqual(after.output, "1 UITableView\n")
    }

    func testCompletionListsUIKitNames() {
        let session = Session(bundleDirectory: FileManager.default.temporaryDirectory)
        XCTAssertTrue(session.completions(forLine: "UITableV").contains("UITableView"))
    }
}
