import Foundation
import XCTest

@testable import ReuseLabLanguage

/// A `Session` loads each unit of the Swift prelude when an entry first names it
/// (`SessionState+PreludeUnitsOnFirstUse.swift`); these tests hold the reasons that is sound.
final class PreludeUnitsOnFirstUseTests: XCTestCase {
    private func lazyState() -> SessionState {
        LargeStack.run {
            SessionState(bundleDirectory: FileManager.default.temporaryDirectory, limits: RunLimits(), loadsUIKitOnFirstUse: true)
        }
    }

    private func run(_ source: String, in state: SessionState) -> EntryOutcome {
        LargeStack.run { state.run(source, displayName: "Entry.swift") }
    }

    private func isLoaded(_ unit: String, in state: SessionState) -> Bool {
        PreludeUnits.unit(named: unit).map { state.loadedModules.contains($0.key) } ?? false
    }

    /// A world with what loads before the unit: UIKit's core for one of its units, and the unit's dependencies.
    private func stateBefore(_ unit: PreludeUnit) -> SessionState {
        let state = lazyState()
        if unit.module == "UIKit" { LargeStack.run { state.loadUIKit() } }
        if unit.module == "Reusable" { LargeStack.run { state.loadReusable() } }
        for dependency in unit.dependencies.compactMap(PreludeUnits.unit(named:)) { LargeStack.run { state.loadPreludeUnit(dependency) } }
        return state
    }

    /// The names of every member, nested type and case of each type and nested type.
    private struct Surface {
        var names: [ObjectIdentifier: Set<String>] = [:]
        var initializerCounts: [ObjectIdentifier: Int] = [:]
        var conformanceCounts: [ObjectIdentifier: Int] = [:]

        init(_ world: TypeWorld) {
            var pending = Array(world.types.values)
            var seen: Set<ObjectIdentifier> = []
            while let decl = pending.popLast() {
                guard seen.insert(ObjectIdentifier(decl)).inserted else { continue }
                names[ObjectIdentifier(decl)] = Self.names(of: decl)
                initializerCounts[ObjectIdentifier(decl)] = decl.initializers.count
                conformanceCounts[ObjectIdentifier(decl)] = decl.conformances.count
                pending.append(contentsOf: decl.nestedTypes.values)
            }
        }

        static func names(of decl: NominalDecl) -> Set<String> {
            var names = Set(decl.properties.keys).union(decl.cases.keys).union(decl.nestedTypes.keys).union(decl.typealiases.keys)
            // A method's labels are reached through its name; a new initializer (labels alone) fails a test below.
            names.formUnion(decl.methods.keys.filter { $0 != "subscript" })
            return names.filter { $0.first.map { $0.isLetter || $0 == "_" } ?? false }
        }
    }

    /// What loading `unit` (after its dependencies) adds that an entry can name without a value of the unit's
    /// types: top-level names, and members of the types that were there before (the core's).
    private func added(by unit: PreludeUnit) -> (names: Set<String>, state: SessionState) {
        let state = stateBefore(unit)
        let names = state.types.topLevelNames
        let before = Surface(state.types)
        LargeStack.run { state.loadPreludeUnit(unit) }
        let after = Surface(state.types)
        var added = Set(state.types.types.keys).subtracting(names.types.keys)
        added.formUnion(Set(state.types.typealiases.keys).subtracting(names.typealiases.keys))
        added.formUnion(Set(state.types.globals.keys).subtracting(names.globals.keys))
        added.formUnion(state.types.functions.names.filter { state.types.functions.count(named: $0) > names.functions.count(named: $0) })
        for (decl, members) in before.names { added.formUnion(after.names[decl]?.subtracting(members) ?? []) }
        return (added, state)
    }

    func testTheScannedNamesAreEveryNameAUnitAdds() {
        for (unit, triggers) in PreludeUnits.triggers {
            let (names, state) = added(by: unit)
            XCTAssertFalse(names.isEmpty, unit.name)
            XCTAssertTrue(state.loadedModules.contains(unit.key), unit.name)
            XCTAssertEqual(names.subtracting(triggers), [], "\(unit.name): names an entry could use without loading it")
            XCTAssertEqual(state.preludeCheckers.flatMap { $0.diagnostics.map(\.message) }, [], unit.name)
        }
    }

