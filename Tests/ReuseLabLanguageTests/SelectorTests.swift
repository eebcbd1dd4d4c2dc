import Foundation
import XCTest

@testable import ReuseLabLanguage

/// `#selector` rules that the differential test cannot hold to swiftc: Linux swiftc has no Objective-C
/// runtime, and the oracle removes `@objc`, so a method that is not exposed is only judged here. The message
/// is swiftc's (`expr_selector_not_objc`, as swiftc's own tests spell it).
final class SelectorTests: XCTestCase {
    private func run(_ source: String) -> EntryOutcome {
        Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory())).submit(source, displayName: "T.swift")
    }

    func testASelectorNeedsAMethodExposedToObjectiveC() {
        let o = run(
            """
            import UIKit
            final class Cell: UITableViewCell {
                let button = UIButton(type: .system)
                func setUp() { button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside) }
                func didTap(_ sender: UIButton) {}
            }
            """)
        XCTAssertEqual(o.status, .compileError)
        XCTAssertTrue(
            o.diagnostics.contains(
                "error: argument of '#selector' refers to instance method 'didTap(_:)' that is not exposed to Objective-C"), o.diagnostics)
    }

    func testObjcExtensionsIBActionsAndOverridesAreExposed() {
        let o = run(
            """
            import UIKit
            final class Cell: UITableViewCell {
                let button = UIButton(type: .system)
                func setUp() {
                    button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                    button.addTarget(self, action: #selector(pressed(_:)), for: .touchDown)
                    button.addTarget(self, action: #selector(prepareForReuse), for: .valueChanged)
                }
                @IBAction func pressed(_ sender: UIButton) { print("pressed") }
            }
            @objc extension Cell {
                func tapped() { print("tapped") }
            }
            let cell = Cell(style: .default, reuseIdentifier: nil)
            cell.setUp()
            cell.button.sendActions(for: .touchUpInside)
            cell.button.sendActions(for: .touchDown)
            print(#selector(Cell.pressed(_:)), Selector("select(row:)") == Selector("select(row:)"))
            """)
        XCTAssertEqual(o.status, .ran, o.diagnostics)
        XCTAssertEqual(o.output, "tapped\npressed\npressed: true\n")
    }

    func testObjectiveCNamesOfMethods() {
        let o = run(
            """
            final class Target {
                @objc func refresh() {}
                @objc func select(row: Int) {}
                @objc func move(_ a: Int, to b: Int) {}
            }
            print(#selector(Target.refresh), #selector(Target.select(row:)), #selector(Target.move(_:to:)))
            """)
        XCTAssertEqual(o.status, .ran, o.diagnostics)
        XCTAssertEqual(o.output, "refresh selectWithRow: move:to:\n")
    }

    func testPropertyAccessorSelectors() {
        let o = run(
            """
            import UIKit
            final class Toggle: UIView {
                @objc var isOn = false
                @objc let identifier = "t"
                @IBInspectable var title: String = ""
                func names() { print(#selector(getter: isOn), #selector(setter: self.title), #selector(getter: Toggle.identifier)) }
            }
            Toggle().names()
            print(#selector(getter: UIView.isHidden), #selector(setter: UIView.backgroundColor))
            """)
        XCTAssertEqual(o.status, .ran, o.diagnostics)
        XCTAssertEqual(o.output, "isOn setTitle: identifier\nisHidden setBackgroundColor:\n")
    }

    func testPropertyAccessorSelectorsFollowSwiftcsRules() {
        let declarations = """
            final class Toggle {
                @objc let identifier = "t"
                var plain = 0
                @objc func refresh() {}
            }

            """
        for (use, message) in [
            ("#selector(setter: Toggle.identifier)", "argument of '#selector(setter:)' refers to non-settable let 'identifier'"),
            ("#selector(getter: Toggle.plain)", "argument of '#selector' refers to var 'plain' that is not exposed to Objective-C"),
            ("#selector(getter: Toggle.refresh)", "cannot reference instance method 'refresh()' as a property; remove 'getter:'"),
        ] {
            let o = run(declarations + "let s = \(use)")
            XCTAssertEqual(o.status, .compileError, use)
            XCTAssertTrue(o.diagnostics.contains("error: \(message)"), o.diagnostics)
            // One diagnostic: its header and its caret line.
            XCTAssertEqual(o.diagnostics.components(separatedBy: "error: ").count - 1, 2, o.diagnostics)
        }
    }
}
