import Foundation
import XCTest

@testable import ReuseLabLanguage

/// A prelude type's members are declared when something first asks for them
/// (`Checker+PreludeMembersOnFirstUse.swift`): these tests show that they wait, and that a world whose members
/// were declared on first use, in whatever order, answers every question as a world declared eagerly does.
final class PreludeMembersOnFirstUseTests: XCTestCase {
    private func state(eager: Bool, loadsUIKitOnFirstUse: Bool = false) -> SessionState {
        LargeStack.run {
            SessionState(
                bundleDirectory: FileManager.default.temporaryDirectory, limits: RunLimits(),
                declaresPreludeMembersEagerly: eager, loadsUIKitOnFirstUse: loadsUIKitOnFirstUse)
        }
    }

    private func run(_ source: String, in state: SessionState) -> EntryOutcome {
        LargeStack.run { state.run(source, displayName: "Entry.swift") }
    }

    /// Every prelude type with everything loaded (UIKit, Reusable and every unit), by qualified name.
    private func loadedEverything(eager: Bool) -> SessionState {
        let state = state(eager: eager)
        let outcome = run("import Reusable", in: state)
        XCTAssertEqual(outcome.status, .ran, outcome.diagnostics)
        for unit in PreludeUnits.all { LargeStack.run { state.loadPreludeUnit(unit) } }
        return state
    }

    private func typeNames(_ world: TypeWorld) -> [String] {
        world.allDeclarations().map(\.qualifiedName).sorted()
    }

    private func type(named qualifiedName: String, in world: TypeWorld) -> NominalDecl? {
        world.allDeclarations().first { $0.qualifiedName == qualifiedName }
    }

    private func describe(_ f: FuncDecl) -> String {
        let params = f.params.map { p in
            "\(p.label ?? "_") \(p.name): \(p.type)\(p.isInout ? " inout" : "")\(p.isVariadic ? "..." : "")"
                + (p.defaultSyntax == nil ? "" : " = default")
        }
        let generics = f.genericParams.map { g in g.name + ":" + g.protocols.map(\.name).joined(separator: "&") }
        return "\(f.dispatchKey) <\(generics.joined(separator: ","))> (\(params.joined(separator: ", "))) -> \(f.resultType)"
            + " static:\(f.isStatic) mutating:\(f.isMutating) throws:\(f.isThrowing) async:\(f.isAsync)"
            + " failable:\(f.isFailable) native:\(f.native ?? "-") home:\(f.home == .type ? "type" : "other")"
            + " constrained:\(f.extensionRequirements != nil) body:\(f.body != nil || f.uncheckedBody != nil)"
            + " witnesses:\(f.witnessedKey ?? "-")"
    }

    private func describe(_ v: VarDecl) -> String {
        "\(v.dispatchKey): \(v.type) let:\(v.isLet) settable:\(v.isSettable) computed:\(v.isComputed) field:\(v.fieldIndex)"
            + " native:\(v.native ?? "-") lazy:\(v.isLazy) constrained:\(v.extensionRequirements != nil)"
            // Reading them checks them, in both worlds.
            + " initial:\(v.initialValue?.type.description ?? "-") getter:\(v.getter?.count ?? -1) setter:\(v.setter?.count ?? -1)"
    }

    /// What the checker, the interpreter and the shell can learn of a type's members.
    private func describeMembers(of decl: NominalDecl) -> [String] {
        var lines: [String] = []
        for name in decl.methods.keys.sorted() { lines += decl.methods[name]!.map { "method " + describe($0) } }
        lines += decl.initializers.map { "init " + describe($0) }
        for name in decl.properties.keys.sorted() { lines += decl.properties[name]!.map { "property " + describe($0) } }
        lines += decl.caseOrder.map { c in "case \(c.name)(\(c.payload.map { "\($0.label ?? "_"): \($0.type)" }.joined(separator: ", ")))" }
        lines += decl.typealiases.keys.sorted().map { "typealias \($0) = \(decl.typealiases[$0]!)" }
        lines.append("stored: " + decl.storedProperties.map(\.name).joined(separator: ", "))
        lines.append("fields: \(decl.fieldCount) deinit: \(decl.deinitializer != nil) runsDeinit: \(decl.runsDeinit)")
        lines.append("conformances: " + decl.conformances.map(\.name).joined(separator: ", "))
        return lines.map { decl.qualifiedName + " " + $0 }
    }

