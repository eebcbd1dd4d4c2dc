import Foundation
import XCTest

@testable import ReuseLabLanguage

/// The prelude's `@_native("key")` declarations and the interpreter's native table name each other by
/// string: a typo on either side would surface only when a learner calls the member. Every key a
/// declaration names has its native, and every native is named by a declaration.
final class NativeBindingTests: XCTestCase {
    /// The keys the checked preludes (Swift, UIKit, Reusable) name, as the interpreter looks them up.
    private func keysNamedByDeclarations(in world: TypeWorld) -> Set<String> {
        var keys: Set<String> = []
        func add(_ fn: FuncDecl) { if let key = fn.native { keys.insert(key) } }
        func add(_ v: VarDecl) {
            guard let key = v.native else { return }
            keys.insert("get " + key)
            if v.hasSetter || (!v.isLet && !v.isComputed) { keys.insert("set " + key) }
        }
        func visit(_ type: NominalDecl) {
            type.methods.values.joined().forEach(add)
            type.initializers.forEach(add)
            type.properties.values.joined().forEach(add)
            type.nestedTypes.values.forEach(visit)
        }
        world.types.values.forEach(visit)
        world.allFunctions().forEach(add)
        for extensions in world.protocolExtensions.values {
            for ext in extensions {
                ext.methods.forEach(add)
                ext.initializers.forEach(add)
                ext.properties.forEach(add)
            }
        }
        return keys
    }

    private func preludeState() -> SessionState {
        let state = LargeStack.run { SessionState(bundleDirectory: FileManager.default.temporaryDirectory, limits: RunLimits()) }
        _ = LargeStack.run { state.run("import Reusable", displayName: "Imports.swift") }
        return state
    }

    func testEveryNativeKeyInThePreludeHasItsNative() {
        let state = preludeState()
        let named = keysNamedByDeclarations(in: state.types)
        XCTAssertFalse(named.isEmpty)
        let implemented = Set(state.interpreter.natives.keys)
        // A setter key is needed only for a settable property; a missing getter or function is a bug.
        let missing = named.subtracting(implemented).filter { !$0.hasPrefix("set ") }
        XCTAssertEqual(missing.sorted(), [], "declared @_native with no native in Run/Natives*.swift")
    }

    /// The table is made at its final size at each start (`Interpreter.nativeCountReserved`): one that outgrew it
    /// would be rehashed as it grew again.
    func testTheNativesFitTheRoomReservedForThem() {
        let state = preludeState()
        XCTAssertLessThanOrEqual(state.interpreter.natives.count, Interpreter.nativeCountReserved)
        XCTAssertGreaterThan(state.interpreter.natives.count, Interpreter.nativeCountReserved / 2, "reserving too much")
    }

    /// Natives named by no prelude declaration on purpose.
    private let namedElsewhere: Set<String> = [
        "get enumRawValue", "enumFromRawValue", "get enumAllCases",  // synthesized for user enums (Checker+RawValues)
        "describeObject",  // called by the interpreter when it prints an NSObject (Interpreter+Describe)
    ]

    func testEveryNativeIsNamedByADeclaration() {
        let state = preludeState()
        let named = keysNamedByDeclarations(in: state.types)
        let unused = Set(state.interpreter.natives.keys).subtracting(named).subtracting(namedElsewhere)
        XCTAssertEqual(unused.sorted(), [], "natives no prelude declaration names (dead code, or a key misspelt)")
    }

