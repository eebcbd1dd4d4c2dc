import Foundation
import XCTest

@testable import ReuseLabLanguage

/// `:why` (and `reuselab run --explain`) knows the case: beyond the general explanation and the article to
/// read, what the world held when it went wrong.
final class ExplanationCaseTests: XCTestCase {
    private func explanation(_ source: String, bundle: URL = URL(fileURLWithPath: NSTemporaryDirectory())) -> String {
        Session(bundleDirectory: bundle).submit(source, displayName: "T.swift").explanation ?? ""
    }

    func testAnUnregisteredIdentifierListsTheRegisteredOnesAndTheNearest() {
        let text = explanation(
            """
            import UIKit
            let table = UITableView()
            table.register(UITableViewCell.self, forCellReuseIdentifier: "PhotoCell")
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Header")
            _ = table.dequeueReusableCell(withIdentifier: "PhotoCel", for: IndexPath(row: 0, section: 0))
            """)
        XCTAssertTrue(text.contains("Known: registered \"PhotoCell\", \"Header\"; asked for \"PhotoCel\"."), text)
        XCTAssertTrue(text.contains("Nearest: \"PhotoCell\" (1 edit away)."), text)
        XCTAssertTrue(text.contains("See: "), text)
    }

    func testANibWhoseIdentifierDiffersShowsBothStrings() {
        // MislabeledTile.xib, beside the golden script that shows the crash, sets the identifier "Other".
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden/uikit-strings")
        let text = explanation(
            """
            import UIKit
            let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
            grid.register(UINib(nibName: "MislabeledTile", bundle: nil), forCellWithReuseIdentifier: "Tile")
            _ = grid.dequeueReusableCell(withReuseIdentifier: "Tile", for: IndexPath(item: 0, section: 0))
            """, bundle: folder)
        XCTAssertTrue(text.contains("Known: in the nib \"Other\"\n       registered \"Tile\""), text)
        XCTAssertTrue(text.contains("See: "), text)
    }

    func testAFailedCastNamesTheClassRegisteredUnderTheIdentifier() {
        let text = explanation(
            """
            import UIKit
            class PhotoCell: UITableViewCell {}
            class TitleCell: UITableViewCell {}
            let table = UITableView()
            table.register(TitleCell.self, forCellReuseIdentifier: "Photo")
            let cell = table.dequeueReusableCell(withIdentifier: "Photo", for: IndexPath(row: 0, section: 0)) as! PhotoCell
            """)
        XCTAssertTrue(text.contains("Known: registered \"Photo\" → class TitleCell"), text)
        XCTAssertTrue(text.contains("See: "), text)
    }

    func testAMissingConformanceNamesTheRequirementAndWhereItWouldGo() {
        let text = explanation(
            """
            import UIKit
            protocol StoryboardBased { var sceneStoryboard: UIStoryboard { get } }
            final class Scene: UIViewController, StoryboardBased {}
            """)
        XCTAssertTrue(text.contains("(message doesNotConform)"), text)
        XCTAssertTrue(text.contains("note at 2:32: protocol requires property 'sceneStoryboard' with type 'UIStoryboard'"), text)
        XCTAssertTrue(text.contains("note at 3:13: add stubs for conformance"), text)
        XCTAssertTrue(text.contains("See: "), text)
    }
}
