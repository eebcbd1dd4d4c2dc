import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program on a fresh pseudo-terminal, as its controlling terminal, so the line editor, the
/// prompts and Ctrl-C behave as for a person at a keyboard.
final class PseudoTerminal {
    let master: Int32
    let pid: pid_t
    private(set) var transcript = ""

    init(executable: String, arguments: [String] = [], environment: [String: String]) throws {
        // posix_openpt and friends are not visible from Swift's Glibc module; this is what they do on Linux.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431 /* TIOCSPTLCK */, &unlock) == 0, ioctl(master, 0x8004_5430 /* TIOCGPTN */, &number) == 0 else {
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
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        pid = child
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    func send(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { write(master, $0.baseAddress! + offset, $0.count - offset) }
            if written > 0 { offset += written } else { usleep(1000) }
        }
    }

    /// Reads until `text` has appeared `occurrence` times in everything read so far, or the timeout.
    @discardableResult
    func waitFor(_ text: String, occurrence: Int = 1, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if transcript.components(separatedBy: text).count - 1 >= occurrence { return true }
            readAvailable(waitMilliseconds: 50)
        }
        return transcript.components(separatedBy: text).count - 1 >= occurrence
    }

    func readAvailable(waitMilliseconds: Int32) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitMilliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        if count > 0 { transcript += String(decoding: buffer[0..<count], as: UTF8.self) }
    }

    /// The exit status, or nil if the program is still running after `timeout`.
    func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            readAvailable(waitMilliseconds: 20)
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                readAvailable(waitMilliseconds: 0)
                return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            }
        }
        return nil
    }

    /// Text since `marker`'s `occurrence`-th appearance, with terminal escape sequences removed.
    var plainTranscript: String {
        transcript.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
    }
}