    private func describeProtocolExtensions(of world: TypeWorld) -> [String] {
        var lines: [String] = []
        for decl in world.allDeclarations() where decl.isProtocol {
            for (index, group) in (world.protocolExtensions[ObjectIdentifier(decl)] ?? []).enumerated() {
                let prefix = "\(decl.name) extension \(index) "
                lines += group.methods.map { prefix + "method " + describe($0) }
                lines += group.properties.map { prefix + "property " + describe($0) }
                lines += group.initializers.map { prefix + "init " + describe($0) }
            }
        }
        return lines.sorted()
    }

    /// Tab completion of `Type.` and of `value.` for a global of the type.
    private func completions(of qualifiedName: String, in state: SessionState) -> [String] {
        state.completions(forLine: qualifiedName + ".")
    }

    func testMembersWaitForTheirFirstUse() {
        let state = state(eager: false, loadsUIKitOnFirstUse: true)
        XCTAssertEqual(run("print(1)", in: state).output, "1\n")
        let world = state.types
        let declarations = world.allDeclarations()
        let pending = declarations.filter(\.hasPendingMembers)
        XCTAssertGreaterThan(pending.count, declarations.count / 2, "most prelude types are never asked for their members")
        XCTAssertTrue(declarations.filter { !$0.fromPrelude }.allSatisfy { !$0.hasPendingMembers })
        let set = world.types["Set"]!
        XCTAssertTrue(set.hasPendingMembers, "print(1) asks nothing of Set")
        let pendingGroups = world.protocolExtensions.values.joined().filter(\.hasPendingMembers)
        XCTAssertFalse(pendingGroups.isEmpty, "nor of every protocol extension")

        let outcome = run("var letters: Set<String> = [\"a\"]\nletters.insert(\"b\")\nprint(letters.count)", in: state)
        XCTAssertEqual(outcome.output, "2\n", outcome.diagnostics)
        XCTAssertTrue(set.hasPendingMembers, "its first use declared the names it asked for, not every member")
    }

    /// Loading the preludes checks their top-level declarations, and asks no type for a member: a global whose value
    /// read `Int.max` declared `Int`'s initializers and properties at every start (a tenth of a `run` of `print(1)`).
    func testLoadingThePreludesAsksNoTypeForItsMembers() {
        let eager = state(eager: true)
        XCTAssertEqual(run("import Reusable", in: eager).status, .ran)
        let withMembers = eager.types.allDeclarations().filter { decl in
            decl.fromPrelude && !(decl.methods.isEmpty && decl.initializers.isEmpty && decl.properties.isEmpty && decl.caseOrder.isEmpty)
        }
        XCTAssertGreaterThan(withMembers.count, 100)

        let lazy = state(eager: false)
        XCTAssertEqual(run("import Reusable", in: lazy).status, .ran)
        for decl in withMembers {
            let loaded = type(named: decl.qualifiedName, in: lazy.types)
            XCTAssertEqual(loaded?.hasDeclaredMembersOnFirstUse, false, "loading the preludes declared \(decl.qualifiedName)'s members")
        }
    }

