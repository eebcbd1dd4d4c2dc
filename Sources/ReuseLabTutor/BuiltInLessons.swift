import Foundation

/// The lessons embedded in the binary at build time (see `Plugins/EmbedLessons`), written out once to a
/// cache folder named by their fingerprint, so that a `reuselab` copied anywhere has its lessons and the
/// rest of the Tutor keeps reading lessons (and their `.xib` and `.storyboard` files) from a folder.
public enum BuiltInLessons {
    /// How many files were embedded (zero only in a build whose Lessons folder was empty).
    public static var fileCount: Int { EmbeddedLessons.files.count }

    /// The folder holding the embedded lessons, written on first use. Nil when no cache folder can be made.
    public static func extracted(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        guard !EmbeddedLessons.files.isEmpty else { return nil }
        for base in cacheBases(environment: environment) {
            let folder = base.appendingPathComponent("reuselab/lessons-\(EmbeddedLessons.fingerprint)")
            if isComplete(folder) || write(into: folder) { return folder }
        }
        return nil
    }

    /// The XDG cache folder (`$XDG_CACHE_HOME` or `~/.cache`), then the temporary folder.
    static func cacheBases(environment: [String: String]) -> [URL] {
        var bases: [URL] = []
        if let cache = XDGBaseDirectory.cache.path(environment: environment, homeDirectory: nil) {
            bases.append(URL(fileURLWithPath: cache))
        }
        bases.append(URL(fileURLWithPath: NSTemporaryDirectory()))
        return bases
    }

    /// A folder is complete when every embedded file is there with its contents.
    static func isComplete(_ folder: URL) -> Bool {
        EmbeddedLessons.files.allSatisfy { file in
            FileManager.default.contents(atPath: folder.appendingPathComponent(file.path).path) == Data(file.contents.utf8)
        }
    }

    /// Writes every file into a fresh sibling folder, then moves it into place, so a reader never sees
    /// half a lesson and two processes starting together both end with a complete folder.
    static func write(into folder: URL) -> Bool {
        let manager = FileManager.default
        let staging = folder.deletingLastPathComponent()
            .appendingPathComponent(".\(folder.lastPathComponent)-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try? manager.removeItem(at: staging)
            for file in EmbeddedLessons.files {
                let url = staging.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            if manager.fileExists(atPath: folder.path) { try manager.removeItem(at: folder) }
            try manager.moveItem(at: staging, to: folder)
        } catch {
            try? manager.removeItem(at: staging)
            return isComplete(folder)
        }
        return isComplete(folder)
    }
}
