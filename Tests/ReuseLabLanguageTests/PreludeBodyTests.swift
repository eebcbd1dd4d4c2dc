import Foundation
import XCTest

@testable import ReuseLabLanguage

/// Prelude function bodies are checked on first call (`Checker+LazyPreludeBodies.swift`): these tests
/// check every one of them, eagerly and lazily, so a broken prelude body cannot hide behind laziness.
final class PreludeBodyTests: XCTestCase {
    private func state(eager: Bool) -> SessionState {
        let state = LargeStack.run {
            SessionState(bundleDirectory: FileManager.default.temporaryDirectory, limits: RunLimits(), checksPreludeBodiesEagerly: eager)
        }
        let outcome = LargeStack.run { state.run("import Reusable", displayName: "Imports.swift") }
        XCTAssertEqual(outcome.status, .ran, outcome.diagnostics)
        return state
    }

    /// Every function, method and initializer the preludes declare (nested types and protocol extensions too).
    private func preludeFunctions(in world: TypeWorld) -> [FuncDecl] {
        var found: [FuncDecl] = []
        for type in world.allDeclarations() {
            found += type.methods.values.joined()
            found += type.initializers
        }
        found += world.allFunctions()
        for extensions in world.protocolExtensions.values {
            for e in extensions { found += e.methods + e.initializers }
        }
        return found
    }

    /// Every property the preludes declare, on types and in protocol requirements.
    private func preludeProperties(in world: TypeWorld) -> [VarDecl] {
        world.allDeclarations().flatMap { Array($0.properties.values.joined()) }
    }

    private func errors(of state: SessionState) -> [String] {
        state.preludeCheckers.flatMap { checker in
            checker.diagnostics.map { d in
                let l = checker.lines.location(for: d.position)
                return "\(checker.fileName):\(l.line):\(l.column): \(d.message)"
            }
        }
    }

    func testEveryPreludeBodyChecksWithoutErrorWhenCheckedEagerly() {
        let state = state(eager: true)
        // Swift's core, UIKit's, Reusable, and every unit (`PreludeUnits`), each checked on its own.
        XCTAssertEqual(state.preludeCheckers.count, 3 + PreludeUnits.all.count)
        XCTAssertEqual(errors(of: state), [])
        let functions = preludeFunctions(in: state.types)
        XCTAssertGreaterThan(functions.count, 500)
        XCTAssertTrue(functions.allSatisfy { $0.uncheckedBody == nil }, "an eager load leaves no body for later")
        XCTAssertTrue(preludeProperties(in: state.types).allSatisfy { $0.uncheckedAccessors == nil }, "nor any accessor")
    }

    func testEveryDeferredBodyChecksWithoutErrorAfterTheLearnerDeclaredClashingNames() {
        let state = state(eager: false)
        XCTAssertEqual(errors(of: state), [])
        let functions = preludeFunctions(in: state.types)
        XCTAssertTrue(functions.contains { $0.uncheckedBody != nil }, "a lazy load defers bodies")
        let properties = preludeProperties(in: state.types)
        XCTAssertTrue(properties.contains { $0.uncheckedAccessors != nil }, "and accessors")
        // Names a prelude body might use, declared by the learner before the bodies are checked.
        let clashing = """
            func min(_ a: Int, _ b: Int) -> Int { a }
            func max(_ a: Int, _ b: Int) -> Int { b }
            func print(_ text: String) {}
            let count = "count"
            """
        let outcome = LargeStack.run { state.run(clashing, displayName: "Clashing.swift") }
        XCTAssertEqual(outcome.status, .ran, outcome.diagnostics)
        LargeStack.run {
            for function in functions { function.checkBodyIfPending() }
            for property in properties { property.checkAccessorsIfPending() }
        }
        XCTAssertEqual(errors(of: state), [])
        XCTAssertTrue(functions.allSatisfy { $0.uncheckedBody == nil })
        XCTAssertTrue(properties.allSatisfy { $0.uncheckedAccessors == nil })
    }

    /// A prelude property whose type is not written is checked as soon as its type's members are declared
    /// (its type comes from its initial value), which made every script that names `UIColor` check the
    /// initializer calls of sixty colours it never reads. Each is written with its type, so that all wait for
    /// their first read as bodies do.
    func testEveryPreludePropertyWaitsForItsFirstRead() {
        let state = state(eager: false)
        // Every unit too, named by one of its types.
        let units = """
            let _: (DateFormatter?, Calendar?, URL?, Result<Int, Error>?, DispatchQueue?, Task<Int, Never>?) = (nil, nil, nil, nil, nil, nil)
            let _: UICollectionViewDiffableDataSource<Int, Int>? = nil
            """
        let outcome = LargeStack.run { state.run(units, displayName: "Units.swift") }
        XCTAssertEqual(outcome.status, .ran, outcome.diagnostics)
        XCTAssertEqual(state.preludeCheckers.count, 3 + PreludeUnits.all.count)
        let checkedEarly = LargeStack.run {
            preludeProperties(in: state.types).filter { property in
                let hasCode = property.initialSyntax != nil || property.getterSyntax != nil || property.observers != nil
                return hasCode && property.uncheckedAccessors == nil
            }
        }
        let names = checkedEarly.map { "\($0.owner?.name ?? "?").\($0.name)" }.sorted()
        XCTAssertEqual(names, [], "write these properties' types in the prelude")
    }

    func testDeferredAndEagerBodiesRunAlike() {
        let script = """
            import Reusable
            var xs = [5, 3, 9, 1]
            xs.sort()
            print(xs, xs.max()!, xs.contains(9), xs.map { $0 * 2 }.reduce(0, +))
            let table = UITableView()
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            let label = UILabel()
            label.text = "hi"
            print(label.text ?? "none")
            let cell = UITableViewCell()
            cell.isSelected = true
            table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
            print(cell.isSelected, table.tableHeaderView?.frame.height ?? 0)
            """
        var outputs: [String] = []
        for eager in [true, false] {
            let state = LargeStack.run {
                SessionState(
                    bundleDirectory: FileManager.default.temporaryDirectory, limits: RunLimits(), checksPreludeBodiesEagerly: eager)
            }
            let outcome = LargeStack.run { state.run(script, displayName: "Script.swift") }
            XCTAssertEqual(outcome.status, .ran, outcome.diagnostics)
            outputs.append(outcome.output)
            LargeStack.run { state.tearDown() }
        }
        XCTAssertEqual(outputs[0], outputs[1])
        XCTAssertEqual(outputs[0], "[1, 3, 5, 9] 9 true 36\nhi\ntrue 40.0\n")
    }
}
