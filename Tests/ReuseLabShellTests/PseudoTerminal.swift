import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program on a fresh pseudo-terminal, as its controlling terminal, so the line editor, the
/// prompts and Ctrl-C behave as for a person at a keyboard.
///
/// Waits are for what appears on the screen, never for a length of time: a busy machine (CI has two
/// cores) can take seconds to draw a prompt. Keys must be sent only once the prompt they answer is
/// drawn: libedit puts the terminal in raw mode just before it draws the prompt, and input that
/// arrives earlier is taken by the kernel's line discipline (echoed, Ctrl-C turned into a signal).
/// Use `mark()` before sending and `waitFor(_:after:)` so an older prompt never counts as the new one.
final class PseudoTerminal {
    /// How long a wait may take before it fails: far longer than any step needs even under load.
    static let defaultTimeout: TimeInterval = 30

    let master: Int32
    let pid: pid_t
    /// Every byte the program wrote, kept whole so a character split across two reads decodes right.
    private var output = Data()
    private var exitStatus: Int32?

    /// Everything read so far, escape sequences included.
    var transcript: String { String(decoding: output, as: UTF8.self) }

    init(executable: String, arguments: [String] = [], environment: [String: String]) throws {
        // posix_openpt and friends are not visible from Swift's Glibc module; this is what they do on Linux.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        // The ioctl requests that unlock the slave (TIOCSPTLCK) and tell its number (TIOCGPTN).
        let (tiocsptlck, tiocgptn): (UInt, UInt) = (0x4004_5431, 0x8004_5430)
        guard master >= 0, ioctl(master, tiocsptlck, &unlock) == 0, ioctl(master, tiocgptn, &number) == 0 else {
            throw POSIXError(.ENOTTY)
        }
        let slavePath = "/dev/pts/\(number)"
        var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        // POSIX_SPAWN_SETSID: a new session, so opening the terminal makes it the controlling one.
        posix_spawnattr_setflags(&attributes, Int16(0x80))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        pid = child
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        let deadline = Date().addingTimeInterval(Self.defaultTimeout)
        while offset < bytes.count, Date() < deadline {
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress! + offset, $0.count - offset) }
            if written > 0 {
                offset += written
            } else {
                // The terminal's input queue is full (or busy): keep reading so the program can go on.
                readAvailable(waitMilliseconds: 1)
            }
        }
    }

    /// Whether the program's side of the terminal is in raw mode (no line buffering, no echo), as the
    /// line editor sets it to read keys. On Linux the master reports the terminal's settings.
    var isRaw: Bool {
        var settings = termios()
        guard tcgetattr(master, &settings) == 0 else { return false }
        return settings.c_lflag & tcflag_t(ICANON | ECHO) == 0
    }

    /// Changes the window size, as a person resizing the terminal window does: the program gets SIGWINCH.
    func resize(rows: UInt16, columns: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Every byte read so far, NULs included.
    var bytes: Data { output }

    /// A position in the output: `waitFor(_:after:)` looks only at what the program writes after it.
    func mark() -> Int { output.count }

    /// Reads until `text` has appeared `occurrence` times in the screen text written after `mark`
    /// (escape sequences and carriage returns left out, see `plain`), or the timeout passes.
    @discardableResult
    func waitFor(_ text: String, after mark: Int = 0, occurrence: Int = 1, timeout: TimeInterval = defaultTimeout) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if plainText(after: mark).components(separatedBy: text).count - 1 >= occurrence { return true }
            if Date() >= deadline || (exitStatus != nil && !readAvailable(waitMilliseconds: 0)) { return false }
            readAvailable(waitMilliseconds: 50)
            reap()
        }
    }

    /// Reads until each of `texts` has appeared, one after the other, in the screen text written after
    /// `mark`, or the timeout passes.
    @discardableResult
    func waitFor(inOrder texts: [String], after mark: Int = 0, timeout: TimeInterval = defaultTimeout) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if Self.contains(plainText(after: mark), inOrder: texts) { return true }
            if Date() >= deadline || (exitStatus != nil && !readAvailable(waitMilliseconds: 0)) { return false }
            readAvailable(waitMilliseconds: 50)
            reap()
        }
    }

    static func contains(_ text: String, inOrder parts: [String]) -> Bool {
        var rest = Substring(text)
        for part in parts {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    /// Reads whatever the program has written, waiting up to `waitMilliseconds` for the first byte.
    /// True when something was read.
    @discardableResult
    func readAvailable(waitMilliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitMilliseconds) > 0 else { return false }
        var readSomething = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }  // EAGAIN: nothing more for now; EIO: the program has gone
            output.append(contentsOf: buffer[0..<count])
            readSomething = true
        }
        return readSomething
    }

    /// The exit status, or nil if the program is still running after `timeout`.
    func waitForExit(timeout: TimeInterval = defaultTimeout) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while exitStatus == nil, Date() < deadline {
            readAvailable(waitMilliseconds: 20)
            reap()
        }
        // The last words may still sit in the terminal after the program has gone.
        while readAvailable(waitMilliseconds: 0) {}
        return exitStatus
    }

    private func reap() {
        guard exitStatus == nil else { return }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
            exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        }
    }

    /// Everything read so far as screen text (see `plain`), for assertions and failure messages.
    var plainTranscript: String { Self.plain(transcript) }

    /// The screen text the program wrote after `mark`.
    func plainText(after mark: Int) -> String {
        Self.plain(String(decoding: output[min(mark, output.count)...], as: UTF8.self))
    }

    /// `text` without what only moves the cursor or changes colours: CSI and other escape sequences,
    /// carriage returns, backspaces and bells. libedit redraws a line by going back to its start (or to
    /// a column) and writing the part that changed, so Tab turning `:qu` into `:quit` reads `:qu`,
    /// `\r`, `ESC[11G`, `it`: left out, they read `:quit`.
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-?]*[ -/]*[@-~]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\u{1B}\\][^\u{07}\u{1B}]*(\u{07}|\u{1B}\\\\)", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\u{1B}[ -/]*[0-~]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "[\r\u{08}\u{07}]", with: "", options: .regularExpression)
    }
}

extension XCTestCase {
    /// Sends `keys` (call it only once the prompt they answer is drawn), then waits for each of
    /// `expected`, one after the other, in what the program writes after the keys. Ending `expected`
    /// with the prompt makes the next keystrokes wait for it.
    func type(
        _ keys: String, into terminal: PseudoTerminal, expecting expected: String...,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let mark = terminal.mark()
        terminal.send(keys)
        XCTAssertTrue(
            terminal.waitFor(inOrder: expected, after: mark),
            "no \(expected) after \(keys.debugDescription):\n\(terminal.plainTranscript)", file: file, line: line)
    }
}
