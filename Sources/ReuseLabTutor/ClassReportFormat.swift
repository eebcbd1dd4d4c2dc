import Foundation
import ReuseLabLanguage

/// The class report as a terminal table, Markdown, CSV or JSON.
public enum ClassReportFormat: String, CaseIterable, Sendable {
    case table, markdown, csv, json

    public func render(_ report: ClassReport) -> String {
        switch self {
        case .table: return Self.table(report)
        case .markdown: return Self.markdown(report)
        case .csv: return Self.csv(report)
        case .json: return Self.json(report)
        }
    }

    private static let headers = ["step", "title", "finished", "attempts", "hints", "solutions", "most common error"]

    private static func cells(_ step: ClassReport.Step, of lesson: ClassReport.LessonSummary) -> [String] {
        let error = step.commonError.map { "\($0) (\(step.commonErrorCount)×)" } ?? ""
        return [
            String(step.number), step.title, "\(step.finished.count)/\(lesson.learners.count)", String(step.attempts),
            String(step.hints), String(step.solutionsShown), error,
        ]
    }

    /// In a report of several packs, a pack's lesson says whose it is: `intro [pack tuesday-reuse]`.
    private static func heading(_ lesson: ClassReport.LessonSummary, in report: ClassReport) -> String {
        let title = lesson.title.map { " — \($0)" } ?? ""
        let pack = report.workshop == nil ? lesson.pack.map { " [pack \($0)]" } ?? "" : ""
        return "\(lesson.id)\(pack)\(title): \(lesson.completedBy.count) of \(lesson.learners.count) learners finished every step"
    }

    /// `Workshop: Cell reuse in one afternoon (tuesday-reuse)`, for a report made with `--pack`.
    private static func workshopLine(_ report: ClassReport) -> String? {
        report.workshop.map { "Workshop: \($0.title) (\($0.id))" }
    }

    /// Who is still on which step: the teacher's to-do list.
    private static func stragglers(_ lesson: ClassReport.LessonSummary) -> [String] {
        lesson.learners.filter { !lesson.completedBy.contains($0) }.map { learner in
            let first = lesson.steps.first { !$0.finished.contains(learner) }
            return first.map { "\(learner) (step \($0.number))" } ?? learner
        }
    }

    /// Names, titles and messages come from files learners made: no raw control characters on a terminal.
    private static func visible(_ text: String) -> String {
        VisibleText.escapingControlCharacters(text, keepingNewlines: false, keepingTabs: false)
    }