    /// A unit gives the core's types no initializer (`Array(x)` would meet it unnamed), no conformance, no
    /// protocol extension and no operator function; and its protocols have no associated type and no optional
    /// requirement (the checker looks those up across every protocol, so they would be reached unnamed).
    func testAUnitAddsNothingReachedWithoutItsNames() {
        for unit in PreludeUnits.all {
            let state = stateBefore(unit)
            let before = Surface(state.types)
            let names = state.types.topLevelNames
            LargeStack.run { state.loadPreludeUnit(unit) }
            let after = Surface(state.types)
            let protocols = state.types.types.values.filter { $0.isProtocol && before.names[ObjectIdentifier($0)] == nil }
            for proto in protocols {
                XCTAssertEqual(proto.associatedTypes.count, 0, "\(unit.name): \(proto.name)")
                XCTAssertFalse(proto.methods.values.joined().contains(where: \.isOptionalRequirement), "\(unit.name): \(proto.name)")
            }
            for (decl, count) in before.initializerCounts {
                XCTAssertEqual(after.initializerCounts[decl], count, "\(unit.name) adds an initializer to a core type")
                XCTAssertEqual(after.conformanceCounts[decl], before.conformanceCounts[decl], "\(unit.name) adds a conformance")
            }
            // Its own protocols' extensions are reached only by conforming to them, which names them.
            let ownProtocols = Set(protocols.map { ObjectIdentifier($0) })
            for (proto, extensions) in state.types.protocolExtensions where !ownProtocols.contains(proto) {
                XCTAssertEqual(extensions.count, names.protocolExtensions[proto]?.count ?? 0, "\(unit.name) extends a protocol")
            }
            let operators = state.types.functions.names.filter { !($0.first.map { $0.isLetter || $0 == "_" } ?? true) }
            for op in operators {
                XCTAssertEqual(
                    state.types.functions.count(named: op), names.functions.count(named: op), "\(unit.name) declares operator \(op)")
            }
        }
    }

    /// What loads before a unit names nothing it adds (the cores' lazily checked bodies mean the same whatever
    /// loaded later): neither the Swift prelude's core nor UIKit's (and Reusable's), save the Swift units
    /// `PreludeUnits.namedByUIKit`, nor another unit that does not depend on it.
    func testWhatLoadsEarlierNamesNothingOfAUnit() {
        let coreWords = ScriptWords.of(SwiftPrelude.core)
        let uikitWords = ScriptWords.of(UIKitPrelude.core + "\n" + ReusablePrelude.core)
        for unit in PreludeUnits.all {
            let (names, _) = added(by: unit)
            XCTAssertEqual(coreWords.intersection(names), [], "the Swift core names \(unit.name)")
            if !PreludeUnits.namedByUIKit.contains(unit.name) {
                XCTAssertEqual(uikitWords.intersection(names), [], "UIKit's core names \(unit.name)")
            }
            for other in PreludeUnits.all where other.name != unit.name && !other.dependencies.contains(unit.name) {
                XCTAssertEqual(ScriptWords.of(other.source).intersection(names), [], "\(other.name) names \(unit.name)")
            }
        }
    }

    /// UIKit's and Reusable's units add nothing to the Swift prelude's types, so an entry that names nothing of
    /// UIKit need not read their names (`PreludeUnits.uikitTriggers`).
    func testUIKitsUnitsAddNothingToTheSwiftPreludesTypes() {
        let swiftTypeNames = Set(lazyState().types.types.keys)
        for unit in PreludeUnits.all where unit.module != "Swift" {
            let state = stateBefore(unit)
            let before = Surface(state.types)
            LargeStack.run { state.loadPreludeUnit(unit) }
            let after = Surface(state.types)
            for name in swiftTypeNames {
                guard let decl = state.types.types[name] else { continue }
                XCTAssertEqual(after.names[ObjectIdentifier(decl)], before.names[ObjectIdentifier(decl)], "\(unit.name) extends \(name)")
            }
        }
    }

    func testTheScanReadsTopLevelNamesAndWhatExtensionsOfOtherTypesAdd() {
        let sample = """
            public struct Clock: Hashable {
                public enum Face: Int { case round = 1, square(Int) }
                public init(hands count: Int) { let local = 1 }
                public var time: Int { let inner = 2; return inner }
            }
            extension Clock { public func winding() {} }
            @_native public func _tick(_ clock: Clock) -> Int
            extension Int {
                public enum Chime { case soft, `loud`(Int), bell = 3 }
                public init(chimes count: Int, _ unnamed: String, style: (Int) -> Void = { _ in }, tick: Int) {
                    let local = 1
                }
                public static func reading(at hour: Int) -> String { var other = "\\(hour)"; return other }
            }
            // func commented() {}
            """
        XCTAssertEqual(
            PreludeDeclaredNames.of(sample),
            ["Clock", "_tick", "Chime", "chimes", "style", "tick", "reading"])
    }

