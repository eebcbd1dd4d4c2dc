#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the shell writes: program output and diagrams to one stream, diagnostics to the other.
public protocol ShellIO: AnyObject {
    func out(_ text: String)
    func err(_ text: String)
}

/// stdout and stderr through C stdio, the same buffers libedit and `print` use, so nothing reorders.
final class StandardIO: ShellIO {
    func out(_ text: String) {
        fputs(text, stdout)
        fflush(stdout)
    }

    func err(_ text: String) {
        fflush(stdout)
        fputs(text, stderr)
        fflush(stderr)
    }
}

/// Collects what the shell writes, for tests.
public final class CapturedIO: ShellIO {
    public private(set) var output = ""
    public private(set) var errors = ""
    public init() {}
    public func out(_ text: String) { output += text }
    public func err(_ text: String) { errors += text }
}