    /// Natives read arguments by parameter name, so every declaration that shares a key must name its
    /// parameters alike (`init?(_ text: String)` and `init?(_ text: Substring)` both say `text`).
    func testDeclarationsSharingANativeNameTheirParametersAlike() {
        let state = preludeState()
        var names: [String: [String]] = [:]
        var disagreements: [String] = []
        func check(_ fn: FuncDecl) {
            guard let key = fn.native else { return }
            let these = fn.params.map(\.name)
            if let those = names[key], those != these {
                disagreements.append("\(key): (\(those.joined(separator: ", "))) vs (\(these.joined(separator: ", ")))")
            }
            names[key] = these
        }
        func visit(_ type: NominalDecl) {
            for method in type.methods.values.joined() { check(method) }
            for initializer in type.initializers { check(initializer) }
            for nested in type.nestedTypes.values { visit(nested) }
        }
        for type in state.types.types.values { visit(type) }
        for function in state.types.allFunctions() { check(function) }
        for ext in state.types.protocolExtensions.values.joined() {
            for method in ext.methods { check(method) }
            for initializer in ext.initializers { check(initializer) }
        }
        XCTAssertFalse(names.isEmpty)
        XCTAssertEqual(disagreements, [])
    }

    /// Every prelude declaration, with the native key a bare `@_native` would give it.
    private func derivedKeys(in world: TypeWorld) -> [(declared: String?, derived: String)] {
        var result: [(declared: String?, derived: String)] = []
        func add(_ fn: FuncDecl) {
            result.append((fn.native, NativeKey.function(owner: fn.owner, name: fn.name, labels: fn.labels)))
        }
        func add(_ v: VarDecl) { result.append((v.native, NativeKey.property(owner: v.owner, name: v.name))) }
        func visit(_ type: NominalDecl) {
            type.methods.values.joined().forEach(add)
            type.initializers.forEach(add)
            type.properties.values.joined().forEach(add)
            type.nestedTypes.values.forEach(visit)
        }
        world.types.values.forEach(visit)
        world.allFunctions().forEach(add)
        for ext in world.protocolExtensions.values.joined() {
            ext.methods.forEach(add)
            ext.initializers.forEach(add)
            ext.properties.forEach(add)
        }
        return result
    }

    /// A bare `@_native` names one declaration: two declarations deriving the same key would share a
    /// native without saying so, and an explicit key spelt like another declaration's derived key would
    /// take its native.
    func testDerivedNativeKeysAreUnique() {
        let state = preludeState()
        let all = derivedKeys(in: state.types)
        let bare = all.filter { $0.declared == $0.derived }
        XCTAssertFalse(bare.isEmpty, "no prelude member uses a bare @_native")
        let counts = Dictionary(bare.map { ($0.derived, 1) }, uniquingKeysWith: +)
        XCTAssertEqual(counts.filter { $0.value > 1 }.keys.sorted(), [], "declarations deriving the same native key")
        let explicit = Set(all.compactMap { $0.declared == $0.derived ? nil : $0.declared })
        XCTAssertEqual(explicit.intersection(counts.keys).sorted(), [], "explicit keys spelt like a derived key")
    }

    func testDerivedKeysSpellTheDeclarationsSwiftName() {
        let table = NominalDecl(name: "UITableView", kind: .classType)
        XCTAssertEqual(
            NativeKey.function(owner: table, name: "dequeueReusableCell", labels: ["withIdentifier", "for"]),
            "UITableView.dequeueReusableCell(withIdentifier:for:)")
        XCTAssertEqual(NativeKey.function(owner: nil, name: "min", labels: [nil, nil]), "min(_:_:)")
        XCTAssertEqual(NativeKey.function(owner: nil, name: "&", labels: ["lhs", "rhs"]), "&(_:_:)")
        XCTAssertEqual(NativeKey.function(owner: table, name: "init", labels: []), "UITableView.init()")
        XCTAssertEqual(NativeKey.property(owner: table, name: "rowHeight"), "UITableView.rowHeight")
    }

    /// A nested type's member is qualified by the outer type too, so `CellRegistration.init(handler:)` of
    /// collection views and of a learner's own type of that name cannot meet.
    func testADerivedKeyNamesTheNestedTypesOwner() {
        let collection = NominalDecl(name: "UICollectionView", kind: .classType)
        let registration = NominalDecl(name: "CellRegistration", kind: .structType)
        registration.parent = collection
        XCTAssertEqual(
            NativeKey.function(owner: registration, name: "init", labels: ["handler"]), "UICollectionView.CellRegistration.init(handler:)")
        XCTAssertEqual(NativeKey.property(owner: registration, name: "identifier"), "UICollectionView.CellRegistration.identifier")
        XCTAssertEqual(NativeKey.function(owner: collection, name: "reloadData", labels: []), "UICollectionView.reloadData()")
        XCTAssertEqual(NativeKey.function(owner: nil, name: "==", labels: ["lhs", "rhs"]), "==(_:_:)")
        XCTAssertEqual(NativeKey.function(owner: nil, name: "_raise", labels: [nil, "reason"]), "_raise(_:reason:)")
    }