    /// A prelude's top-level functions wait for the first lookup of their name (`TopLevelFunctions`); asked for
    /// in two orders, each name has an eager world's functions, in the same order.
    func testTopLevelFunctionsWaitForTheirNameAndAreAnEagerWorlds() {
        let state = state(eager: false, loadsUIKitOnFirstUse: true)
        XCTAssertEqual(run("print(1)", in: state).output, "1\n")
        let functions = state.types.functions
        XCTAssertNil(functions.declared["zip"], "print(1) looks up no zip")
        XCTAssertNotNil(functions.waiting["zip"])
        XCTAssertGreaterThan(functions.waiting.count, functions.declared.count, "most names are never looked up")
        XCTAssertEqual(run("print(Array(zip([1, 2], [\"a\", \"b\"])).count)", in: state).output, "2\n")
        XCTAssertNil(state.types.functions.waiting["zip"])

        let eager = loadedEverything(eager: true)
        XCTAssertTrue(eager.types.functions.waiting.isEmpty, "an eager world declares every function at once")
        let names = eager.types.functions.names.sorted()
        let expected = names.map { (eager.types.functions(named: $0) ?? []).map(describe) }
        for order in [names, names.reversed()] {
            let lazy = loadedEverything(eager: false)
            XCTAssertEqual(lazy.types.functions.names.sorted(), names)
            XCTAssertFalse(lazy.types.functions.waiting.isEmpty)
            let answered = Dictionary(uniqueKeysWithValues: order.map { ($0, (lazy.types.functions(named: $0) ?? []).map(describe)) })
            for (name, functions) in zip(names, expected) where answered[name]! != functions {
                XCTFail("\(name): \(answered[name]!)\neager: \(functions)")
            }
            XCTAssertTrue(lazy.types.functions.waiting.isEmpty)
            XCTAssertEqual(lazy.preludeCheckers.flatMap { $0.diagnostics.map(\.message) }, [], "no prelude declaration has an error")
        }
    }

    func testTheLearnersTypesAreDeclaredInTheirOwnEntry() {
        let state = state(eager: false, loadsUIKitOnFirstUse: true)
        let outcome = run("struct Shelf { var count: Int\n func f() -> Missing { fatalError() } }", in: state)
        XCTAssertEqual(outcome.status, .compileError)
        XCTAssertTrue(outcome.diagnostics.contains("cannot find type 'Missing' in scope"), outcome.diagnostics)
    }

    /// Every prelude type, with members declared on first use in two different orders, has the members, the
    /// completions and the protocol extensions of an eager world.
    func testAWorldDeclaredOnFirstUseAnswersAsAnEagerOne() {
        let eager = loadedEverything(eager: true)
        let names = typeNames(eager.types)
        XCTAssertGreaterThan(names.count, 250)
        let expected = names.flatMap { describeMembers(of: type(named: $0, in: eager.types)!) }
        let expectedCompletions = names.map { completions(of: $0, in: eager) }
        let expectedExtensions = describeProtocolExtensions(of: eager.types)
        // Member aliases, asked for before anything else declares the members (`memberTypealias(named:)` skips
        // declaring them when no associated type of that name can be inferred).
        let declarations = eager.types.allDeclarations()
        let aliasNames = Set(declarations.flatMap { Array($0.typealiases.keys) + Array($0.associatedTypes.keys) }).union(["Int", "Style"])
            .sorted()
        func aliases(_ world: TypeWorld, _ ask: (NominalDecl, String) -> SType?) -> [String] {
            names.flatMap { name in aliasNames.map { "\(name).\($0) = \(ask(type(named: name, in: world)!, $0).map { "\($0)" } ?? "-")" } }
        }
        let expectedAliases = aliases(eager.types) { $0.typealiases[$1] }
        XCTAssertFalse(eager.types.allDeclarations().contains(where: \.hasPendingMembers), "an eager world leaves nothing pending")

        for order in [names, names.reversed()] {
            let lazy = loadedEverything(eager: false)
            XCTAssertEqual(typeNames(lazy.types), names)
            XCTAssertTrue(lazy.types.allDeclarations().contains(where: \.hasPendingMembers))
            XCTAssertEqual(aliases(lazy.types) { $0.memberTypealias(named: $1) }, expectedAliases)
            // Completions first (in this order), then the members, then the protocol extensions.
            let lazyCompletions = Dictionary(uniqueKeysWithValues: order.map { ($0, completions(of: $0, in: lazy)) })
            XCTAssertEqual(names.map { lazyCompletions[$0]! }, expectedCompletions)
            let described = Dictionary(uniqueKeysWithValues: order.map { ($0, describeMembers(of: type(named: $0, in: lazy.types)!)) })
            let actual = names.flatMap { described[$0]! }
            XCTAssertEqual(actual.count, expected.count)
            for (a, e) in zip(actual, expected) where a != e { XCTFail("lazy: \(a)\neager: \(e)") }
            XCTAssertEqual(describeProtocolExtensions(of: lazy.types), expectedExtensions)
            XCTAssertEqual(lazy.preludeCheckers.flatMap { $0.diagnostics.map(\.message) }, [], "no prelude declaration has an error")
        }
    }

