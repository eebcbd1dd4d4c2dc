import Foundation

/// How the running executable's code is mapped: how much of it is in memory, and how much of that in 2 MB pages.
/// Every child the benchmark starts maps the same file, from the same page cache, so this says which of two
/// speeds the figures are: a start with its code in 2 MB pages takes a tenth less CPU time
/// (`Scripts/cache-in-huge-pages`). Read from `/proc/self/smaps`; nil where there is none (macOS).
public struct CodePages: Codable, Sendable, Equatable {
    public var residentBytes: Int
    public var hugePageBytes: Int

    public var hugePageShare: Double { residentBytes == 0 ? 0 : Double(hugePageBytes) / Double(residentBytes) }

    /// This process's.
    public static func current() -> CodePages? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
            let smaps = FileHandle(forReadingAtPath: "/proc/self/smaps")
        else { return nil }
        defer { try? smaps.close() }
        return parse(smaps: String(decoding: smaps.readDataToEndOfFile(), as: UTF8.self), executable: executable)
    }

    /// The sums over the executable's code mappings (readable, executable, backed by `executable`) in the text of
    /// an `smaps` file: a line per mapping (`00400000-02673000 r-xp 00000000 fd:00 5351887  /path`), then its
    /// fields (`Rss:  18672 kB`, `FilePmdMapped:  6144 kB`). Nil when no mapping is the executable's code.
    static func parse(smaps: String, executable: String) -> CodePages? {
        var pages: CodePages?
        var inCode = false
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = fields.first else { continue }
            if first.contains("-"), fields.count >= 5, !first.hasSuffix(":") {
                // A mapping's line: its path is the rest of the line, which may hold spaces.
                let path = fields.count > 5 ? fields[5...].joined(separator: " ") : ""
                inCode = fields[1].hasPrefix("r-x") && path == executable
                if inCode, pages == nil { pages = CodePages(residentBytes: 0, hugePageBytes: 0) }
            } else if inCode, fields.count >= 2, let kilobytes = Int(fields[1]) {
                switch first {
                case "Rss:": pages?.residentBytes += kilobytes * 1024
                case "FilePmdMapped:": pages?.hugePageBytes += kilobytes * 1024
                default: break
                }
            }
        }
        return pages
    }
}
