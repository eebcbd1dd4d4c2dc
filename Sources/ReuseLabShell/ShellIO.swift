import CTerminalShim

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
/// Written by byte count, not as C strings: a NUL in printed text must not cut off the rest.
final class StandardIO: ShellIO {
    func out(_ text: String) {
        Self.write(text, to: reuselab_stdout())
        fflush(reuselab_stdout())
    }

    func err(_ text: String) {
        fflush(reuselab_stdout())
        Self.write(text, to: reuselab_stderr())
        fflush(reuselab_stderr())
    }

    private static func write(_ text: String, to stream: UnsafeMutablePointer<FILE>) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            _ = fwrite(base, 1, bytes.count, stream)
        }
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
