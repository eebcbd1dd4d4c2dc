import XCTest

@testable import ReuseLabLanguage

/// Dictionary keys and set elements: synthesized `Hashable` compares and hashes stored values, as Swift's
/// synthesis does; a type with its own `==` is compared by it.
final class HashedValueTests: XCTestCase {
    private let point = NominalDecl(name: "Point", kind: .structType)
    private let other = NominalDecl(name: "Other", kind: .structType)

    private func value(_ decl: NominalDecl, _ x: Int, _ y: Int) -> Value {
        .structValue(StructValue(decl: decl, fields: [.int(x), .int(y)]))
    }

    func testStructsWithEqualFieldsAreOneKey() {
        let keys: Set<HashedValue> = [HashedValue(value(point, 1, 2)), HashedValue(value(point, 1, 2)), HashedValue(value(point, 2, 1))]
        XCTAssertEqual(keys.count, 2)
    }

    func testEqualFieldsOfDifferentTypesAreDifferentKeys() {
        XCTAssertNotEqual(HashedValue(value(point, 1, 2)), HashedValue(value(other, 1, 2)))
    }

    func testAnIntAndADoubleAreDifferentKeys() {
        XCTAssertNotEqual(HashedValue(.int(1)), HashedValue(.double(1)))
        XCTAssertEqual(HashedValue(.string("a")), HashedValue(.string("a")))
    }

    func testArraysAndTuplesCompareElementByElement() {
        XCTAssertEqual(HashedValue(.array([.int(1), .string("x")])), HashedValue(.array([.int(1), .string("x")])))
        XCTAssertNotEqual(HashedValue(.array([.int(1)])), HashedValue(.array([.int(1), .int(1)])))
        XCTAssertNotEqual(HashedValue(.tuple([.int(1), .int(2)])), HashedValue(.tuple([.int(2), .int(1)])))
    }

    func testEnumCasesCompareByCaseAndPayload() {
        let shape = NominalDecl(name: "Shape", kind: .enumType)
        let circle = EnumCaseDecl(name: "circle", payload: [(label: nil, type: .any)], index: 0)
        let square = EnumCaseDecl(name: "square", payload: [(label: nil, type: .any)], index: 1)
        func make(_ c: EnumCaseDecl, _ n: Int) -> HashedValue {
            HashedValue(.enumValue(EnumValue(decl: shape, caseDecl: c, payload: [.int(n)])))
        }
        XCTAssertEqual(make(circle, 1), make(circle, 1))
        XCTAssertNotEqual(make(circle, 1), make(circle, 2))
        XCTAssertNotEqual(make(circle, 1), make(square, 1))
    }

    /// A learner's `==` that ignores `y`: two points with equal `x` are one key, when their hashes agree
    /// (as Swift requires of a type's own `hash(into:)`).
    func testAUsersOwnEqualityDecides() {
        let byX = HashedValue.CustomHashing(hash: 7) { a, b in
            guard case .structValue(let l) = a, case .structValue(let r) = b else { return false }
            return HashedValue(l.fields[0]) == HashedValue(r.fields[0])
        }
        let keys: Set<HashedValue> = [HashedValue(value(point, 1, 2), custom: byX), HashedValue(value(point, 1, 3), custom: byX)]
        XCTAssertEqual(keys.count, 1)
    }
}
