import Foundation

/// Reads a pack's `workshop.md`. Every problem is reported with the manifest's file and line, all of them at
/// once, so a teacher fixes a pack in one pass: keys it does not know, a lesson that is neither a folder in the
/// pack nor a built-in lesson, a lesson listed twice, restrictions it cannot read.
public enum LessonPackParser {
    static let keys = ["id", "title", "lessons", "hints", "solutions", "time-box"]

    /// Why a pack cannot be used: every problem found, each at its line.
    public struct Failure: Error, CustomStringConvertible {
        public var problems: [LessonFormatError]
        public var description: String { problems.map(\.description).joined(separator: "\n") }
    }

    /// The pack in `directory`, or every reason it cannot be used. `builtIn` is the built-in lessons' folder,
    /// where lessons named by id are looked up when the pack has no folder of that name.
    public static func load(directory: URL, builtIn: URL?) throws -> LessonPack {
        let (pack, problems) = parse(directory: directory, builtIn: builtIn)
        guard let pack, problems.isEmpty else { throw Failure(problems: problems) }
        return pack
    }

    /// The pack as far as it could be read, and the problems found on the way.
    public static func parse(directory: URL, builtIn: URL?) -> (pack: LessonPack?, problems: [LessonFormatError]) {
        let manifest = directory.appendingPathComponent(LessonPack.manifestName)
        let path = manifest.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return (nil, [LessonFormatError(file: directory.path, line: 0, message: "no such pack folder")])
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return (
                nil,
                [
                    LessonFormatError(
                        file: path, line: 0,
                        message: "a pack folder needs a \(LessonPack.manifestName) manifest (front matter with title: and lessons:)")
                ]
            )
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return (nil, [LessonFormatError(file: path, line: 0, message: "the manifest is not UTF-8 text")])
        }
        var reader = Reader(text: text, file: path, directory: directory, builtIn: builtIn)
        return reader.read()
    }

    private struct Reader {
        let lines: [String]
        let file: String
        let directory: URL
        let builtIn: URL?
        var problems: [LessonFormatError] = []

        init(text: String, file: String, directory: URL, builtIn: URL?) {
            lines = text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
            self.file = file
            self.directory = directory
            self.builtIn = builtIn
        }

        mutating func problem(_ line: Int, _ message: String) {
            problems.append(LessonFormatError(file: file, line: line, message: message))
        }

        mutating func read() -> (LessonPack?, [LessonFormatError]) {
            guard lines.first?.trimmingCharacters(in: .whitespaces) == "---" else {
                problem(1, "a manifest starts with front matter: a “---” line, then title: and lessons:, then “---”")
                return (nil, problems)
            }
            var id: String?
            var title: String?
            var lessons: [LessonPack.Entry] = []
            var sawLessons = false
            var restrictions = LessonPack.Restrictions()
            var listOpen = false
            var closing: Int?
            for index in 1..<lines.count {
                let lineNumber = index + 1
                let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
                if trimmed == "---" {
                    closing = index
                    break
                }
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                if trimmed.hasPrefix("- ") || trimmed == "-" {
                    guard listOpen else {
                        problem(lineNumber, "a “- ” item outside the lessons: list")
                        continue
                    }
                    let reference = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
                    guard !reference.isEmpty else {
                        problem(lineNumber, "an empty lesson item")
                        continue
                    }
                    if let entry = resolve(reference, line: lineNumber) {
                        if let earlier = lessons.first(where: { $0.folder.standardizedFileURL == entry.folder.standardizedFileURL }) {
                            problem(lineNumber, "“\(reference)” is already listed at line \(earlier.line)")
                        } else {
                            lessons.append(entry)
                        }
                    }
                    continue
                }
                listOpen = false
                guard let colon = trimmed.firstIndex(of: ":") else {
                    problem(lineNumber, "expected “key: value” in the front matter, found “\(trimmed)”")
                    continue
                }
                let key = trimmed[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                switch key {
                case "lessons":
                    sawLessons = true
                    guard value.isEmpty else {
                        problem(lineNumber, "list the lessons one per line under “lessons:”, each as “  - id-or-folder”")
                        continue
                    }
                    listOpen = true
                case "id":
                    if value.isEmpty || !value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) {
                        problem(lineNumber, "an id may hold only letters, digits, “-” and “_”, found “\(value)”")
                    } else {
                        id = value
                    }
                case "title":
                    if value.isEmpty { problem(lineNumber, "“title:” needs a value") } else { title = value }
                case "hints":
                    if let on = Self.toggle(value, on: ["on", "yes", "shown"], off: ["off", "no", "hidden"]) {
                        restrictions.hints = on
                    } else {
                        problem(lineNumber, "“hints:” is on or off, found “\(value)”")
                    }
                case "solutions":
                    if let shown = Self.toggle(value, on: ["shown", "on", "yes"], off: ["hidden", "off", "no"]) {
                        restrictions.solutions = shown
                    } else {
                        problem(lineNumber, "“solutions:” is shown or hidden, found “\(value)”")
                    }
                case "time-box":
                    if let minutes = Self.minutes(value) {
                        restrictions.timeBoxMinutes = minutes
                    } else {
                        problem(lineNumber, "“time-box:” reads like “90 minutes”, “45m” or “1h 30m”, found “\(value)”")
                    }
                default:
                    problem(lineNumber, "unknown manifest key “\(key)”; known keys: \(LessonPackParser.keys.joined(separator: ", "))")
                }
            }
            guard let closing else {
                problem(1, "the front matter is never closed (expected a second “---” line)")
                return (nil, problems)
            }
            if title == nil { problem(closing + 1, "the manifest has no “title:” line") }
            if !sawLessons {
                problem(closing + 1, "the manifest has no “lessons:” list")
            } else if lessons.isEmpty, problems.isEmpty {
                problem(closing + 1, "the “lessons:” list is empty")
            }
            let welcome = LessonParser.trimBlankLines(Array(lines[(closing + 1)...]))
            let pack = LessonPack(
                id: id ?? Self.defaultID(for: directory), title: title ?? directory.lastPathComponent,
                directory: directory.standardizedFileURL, lessons: lessons,
                restrictions: restrictions, welcome: welcome)
            return (pack, problems)
        }

        /// A folder of the pack (by name or relative path) first, then a built-in lesson by id or folder name.
        mutating func resolve(_ reference: String, line: Int) -> LessonPack.Entry? {
            let local = (reference.hasPrefix("/") ? URL(fileURLWithPath: reference) : directory.appendingPathComponent(reference))
                .standardizedFileURL
            if Self.isLessonFolder(local) {
                return LessonPack.Entry(reference: reference, folder: local, line: line, isBuiltIn: false)
            }
            if !reference.contains("/"), let builtIn {
                for folder in LessonLibrary.lessonFolders(in: builtIn) {
                    let matches =
                        folder.lastPathComponent == reference
                        || (try? LessonParser.load(from: folder))?.id == reference
                    if matches {
                        return LessonPack.Entry(reference: reference, folder: folder.standardizedFileURL, line: line, isBuiltIn: true)
                    }
                }
            }
            var message = "no lesson “\(reference)”: neither a folder with a lesson.md in the pack nor a built-in lesson"
            if FileManager.default.fileExists(atPath: local.path) { message += " (the folder \(reference) has no lesson.md)" }
            problem(line, message)
            return nil
        }

        static func isLessonFolder(_ folder: URL) -> Bool {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("lesson.md").path)
        }

        static func toggle(_ value: String, on: Set<String>, off: Set<String>) -> Bool? {
            let word = value.lowercased()
            return on.contains(word) ? true : off.contains(word) ? false : nil
        }

        /// `90 minutes`, `90 min`, `90m`, `90`, `1h`, `1h 30m`, `2 hours`.
        static func minutes(_ value: String) -> Int? {
            var total = 0
            var sawNumber = false
            var scanner = value.lowercased()[...]
            while !scanner.isEmpty {
                scanner = scanner.drop(while: \.isWhitespace)
                let digits = scanner.prefix(while: \.isNumber)
                guard !digits.isEmpty, let number = Int(digits), number < 10_000 else { return nil }
                scanner = scanner.dropFirst(digits.count).drop(while: \.isWhitespace)
                let unit = scanner.prefix(while: \.isLetter)
                scanner = scanner.dropFirst(unit.count)
                switch unit {
                case "", "m", "min", "mins", "minute", "minutes": total += number
                case "h", "hr", "hour", "hours": total += number * 60
                default: return nil
                }
                sawNumber = true
            }
            return sawNumber && total > 0 ? total : nil
        }

        /// The folder's name, reduced to what a progress file name may hold.
        static func defaultID(for directory: URL) -> String {
            let name = directory.standardizedFileURL.lastPathComponent
            let cleaned = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
            return cleaned.isEmpty ? "workshop" : cleaned
        }
    }
}
