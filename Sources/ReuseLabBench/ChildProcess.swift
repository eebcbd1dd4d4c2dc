import Foundation

/// Runs the benchmark's own executable again, with stdin and stderr on /dev/null and stdout captured.
///
/// Through posix_spawn and waitpid rather than Foundation's Process: on Linux, `waitUntilExit` polls its
/// run loop every 50 ms, which would be most of a start-up figure.
enum ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The running executable: children must be the very binary under test.
    static var currentExecutable: URL {
        #if os(Linux)
            return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
            return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
    }

    struct Outcome {
        var seconds: Double
        var stdout: Data
        var status: Int32
        /// User and system CPU time of the child and everything it waited for.
        var childCPUSeconds: Double

        var timing: Timing { Timing(wall: seconds, cpu: childCPUSeconds) }
    }

    /// Seconds from spawn to exit, what it wrote to stdout, its exit status and its CPU time.
    static func run(_ executable: URL, _ arguments: [String]) throws -> Outcome {
        let cpuBefore = childrenCPUSeconds()
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw Failure(description: "pipe failed: errno \(errno)") }
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }

        var pid: pid_t = 0
        var data = Data()
        var waitStatus: Int32 = 0
        let seconds = try Statistics.time {
            let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
            close(fds[1])
            let output = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true)
            guard spawned == 0 else { throw Failure(description: "cannot run \(executable.path): errno \(spawned)") }
            data = output.readDataToEndOfFile()
            while waitpid(pid, &waitStatus, 0) == -1 && errno == EINTR {}
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import: low 7 bits 0 means a normal exit.
        let status = waitStatus & 0x7F == 0 ? (waitStatus >> 8) & 0xFF : 128 + (waitStatus & 0x7F)
        return Outcome(seconds: seconds, stdout: data, status: status, childCPUSeconds: childrenCPUSeconds() - cpuBefore)
    }

    /// CPU time of every child waited for so far: the difference around one child is that child's.
    private static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
