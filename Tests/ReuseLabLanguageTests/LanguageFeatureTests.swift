import Foundation
import XCTest

@testable import ReuseLabLanguage

/// Language features checked end to end through the Session: each would fail without its fix.
final class LanguageFeatureTests: XCTestCase {
    private func run(_ source: String) -> EntryOutcome {
        Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory())).submit(source, displayName: "T.swift")
    }

    private func assertPrints(_ source: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let o = run(source)
        XCTAssertEqual(o.status, .ran, o.diagnostics, file: file, line: line)
        XCTAssertEqual(o.output, expected, file: file, line: line)
    }

    private func assertRejects(_ source: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let o = run(source)
        XCTAssertEqual(o.status, .compileError, file: file, line: line)
        XCTAssertTrue(o.diagnostics.contains("error: " + message), o.diagnostics, file: file, line: line)
    }

    // MARK: Mutating calls write back

    func testArrayAppendChangesTheVariable() {
        assertPrints(
            "var a: [Int] = []\na.append(1)\na.append(contentsOf: [2, 3])\na.insert(0, at: 0)\nprint(a, a.removeLast(), a)",
            "[0, 1, 2, 3] 3 [0, 1, 2]\n")
    }

    func testAppendThroughAPropertyOfSelfInsideAMethodReference() {
        assertPrints(
            """
            final class Registry {
                var names: [String] = []
                func add(name: String) { names.append(name) }
                func addAll(_ list: [String]) { list.forEach(add(name:)) }
            }
            let r = Registry()
            r.addAll(["a", "b"])
            print(r.names)
            """, "[\"a\", \"b\"]\n")
    }

    func testUserMutatingMethodWritesBackTheStruct() {
        assertPrints(
            """
            struct Counter {
                var n = 0
                var log: [Int] = []
                mutating func bump() { n += 1; log.append(n) }
                mutating func twice() { bump(); self.bump() }
            }
            var c = Counter()
            c.twice()
            print(c.n, c.log)
            """, "2 [1, 2]\n")
    }

    func testMutatingALetIsRejectedInSwiftcsWords() {
        assertRejects("let a: [Int] = []\na.append(1)", "cannot use mutating member on immutable value: 'a' is a 'let' constant")
        assertRejects(
            "struct S { var xs: [Int] = []; func f() { xs.append(1) } }",
            "cannot use mutating member on immutable value: 'self' is immutable")
    }

    // MARK: Expressions and library

    func testOperatorsAsFunctionValues() {
        assertPrints("print([1, 2, 3].reduce(0, +), [3, 1, 2].sorted(by: <))", "6 [1, 2, 3]\n")
    }

    func testIntLimitsAndOverflowTrap() {
        assertPrints("print(Int.max, Int.min)", "9223372036854775807 -9223372036854775808\n")
        let o = run("var x = Int.max\nx += 1")
        XCTAssertEqual(o.status, .crashed)
        XCTAssertTrue(o.diagnostics.contains("Swift runtime failure: arithmetic overflow"), o.diagnostics)
    }

    func testRangesAndArrayFromStride() {
        assertPrints(
            "print(Array(stride(from: 0, to: 7, by: 3)), (0..<5).count, (1...5).contains(5), (0..<3).reversed())",
            "[0, 3, 6] 5 true ReversedCollection<Range<Int>>(_base: Range(0..<3))\n")
    }

    func testMetatypesSpellGenericSugarOut() {
        assertPrints(
            "print(type(of: [1]), String(describing: type(of: [[\"a\"]])), type(of: [\"k\": 1]))",
            "Array<Int> Array<Array<String>> Dictionary<String, Int>\n")
    }

    /// Outputs from running the same lines with swiftc.
    func testSugaredTypesAsValues() {
        assertPrints(
            "print([String].self, Int?.self, [String: Int].self, Optional<Int>.self, (Int, String).self)",
            "Array<String> Optional<Int> Dictionary<String, Int> Optional<Int> (Int, String)\n")
        assertPrints(
            "print(String(describing: [String].self), \"\\(Int?.self)\", String(describing: [Int]?.self))",
            "Array<String> Optional<Int> Optional<Array<Int>>\n")
        assertPrints("var a = [String]()\nvar d = [String: Int]()\na.append(\"x\")\nd[\"x\"] = 1\nprint(a, d)", "[\"x\"] [\"x\": 1]\n")
        assertRejects("let t: Int.Type = Int?.self", "cannot convert value of type 'Int?.Type' to specified type 'Int.Type'")
    }

    func testTypeOfAnOptionalIsOptional() {
        assertPrints(
            "let x: Int? = 3\nlet y: String? = nil\nprint(type(of: x), type(of: y), type(of: x!))",
            "Optional<Int> Optional<String> Int\n")
        assertPrints("func t<T>(_ v: T) -> String { \"\\(type(of: v))\" }\nlet x: Int? = 3\nprint(t(x))", "Optional<Int>\n")
    }

    func testClosedRangeIsItsOwnType() {
        assertPrints("print(1...3, 0..<2, type(of: 1...3), type(of: 0..<2))", "1...3 0..<2 ClosedRange<Int> Range<Int>\n")
        assertPrints(
            "let r = 1...3\nprint(r.count, r.upperBound, r.contains(3), r.map { $0 }, Array(r), [r], [0..<1])",
            "3 3 true [1, 2, 3] [1, 2, 3] [ClosedRange(1...3)] [Range(0..<1)]\n")
        assertPrints("var s = 0\nfor i in 1...3 { s += i }\nprint(s, String(describing: 2...2))", "6 2...2\n")
        assertRejects(
            "func f(_ r: Range<Int>) {}\nf(1...3)", "cannot convert value of type 'ClosedRange<Int>' to expected argument type 'Range<Int>'"
        )
        assertRejects("var r = 0..<3\nr = 1...2", "cannot assign value of type 'ClosedRange<Int>' to type 'Range<Int>'")
    }

    func testNilCastToAnOptionalTypeSucceeds() {
        assertPrints(
            """
            class A {}
            let x: A? = nil
            guard let y = x as? A? else { fatalError() }
            print(y == nil)
            """, "true\n")
    }

    func testEdgeInsetsPrintLikeUIKitsAndMoveFlowLayoutItems() {
        assertPrints(
            "print(UIEdgeInsets.zero, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) == UIEdgeInsets())",
            "UIEdgeInsets(top: 0.0, left: 0.0, bottom: 0.0, right: 0.0) false\n")
        assertPrints(
            """
            final class DS: NSObject, UICollectionViewDataSource {
                func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
                func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    cv.dequeueReusableCell(withReuseIdentifier: "C", for: indexPath)
                }
            }
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.sectionInset = UIEdgeInsets(top: 20, left: 0, bottom: 5, right: 0)
            layout.footerReferenceSize = CGSize(width: 100, height: 15)
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "C")
            let ds = DS()
            cv.dataSource = ds
            cv.layoutIfNeeded()
            print(cv.contentSize, cv.indexPathsForVisibleItems.count)
            """, "(100.0, 250.0) 1\n")
    }

    // MARK: Declarations

    func testClassAndProtocolCompositionConstraint() {
        assertPrints(
            """
            protocol Named { static var typeName: String { get } }
            extension Named { static var typeName: String { String(describing: self) } }
            final class Hero: UITableViewCell, Named {}
            func pick<T: UITableViewCell & Named>(_ type: T.Type) -> String { T.typeName }
            print(pick(Hero.self))
            """, "Hero\n")
    }

    func testSelfInAStoredStaticOfAnNSObjectSubclassIsTheSelfMethod() {
        assertPrints(
            """
            final class Cell: UITableViewCell {
                static let identifier = String(describing: self)
            }
            print(Cell.identifier)
            """, "(Function)\n")
    }

    // MARK: Argument labels

    func testIncorrectLabelNamesBothLabelLists() {
        assertRejects(
            "let t = UITableView()\n_ = t.dequeueReusableCell(withReuseIdentifier: \"C\", for: IndexPath(row: 0, section: 0))",
            "incorrect argument label in call (have 'withReuseIdentifier:for:', expected 'withIdentifier:for:')")
        assertRejects(
            "func f(a: Int, b: String) {}\nfunc f(c: String, d: Int) {}\nf(x: 1, y: \"\")",
            "incorrect argument labels in call (have 'x:y:', expected 'a:b:')")
        assertRejects("func g(_ a: Int, _ b: Int) {}\ng(a: 1, b: 2)", "extraneous argument labels 'a:b:' in call")
    }

    /// Expectations from swiftc (`oracle/typecheck`): the overload its recovery scores best is the one blamed.
    func testArityAndLabelMismatchBlamesTheOverloadSwiftcPicks() {
        let overloads = "func f(a: Int) {}\nfunc f(b: Int, c: Int) {}\n"
        assertRejects(overloads + "f(x: 1, y: 2)", "extra argument 'y' in call")
        assertRejects(overloads + "f(x: 1, y: 2, z: 3)", "extra argument 'z' in call")
        assertRejects(overloads + "f(y: 2, a: 1)", "extra argument 'y' in call")
        assertRejects(overloads + "f(b: 1)", "missing argument for parameter 'c' in call")
        assertRejects(overloads + "f(x: 1)", "incorrect argument label in call (have 'x:', expected 'a:')")
        assertRejects(overloads + "f(1, c: 2, 3)", "extra argument in call")
        assertRejects(
            "let t = UITableView()\n_ = t.dequeueReusableCell(withReuseIdentifier: \"x\", at: IndexPath(row: 0, section: 0))",
            "extra argument 'at' in call")
    }

    func testExtraMissingAndOutOfOrderArgumentsInSwiftcsWords() {
        assertRejects("func f(a: Int) {}\nf(x: 1, y: 2, z: 3)", "extra arguments at positions #2, #3 in call")
        assertRejects("func f(a: Int, b: Int, c: Int) {}\nf(a: 1)", "missing arguments for parameters 'b', 'c' in call")
        assertRejects("func f(_ a: Int, _ b: Int) {}\nf(1)", "missing argument for parameter #2 in call")
        assertRejects("func f(a: Int, b: Int) {}\nf(b: 1, a: 2)", "argument 'a' must precede argument 'b'")
        assertRejects("func f(a: Int) {}\nf(a: 1) { }", "extra trailing closure passed in call")
        let cv = "let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())\n"
        assertRejects(
            cv + "_ = cv.dequeueReusableCell(withReuseIdentifier: \"x\", at: IndexPath(item: 0, section: 0), extra: 1)",
            "extra arguments at positions #2, #3 in call")
    }

    // MARK: Dictionaries

    func testDictionaryMembersAndRemoveValueWritesBack() {
        assertPrints(
            """
            var d: [String: Int] = ["a": 1]
            d["b"] = 2
            print(d.count, d.isEmpty, d.keys, d.values)
            let removed = d.removeValue(forKey: "a")
            print(removed!, d, d.removeValue(forKey: "zz") == nil)
            for (k, v) in d { print(k, v) }
            """, "2 false [\"a\", \"b\"] [1, 2]\n1 [\"b\": 2] true\nb 2\n")
    }

    func testDictionaryMembersOnAPropertyOfAStruct() {
        assertPrints(
            """
            struct Box { var tags: [String: Int] = [:] }
            var box = Box()
            box.tags["x"] = 1
            print(box.tags.count, box.tags)
            """, "1 [\"x\": 1]\n")
    }

    // MARK: Values erased to Any keep their static type

    func testOptionalAsAnyPrintsAndReportsAsOptional() {
        assertPrints(
            "let o: Int? = 3\nlet x: Any = o\nprint(x, type(of: x))\nlet n: Int? = nil\nlet y: Any = n\nprint(y, type(of: y))",
            "Optional(3) Optional<Int>\nnil Optional<Int>\n")
    }

    func testRangeAsAnyKeepsItsClosedness() {
        assertPrints(
            "let r: Any = 1...3\nprint(r, type(of: r))\nlet h: Any = 0..<3\nprint(h, type(of: h))",
            "1...3 ClosedRange<Int>\n0..<3 Range<Int>\n")
    }

    func testAnyCollectionsDescribeElementsByTheirOwnTypes() {
        assertPrints(
            """
            let o: Int? = 3
            let d = ["b": 2]
            let items: [Any] = [o as Any, d["b"] as Any, 1...2]
            let column: [Int?] = [1, nil]
            let anys: [Any] = column
            func show(_ v: Any) -> Any { v }
            print(items, anys, show(o))
            """, "[Optional(3), Optional(2), ClosedRange(1...2)] [Optional(1), nil] Optional(3)\n")
    }

    func testCastsOutOfAnyLookInsideTheOptional() {
        assertPrints(
            """
            let o: Int? = 3
            let n: Int? = nil
            let x: Any = o
            let y: Any = n
            print(x as? Int as Any, y as? Int as Any, x is Int, y is Int, y is Int?, y as? Int? as Any)
            """, "Optional(3) nil true false true Optional(nil)\n")
    }

    func testOptionalSpelledOut() {
        assertPrints(
            """
            let a = Optional(5)
            let b = Optional<String>("hi")
            let c = Optional<Int>.none
            let d: Int? = .none
            let e: Int?? = Optional(d)
            print(a as Any, b as Any, c as Any, d as Any, e as Any)
            if case .some(let v) = a { print(v) }
            """, "Optional(5) Optional(\"hi\") nil nil Optional(nil)\n5\n")
    }
}