    func testAScriptAboutSwiftAloneLoadsNoUnit() {
        let state = lazyState()
        let outcome = run("let names = [\"b\", \"a\"].sorted()\nfor (i, n) in names.enumerated() { print(i, n, \"\\(i)\") }", in: state)
        XCTAssertEqual(outcome.status, .ran, outcome.diagnostics)
        for unit in PreludeUnits.all { XCTAssertFalse(isLoaded(unit.name, in: state), unit.name) }
    }

    func testANamedUnitLoadsWithItsDependencies() {
        let state = lazyState()
        let outcome = run("print(Calendar.current.component(.year, from: Date(timeIntervalSince1970: 0)))", in: state)
        XCTAssertEqual(outcome.status, .ran, outcome.diagnostics)
        XCTAssertEqual(outcome.output, "1970\n")
        XCTAssertTrue(isLoaded("Calendar", in: state))
        XCTAssertTrue(isLoaded("Formatters", in: state))
        XCTAssertFalse(isLoaded("Dispatch", in: state))
        let members = run("print(2.5.formatted())", in: lazyState())
        XCTAssertEqual(members.output, "2.5\n", members.diagnostics)
    }

    func testAsyncCodeLoadsConcurrencyByItsKeywords() {
        let state = lazyState()
        let outcome = run("func one() async -> Int { 1 }", in: state)
        XCTAssertEqual(outcome.status, .ran, outcome.diagnostics)
        XCTAssertTrue(isLoaded("Concurrency", in: state))
    }

    /// A unit loaded after the learner's entries: their names (`max`) reach neither its code nor its errors.
    func testAUnitLoadedLaterIsCheckedAgainstThePreludesNames() {
        let state = lazyState()
        let first = run("func max(_ a: Int, _ b: Int) -> Int { 42 }\nfunc String(_ x: Int) -> Int { x }\nvar count = 3", in: state)
        XCTAssertEqual(first.status, .ran, first.diagnostics)
        let second = run(
            "let f = NumberFormatter()\nf.numberStyle = .decimal\nprint(f.string(from: 1234)!, max(1, 2), count, NSNumber(value: 7))",
            in: state)
        XCTAssertEqual(second.status, .ran, second.diagnostics)
        XCTAssertEqual(second.output, "1,234 42 3 7\n")
        XCTAssertEqual(state.preludeCheckers.flatMap { $0.diagnostics.map(\.message) }, [])
    }

    func testACrashInTheEntryThatLoadedAUnitPutsTheWorldBack() {
        let session = Session(bundleDirectory: FileManager.default.temporaryDirectory)
        XCTAssertEqual(session.submit("var count = 1", displayName: "<repl-1>").status, .ran)
        let crash = session.submit(
            "let url = URL(string: \"https://example.com\")\ncount = 5\nfatalError(\"boom\")", displayName: "<repl-2>")
        XCTAssertEqual(crash.status, .crashed)
        let after = session.submit("print(count, URL(string: \"https://example.com/a\")!.path)", displayName: "<repl-3>")
        XCTAssertEqual(after.status, .ran, after.diagnostics)
        XCTAssertEqual(after.output, "1 /a\n")
    }

    func testAUIKitScriptLoadsDiffableOnlyWhenItNamesIt() {
        let state = lazyState()
        let plain = run("let table = UITableView()\nprint(type(of: table))", in: state)
        XCTAssertEqual(plain.status, .ran, plain.diagnostics)
        XCTAssertTrue(state.loadedModules.contains("UIKit"))
        XCTAssertFalse(isLoaded("Diffable", in: state))
        let diffable = run(
            "var snapshot = NSDiffableDataSourceSnapshot<Int, String>()\nsnapshot.appendSections([0])\nsnapshot.appendItems([\"a\"])\nprint(snapshot.numberOfItems)",
            in: state)
        XCTAssertEqual(diffable.status, .ran, diffable.diagnostics)
        XCTAssertEqual(diffable.output, "1\n")
        XCTAssertTrue(isLoaded("Diffable", in: state))
    }

    func testATableScriptLoadsNeitherTheControlsNorTheCompositionalLayout() {
        let state = lazyState()
        let outcome = run("let table = UITableView()\nlet cell = UITableViewCell()\nprint(cell.contentView.subviews.count)", in: state)
        XCTAssertEqual(outcome.status, .ran, outcome.diagnostics)
        XCTAssertFalse(isLoaded("Controls", in: state))
        XCTAssertFalse(isLoaded("CompositionalLayout", in: state))
        XCTAssertFalse(isLoaded("Controllers", in: state))
        let button = run("let button = UIButton(type: .system)\nprint(button.isEnabled)", in: state)
        XCTAssertEqual(button.output, "true\n", button.diagnostics)
        XCTAssertTrue(isLoaded("Controls", in: state))
        XCTAssertFalse(isLoaded("CompositionalLayout", in: state))
    }

