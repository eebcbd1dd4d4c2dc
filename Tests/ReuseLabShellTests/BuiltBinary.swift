import Foundation
import ReuseLabTestSupport
import XCTest

/// The `reuselab` executable under test, run in batch mode with its input on a pipe.
enum BuiltBinary {
    /// `REUSELAB_BIN` when set, as for the golden tests.
    static var url: URL { BuiltProducts.reuselab }

    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `reuselab` with `input` on a pipe (batch mode), without colour or history unless asked.
    static func run(_ arguments: [String] = [], input: String, environment extra: [String: String] = [:]) throws -> Result {
        try run(arguments, bytes: Data(input.utf8), environment: extra)
    }

    static func run(_ arguments: [String] = [], bytes: Data, environment extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["REUSELAB_HISTORY"] = ""
        environment["NO_COLOR"] = nil
        environment["LANG"] = "C.UTF-8"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Drain stderr on another thread while this one feeds stdin and drains stdout: no pipe fills up.
        let errorsReader = ErrorsReader(handle: stderr.fileHandleForReading)
        let writer = Thread {
            stdin.fileHandleForWriting.write(bytes)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = errorsReader.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors, as: UTF8.self))
    }
}

private final class ErrorsReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(handle: FileHandle) {
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
