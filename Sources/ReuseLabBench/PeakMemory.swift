import Foundation

/// The process's peak resident set size so far. It only ever grows, which is why each measured table runs
/// in a fresh child process.
///
/// On Linux this reads VmHWM from /proc/self/status rather than getrusage's ru_maxrss: ru_maxrss survives
/// execve, so a child spawned by a large parent would report the parent's peak. VmHWM belongs to the
/// address space, which exec replaces.
enum PeakMemory {
    static var bytes: Int {
        #if os(Linux)
            if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
            {
                return kilobytes * 1024
            }
        #endif
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Int(usage.ru_maxrss) * 1024
        #else
            getrusage(RUSAGE_SELF, &usage)
            return Int(usage.ru_maxrss)
        #endif
    }
}
