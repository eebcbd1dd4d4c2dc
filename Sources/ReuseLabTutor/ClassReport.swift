import Foundation

/// How a class did, from the files learners hand in: `reuselab lesson run --json` results and exported
/// progress files (`:progress export`). Per lesson and step: who finished it, the attempts and hints it took,
/// solutions shown, and the most common error message. `reuselab lesson report` prints it.
public struct ClassReport: Encodable, Sendable {
    public struct Step: Encodable, Sendable {
        public var number: Int
        public var title: String
        /// Learners who met the step's goal, by name.
        public var finished: [String]
        /// Learners with a record of this lesson who did not.
        public var unfinished: [String]
        /// Answers graded plus entries recorded on the way to the goal, over all learners.
        public var attempts: Int
        public var hints: Int
        public var solutionsShown: Int
        /// The message seen most often in graded answers (without its file and line), and how often.
        public var commonError: String?
        public var commonErrorCount: Int
    }

    public struct LessonSummary: Encodable, Sendable {
        public var id: String
        /// The workshop pack the records came from; nil for the built-in lessons. Records of the same lesson id
        /// from two packs are two lessons here, never mixed.
        public var pack: String?
        public var title: String?
        public var learners: [String]
        /// Learners who met every step's goal.
        public var completedBy: [String]
        public var steps: [Step]
    }

    public struct Skipped: Encodable, Sendable {
        public var file: String
        public var reason: String
    }

    public var learners: [String]
    public var lessons: [LessonSummary]
    /// Files that were neither a graded result nor a progress file, with why.
    public var skipped: [Skipped]
    /// `lesson report --pack`: the workshop the report is for, and what the files held that is not its own.
    public var workshop: Workshop? = nil
    public var leftOut: [Skipped] = []

    public struct Workshop: Encodable, Sendable {
        public var id: String
        public var title: String
    }
}

/// One file handed in, read.
public struct LearnerFile: Sendable {
    public enum Content: Sendable {
        case graded(GradedResult)
        case progress(ProgressFile)
    }

    /// The workshop pack the file says it came from; nil for the built-in lessons.
    public var pack: String? {
        switch content {
        case .graded(let result): return result.pack
        case .progress(let progress): return progress.pack
        }
    }

    /// The learner's name: the file name up to its first dot (`alice.01.json` and `alice.json` are alice).
    public var learner: String
    public var path: String
    public var content: Content

    public static func learnerName(forFile path: String) -> String {
        let name = (path as NSString).lastPathComponent
        let stem = name.prefix { $0 != "." }
        return stem.isEmpty ? name : String(stem)
    }
}

/// What `reuselab lesson run --json` writes (see `GradeReport`), read back.
public struct GradedResult: Decodable, Sendable {
    public struct Step: Decodable, Sendable {
        public var number: Int
        public var title: String
        public var answered: Bool
        public var status: String?
        public var met: Bool
        public var diagnostics: String
    }

    public var lesson: String
    public var steps: [Step]
    public var error: String?
    public var pack: String?
}

extension ClassReport {
    /// The largest file read: far beyond any result or progress file.
    static let maximumFileBytes = 4 << 20

    /// Reads `paths` (files, or folders whose `.json` files are read in name order). Unreadable or
    /// unrecognised files are listed in `skipped`, not fatal: one bad hand-in must not hide the class.
    public static func load(paths: [String]) -> (files: [LearnerFile], skipped: [Skipped]) {
        var files: [LearnerFile] = []
        var skipped: [Skipped] = []
        for path in expand(paths) {
            switch read(path) {
            case .success(let file): files.append(file)
            case .failure(let reason): skipped.append(Skipped(file: path, reason: reason.message))
            }
        }
        return (files, skipped)
    }

    struct ReadFailure: Error { var message: String }

