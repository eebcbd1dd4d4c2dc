import ReuseLabSimulator
import XCTest

@testable import ReuseLabLanguage

/// Natives read their arguments by the parameter names of their declaration, and a value of the wrong
/// kind stops the run with ReuseLab's own message instead of being read as 0, "" or row 0.
final class NativeArgumentsTests: XCTestCase {
    private func parameter(_ name: String, label: String? = nil) -> ParamDecl {
        ParamDecl(label: label, name: name, type: .any, defaultSyntax: nil, isVariadic: false, isInout: false)
    }

    private func call(_ arguments: [(String, Value)], key: String = "exampleKey") -> NativeCall {
        NativeCall(
            receiver: .void, args: arguments.map(\.1), frame: Frame(size: 1, parent: nil), loc: .unknown, bindings: [:],
            parameters: arguments.map { parameter($0.0) }, key: key)
    }

    private func assertBug(_ body: @autoclosure () throws -> Any, _ message: String, line: UInt = #line) {
        XCTAssertThrowsError(try body(), line: line) { error in
            XCTAssertEqual((error as? Trap)?.consoleText, message, line: line)
        }
    }

    private func indexPathValue(section: Value, item: Value) -> Value {
        .structValue(StructValue(decl: NominalDecl(name: "IndexPath", kind: .structType), fields: [section, item]))
    }

    func testArgumentsAreFoundByNameWhateverTheirPosition() throws {
        let c = call([("identifier", .string("Cell")), ("row", .int(3)), ("animated", .bool(true))])
        XCTAssertEqual(try c.int("row"), 3)
        XCTAssertEqual(try c.string("identifier"), "Cell")
        XCTAssertEqual(try c.bool("animated"), true)
    }

    func testADoubleParameterAcceptsAnIntegerLiteral() throws {
        let c = call([("height", .int(44)), ("width", .double(2.5))])
        XCTAssertEqual(try c.double("height"), 44)
        XCTAssertEqual(try c.double("width"), 2.5)
        assertBug(
            try call([("height", .string("44"))]).double("height"),
            "ReuseLab bug: the native 'exampleKey' reads its parameter 'height' as Double, but was given String")
    }

    func testAnOptionalStringIsNilOnlyForNil() throws {
        XCTAssertNil(try call([("name", .none)]).optionalString("name"))
        XCTAssertEqual(try call([("name", .string("Main"))]).optionalString("name"), "Main")
        assertBug(
            try call([("name", .int(1))]).optionalString("name") as Any,
            "ReuseLab bug: the native 'exampleKey' reads its parameter 'name' as String?, but was given Int")
    }

    func testAnIndexPathIsReadAsTheSimulators() throws {
        let c = call([("indexPath", indexPathValue(section: .int(2), item: .int(5)))])
        XCTAssertEqual(try c.indexPath("indexPath"), ReuseLabSimulator.IndexPath(item: 5, section: 2))
        assertBug(
            try call([("indexPath", .int(5))]).indexPath("indexPath"),
            "ReuseLab bug: the native 'exampleKey' reads its parameter 'indexPath' as IndexPath, but was given Int")
    }

    func testARectIsReadAsTheSimulators() throws {
        func decl(_ name: String) -> NominalDecl { NominalDecl(name: name, kind: .structType) }
        let origin = Value.structValue(StructValue(decl: decl("CGPoint"), fields: [.double(1), .double(2)]))
        let size = Value.structValue(StructValue(decl: decl("CGSize"), fields: [.double(390), .int(844)]))
        let rect = Value.structValue(StructValue(decl: decl("CGRect"), fields: [origin, size]))
        XCTAssertEqual(try call([("frame", rect)]).rect("frame"), Rect(x: 1, y: 2, width: 390, height: 844))
        assertBug(
            try call([("frame", size)]).rect("frame"),
            "ReuseLab bug: the native 'exampleKey' reads its parameter 'frame' as CGRect, but was given CGSize")
    }

    func testASetterReadsNewValue() throws {
        let c = NativeCall(
            receiver: .void, args: [.double(88)], frame: Frame(size: 1, parent: nil), loc: .unknown, bindings: [:],
            parameters: NativeCall.setterParameters, key: "set UITableView.rowHeight")
        XCTAssertEqual(try c.double("newValue"), 88)
    }

    func testAnArrayParameterGivenSomethingElseIsReuseLabsBug() {
        assertBug(
            try call([("elements", .string("abc"))]).array("elements"),
            "ReuseLab bug: the native 'exampleKey' reads its parameter 'elements' as Array, but was given String")
    }
}
