import XCTest

@testable import ReuseLabLanguage

/// `Checker.enclosingTypeName` looks for a member type only under a name some type has had as one
/// (`MemberTypeNames`): each way a name becomes one must be seen, or a member type would lose to a top-level type.
final class MemberTypeNamesTests: XCTestCase {
    private func run(_ entries: [String]) -> [EntryOutcome] {
        LargeStack.run {
            let state = SessionState(bundleDirectory: FileManager.default.temporaryDirectory, limits: RunLimits())
            return entries.map { state.run($0, displayName: "Entry.swift") }
        }
    }

    func testEachKindOfMemberTypeIsFoundUnderItsName() {
        let outcomes = run([
            // An alias a conformance infers, named in a later entry's extension.
            "protocol Pile { associatedtype Card; func top() -> Card }\nstruct Deck: Pile { func top() -> String { \"ace\" } }",
            "extension Deck { func pair() -> Card { top() + top() } }\nprint(Deck().pair())",
            // A nested type and a superclass's alias, each named like a top-level type.
            "struct Tray { struct Float { let v = \"tray\" }; func make() -> Float { Float() } }\nprint(Tray().make().v)",
            "class Sheet { typealias Character = [Int] }\nfinal class Page: Sheet { func cells() -> Character { [1, 2] } }\nprint(Page().cells().count)",
            // Outside the types, the top-level types again.
            "let f: Float = 1.5\nlet c: Character = \"x\"\nprint(f, c)",
        ])
        XCTAssertEqual(outcomes.map(\.status), Array(repeating: .ran, count: outcomes.count), outcomes.map(\.diagnostics).description)
        XCTAssertEqual(outcomes.map(\.output), ["", "aceace\n", "tray\n", "2\n", "1.5 x\n"])
    }

    func testANameNoTypeHasHadIsNotAMemberTypeName() {
        XCTAssertFalse(MemberTypeNames.mayName("NoTypeAnywhereHasThisMember"))
        _ = run(["struct Holder { enum NoTypeAnywhereHasThisMemberYet {} }"])
        XCTAssertTrue(MemberTypeNames.mayName("NoTypeAnywhereHasThisMemberYet"))
    }

    /// A conformance's associated type named in a member when no member witnesses its requirement: swiftc's two errors
    /// (the reference, then the conformance), never "cannot find type", and not ReuseLab's look-ahead boundary.
    func testAnAssociatedTypeNoMemberWitnessesIsAnInvalidReference() {
        let outcome = run([
            "protocol Tray { associatedtype Slot; func first() -> Slot }\nstruct Rack: Tray { func pick() -> Slot { fatalError() } }"
        ])[0]
        XCTAssertEqual(outcome.status, .compileError)
        let messages = outcome.diagnostics
        XCTAssertTrue(messages.contains("error: reference to invalid associated type 'Slot' of type 'Rack'"), messages)
        XCTAssertTrue(messages.contains("error: type 'Rack' does not conform to protocol 'Tray'"), messages)
        XCTAssertFalse(messages.contains("cannot find type"), messages)
    }
}
