import SwiftParser
import SwiftSyntax
import XCTest

@testable import ReuseLabLanguage

/// `declGroup` and `namedDecl` (`Syntax+DeclGroup.swift`) switch on a node's kind instead of swift-syntax's run-time
/// casts: they must answer as the casts do for every node, so that a kind a new swift-syntax adds to either protocol
/// fails here rather than going unseen by the checker.
final class DeclGroupKindTests: XCTestCase {
    private let source = """
        import UIKit
        precedencegroup Stacking { associativity: left }
        infix operator <+> : Stacking
        @freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        typealias Handler<Value> = (Value) -> Void
        protocol Cell { associatedtype Model; func configure(_ model: Model) }
        class BaseCell: UITableViewCell { var title = ""; init() { super.init(style: .default, reuseIdentifier: nil) }
            required init?(coder: NSCoder) { nil }; deinit {}; subscript(i: Int) -> Int { i } }
        struct Row<Item: Hashable> { let item: Item; enum Kind { case plain, header(String) } }
        enum Section: Int { case first = 1 }
        actor Loader { func load() async {} }
        extension Row: Equatable where Item: Equatable { static func <+> (l: Row, r: Row) -> Row { l } }
        func local() { struct Inner {}; class Box {}; let x = 1; _ = x }
        """

    func testDeclGroupAnswersAsTheRuntimeCastDoes() {
        var groups = 0
        for node in allNodes(Parser.parse(source: source)) {
            let cast = node.asProtocol(DeclGroupSyntax.self)
            XCTAssertEqual(node.declGroup.map { Syntax($0).id }, cast.map { Syntax($0).id }, "\(node.kind)")
            if cast != nil { groups += 1 }
        }
        XCTAssertEqual(groups, 9, "each type declaration and extension in the source")
    }

    func testNamedDeclAnswersAsTheRuntimeCastDoes() {
        var named = 0
        for node in allNodes(Parser.parse(source: source)) {
            let cast = node.asProtocol(NamedDeclSyntax.self)
            XCTAssertEqual(node.namedDecl.map { Syntax($0).id }, cast.map { Syntax($0).id }, "\(node.kind)")
            if cast != nil { named += 1 }
        }
        XCTAssertGreaterThan(named, 15)
    }

    private func allNodes(_ root: some SyntaxProtocol) -> [Syntax] {
        var nodes: [Syntax] = []
        var stack = [Syntax(root)]
        while let node = stack.popLast() {
            nodes.append(node)
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return nodes
    }
}
