import Foundation

/// Finds lessons: the built-in `Lessons/` folder, or any lesson folder given by path.
public struct LessonLibrary {
    /// One lesson folder and what reading it gave.
    public struct Loaded {
        public var url: URL
        public var result: Result<Lesson, Error>

        public var lesson: Lesson? { try? result.get() }
    }

    /// The folder of built-in lessons, or nil when none was found.
    public var directory: URL? { location.directory }
    private let location: Location

    /// The workshop whose lessons this library lists, in the manifest's order, instead of a folder's.
    public let pack: LessonPack?

    public init(directory: URL?) {
        location = Location(directory)
        pack = nil
    }

    /// The lessons of a pack (`reuselab lesson --pack DIR`, `:pack DIR`).
    public init(pack: LessonPack) {
        location = Location(pack.directory)
        self.pack = pack
    }

    /// The built-in lessons (`locateBuiltIn()`), looked for when first asked: a shell that never opens a
    /// lesson neither searches the disk for them nor compares the embedded copy with the extracted one.
    public static func builtIn() -> LessonLibrary {
        located(by: { locateBuiltIn() })
    }

    /// A library whose folder `locate` finds when first asked, once for every copy of the library.
    static func located(by locate: @escaping () -> URL?) -> LessonLibrary {
        LessonLibrary(location: Location(locating: locate))
    }

    private init(location: Location) {
        self.location = location
        pack = nil
    }

    /// The folder, found once; shared by the copies of a library.
    private final class Location {
        private var found: URL??
        private let locate: () -> URL?

        init(_ directory: URL?) {
            found = .some(directory)
            locate = { directory }
        }

        init(locating: @escaping () -> URL?) {
            locate = locating
        }

        var directory: URL? {
            if let found { return found }
            let directory = locate()
            found = .some(directory)
            return directory
        }
    }

    /// Looks for the built-in lessons in order: `$REUSELAB_LESSONS` (a teacher's own folder), `./Lessons`,
    /// then beside the executable and its ancestors (`.build/debug/reuselab` sits three levels under the
    /// checkout, so a developer's edits are live), including `share/reuselab/Lessons`; and at last the
    /// lessons embedded in the binary (`BuiltInLessons`), so a copied binary is complete.
    public static func locateBuiltIn(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        executable: URL? = Bundle.main.executableURL,
        embedded: Bool = true
    ) -> URL? {
        locateOnDisk(environment: environment, currentDirectory: currentDirectory, executable: executable)
            ?? (embedded ? BuiltInLessons.extracted(environment: environment) : nil)
    }

    static func locateOnDisk(environment: [String: String], currentDirectory: URL, executable: URL?) -> URL? {
        if let configured = environment["REUSELAB_LESSONS"], !configured.isEmpty {
            return URL(fileURLWithPath: configured, relativeTo: currentDirectory).standardizedFileURL
        }
        var candidates = [currentDirectory.appendingPathComponent("Lessons")]
        if let executable {
            var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<6 {
                candidates.append(folder.appendingPathComponent("Lessons"))
                candidates.append(folder.appendingPathComponent("share/reuselab/Lessons"))
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return candidates.first(where: containsLessons)?.standardizedFileURL
    }

    static func containsLessons(_ folder: URL) -> Bool {
        !lessonFolders(in: folder).isEmpty
    }

    /// Subfolders holding a `lesson.md`, sorted by name (so `00-…` comes first).
    static func lessonFolders(in folder: URL) -> [URL] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.sorted().map { folder.appendingPathComponent($0) }.filter {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("lesson.md").path)
        }
    }

    /// Every built-in lesson, read; folders that fail to parse are included with their error.
    public func loadAll() -> [Loaded] {
        if let pack { return pack.lessons.map { Self.load($0.folder) } }
        guard let directory else { return [] }
        return Self.lessonFolders(in: directory).map(Self.load)
    }

    public static func load(_ folder: URL) -> Loaded {
        Loaded(url: folder, result: Result { try LessonParser.load(from: folder) })
    }

    /// A lesson by id (`01-string-api`), number (`1`), folder name, or path to a folder or `lesson.md`.
    public func resolve(
        _ reference: String,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) throws -> Loaded {
        if Self.looksLikePath(reference, currentDirectory: currentDirectory) {
            return Self.load(URL(fileURLWithPath: reference, relativeTo: currentDirectory).standardizedFileURL)
        }
        let all = loadAll()
        let number = Int(reference)
        // In a pack, a number is the lesson's place in the manifest: the teacher's order, not the ids' digits.
        if pack != nil, let number, all.indices.contains(number - 1) { return all[number - 1] }
        let match =
            all.first { $0.lesson?.id == reference }
            ?? all.first { $0.url.lastPathComponent == reference }
            ?? all.first { number != nil && $0.lesson?.number == number }
            ?? all.first { number != nil && Int($0.url.lastPathComponent.prefix(while: { $0.isNumber })) == number }
        if let match { return match }
        let known = all.compactMap { $0.lesson?.id }
        var message = "no lesson “\(reference)”"
        if directory == nil {
            message += ": the built-in lessons were not found (set REUSELAB_LESSONS to the Lessons folder, or give a path)"
        } else if !known.isEmpty {
            message += "; lessons: \(known.joined(separator: ", "))"
        }
        throw LessonLookupError(message: message)
    }

    static func looksLikePath(_ reference: String, currentDirectory: URL) -> Bool {
        if reference.contains("/") || reference.hasSuffix(".md") || reference == "." || reference == ".." { return true }
        let url = currentDirectory.appendingPathComponent(reference)
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("lesson.md").path)
    }
}

public struct LessonLookupError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