    /// Asked for one name at a time (as lookups ask), in two orders, every prelude type answers each name with
    /// the members an eager world has under it, in the same order, and ends with an eager world's tables.
    func testMembersDeclaredOneNameAtATimeAreAnEagerWorldsMembers() {
        let eager = loadedEverything(eager: true)
        let names = typeNames(eager.types)
        func byName(_ world: TypeWorld, _ name: String, _ member: String) -> [String] {
            let decl = type(named: name, in: world)!
            return (decl.methods(named: member) ?? []).map { "method " + describe($0) }
                + (decl.properties(named: member) ?? []).map { "property " + describe($0) }
        }
        var memberNames: [String: [String]] = [:]
        for name in names {
            let decl = type(named: name, in: eager.types)!
            memberNames[name] = Set(decl.methods.keys).union(decl.properties.keys).sorted()
        }
        let expected = names.map { name in memberNames[name]!.map { byName(eager.types, name, $0) } }
        let expectedWhole = names.flatMap { describeMembers(of: type(named: $0, in: eager.types)!) }

        for reversed in [false, true] {
            let lazy = loadedEverything(eager: false)
            for name in ["Int", "String", "UITableView", "UIColor"] {
                XCTAssertTrue(type(named: name, in: lazy.types)!.hasPendingMembers, "\(name)'s members wait for their names")
            }
            let order = reversed ? Array(names.reversed()) : names
            var answers: [String: [[String]]] = [:]
            for name in order {
                let members = memberNames[name]!
                let asked = reversed ? Array(members.reversed()) : members
                let answered = Dictionary(uniqueKeysWithValues: asked.map { ($0, byName(lazy.types, name, $0)) })
                answers[name] = members.map { answered[$0]! }
            }
            for (index, name) in names.enumerated() where answers[name]! != expected[index] {
                for (a, e) in zip(answers[name]!, expected[index]) where a != e { XCTFail("\(name) by name: \(a)\neager: \(e)") }
            }
            // Protocol extensions, one name at a time too.
            for proto in names where type(named: proto, in: eager.types)!.isProtocol {
                let eagerGroups = eager.types.protocolExtensions[ObjectIdentifier(type(named: proto, in: eager.types)!)] ?? []
                let lazyGroups = lazy.types.protocolExtensions[ObjectIdentifier(type(named: proto, in: lazy.types)!)] ?? []
                XCTAssertEqual(lazyGroups.count, eagerGroups.count)
                for (lazyGroup, eagerGroup) in zip(lazyGroups, eagerGroups) {
                    let memberNames = Set(eagerGroup.methods.map(\.name) + eagerGroup.properties.map(\.name)).sorted()
                    for member in reversed ? memberNames.reversed() : memberNames {
                        XCTAssertEqual(
                            lazyGroup.methods(named: member).map(describe) + lazyGroup.properties(named: member).map(describe),
                            eagerGroup.methods(named: member).map(describe) + eagerGroup.properties(named: member).map(describe),
                            "\(proto) extension: \(member)")
                    }
                    XCTAssertEqual(lazyGroup.initializers.map(describe), eagerGroup.initializers.map(describe))
                }
            }
            XCTAssertEqual(describeProtocolExtensions(of: lazy.types), describeProtocolExtensions(of: eager.types))
            let whole = names.flatMap { describeMembers(of: type(named: $0, in: lazy.types)!) }
            XCTAssertEqual(whole.count, expectedWhole.count)
            for (a, e) in zip(whole, expectedWhole) where a != e { XCTFail("lazy: \(a)\neager: \(e)") }
            XCTAssertEqual(lazy.preludeCheckers.flatMap { $0.diagnostics.map(\.message) }, [], "no prelude declaration has an error")
        }
    }