    /// `dequeueReusableCell(withIdentifier:)` shares a label with a storyboard's `instantiateViewController(withIdentifier:)`,
    /// which view controllers add to `UIStoryboard`: a method is reached by its name, so the label loads nothing.
    func testATableScriptWithIdentifiersLoadsNoViewControllers() {
        let state = lazyState()
        let outcome = run(
            "let table = UITableView()\ntable.register(UITableViewCell.self, forCellReuseIdentifier: \"c\")\nlet c = table.dequeueReusableCell(withIdentifier: \"c\")\nprint(c != nil)",
            in: state)
        XCTAssertEqual(outcome.output, "true\n", outcome.diagnostics)
        XCTAssertFalse(isLoaded("Controllers", in: state))
    }

    /// Reusable's storyboard protocols load only where Reusable is imported: without it their names mean nothing.
    func testReusablesUnitLoadsOnlyWhereReusableIsImported() {
        let state = lazyState()
        let without = run("final class Screen: UIViewController, StoryboardBased {}", in: state)
        XCTAssertEqual(without.status, .compileError)
        XCTAssertTrue(without.diagnostics.contains("cannot find type 'StoryboardBased' in scope"), without.diagnostics)
        XCTAssertFalse(state.loadedModules.contains("Reusable"))
        XCTAssertFalse(isLoaded("Storyboards", in: state))
        XCTAssertEqual(run("import Reusable", in: state).status, .ran)
        XCTAssertFalse(isLoaded("Storyboards", in: state))
        let with = run("final class Screen: UIViewController, StoryboardBased {}\nprint(Screen.self)", in: state)
        XCTAssertEqual(with.status, .ran, with.diagnostics)
        XCTAssertTrue(isLoaded("Storyboards", in: state))
        XCTAssertTrue(isLoaded("Controllers", in: state))
        XCTAssertFalse(
            Session(bundleDirectory: FileManager.default.temporaryDirectory).completions(forLine: "Storyboard").contains("StoryboardBased"))
    }

    /// A nib's element of a class the script never named (`<switch>`) loads its unit while the entry runs.
    func testANibElementLoadsItsClassesUnitWhileTheEntryRuns() {
        let state = lazyState()
        state.defineNib("Toggle", "switch", "UISwitch", nil)
        let outcome = run(
            "let objects = UINib(nibName: \"Toggle\", bundle: nil).instantiate(withOwner: nil)\nprint(type(of: objects[0]))", in: state)
        XCTAssertEqual(outcome.output, "UISwitch\n", outcome.diagnostics)
        XCTAssertTrue(isLoaded("Controls", in: state))
    }

    func testACrashAfterANibLoadedAUnitPutsTheWorldBack() {
        let session = Session(bundleDirectory: FileManager.default.temporaryDirectory)
        session.defineNib(named: "Toggle", rootElement: "switch", className: "UISwitch", reuseIdentifier: nil)
        XCTAssertEqual(session.submit("var count = 1", displayName: "<repl-1>").status, .ran)
        let crash = session.submit(
            "let objects = UINib(nibName: \"Toggle\", bundle: nil).instantiate(withOwner: nil)\ncount = 5\nfatalError(\"boom\")",
            displayName: "<repl-2>")
        XCTAssertEqual(crash.status, .crashed)
        let after = session.submit(
            "let again = UINib(nibName: \"Toggle\", bundle: nil).instantiate(withOwner: nil)\nprint(count, type(of: again[0]))",
            displayName: "<repl-3>")
        XCTAssertEqual(after.status, .ran, after.diagnostics)
        XCTAssertEqual(after.output, "1 UISwitch\n")
    }

    func testCompletionListsUnitNames() {
        let session = Session(bundleDirectory: FileManager.default.temporaryDirectory)
        XCTAssertTrue(session.completions(forLine: "DateForm").contains("DateFormatter"))
        XCTAssertTrue(session.completions(forLine: "NSDiffableDataSourceSn").contains("NSDiffableDataSourceSnapshot"))
        XCTAssertTrue(session.completions(forLine: "UIStackV").contains("UIStackView"))
        XCTAssertTrue(session.completions(forLine: "UICollectionViewCompositionalL").contains("UICollectionViewCompositionalLayout"))
    }
}