    private static func table(_ report: ClassReport) -> String {
        let report = report.mapText(visible)
        var text = workshopLine(report).map { $0 + "\n" } ?? ""
        text += "\(report.learners.count) learner\(report.learners.count == 1 ? "" : "s"): \(report.learners.joined(separator: ", "))\n"
        for lesson in report.lessons {
            text += "\n" + heading(lesson, in: report) + "\n"
            let rows = [headers] + lesson.steps.map { cells($0, of: lesson) }
            let widths = headers.indices.map { column in
                min(column == 1 ? 32 : column == 6 ? 80 : 12, rows.map { VisibleWidth.of($0[column]) }.max() ?? 0)
            }
            for (index, row) in rows.enumerated() {
                let line = row.enumerated().map { column, cell in VisibleWidth.pad(cell, to: widths[column]) }.joined(separator: "  ")
                text += "  " + line.trimmingCharacters(in: .whitespaces) + "\n"
                if index == 0 { text += "  " + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n" }
            }
            let waiting = stragglers(lesson)
            if !waiting.isEmpty { text += "  not finished: " + waiting.joined(separator: ", ") + "\n" }
        }
        if !report.leftOut.isEmpty {
            text += "\nNot counted (not this workshop's):\n" + report.leftOut.map { "  \($0.file): \($0.reason)\n" }.joined()
        }
        // Skipped files are warned about on stderr by the command, not mixed into the table.
        return text
    }

    private static func markdown(_ report: ClassReport) -> String {
        let report = report.mapText(visible)
        func escape(_ cell: String) -> String {
            cell.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
        }
        var text = "# " + (report.workshop.map { "Class report: " + escape($0.title) } ?? "Class report") + "\n\n"
        text +=
            "\(report.learners.count) learner\(report.learners.count == 1 ? "" : "s"): \(report.learners.map(escape).joined(separator: ", "))\n"
        for lesson in report.lessons {
            text += "\n## " + escape(heading(lesson, in: report)) + "\n\n"
            text += "| " + headers.joined(separator: " | ") + " |\n"
            text += "|" + headers.map { _ in " --- |" }.joined() + "\n"
            for step in lesson.steps {
                text += "| " + cells(step, of: lesson).map(escape).joined(separator: " | ") + " |\n"
            }
            let waiting = stragglers(lesson)
            if !waiting.isEmpty { text += "\nNot finished: " + waiting.map(escape).joined(separator: ", ") + "\n" }
        }
        if !report.leftOut.isEmpty {
            text +=
                "\n## Not counted (not this workshop's)\n\n"
                + report.leftOut.map { "- \(escape($0.file)): \(escape($0.reason))\n" }.joined()
        }
        if !report.skipped.isEmpty {
            text += "\n## Skipped files\n\n" + report.skipped.map { "- \(escape($0.file)): \(escape($0.reason))\n" }.joined()
        }
        return text
    }

    /// One row per lesson step, RFC 4180 quoting; names are `;`-separated within a cell.
    private static func csv(_ report: ClassReport) -> String {
        func quote(_ cell: String) -> String {
            guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return cell }
            return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        var rows = [
            [
                "lesson", "step", "title", "learners", "finished", "finished_by", "not_finished", "attempts", "hints",
                "solutions_shown", "most_common_error", "most_common_error_count", "pack",
            ]
        ]
        for lesson in report.lessons {
            for step in lesson.steps {
                rows.append([
                    lesson.id, String(step.number), step.title, String(lesson.learners.count), String(step.finished.count),
                    step.finished.joined(separator: ";"), step.unfinished.joined(separator: ";"), String(step.attempts),
                    String(step.hints), String(step.solutionsShown), step.commonError ?? "", String(step.commonErrorCount),
                    lesson.pack ?? "",
                ])
            }
        }
        return rows.map { $0.map(quote).joined(separator: ",") + "\r\n" }.joined()
    }

    private static func json(_ report: ClassReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(report), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }
}

/// Columns measured in characters: titles and names may hold accents; wide glyphs are rare in reports.
private enum VisibleWidth {
    static func of(_ text: String) -> Int { text.count }

    static func pad(_ text: String, to width: Int) -> String {
        if text.count > width { return String(text.prefix(max(0, width - 1))) + "…" }
        return text + String(repeating: " ", count: width - text.count)
    }
}

extension ClassReport {
    /// The same report with every name, title and message passed through `transform`.
    fileprivate func mapText(_ transform: (String) -> String) -> ClassReport {
        var copy = self
        copy.learners = learners.map(transform)
        copy.lessons = lessons.map { lesson in
            var lesson = lesson
            lesson.id = transform(lesson.id)
            lesson.pack = lesson.pack.map(transform)
            lesson.title = lesson.title.map(transform)
            lesson.learners = lesson.learners.map(transform)
            lesson.completedBy = lesson.completedBy.map(transform)
            lesson.steps = lesson.steps.map { step in
                var step = step
                step.title = transform(step.title)
                step.finished = step.finished.map(transform)
                step.unfinished = step.unfinished.map(transform)
                step.commonError = step.commonError.map(transform)
                return step
            }
            return lesson
        }
        copy.skipped = skipped.map { Skipped(file: transform($0.file), reason: transform($0.reason)) }
        copy.leftOut = leftOut.map { Skipped(file: transform($0.file), reason: transform($0.reason)) }
        copy.workshop = workshop.map { Workshop(id: transform($0.id), title: transform($0.title)) }
        return copy
    }
}
