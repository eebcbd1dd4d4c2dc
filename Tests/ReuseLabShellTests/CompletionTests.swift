import ReuseLabShell
import XCTest

final class CompletionTests: XCTestCase {
    func makeCompleter(language: [String] = [], files: [String: [String]] = [:]) -> Completer {
        Completer(
            metaCommandNames: MetaCommand.names, commandsTakingArguments: ["load", "help", "pool", "source"],
            preludeNames: ["UIKit", "Reusable"], helpTopics: ["keys", "pool"],
            lessons: { ["00-tour", "01-string-api", "02-registerable-views"] },
            languageCompletions: { _ in language }, listDirectory: { files[$0] ?? [] })
    }

    func testCommandsALessonRestrictsAreNotOffered() {
        var completer = makeCompleter()
        completer.helpTopics = ["keys", "undo", "redo"]
        completer.offersCommand = { $0 != "undo" }
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":un").candidates, [])
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":re").candidates, ["record", "redo", "reset"])
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":help ").candidates, ["keys", "redo"])
    }

    func testLessonCommandsAndTheirArguments() {
        let completer = makeCompleter(files: ["": ["progress.json", "notes.txt"]])
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":hi").insertion, "nt")
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":sol").insertion, "ution")
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":lesson 01").insertion, "-string-api")
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":lesson 0").candidates.count, 3)
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":reset l").insertion, "esson")
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":progress ex").insertion, "port ")
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":progress import pro").insertion, "gress.json")
    }

    func testMetaCommandNames() {
        let completer = makeCompleter()
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":lo").insertion, "ad ")
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":r").candidates, ["record", "redo", "reset"])
        XCTAssertTrue(completer.complete(lineBeforeCursor: ":re").shouldList)
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":re").displayCandidates, [":record", ":redo", ":reset"])
    }

    func testFileNamesAfterLoad() {
        let completer = makeCompleter(files: ["": ["Cells.swift", "Cards.swift", "lib/", ".hidden"], "lib/": ["Reuse.swift"]])
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":load Ce").insertion, "lls.swift")
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":load C").candidates, ["Cards.swift", "Cells.swift"])
        XCTAssertEqual(completer.complete(lineBeforeCursor: "< li").insertion, "b/")
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":load lib/R").insertion, "euse.swift")
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":load lib/").displayCandidates, ["Reuse.swift"])
        XCTAssertEqual(completer.complete(lineBeforeCursor: ":load ").candidates, ["Cards.swift", "Cells.swift", "lib/"])
    }

    func testPreludeNamesAfterSource() {
        XCTAssertEqual(makeCompleter().complete(lineBeforeCursor: ":source Re").insertion, "usable")
    }

    func testSwiftNamesMergeTheLanguageAndUIKit() {
        let completer = makeCompleter(language: ["MyCell", "MyCellWithNib", "dequeueReusableCell(withIdentifier:for:)"])
        XCTAssertEqual(completer.complete(lineBeforeCursor: "let c = MyC").insertion, "ell")
        XCTAssertEqual(completer.complete(lineBeforeCursor: "class A: UICollectionReusableV").insertion, "iew")
        XCTAssertEqual(
            completer.complete(lineBeforeCursor: "class A: UITableViewC").candidates,
            ["UITableViewCell", "UITableViewController"])
        XCTAssertEqual(completer.complete(lineBeforeCursor: "tableView.deq").insertion, "ueueReusableCell")
    }

    func testMembersComeOnlyFromTheLanguage() {
        let completer = makeCompleter(language: ["register", "reloadData"])
        XCTAssertEqual(completer.complete(lineBeforeCursor: "tableView.re").candidates, ["register", "reloadData"])
        XCTAssertEqual(completer.complete(lineBeforeCursor: "tableView.UITable").candidates, [])
    }

    func testTabAtTheStartOfALineIndents() {
        XCTAssertEqual(makeCompleter().complete(lineBeforeCursor: "  ", pendingText: "class A {").insertion, "    ")
    }

    func testColumnLayoutFillsColumnsTopToBottom() {
        XCTAssertEqual(columnLayout(["a", "bb", "ccc", "d", "e"], width: 15), "a    ccc  e\nbb   d")
    }
}
