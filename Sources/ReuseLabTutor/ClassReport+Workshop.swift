import Foundation

/// `reuselab lesson report --pack DIR`: the report of one workshop. Its lessons come in the manifest's order,
/// each with every learner who handed in for the workshop (a learner who never opened a lesson has not
/// finished it), under the workshop's title. What the files hold that is not the workshop's (a file from
/// another pack or from the built-in lessons, a lesson the manifest does not list) is not counted, and is listed
/// as left out with why.
extension ClassReport {
    /// The workshop's lessons as the report needs them.
    public struct WorkshopScope: Sendable {
        public var id: String
        public var title: String
        /// In the manifest's order.
        public var lessons: [(id: String, title: String, steps: [String])]

        public init(id: String, title: String, lessons: [(id: String, title: String, steps: [String])]) {
            self.id = id
            self.title = title
            self.lessons = lessons
        }
    }

    public static func build(files: [LearnerFile], skipped: [Skipped] = [], workshop: WorkshopScope) -> ClassReport {
        var leftOut: [Skipped] = []
        var counted: [LearnerFile] = []
        let ids = Set(workshop.lessons.map(\.id))
        for file in files {
            guard file.pack == workshop.id else {
                let from = file.pack.map { "from the workshop pack “\($0)”" } ?? "from the built-in lessons, not a workshop pack"
                leftOut.append(Skipped(file: file.path, reason: "\(from); this report is for “\(workshop.id)”"))
                continue
            }
            var file = file
            switch file.content {
            case .graded(let result):
                guard ids.contains(result.lesson) else {
                    leftOut.append(Skipped(file: file.path, reason: "the lesson “\(result.lesson)” is not in the workshop’s manifest"))
                    continue
                }
            case .progress(var progress):
                for id in progress.lessons.keys.sorted() where !ids.contains(id) {
                    leftOut.append(Skipped(file: file.path, reason: "the lesson “\(id)” is not in the workshop’s manifest"))
                    progress.lessons[id] = nil
                }
                file.content = .progress(progress)
            }
            counted.append(file)
        }
        var tallies: [String: LessonTally] = [:]
        for file in counted {
            switch file.content {
            case .graded(let result): tallies[result.lesson, default: LessonTally()].add(result, learner: file.learner)
            case .progress(let progress):
                for (id, lesson) in progress.lessons { tallies[id, default: LessonTally()].add(lesson, learner: file.learner) }
            }
        }
        let learners = Set(counted.map(\.learner)).sorted()
        let lessons = workshop.lessons.map { lesson -> LessonSummary in
            var tally = tallies[lesson.id] ?? LessonTally()
            // Everyone in the workshop counts for every lesson: one not opened is not finished.
            tally.learners.formUnion(learners)
            var summary = tally.summary(id: lesson.id, info: (lesson.title, lesson.steps))
            summary.pack = workshop.id
            return summary
        }
        var report = ClassReport(learners: learners, lessons: lessons, skipped: skipped)
        report.workshop = Workshop(id: workshop.id, title: workshop.title)
        report.leftOut = leftOut
        return report
    }
}
