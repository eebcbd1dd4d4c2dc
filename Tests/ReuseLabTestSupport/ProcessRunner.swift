import Foundation

public struct ProcessResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    public var timedOut: Bool

    public init(status: Int32, stdout: String, stderr: String, timedOut: Bool) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
        self.timedOut = timedOut
    }
}

public enum ProcessRunner {
    /// Runs `executable` with `arguments` in `directory`, stdin from /dev/null, NO_COLOR=1 and TERM=dumb
    /// added to the environment, and kills it after `timeout` seconds. Output goes through temporary
    /// files, so a chatty child can never block on a full pipe.
    public static func run(
        _ executable: URL,
        _ arguments: [String],
        in directory: URL? = nil,
        environment extra: [String: String] = [:],
        timeout: TimeInterval = 20
    ) throws -> ProcessResult {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("reuselab-run-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory = directory {
            process.currentDirectoryURL = directory
        }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["TERM"] = "dumb"
        for (key, value) in extra {
            environment[key] = value
        }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outHandle
        process.standardError = errHandle

        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            // Foundation notices the end only when every holder of its descriptors is gone, so the
            // child's own children (if any) go too. Only processes this run started are touched.
            let family = [process.processIdentifier] + descendants(of: process.processIdentifier)
            for pid in family { kill(pid, SIGTERM) }
            if finished.wait(timeout: .now() + 2) == .timedOut {
                for pid in family { kill(pid, SIGKILL) }
                _ = finished.wait(timeout: .now() + 5)
            }
        }
        try? outHandle.close()
        try? errHandle.close()
        let stdout = (try? Data(contentsOf: outURL)) ?? Data()
        let stderr = (try? Data(contentsOf: errURL)) ?? Data()
        return ProcessResult(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self),
            timedOut: timedOut
        )
    }
}

/// The processes below `pid`, read from /proc (empty where there is no /proc).
public func descendants(of pid: Int32) -> [Int32] {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
    var parents: [Int32: [Int32]] = [:]
    for entry in entries {
        guard let child = Int32(entry),
            let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { continue }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        if fields.count > 1, let parent = Int32(fields[1]) {
            parents[parent, default: []].append(child)
        }
    }
    var found: [Int32] = []
    var queue = [pid]
    while let next = queue.popLast() {
        for child in parents[next] ?? [] where !found.contains(child) {
            found.append(child)
            queue.append(child)
        }
    }
    return found
}
