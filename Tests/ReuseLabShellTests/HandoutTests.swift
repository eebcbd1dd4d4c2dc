import Foundation
import ReuseLabLanguage
import XCTest

@testable import ReuseLabShell

/// The HTML handout: a self-contained page (inline CSS, no script, nothing fetched) with coloured code, output,
/// diagnostics with their carets, crashes, and the pool diagram after each entry that changed the world.
final class HandoutTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-handout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
    }

    func testHighlightingEscapesEverythingAndMarksTokens() {
        let html = SwiftHighlighter.html("let s: String = \"<b>&\" // note <i>\n@objc final class A {}")
        XCTAssertEqual(
            html,
            "<span class=\"kw\">let</span> s: <span class=\"ty\">String</span> = "
                + "<span class=\"st\">&quot;&lt;b&gt;&amp;&quot;</span> <span class=\"cm\">// note &lt;i&gt;</span>\n"
                + "<span class=\"at\">@objc</span> <span class=\"kw\">final</span> <span class=\"kw\">class</span> "
                + "<span class=\"ty\">A</span> {}")
        // Unterminated literals and comments still produce balanced, escaped HTML.
        XCTAssertEqual(SwiftHighlighter.html("\"open"), "<span class=\"st\">&quot;open</span>")
        XCTAssertEqual(SwiftHighlighter.html("/* <x>"), "<span class=\"cm\">/* &lt;x&gt;</span>")
    }

    func testRecordingAnHTMLFileWritesTheHandoutAfterEachEntry() throws {
        let io = CapturedIO()
        var options = ShellOptions()
        options.environment = ["LANG": "C.UTF-8", "NO_COLOR": "1"]
        let session = Session(bundleDirectory: directory)
        let controller = ReplController(engine: session, options: options, io: io, interactive: false)
        let page = directory.appendingPathComponent("class.html")
        XCTAssertEqual(controller.handle(":record \(page.path)"), .continueWith(status: 0))
        XCTAssertTrue(io.output.contains("Recording a handout"), io.output)
        for entry in DemoScript(source: WorkshopFixtures.photoFeed).entries.prefix(2) { _ = controller.handle(entry) }
        _ = controller.handle("let n: Int = \"five\"")
        _ = controller.handle("tableView.dequeueReusableCell(withIdentifier: \"Nope\", for: IndexPath(row: 0, section: 0))")
        _ = controller.handle("print(\"<script>alert(1)</script>\")")
        _ = controller.handle(":pool")
        // The page is complete after every entry, before the recording stops.
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"), html)
        XCTAssertTrue(html.hasSuffix("</html>\n"))
        XCTAssertEqual(html.components(separatedBy: "<section class=\"entry").count - 1, 5)
        XCTAssertTrue(html.contains("<section class=\"entry compile-error\" id=\"entry-3\">"), html)
        XCTAssertTrue(
            html.contains(
                "<span class=\"error\">error:</span> cannot convert value of type &#39;String&#39; to specified type &#39;Int&#39;"), html)
        XCTAssertTrue(html.contains("<section class=\"entry crashed\" id=\"entry-4\">"), html)
        XCTAssertTrue(html.contains("unable to dequeue a cell with identifier Nope"), html)
        XCTAssertTrue(html.contains("<span class=\"caret\">"), "the crash caret is marked: \(html)")
        XCTAssertTrue(html.contains("<pre class=\"pool\">┌─ tableView: UITableView"), html)
        XCTAssertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "printed text is escaped")
        XCTAssertTrue(html.contains("<p class=\"command\"><code>:pool</code></p>"), html)
        XCTAssertFalse(html.contains("<script"), "no script in the page")
        XCTAssertFalse(html.contains("src="), "nothing fetched")
        XCTAssertFalse(html.contains("<link"), "no stylesheet fetched")
        XCTAssertEqual(controller.handle(":record off"), .continueWith(status: 0))
        XCTAssertFalse(try String(contentsOf: page, encoding: .utf8).contains(":record"), "recording commands are not part of the handout")
        // A second recording refuses to replace the page without --force.
        XCTAssertEqual(controller.handle(":record \(page.path)"), .continueWith(status: 2))
        XCTAssertTrue(io.errors.contains("already exists; add --force"), io.errors)
    }

    func testExportRunsAScriptEntryByEntry() throws {
        let script = directory.appendingPathComponent("feed.swift")
        try (WorkshopFixtures.photoFeed + "\n// ---\nlet broken: Int = \"x\"\n").write(to: script, atomically: true, encoding: .utf8)
        let page = directory.appendingPathComponent("feed.html")
        var export = HandoutExport(script: script.path, output: page.path)
        export.title = "Feed <demo>"
        var options = ShellOptions()
        options.environment = ["LANG": "C.UTF-8", "NO_COLOR": "1"]
        let (status, message) = export.run(options: options)
        XCTAssertEqual(status, 0, message)
        XCTAssertEqual(message, "Wrote the handout \(page.path): 4 entries, 1 with compile-time errors.")
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(html.contains("<title>Feed &lt;demo&gt;</title>"), html)
        XCTAssertTrue(html.contains("+ [0, 5] PhotoCell#1") || html.contains("[0, 5] PhotoCell#1"), html)
        XCTAssertEqual(export.run(options: options).status, 2, "an existing page needs --force")
        export.force = true
        XCTAssertEqual(export.run(options: options).status, 0)
        XCTAssertEqual(
            HandoutExport(script: directory.appendingPathComponent("none.swift").path, output: page.path).run(options: options).status, 2)
    }
}