    /// A lookup of one member of a UIKit class declares that name's members and the class's core, not the rest.
    func testALookupByNameLeavesTheOtherMembersPending() {
        let state = state(eager: false, loadsUIKitOnFirstUse: true)
        let entry = "import UIKit\nlet table = UITableView()\ntable.reloadData()\nprint(table.numberOfSections >= 0)"
        let outcome = run(entry, in: state)
        XCTAssertEqual(outcome.output, "true\n", outcome.diagnostics)
        let table = state.types.types["UITableView"]!
        XCTAssertTrue(table.hasPendingMembers, "most of UITableView's members were never asked for")
        XCTAssertGreaterThan(table.fieldCount, 0, "its core (fields, initializers) is declared")
        let eager = self.state(eager: true)
        XCTAssertEqual(run(entry, in: eager).output, "true\n", "the same entry, run where everything was declared at once")
        let eagerTable = eager.types.types["UITableView"]!
        XCTAssertEqual(table.methods(named: "reloadData")?.map(describe), eagerTable.methods(named: "reloadData")?.map(describe))
        XCTAssertEqual(table.fieldCount, eagerTable.fieldCount)
        XCTAssertEqual(table.methods.count, eagerTable.methods.count, "a whole table declares the rest")
        XCTAssertFalse(table.hasPendingMembers)
    }

    /// An entry that fails after declaring a prelude type's members leaves the world as before it, and the
    /// members stay declared as the prelude declared them.
    func testAFailedEntryLeavesThePreludeMembersAsDeclared() {
        let state = state(eager: false, loadsUIKitOnFirstUse: true)
        let set = state.types.types["Set"]!
        XCTAssertTrue(set.hasPendingMembers)
        let failed = run("extension Set { func shout() {} }\nlet x: Int = \"no\"", in: state)
        XCTAssertEqual(failed.status, .compileError)
        XCTAssertNil(set.methods["shout"], "the failed entry's extension is gone")
        XCTAssertNotNil(set.methods["insert"], "the prelude's members are still there")
        XCTAssertEqual(run("var s: Set<Int> = [1, 2]\ns.insert(3)\nprint(s.count)", in: state).output, "3\n")
    }

    /// A crash and `:undo` put the world back from a snapshot taken while the members were still pending.
    func testACrashAndAnUndoTakeBackWhatTheEntryAddedToAPreludeType() {
        let session = Session(bundleDirectory: FileManager.default.temporaryDirectory)
        XCTAssertEqual(session.submit("print(1)", displayName: "<repl-1>").status, .ran)
        let crashed = session.submit(
            "extension Set { func shout() -> Int { 1 } }\nlet empty: [Int] = []\nprint(empty[1])", displayName: "<repl-2>")
        XCTAssertEqual(crashed.status, .crashed, crashed.diagnostics)
        let afterCrash = session.submit("let s: Set<Int> = [1]\nprint(s.shout())", displayName: "<repl-3>")
        XCTAssertEqual(afterCrash.status, .compileError)
        XCTAssertTrue(afterCrash.diagnostics.contains("has no member 'shout'"), afterCrash.diagnostics)

        XCTAssertEqual(session.submit("extension Substring { func twice() -> Int { 2 } }", displayName: "<repl-4>").status, .ran)
        XCTAssertEqual(session.submit("print(\"ab\".dropFirst().twice())", displayName: "<repl-5>").output, "2\n")
        session.undo()
        session.undo()
        let afterUndo = session.submit("print(\"ab\".dropFirst().twice())", displayName: "<repl-6>")
        XCTAssertEqual(afterUndo.status, .compileError)
        XCTAssertTrue(afterUndo.diagnostics.contains("has no member 'twice'"), afterUndo.diagnostics)
        XCTAssertEqual(session.submit("print(\"abc\".dropFirst().count)", displayName: "<repl-7>").output, "2\n")
    }
}
