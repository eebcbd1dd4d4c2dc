import XCTest

@testable import ReuseLabLanguage

/// Answers a member lookup asks for again and again are kept on the declaration: a protocol's inherited protocols
/// (`TypeWorld.protocolClosure`) and a function's dispatch key (`FuncDecl.dispatchKey`). Each must be worked out
/// afresh after what it was made from changes.
final class DeclarationAnswersKeptTests: XCTestCase {
    func testAProtocolsParentsAreWorkedOutAgainWhenAnyConformanceChanges() {
        let world = TypeWorld()
        let base = NominalDecl(name: "Base", kind: .protocolType)
        let middle = NominalDecl(name: "Middle", kind: .protocolType)
        let top = NominalDecl(name: "Top", kind: .protocolType)
        middle.conformances = [base]
        top.conformances = [middle]
        XCTAssertEqual(world.protocolClosure(top).map(\.name), ["Top", "Middle", "Base"])
        XCTAssertEqual(world.protocolClosure(top).map(\.name), ["Top", "Middle", "Base"])
        // A change two levels down (as a rollback that drops a declaration makes) is seen by the next question.
        middle.conformances = []
        XCTAssertEqual(world.protocolClosure(top).map(\.name), ["Top", "Middle"])
        base.conformances = [NominalDecl(name: "Root", kind: .protocolType)]
        middle.conformances = [base]
        XCTAssertEqual(world.protocolClosure(top).map(\.name), ["Top", "Middle", "Base", "Root"])
    }

    func testAFunctionsDispatchKeyFollowsItsStaticnessParametersGenericsAndWitnessedKey() {
        let fn = FuncDecl(name: "configure", kind: .method, nameNode: nil)
        fn.params = [
            ParamDecl(label: "with", name: "model", type: TypeWorld().string, defaultSyntax: nil, isVariadic: false, isInout: false)
        ]
        let first = fn.dispatchKey
        XCTAssertEqual(fn.dispatchKey, first)
        fn.isStatic = true
        XCTAssertEqual(fn.dispatchKey, "static " + first)
        fn.isStatic = false
        fn.params = []
        XCTAssertEqual(fn.dispatchKey, "configure()")
        fn.genericParams = [GenericParam(name: "T", protocols: [NominalDecl(name: "Hashable", kind: .protocolType)])]
        XCTAssertEqual(fn.dispatchKey, "configure()Hashable")
        fn.witnessedKey = "configure(with:)T"
        XCTAssertEqual(fn.dispatchKey, "configure(with:)T")
        fn.witnessedKey = nil
        XCTAssertEqual(fn.dispatchKey, "configure()Hashable")
    }
}
