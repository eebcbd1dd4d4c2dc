import Foundation
import XCTest

@testable import ReuseLabLanguage

/// `reuselab run` starts parsing the UIKit and Reusable preludes on other threads when the script's words
/// name them (`Session.beginParsingPreludes(namedIn:)`); the session then takes those trees.
final class EarlyPreludeParsingTests: XCTestCase {
    func testTheWordsOfAScriptAreItsCodesNotItsCommentsOrStrings() {
        let words = ScriptWords.of(
            #"""
            import Reusable
            let t = UITableView() // a `PhotoCell`
            /* UIButton /* nested */ UILabel */ print("UICollectionView \(UIView()) \" UIImage", héllo_1)
            let note = """
                UISwitch "quoted" \""" UIColor
                """
            print(note)
            """#)
        XCTAssertEqual(words, ["import", "Reusable", "let", "t", "UITableView", "print", "héllo_1", "note"])
    }

    func testAScriptRunsOnThePreludesParsedBeforeItsSession() {
        let script = """
            import UIKit
            import Reusable
            final class NameCell: UITableViewCell, Reusable {}
            let table = UITableView()
            table.register(cellType: NameCell.self)
            let cell: NameCell = table.dequeueReusableCell(for: IndexPath(row: 0, section: 0))
            print(type(of: cell), NameCell.reuseIdentifier)
            """
        Session.beginParsingPreludes(namedIn: script)
        let session = Session(bundleDirectory: FileManager.default.temporaryDirectory)
        let outcome = session.submit(script, displayName: "Early.swift")
        XCTAssertEqual(outcome.status, .ran, outcome.diagnostics)
        XCTAssertEqual(outcome.output, "NameCell NameCell\n")
    }
}
