import Foundation
import ReuseLabTutor

/// Where the history file lives: `$REUSELAB_HISTORY` (empty disables history), else
/// `$XDG_STATE_HOME/reuselab/history`, else `~/.local/state/reuselab/history`.
public enum HistoryLocation {
    public static let environmentVariable = "REUSELAB_HISTORY"

    /// nil when history is disabled, or when there is no absolute home to keep it in.
    public static func resolve(environment: [String: String], homeDirectory: String) -> String? {
        if let override = environment[environmentVariable] {
            return override.isEmpty ? nil : override
        }
        return XDGBaseDirectory.state.reuselabPath("history", environment: environment, homeDirectory: homeDirectory)
    }
}

/// The history file's line format: one entry a line, UTF-8, with `\` written `\\`, newline `\n`
/// and carriage return `\r`, so a multi-line entry comes back as one entry.
public enum HistoryEncoding {
    /// Entries longer than this are neither saved nor loaded: one pasted novel must not slow start-up.
    public static let maximumEntryBytes = 64 * 1024

    public static func encode(_ entry: String) -> String {
        var encoded = ""
        encoded.reserveCapacity(entry.utf8.count)
        for character in entry.unicodeScalars {
            switch character {
            case "\\": encoded += "\\\\"
            case "\n": encoded += "\\n"
            case "\r": encoded += "\\r"
            default: encoded.unicodeScalars.append(character)
            }
        }
        return encoded
    }

    /// nil for a line that is not a valid entry (unknown escape, NUL).
    public static func decode(_ line: Substring) -> String? {
        var decoded = ""
        var escaping = false
        for scalar in line.unicodeScalars {
            if scalar == "\0" { return nil }
            if escaping {
                switch scalar {
                case "\\": decoded += "\\"
                case "n": decoded += "\n"
                case "r": decoded += "\r"
                default: return nil
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                decoded.unicodeScalars.append(scalar)
            }
        }
        return escaping ? nil : decoded
    }

    /// Splits a file's bytes into entries. Lines that are not valid UTF-8 or not valid entries are
    /// skipped and counted, never fatal.
    public static func decodeFile(_ bytes: [UInt8]) -> (entries: [String], skipped: Int) {
        var entries: [String] = []
        var skipped = 0
        for lineBytes in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            if lineBytes.count > maximumEntryBytes {
                skipped += 1
                continue
            }
            guard let line = String(validating: lineBytes, as: UTF8.self) else {
                skipped += 1
                continue
            }
            if line.hasPrefix("#") { continue }  // the header, and room for comments
            guard let entry = decode(Substring(line)), !entry.isEmpty else {
                skipped += 1
                continue
            }
            entries.append(entry)
        }
        return (entries, skipped)
    }

    public static let header = "# reuselab history: one entry a line; \\n is a newline, \\\\ a backslash\n"
}

/// The history file on disk. Every failure turns into one warning and a history that simply isn't
/// saved: history is a convenience and must never stop the playground from starting.
public final class HistoryFile {
    public let path: String
    public let limit: Int
    private var warned = false
    private var pendingWarning: String?
    private var appendDisabled = false
    private var lastAppended: String?

    public init(path: String, limit: Int = 1000) {
        self.path = path
        self.limit = limit
    }

    /// The newest `limit` entries, oldest first.
    public func load() -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        if isDirectory.boolValue {
            warn("history: \(path) is a directory; history will not be saved this session")
            appendDisabled = true
            return []
        }
        // A FIFO or a device in its place would block or never end: only a regular file is read.
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard type == .typeRegular else {
            warn("history: \(path) is not a regular file; history will not be saved this session")
            appendDisabled = true
            return []
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            warn("history: cannot read \(path); history will not be saved this session")
            appendDisabled = true
            return []
        }
        defer { try? handle.close() }
        // Read at most the tail of an oversized file.
        let maximumBytes: UInt64 = 8 * 1024 * 1024
        let size = (try? handle.seekToEnd()) ?? 0
        let start = size > maximumBytes ? size - maximumBytes : 0
        try? handle.seek(toOffset: start)
        let data = (try? handle.readToEnd()) ?? Data()
        var (entries, skipped) = HistoryEncoding.decodeFile([UInt8](data))
        if start > 0, !entries.isEmpty { entries.removeFirst() }  // probably cut in half
        if skipped > 0 {
            warn("history: skipped \(skipped) unreadable line\(skipped == 1 ? "" : "s") in \(path)")
        }
        lastAppended = entries.last
        if entries.count > limit * 2 { rewrite(Array(entries.suffix(limit))) }
        return Array(entries.suffix(limit))
    }

    /// Appends one entry at once, so a killed session loses nothing.
    public func append(_ entry: String) {
        guard !appendDisabled, !entry.isEmpty, entry != lastAppended,
            entry.utf8.count <= HistoryEncoding.maximumEntryBytes, !entry.unicodeScalars.contains("\0")
        else { return }
        guard ensureDirectory() else { return }
        let isNew = !FileManager.default.fileExists(atPath: path)
        let fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            warn("history: cannot write \(path) (\(String(cString: strerror(errno)))); history will not be saved this session")
            appendDisabled = true
            return
        }
        defer { close(fd) }
        var text = isNew ? HistoryEncoding.header : ""
        // A file whose last line has no newline (written by hand, or cut off) would swallow this entry into it.
        if !isNew, Self.lastByte(of: fd).map({ $0 != UInt8(ascii: "\n") }) ?? false { text += "\n" }
        text += HistoryEncoding.encode(entry) + "\n"
        let written = text.utf8.withContiguousStorageIfAvailable { write(fd, $0.baseAddress, $0.count) } ?? -1
        if written < 0 {
            warn("history: cannot write \(path); history will not be saved this session")
            appendDisabled = true
        }
        lastAppended = entry
    }

    /// The file's last byte, nil when it is empty or cannot be read.
    private static func lastByte(of fd: Int32) -> UInt8? {
        var stats = stat()
        guard fstat(fd, &stats) == 0, stats.st_size > 0 else { return nil }
        var byte: UInt8 = 0
        return pread(fd, &byte, 1, stats.st_size - 1) == 1 ? byte : nil
    }

    private func ensureDirectory() -> Bool {
        let directory = (path as NSString).deletingLastPathComponent
        if directory.isEmpty { return true }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            return true
        } catch {
            warn("history: cannot create \(directory); history will not be saved this session")
            appendDisabled = true
            return false
        }
    }

    private func rewrite(_ entries: [String]) {
        let text = HistoryEncoding.header + entries.map { HistoryEncoding.encode($0) + "\n" }.joined()
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func warn(_ message: String) {
        // Warn once: after the first problem the file is left alone.
        if !warned {
            warned = true
            pendingWarning = message
        }
    }

    /// The warning not yet shown, if any; each is returned once.
    public func takeWarning() -> String? {
        defer { pendingWarning = nil }
        return pendingWarning
    }
}
