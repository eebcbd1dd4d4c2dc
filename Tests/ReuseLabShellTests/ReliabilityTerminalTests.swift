import Foundation
import XCTest

/// The shell's reliability at a real terminal (issue 19): a window resized below libedit's comfort,
/// NUL bytes in output, Ctrl-C on a busy entry, files the shell refuses to overwrite, a history file
/// without its final newline.
final class ReliabilityTerminalTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reuselab-reliability-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    private var historyPath: String { folder.appendingPathComponent("history").path }

    private func startShell(checkingTheHeap: Bool = false) throws -> PseudoTerminal {
        var environment = [
            "TERM": "xterm", "LANG": "C.UTF-8", "REUSELAB_HISTORY": historyPath, "NO_COLOR": "1",
            "HOME": folder.path, "XDG_STATE_HOME": folder.appendingPathComponent("state").path, "PATH": "/usr/bin:/bin",
        ]
        // glibc's malloc checks turn a heap overrun into an immediate abort instead of a later, random one.
        let mallocDebug = "/lib/x86_64-linux-gnu/libc_malloc_debug.so.0"
        if checkingTheHeap, FileManager.default.fileExists(atPath: mallocDebug) {
            environment["LD_PRELOAD"] = mallocDebug
            environment["GLIBC_TUNABLES"] = "glibc.malloc.check=3"
        }
        let terminal = try PseudoTerminal(executable: BuiltBinary.url.path, environment: environment)
        XCTAssertTrue(terminal.waitFor("reuse> "), "no prompt: \(terminal.plainTranscript)")
        return terminal
    }

    /// libedit 3.1-20221030 kept its cursor from the old size: shrinking below the cursor's column, then
    /// drawing, wrote past its display lines ("double free or corruption", SIGABRT).
    func testNarrowWindowsAndResizesLeaveTheEditorWorking() throws {
        let shell = try startShell(checkingTheHeap: true)
        let sizes: [(rows: UInt16, columns: UInt16)] = [(1, 1), (2, 5), (30, 6), (30, 20), (30, 6), (30, 7), (2, 2), (2, 5)]
        for (index, size) in sizes.enumerated() {
            let mark = shell.mark()
            shell.resize(rows: size.rows, columns: size.columns)
            // The shell answers a resize by redrawing the prompt; wait for that before typing.
            _ = shell.waitFor("reuse>", after: mark, timeout: 2)
            // The answer (90001…) differs from the echoed keys (1 + 90000), which a narrow window wraps.
            shell.send("print(\(index + 1) + 90000)\r")
            XCTAssertTrue(
                shell.waitFor("\(90001 + index)", after: mark),
                "no output at \(size.rows)×\(size.columns): \(shell.plainTranscript.suffix(300))")
        }
        let mark = shell.mark()
        shell.resize(rows: 30, columns: 100)
        _ = shell.waitFor("reuse>", after: mark, timeout: 2)
        type("print(6 * 7_000)\r", into: shell, expecting: "42000", "reuse> ")
        shell.send("\u{04}")
        XCTAssertEqual(shell.waitForExit(), 0, shell.plainTranscript.suffix(500).description)
    }

    func testNulInPrintedTextDoesNotCutOffTheRest() throws {
        let shell = try startShell()
        let mark = shell.mark()
        type(#"print("before\0after"); print("next line")"# + "\r", into: shell, expecting: "next line", "reuse> ")
        let written = shell.bytes.suffix(from: mark)
        XCTAssertNotNil(written.range(of: Data("before\0after".utf8)), String(decoding: written, as: UTF8.self).debugDescription)
        shell.send("\u{04}")
        XCTAssertEqual(shell.waitForExit(), 0)
    }

    /// Ctrl-C stops a busy entry within a fraction of a second (it was checked every 1,024 steps).
    func testCtrlCStopsALongEntryPromptly() throws {
        let shell = try startShell()
        type("var n = 0; while true { n += 1 }\r", into: shell)
        Thread.sleep(forTimeInterval: 0.5)
        let mark = shell.mark()
        let sent = Date()
        shell.send("\u{03}")
        XCTAssertTrue(shell.waitFor(inOrder: ["Interrupted.", "reuse> "], after: mark), shell.plainTranscript.suffix(400).description)
        // Generous for a loaded two-core machine; the step budget alone would take several seconds.
        XCTAssertLessThan(Date().timeIntervalSince(sent), 3, "Ctrl-C took too long")
        shell.send("\u{04}")
        XCTAssertEqual(shell.waitForExit(), 0)
    }

    func testSaveAndRecordRefuseToOverwriteAndRecordingIsNotRestarted() throws {
        let kept = folder.appendingPathComponent("kept.swift")
        try "precious\n".write(to: kept, atomically: true, encoding: .utf8)
        let transcript = folder.appendingPathComponent("session.txt")
        let shell = try startShell()
        type("print(1)\r", into: shell, expecting: "reuse> ")
        type(":save \(kept.path)\r", into: shell, expecting: "already exists", "--force", "reuse> ")
        XCTAssertEqual(try String(contentsOf: kept, encoding: .utf8), "precious\n")
        type(":save \(kept.path) --force\r", into: shell, expecting: "Saved 1 entry", "reuse> ")
        XCTAssertEqual(try String(contentsOf: kept, encoding: .utf8), "print(1)\n")

        type(":record \(transcript.path)\r", into: shell, expecting: "Recording", "reuse> ")
        type("print(2)\r", into: shell, expecting: "reuse> ")
        type(":record \(transcript.path)\r", into: shell, expecting: "Already recording", "reuse> ")
        type(":record off\r", into: shell, expecting: "Stopped recording", "reuse> ")
        XCTAssertTrue(try String(contentsOf: transcript, encoding: .utf8).contains("print(2)"), "the recording was restarted")
        shell.send("\u{04}")
        XCTAssertEqual(shell.waitForExit(), 0)
    }

    /// A history file whose last line has no newline (edited by hand) kept its last entry apart.
    func testHistoryWithoutFinalNewlineKeepsEntriesApart() throws {
        try "# reuselab history\nprint(\"from an editor\")".write(toFile: historyPath, atomically: true, encoding: .utf8)
        let shell = try startShell()
        type("print(\"typed\")\r", into: shell, expecting: "typed", "reuse> ")
        shell.send("\u{04}")
        XCTAssertEqual(shell.waitForExit(), 0)
        let lines = try String(contentsOfFile: historyPath, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(Array(lines.suffix(2)), [#"print("from an editor")"#, #"print("typed")"#])
    }

    /// Two shells on one state folder: each used to rewrite the whole progress file from what it had
    /// loaded at start, so the second to save erased the first one's lesson.
    func testTwoShellsSharingAStateFolderKeepBothLessons() throws {
        let first = try startShell()
        let second = try startShell()
        type(":lesson 0\r", into: first, expecting: "Lesson 00", "reuse> ")
        type(":lesson 1\r", into: second, expecting: "Lesson 01", "reuse> ")
        for shell in [first, second] {
            shell.send(":quit\r")
            XCTAssertEqual(shell.waitForExit(), 0)
        }
        let saved = try String(contentsOf: folder.appendingPathComponent("state/reuselab/progress.json"), encoding: .utf8)
        XCTAssertTrue(saved.contains("00-tour") && saved.contains("01-string-api"), saved)
    }
}
