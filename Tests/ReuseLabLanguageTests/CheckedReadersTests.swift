import Foundation
import XCTest

@testable import ReuseLabLanguage

/// The interpreter reads values whose kind the checker guarantees through throwing readers: a value of
/// another kind stops the run with ReuseLab's own "bug" message instead of being read as 0, "" or false.
final class CheckedReadersTests: XCTestCase {
    private func bugText(_ body: () throws -> Any) -> String? {
        do {
            _ = try body()
            return nil
        } catch let trap as Trap {
            return trap.consoleText
        } catch {
            return "\(error)"
        }
    }

    func testEachReaderReturnsItsOwnKind() throws {
        XCTAssertEqual(try Value.int(7).checkedInt(), 7)
        XCTAssertEqual(try Value.bool(true).checkedBool(), true)
        XCTAssertEqual(try Value.string("cell").checkedString(), "cell")
        XCTAssertEqual(try Value.array([.int(1), .int(2)]).checkedArray().count, 2)
        XCTAssertEqual(try Value.double(2.5).checkedDouble(), 2.5)
    }

    /// A CGFloat parameter given an integer literal holds an Int.
    func testADoubleReaderTakesAnInt() throws {
        XCTAssertEqual(try Value.int(3).checkedDouble(), 3.0)
        XCTAssertEqual(Value.int(3).numericValue, 3.0)
        XCTAssertNil(Value.string("3").numericValue)
    }

    func testAValueOfAnotherKindIsReuseLabsBugNotZero() {
        XCTAssertEqual(
            bugText { try Value.string("3").checkedInt() },
            "ReuseLab bug: the interpreter reads a value as Int, but was given String")
        XCTAssertEqual(
            bugText { try Value.int(0).checkedBool() }, "ReuseLab bug: the interpreter reads a value as Bool, but was given Int")
        XCTAssertEqual(
            bugText { try Value.none.checkedString() }, "ReuseLab bug: the interpreter reads a value as String, but was given nil")
        XCTAssertEqual(
            bugText { try Value.bool(true).checkedDouble() },
            "ReuseLab bug: the interpreter reads a value as Double, but was given Bool")
        XCTAssertEqual(
            bugText { try Value.int(1).checkedArray() }, "ReuseLab bug: the interpreter reads a value as Array, but was given Int")
    }

    /// Swift's `Int` and `Double` never meet at run time except through literals: a comparison with anything
    /// else is false both ways, never a comparison of zeros.
    func testComparingADoubleWithANonNumberIsNeitherLessNorEqual() {
        let state = LargeStack.run { SessionState(bundleDirectory: FileManager.default.temporaryDirectory, limits: RunLimits()) }
        let interpreter = state.interpreter
        XCTAssertFalse(interpreter.valuesEqual(.double(0), .string("")))
        XCTAssertTrue(interpreter.valuesEqual(.double(2), .int(2)))
        XCTAssertFalse(interpreter.compare(.less, .double(0), .bool(true)))
        XCTAssertTrue(interpreter.compare(.less, .int(1), .double(1.5)))
    }
}
