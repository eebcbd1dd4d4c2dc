import Foundation
import ReuseLabTestSupport
import XCTest

/// Workshops through the built binary: the example pack in the repository passes `lesson check --pack`, a
/// broken manifest is reported at its lines, and the handout of `reuselab export` renders in a real headless
/// browser (Debian's `chromium`): its text is there and its screenshot is not blank.
final class WorkshopBinaryTests: XCTestCase {
    var scratch: URL!

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: Locations.reuselabBinary.path) else {
            throw XCTSkip("no reuselab executable at \(Locations.reuselabBinary.path): build the package first")
        }
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("reuselab-workshop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    func testTheExamplePackPassesLessonCheck() throws {
        let pack = Locations.repositoryRoot.appendingPathComponent("Workshops/example")
        let result = try ProcessRunner.run(
            Locations.reuselabBinary, ["lesson", "check", "--pack", pack.path],
            in: Locations.repositoryRoot, environment: ["REUSELAB_LESSONS": ""], timeout: 600)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(
            result.stdout.hasPrefix("✓ pack “Cell reuse in one afternoon”: 3 lessons; solutions hidden · time box 90 minutes"),
            result.stdout)
        XCTAssertTrue(result.stdout.contains("3 passed, 0 failed"), result.stdout)
        let listed = try ProcessRunner.run(
            Locations.reuselabBinary, ["lesson", "--pack", pack.path], in: Locations.repositoryRoot,
            environment: ["REUSELAB_LESSONS": "", "REUSELAB_STATE_DIR": scratch.path])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertTrue(listed.stdout.contains("Lessons, in the workshop's order"), listed.stdout)
        XCTAssertTrue(
            listed.stdout.range(of: "00-tour[\\s\\S]*first-scroll[\\s\\S]*07-reuse-pool", options: .regularExpression) != nil, listed.stdout
        )
        // The pack's demo script replays without a terminal, as CI would run it before class.
        let demo = try ProcessRunner.run(
            Locations.reuselabBinary, ["demo", pack.appendingPathComponent("demo.swift").path],
            in: Locations.repositoryRoot, timeout: 120)
        XCTAssertEqual(demo.status, 0, demo.stdout + demo.stderr)
        XCTAssertTrue(demo.stdout.contains("5 cells on screen, 30 rows shown"), demo.stdout)
    }

    func testTheClassReportOfAPackIsThatWorkshopsOnly() throws {
        let pack = Locations.repositoryRoot.appendingPathComponent("Workshops/example")
        let answers = scratch.appendingPathComponent("answers.swift")
        try "// step 1\nprint(1)\n".write(to: answers, atomically: true, encoding: .utf8)
        let hand = scratch.appendingPathComponent("hand-ins")
        try FileManager.default.createDirectory(at: hand, withIntermediateDirectories: true)
        // ann ran the pack's own lesson; bob ran a built-in lesson outside the pack.
        let ann = try ProcessRunner.run(
            Locations.reuselabBinary, ["lesson", "run", "first-scroll", "--pack", pack.path, "--answers", answers.path, "--json"],
            in: Locations.repositoryRoot, environment: ["REUSELAB_LESSONS": ""], timeout: 300)
        XCTAssertTrue(
            ann.stdout.contains(#""pack" : "example-workshop""#) || ann.stdout.contains(#""pack":"example-workshop""#), ann.stdout)
        try ann.stdout.write(to: hand.appendingPathComponent("ann.json"), atomically: true, encoding: .utf8)
        let bob = try ProcessRunner.run(
            Locations.reuselabBinary, ["lesson", "run", "00-tour", "--answers", answers.path, "--json"],
            in: Locations.repositoryRoot, environment: ["REUSELAB_LESSONS": ""], timeout: 300)
        try bob.stdout.write(to: hand.appendingPathComponent("bob.json"), atomically: true, encoding: .utf8)
        let report = try ProcessRunner.run(
            Locations.reuselabBinary, ["lesson", "report", "--pack", pack.path, hand.path],
            in: Locations.repositoryRoot, environment: ["REUSELAB_LESSONS": ""], timeout: 120)
        XCTAssertEqual(report.status, 0, report.stdout + report.stderr)
        XCTAssertTrue(report.stdout.hasPrefix("Workshop: Cell reuse in one afternoon (example-workshop)\n1 learner: ann\n"), report.stdout)
        XCTAssertTrue(
            report.stdout.range(of: "\n00-tour[^\n]*0 of 1[\\s\\S]*\nfirst-scroll[\\s\\S]*\n07-reuse-pool", options: .regularExpression)
                != nil,
            "the manifest's order, each over the workshop's learners: \(report.stdout)")
        XCTAssertTrue(report.stdout.contains("bob.json: from the built-in lessons, not a workshop pack"), report.stdout)
        XCTAssertTrue(report.stderr.contains("note: not counted \(hand.appendingPathComponent("bob.json").path)"), report.stderr)
    }

    func testABrokenPackIsReportedAtItsLines() throws {
        let pack = scratch.appendingPathComponent("broken")
        try FileManager.default.createDirectory(at: pack, withIntermediateDirectories: true)
        try "---\ntitle: Broken\nlessons:\n  - 00-tour\n  - no-such-lesson\nsolutions: maybe\n---\n"
            .write(to: pack.appendingPathComponent("workshop.md"), atomically: true, encoding: .utf8)
        let manifest = pack.appendingPathComponent("workshop.md").path
        let checked = try ProcessRunner.run(
            Locations.reuselabBinary, ["lesson", "check", "--pack", pack.path], in: Locations.repositoryRoot)
        XCTAssertEqual(checked.status, 1, checked.stdout + checked.stderr)
        XCTAssertTrue(checked.stdout.contains("\(manifest):5: error: no lesson “no-such-lesson”"), checked.stdout)
        XCTAssertTrue(checked.stdout.contains("\(manifest):6: error: “solutions:” is shown or hidden, found “maybe”"), checked.stdout)
        XCTAssertTrue(checked.stdout.contains("✗ FAIL pack broken: 2 problems in its manifest"), checked.stdout)
        // Using a broken pack stops before anything starts, with the same diagnostics.
        let used = try ProcessRunner.run(Locations.reuselabBinary, ["lesson", "--pack", pack.path], in: Locations.repositoryRoot)
        XCTAssertEqual(used.status, 2)
        XCTAssertTrue(used.stderr.contains("\(manifest):5: error:"), used.stderr)
    }

    /// Debian's `chromium`, or nil: the browser test then skips, saying how to install it.
    static var chromium: URL? {
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }

    func testTheHandoutRendersInAHeadlessBrowser() throws {
        guard let chromium = Self.chromium else {
            throw XCTSkip("chromium is not installed (apt-get install -y chromium): the handout's browser test needs it")
        }
        let script = scratch.appendingPathComponent("demo.swift")
        try """
        import UIKit
        final class PhotoCell: UITableViewCell {}
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132), style: .plain)
        tableView.register(PhotoCell.self, forCellReuseIdentifier: "Photo")
        // ---
        let count: Int = "three"
        // ---
        let cell = tableView.dequeueReusableCell(withIdentifier: "Video", for: IndexPath(row: 0, section: 0))
        // ---
        print("<b>not bold</b>")
        """.write(to: script, atomically: true, encoding: .utf8)
        let page = scratch.appendingPathComponent("handout.html")
        let exported = try ProcessRunner.run(
            Locations.reuselabBinary, ["export", "--html", page.path, script.path, "--title", "Reuse demo"],
            in: scratch, timeout: 120)
        XCTAssertEqual(exported.status, 0, exported.stderr)
        XCTAssertEqual(exported.stderr, "Wrote the handout \(page.path): 4 entries, 1 with compile-time errors, 1 crashed.\n")
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertFalse(html.contains("<script"), "the page needs no script")
        XCTAssertNil(html.range(of: "(src|href)=", options: .regularExpression), "the page fetches nothing")

        let profile = scratch.appendingPathComponent("profile").path
        let browserFlags = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile)", "--no-first-run"]
        let dom = try ProcessRunner.run(
            chromium, browserFlags + ["--dump-dom", page.absoluteString], in: scratch,
            environment: ["HOME": scratch.path], timeout: 120)
        XCTAssertEqual(dom.status, 0, dom.stderr)
        for text in [
            "<title>Reuse demo</title>", "compile-time error: nothing ran", "crashed at run time",
            "cannot convert value of type 'String' to specified type 'Int'",
            "unable to dequeue a cell with identifier Video", "registered   Photo → class PhotoCell",
            "&lt;b&gt;not bold&lt;/b&gt;",
        ] {
            XCTAssertTrue(dom.stdout.contains(text), "the browser's DOM lacks \(text): \(dom.stdout)")
        }
        XCTAssertFalse(dom.stdout.contains("<b>not bold"), "printed markup stays text")

        let shot = scratch.appendingPathComponent("handout.png")
        let blankPage = scratch.appendingPathComponent("blank.html")
        try "<!DOCTYPE html><html><body style=\"background:#fff\"></body></html>".write(to: blankPage, atomically: true, encoding: .utf8)
        let blankShot = scratch.appendingPathComponent("blank.png")
        for (source, target) in [(page, shot), (blankPage, blankShot)] {
            let result = try ProcessRunner.run(
                chromium, browserFlags + ["--window-size=1000,1400", "--screenshot=\(target.path)", source.absoluteString],
                in: scratch, environment: ["HOME": scratch.path], timeout: 120)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        let png = try Data(contentsOf: shot)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG file")
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(width, 1000)
        XCTAssertEqual(height, 1400)
        // A page of one colour compresses to almost nothing: the handout's image must hold far more than the same
        // window showing a blank page, which is how "not every pixel is the same" shows without a PNG decoder.
        let blank = try Data(contentsOf: blankShot)
        XCTAssertGreaterThan(png.count, 20_000, "a screenshot of \(png.count) bytes is nearly blank")
        XCTAssertGreaterThan(png.count, blank.count * 5, "the handout (\(png.count) bytes) looks like a blank page (\(blank.count) bytes)")
    }
}