    private static func expand(_ paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { $0.hasSuffix(".json") }.sorted().map { (path as NSString).appendingPathComponent($0) }
        }
    }

    private static func read(_ path: String) -> Result<LearnerFile, ReadFailure> {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes else { return .failure(ReadFailure(message: "no such file")) }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { return .failure(ReadFailure(message: "not a regular file")) }
        guard ((attributes[.size] as? NSNumber)?.intValue ?? 0) <= maximumFileBytes else {
            return .failure(ReadFailure(message: "larger than 4 MB"))
        }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(ReadFailure(message: "cannot be read")) }
        let learner = LearnerFile.learnerName(forFile: path)
        if let graded = try? JSONDecoder().decode(GradedResult.self, from: data) {
            guard graded.steps.count <= ProgressFile.maximumStep,
                graded.steps.allSatisfy({ (1...ProgressFile.maximumStep).contains($0.number) })
            else {
                return .failure(ReadFailure(message: "a step number is out of range"))
            }
            return .success(LearnerFile(learner: learner, path: path, content: .graded(graded)))
        }
        do {
            let progress = try ProgressStore.decode(data)
            return .success(LearnerFile(learner: learner, path: path, content: .progress(progress)))
        } catch {
            return .failure(ReadFailure(message: "neither a `lesson run --json` result nor a progress file (\(error))"))
        }
    }

    /// Builds the report. `lessonInfo` gives a lesson's title and step titles when the lesson is known
    /// (graded results carry their step titles; progress files only numbers).
    public static func build(
        files: [LearnerFile], skipped: [Skipped] = [],
        lessonInfo: (String) -> (title: String, steps: [String])? = { _ in nil }
    ) -> ClassReport {
        var tallies: [TallyKey: LessonTally] = [:]
        for file in files {
            switch file.content {
            case .graded(let result):
                tallies[TallyKey(pack: file.pack, lesson: result.lesson), default: LessonTally()].add(result, learner: file.learner)
            case .progress(let progress):
                for (id, lesson) in progress.lessons {
                    tallies[TallyKey(pack: file.pack, lesson: id), default: LessonTally()].add(lesson, learner: file.learner)
                }
            }
        }
        // The built-in lessons first, then each pack's, each in id order.
        let lessons = tallies.keys.sorted { ($0.pack ?? "", $0.lesson) < ($1.pack ?? "", $1.lesson) }.map { key -> LessonSummary in
            var summary = tallies[key]!.summary(id: key.lesson, info: key.pack == nil ? lessonInfo(key.lesson) : nil)
            summary.pack = key.pack
            return summary
        }
        let learners = Set(files.map(\.learner)).sorted()
        return ClassReport(learners: learners, lessons: lessons, skipped: skipped)
    }

    /// A lesson's records: by pack as well as id, so two packs' lessons of one id stay apart.
    struct TallyKey: Hashable {
        var pack: String?
        var lesson: String
    }

    /// `answers.swift:12:5: error: cannot find 'x' in scope` → `error: cannot find 'x' in scope`: the same
    /// mistake in two learners' files counts once. Crashes keep their first line (`Fatal error: …`).
    static func normalizedError(_ diagnostics: String) -> String? {
        let lines = diagnostics.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
        let chosen = lines.first { $0.contains("error: ") || $0.hasPrefix("***") } ?? lines.first { !$0.isEmpty }
        guard var line = chosen else { return nil }
        if let range = line.range(of: #"^\S+?:\d+:(\d+:)? "#, options: .regularExpression) { line.removeSubrange(range) }
        return line.isEmpty ? nil : line
    }
}

/// Counts for one lesson while the files are read.
struct LessonTally {
    struct StepTally {
        var title: String?
        var finished: Set<String> = []
        var attempts = 0
        var hints = 0
        var solutions = 0
        var errors: [String: Int] = [:]
    }

    var learners: Set<String> = []
    var steps: [Int: StepTally] = [:]

    mutating func add(_ result: GradedResult, learner: String) {
        learners.insert(learner)
        for step in result.steps {
            var tally = steps[step.number] ?? StepTally()
            tally.title = tally.title ?? step.title
            if step.answered { tally.attempts += 1 }
            if step.met { tally.finished.insert(learner) }
            if !step.met, step.answered, let error = ClassReport.normalizedError(step.diagnostics) {
                tally.errors[error, default: 0] += 1
            }
            steps[step.number] = tally
        }
    }

    mutating func add(_ progress: LessonProgress, learner: String) {
        learners.insert(learner)
        var numbers = Set(progress.completedSteps).union(progress.solutionsShown)
        numbers.formUnion(progress.hintsUsed.keys.compactMap { Int($0) })
        numbers.formUnion((progress.entriesUsed ?? [:]).keys.compactMap { Int($0) })
        for number in numbers {
            var tally = steps[number] ?? StepTally()
            if progress.completedSteps.contains(number) { tally.finished.insert(learner) }
            tally.attempts += progress.entriesUsed?[String(number)] ?? 0
            tally.hints += progress.hints(forStep: number)
            if progress.solutionsShown.contains(number) { tally.solutions += 1 }
            steps[number] = tally
        }
    }

    func summary(id: String, info: (title: String, steps: [String])?) -> ClassReport.LessonSummary {
        let everyone = learners.sorted()
        let stepCount = max(info?.steps.count ?? 0, steps.keys.max() ?? 0)
        let summaries = (0..<stepCount).map { index -> ClassReport.Step in
            let number = index + 1
            let tally = steps[number] ?? StepTally()
            // The most common error; ties go to the message that sorts first, so the report is stable.
            let common = tally.errors.max { ($0.value, $1.key) < ($1.value, $0.key) }
            let title = info.flatMap { index < $0.steps.count ? $0.steps[index] : nil } ?? tally.title ?? "step \(number)"
            return ClassReport.Step(
                number: number, title: title, finished: tally.finished.sorted(),
                unfinished: everyone.filter { !tally.finished.contains($0) },
                attempts: tally.attempts, hints: tally.hints, solutionsShown: tally.solutions,
                commonError: common?.key, commonErrorCount: common?.value ?? 0)
        }
        let completedBy = everyone.filter { learner in !summaries.isEmpty && summaries.allSatisfy { $0.finished.contains(learner) } }
        return ClassReport.LessonSummary(
            id: id, title: info?.title, learners: everyone, completedBy: completedBy, steps: summaries)
    }
}
