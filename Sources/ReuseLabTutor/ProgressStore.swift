import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why progress could not be saved, exported or imported.
public struct ProgressError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// Keeps lesson progress in one JSON file, `$XDG_STATE_HOME/reuselab/progress.json` by default.
///
/// Writes go to a temporary file in the same folder and are renamed over the old one, so a crash or a
/// full disk never leaves half a file. A file that cannot be read is set aside, never fatal.
public final class ProgressStore {
    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// `$REUSELAB_STATE_DIR/progress.json`, else `$XDG_STATE_HOME/reuselab/progress.json`, else
    /// `~/.local/state/reuselab/progress.json`. XDG says a relative `XDG_STATE_HOME` is to be ignored.
    public static func defaultFileURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let dir = environment["REUSELAB_STATE_DIR"], !dir.isEmpty {
            return URL(fileURLWithPath: dir).appendingPathComponent("progress.json")
        }
        let path = XDGBaseDirectory.state.reuselabPath("progress.json", environment: environment)
        // No absolute home at all: the current folder, rather than nowhere.
        return URL(fileURLWithPath: path ?? "reuselab-progress.json")
    }

    /// Reads the progress. A missing file is fresh progress; an unreadable one is moved to
    /// `progress.json.corrupt-<timestamp>` and `notice` says so.
    public func load(now: Date = Date()) -> (progress: ProgressFile, notice: String?) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return (ProgressFile(), nil) }
        let reason: String
        do {
            let data = try Data(contentsOf: fileURL)
            return (try Self.decode(data), nil)
        } catch let error as ProgressError {
            reason = error.message
        } catch {
            reason = error.localizedDescription
        }
        let aside = setAside(now: now)
        switch aside {
        case .success(let url):
            return (
                ProgressFile(),
                "Your lesson progress file could not be read (\(reason)). "
                    + "It was moved to \(url.path) and progress starts afresh."
            )
        case .failure(let error):
            return (
                ProgressFile(),
                "Your lesson progress file \(fileURL.path) could not be read (\(reason)) "
                    + "and could not be moved aside (\(error.localizedDescription)). Progress starts afresh in memory; "
                    + "saving will replace that file."
            )
        }
    }

    /// Replaces the whole file with `progress` (under the lock, so no other session's write interleaves).
    public func save(_ progress: ProgressFile) throws {
        try withLock { try Self.writeAtomically(try Self.encode(progress), to: fileURL) }
    }

    /// Writes the current progress to `destination`, for moving it to another machine. An existing file
    /// is replaced only with `force`; a link is written through, a special file refused.
    public func export(_ progress: ProgressFile, to destination: URL, force: Bool = false) throws {
        do {
            try UserFileDestination(path: destination.path, force: force).writeAtomically(try Self.encode(progress))
        } catch let refusal as UserFileDestination.Refusal {
            throw ProgressError(message: refusal.description)
        }
    }

    /// Reads a progress file exported elsewhere and makes it the current progress (replacing it).
    /// A file that is not valid progress is refused and the current progress is left alone.
    public func importProgress(from source: URL) throws -> ProgressFile {
        let data: Data
        do {
            data = try Data(contentsOf: source)
        } catch {
            throw ProgressError(message: "cannot read \(source.path): \(error.localizedDescription)")
        }
        let progress: ProgressFile
        do {
            progress = try Self.decode(data)
        } catch {
            throw ProgressError(message: "\(source.path) is not a ReuseLab progress file (\(error)); nothing was imported")
        }
        try save(progress)
        return progress
    }

    static func encode(_ progress: ProgressFile) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(progress)
    }

    static func decode(_ data: Data) throws -> ProgressFile {
        do {
            let progress = try JSONDecoder().decode(ProgressFile.self, from: data)
            guard progress.format >= 1 else { throw ProgressError(message: "unknown format \(progress.format)") }
            try progress.validate()
            return progress
        } catch let error as ProgressError {
            throw error
        } catch DecodingError.dataCorrupted(let context) {
            throw ProgressError(message: "not valid JSON: \(context.debugDescription)")
        } catch DecodingError.keyNotFound(let key, _) {
            throw ProgressError(message: "the field “\(key.stringValue)” is missing")
        } catch DecodingError.typeMismatch(_, let context) {
            throw ProgressError(message: "a field has the wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))")
        } catch {
            throw ProgressError(message: "\(error)")
        }
    }

    /// Moves the unreadable file to `progress.json.corrupt-YYYYMMDD-HHMMSS` (with `-2`, `-3` … if taken).
    func setAside(now: Date) -> Result<URL, Error> {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let base = fileURL.path + ".corrupt-" + formatter.string(from: now)
        var candidate = base
        var suffix = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = "\(base)-\(suffix)"
            suffix += 1
        }
        return Result {
            try FileManager.default.moveItem(atPath: fileURL.path, toPath: candidate)
            return URL(fileURLWithPath: candidate)
        }
    }

    /// Write to a temporary file beside the target, flush it, then rename it over the target.
    static func writeAtomically(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ProgressError(message: "cannot create \(folder.path): \(error.localizedDescription)")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw ProgressError(message: "cannot write in \(folder.path)")
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw ProgressError(message: "cannot write \(temporary.path): \(error.localizedDescription)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw ProgressError(message: "cannot replace \(url.path): \(reason)")
        }
    }
}
