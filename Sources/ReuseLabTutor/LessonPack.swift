import Foundation

/// A teacher's workshop: a folder with a `workshop.md` manifest naming lessons in the order the class takes
/// them, with the restrictions the teacher wants for the session. Lessons are the pack's own folders or
/// built-in lessons by id, so a teacher can mix the shipped lessons with their own.
///
///     ---
///     id: tuesday-reuse
///     title: Cell reuse in ninety minutes
///     lessons:
///       - 07-reuse-pool
///       - my-first-table
///     hints: off
///     solutions: hidden
///     time-box: 90 minutes
///     ---
///     Anything after the front matter is the welcome shown by `:lesson` and `reuselab lesson --pack`.
public struct LessonPack: Equatable, Sendable {
    /// Names the pack's progress file; by default the folder's name.
    public var id: String
    public var title: String
    /// The pack folder.
    public var directory: URL
    /// The lessons in the order of the manifest, each resolved to its folder.
    public var lessons: [Entry]
    public var restrictions: Restrictions
    /// The Markdown after the front matter.
    public var welcome: String

    public struct Entry: Equatable, Sendable {
        /// As written in the manifest: a folder in the pack, or a built-in lesson's id.
        public var reference: String
        public var folder: URL
        /// The manifest line naming it, for diagnostics.
        public var line: Int
        public var isBuiltIn: Bool
    }

    /// What the teacher switches off for the session.
    public struct Restrictions: Equatable, Sendable {
        /// `hints: off`: `:hint` says the teacher has switched hints off.
        public var hints = true
        /// `solutions: hidden`: `:solution` says so instead of showing the reference solution.
        public var solutions = true
        /// `time-box: 90 minutes`: shown when the pack starts and by `:progress`; the tool never stops a learner.
        public var timeBoxMinutes: Int?

        public init(hints: Bool = true, solutions: Bool = true, timeBoxMinutes: Int? = nil) {
            self.hints = hints
            self.solutions = solutions
            self.timeBoxMinutes = timeBoxMinutes
        }

        /// The restrictions in words, for the welcome and the list: `hints off · solutions hidden · 90 minutes`.
        public var summary: String? {
            var parts: [String] = []
            if !hints { parts.append("hints off") }
            if !solutions { parts.append("solutions hidden") }
            if let timeBoxMinutes { parts.append("time box \(timeBoxMinutes) minutes") }
            return parts.isEmpty ? nil : parts.joined(separator: " · ")
        }
    }

    /// The manifest's file name inside the pack folder.
    public static let manifestName = "workshop.md"

    public var manifestURL: URL { directory.appendingPathComponent(Self.manifestName) }
}

extension ProgressStore {
    /// A pack's progress is its own: `packs/<id>.json` beside the built-in lessons' `progress.json`, so the
    /// same lesson taken in two workshops (or alone) keeps separate steps, hints and attempts.
    public static func fileURL(
        forPack pack: LessonPack,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        defaultFileURL(environment: environment).deletingLastPathComponent()
            .appendingPathComponent("packs").appendingPathComponent(pack.id + ".json")
    }
}
