import Foundation
import XCTest

@testable import ReuseLabLanguage

/// The chain of the learner's calls drawn under a crash (`SessionState.callChain`): innermost first, each call
/// site of the learner's file once, and a call UIKit made back into the learner's code said to be UIKit's.
final class CallChainTests: XCTestCase {
    private func chain(_ source: String) -> [String] {
        let o = Session(bundleDirectory: URL(fileURLWithPath: NSTemporaryDirectory())).submit(source, displayName: "T.swift")
        XCTAssertEqual(o.status, .crashed, o.diagnostics)
        return o.diagnostics.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("in ") || $0.hasPrefix("called ") }
    }

    func testATrapTwoLearnerFramesDeepShowsBothCallsUpToTheScriptLine() {
        let source = """
            func item(_ xs: [Int], _ i: Int) -> Int {
                return xs[i]
            }
            func third(of xs: [Int]) -> Int {
                return item(xs, 2)
            }
            print(third(of: [1]))

            """
        XCTAssertEqual(
            chain(source),
            [
                "in item(_:_:)",
                "called from third(of:) at T.swift:5:12",
                "called from T.swift:7:7",
            ])
    }

    func testACallbackFromUIKitIsSaidToBeUIKits() {
        let source = """
            import UIKit
            final class Source: NSObject, UITableViewDataSource {
                let titles: [String] = []
                func title(at row: Int) -> String { titles[row] }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                    cell.textLabel?.text = title(at: indexPath.row)
                    return cell
                }
            }
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            let source = Source()
            table.dataSource = source
            table.layoutIfNeeded()

            """
        XCTAssertEqual(
            chain(source),
            [
                "in Source.title(at:)",
                "called from Source.tableView(_:cellForRowAt:) at T.swift:8:32",
                "called by UIKit from T.swift:16:1",
            ])
    }

    func testAUIKitCallbackUnderALearnerFunctionNamesThatFunction() {
        let source = """
            import UIKit
            final class Source: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let missing: UITableViewCell? = nil
                    return missing!
                }
            }
            let source = Source()
            func show(in table: UITableView) {
                table.dataSource = source
                table.layoutIfNeeded()
            }
            show(in: UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))

            """
        let lines = chain(source)
        XCTAssertEqual(lines.first, "in Source.tableView(_:cellForRowAt:)")
        XCTAssertEqual(lines.last, "called from T.swift:14:1")
        XCTAssertTrue(lines.contains { $0.hasPrefix("called by UIKit from show(in:) at T.swift:12:") }, "\(lines)")
    }
}
