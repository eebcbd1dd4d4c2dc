import Foundation
import XCTest

@testable import ReuseLabLanguage

/// The honest boundary of issue 10's core items (valid Swift ReuseLab does not run yet is reported in
/// ReuseLab's words at the node), and the build configuration `#if` is evaluated against.
final class LanguageCoreTests: XCTestCase {
    private func run(_ source: String) -> EntryOutcome {
        Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory())).submit(source, displayName: "T.swift")
    }

    /// What a Debug build for the iOS simulator makes of an `#if` condition, or nil when it does not compile.
    private func condition(_ text: String) -> Bool? {
        let o = run("#if \(text)\nprint(true)\n#else\nprint(false)\n#endif")
        return o.status == .ran ? o.output == "true\n" : nil
    }

    func testBuildConfigurationIsAnIOSSimulatorDebugBuild() {
        XCTAssertEqual(condition("os(iOS)"), true)
        XCTAssertEqual(condition("os(macOS)"), false)
        XCTAssertEqual(condition("targetEnvironment(simulator)"), true)
        XCTAssertEqual(condition("targetEnvironment(macCatalyst)"), false)
        XCTAssertEqual(condition("canImport(UIKit) && canImport(Foundation)"), true)
        XCTAssertEqual(condition("canImport(SwiftUI)"), false)
        XCTAssertEqual(condition("DEBUG && !RELEASE"), true)
        XCTAssertEqual(condition("arch(arm64)"), true)
        XCTAssertEqual(condition("swift(>=6.3) && compiler(>=5.9)"), true)
        XCTAssertEqual(condition("swift(>=6.4) || swift(<5)"), false)
        XCTAssertEqual(condition("(false || TESTING) && true"), false)
        XCTAssertNil(condition("hasFeature(StrictConcurrency)"))
    }

    func testUnsupportedIfConditionIsReportedAtTheNode() {
        let o = run("#if hasFeature(StrictConcurrency)\nprint(1)\n#endif\nprint(2)")
        XCTAssertEqual(o.status, .compileError)
        XCTAssertTrue(o.diagnostics.contains("'#if hasFeature(StrictConcurrency)' is not supported in ReuseLab yet"), o.diagnostics)
    }

    func testUnsupportedIfConditionInAMemberListIsReportedOnce() {
        let o = run("struct S {\n#if hasAttribute(foo)\nvar x = 1\n#endif\n}")
        // The header line and the caret line of one diagnostic.
        XCTAssertEqual(o.diagnostics.components(separatedBy: "error: ").count - 1, 2, o.diagnostics)
    }

    func testLazyInAStructIsStoredOnFirstRead() {
        let o = run("struct S {\n    lazy var x: Int = { print(\"made\"); return 1 }()\n}\nvar s = S()\nprint(s.x + s.x)")
        XCTAssertEqual(o.status, .ran, o.diagnostics)
        XCTAssertEqual(o.output, "made\n2\n")
    }

    func testObserversOnALocalVariableRun() {
        let o = run("func f() {\n    var n = 0 { didSet { print(oldValue, n) } }\n    n = 1\n}\nf()")
        XCTAssertEqual(o.status, .ran, o.diagnostics)
        XCTAssertEqual(o.output, "0 1\n")
    }

    func testGenericTypealiasIsSpecialisedAtEachUse() {
        let o = run("typealias Pair<T> = (T, T)\nlet p: Pair<String> = (\"a\", \"b\")\nprint(p.1)")
        XCTAssertEqual(o.output, "b\n", o.diagnostics)
    }

    func testImplicitlyUnwrappedReadTrapsWithSwiftsText() {
        let o = run("var label: String!\nprint(label == nil)\nprint(label.count)")
        XCTAssertEqual(o.status, .crashed)
        XCTAssertEqual(o.output, "true\n")
        XCTAssertTrue(
            o.diagnostics.contains("Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value"), o.diagnostics)
    }

    func testObserversRunInTheREPLAcrossEntries() {
        let s = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
        XCTAssertEqual(s.submit("var score = 1 { didSet { print(\"\\(oldValue) -> \\(score)\") } }", displayName: "<repl-1>").status, .ran)
        XCTAssertEqual(s.submit("score += 1", displayName: "<repl-2>").output, "1 -> 2\n")
    }
}