    /// One native serves every declaration it is registered for: `String` and `Substring` share `count`.
    func testANativeRegisteredUnderSeveralDerivedKeysServesEachDeclaration() {
        let state = preludeState()
        XCTAssertEqual(state.types.types["Substring"]?.properties["count"]?.first?.native, "Substring.count")
        XCTAssertNotNil(state.interpreter.natives["get String.count"])
        XCTAssertNotNil(state.interpreter.natives["get Substring.count"])
        let outcome = LargeStack.run { state.run("let s = \"reuse\"\nprint(s.count, s.dropFirst().count)", displayName: "Counts.swift") }
        XCTAssertEqual(outcome.output, "5 4\n")
    }

    /// The explicit keys left are the overloads a derived key cannot tell apart (`String.init(_:)` from an
    /// Int, a String or characters; `register` of a class or a nib; `min`/`max`/`abs` of each floating-point
    /// type), some of which the checker also names. New prelude natives use the bare `@_native`: this count only
    /// goes down (45: these 34, the four Foundation string members `String` and `Substring` share, the two the
    /// checker synthesizes for enums with raw values, two more overloads of `init(_:)` that labels cannot tell
    /// apart: `Set` from any sequence beside `Set` from an array, `String` from a slice or a reversed view of
    /// characters beside the other `String.init(_:)`s, `Int(_:radix:)` of a String or a Substring, and the
    /// `stride(from:to:by:)` and `stride(from:through:by:)` of `Double` and `CGFloat` beside the `Int` ones).
    func testExplicitNativeKeysOnlyGoDown() {
        let state = preludeState()
        let explicit = Set(derivedKeys(in: state.types).compactMap { $0.declared == $0.derived ? nil : $0.declared })
        XCTAssertLessThanOrEqual(explicit.count, 45, "new prelude natives take the bare @_native: \(explicit.sorted())")
    }

    func testABareNativeAttributeNamesItsNativeByTheDeclaration() {
        let state = preludeState()
        let dequeue = state.types.types["UITableView"]?.methods["dequeueReusableCell"]?.first {
            $0.labels == ["withIdentifier", "for"]
        }
        XCTAssertEqual(dequeue?.native, "UITableView.dequeueReusableCell(withIdentifier:for:)")
        XCTAssertNotNil(state.interpreter.natives["UITableView.dequeueReusableCell(withIdentifier:for:)"])
    }

    /// A native reading a parameter the declaration lacks, or reading one as the wrong kind, is ReuseLab's
    /// bug: it stops the run and says so, rather than reading 0 or "".
    func testANativeReadingTheWrongKindOfArgumentStopsWithReuseLabsOwnMessage() {
        let row = ParamDecl(label: "row", name: "row", type: .any, defaultSyntax: nil, isVariadic: false, isInout: false)
        let call = NativeCall(
            receiver: .void, args: [.string("3")], frame: Frame(size: 1, parent: nil), loc: .unknown,
            bindings: [:], parameters: [row], key: "exampleKey")
        XCTAssertThrowsError(try call.int("row")) { error in
            XCTAssertEqual(
                (error as? Trap)?.consoleText,
                "ReuseLab bug: the native 'exampleKey' reads its parameter 'row' as Int, but was given String")
        }
        XCTAssertThrowsError(try call.int("section")) { error in
            XCTAssertEqual(
                (error as? Trap)?.consoleText,
                "ReuseLab bug: the native 'exampleKey' reads a parameter 'section' that its declaration does not have")
        }
        XCTAssertEqual(try call.string("row"), "3")
    }
}
