import Foundation

/// Runs the benchmark's own executable again, with stdin empty and stdout captured.
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

    /// Seconds from spawn to exit, and what it wrote to stdout.
    static func run(_ executable: URL, _ arguments: [String]) throws -> (seconds: Double, stdout: Data, status: Int32) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        var data = Data()
        let seconds = try Statistics.time {
            try process.run()
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
        }
        return (seconds, data, process.terminationStatus)
    }
}
