import Foundation
import ReuseLabLanguage
import ReuseLabSimulator

/// The verdict on one check, with what was actually seen, so a learner (or a lesson author) can tell
/// why a goal is not met yet.
public struct CheckResult: Sendable, Equatable {
    public var check: GoalCheck
    public var passed: Bool
    /// What the world or the outcome showed, e.g. `status was crashed`.
    public var observed: String
}

public struct GoalResult: Sendable, Equatable {
    public var results: [CheckResult]

    /// An empty goal is never met: a step must ask for something.
    public var isMet: Bool { !results.isEmpty && results.allSatisfy(\.passed) }
    public var failures: [CheckResult] { results.filter { !$0.passed } }
}

/// Checks a goal against what happened in a step and the simulated world now.
public enum GoalEvaluator {
    public static func evaluate(_ goal: Goal, record: StepRecord, world: PoolSnapshot) -> GoalResult {
        GoalResult(results: goal.checks.map { check in
            let (holds, observed) = evaluate(check.condition, record: record, world: world)
            return CheckResult(check: check, passed: holds != check.negated, observed: observed)
        })
    }

    static func evaluate(_ condition: GoalCondition, record: StepRecord, world: PoolSnapshot) -> (Bool, String) {
        switch condition {
        case .status(let wanted):
            guard let status = record.latestStatus else { return (false, "nothing has run in this step yet") }
            let name = goalName(of: status)
            return (name == wanted.rawValue, "status was \(name)")
        case .outputContains(let text):
            return (record.output.contains(text), describeOutput(record.output))
        case .outputLine(let text):
            let lines = record.output.split(separator: "\n", omittingEmptySubsequences: false).map(trimTrailing)
            return (lines.contains(text), describeOutput(record.output))
        case .outputEmpty:
            return (record.output.isEmpty, describeOutput(record.output))
        case .diagnosticsContains(let text):
            let diagnostics = record.latestDiagnostics
            return (diagnostics.contains(text), diagnostics.isEmpty ? "no diagnostics" : "diagnostics: \(firstLine(of: diagnostics))")
        case .event(let pattern, let count):
            let matching = record.events.filter { EventMatcher.matches($0, pattern) }.count
            let comparison = count ?? CountComparison(.greaterOrEqual, 1)
            return (comparison.holds(for: matching), "\(matching) matching event\(matching == 1 ? "" : "s") of \(record.events.count)")
        case .registered(let identifier, let source, let viewName):
            let registrations = views(world, named: viewName).flatMap(\.registrations).filter { $0.identifier == identifier }
            let found = registrations.contains { source == nil || $0.source == source }
            let seen = registrations.isEmpty ? "\"\(identifier)\" is not registered" :
                "\"\(identifier)\" → " + registrations.map(\.source).joined(separator: ", ")
            return (found, seen)
        case .created(let comparison, let viewName):
            let total = views(world, named: viewName).map(\.cellsCreated).reduce(0, +)
            return (comparison.holds(for: total), "\(total) created")
        case .reused(let comparison, let viewName):
            let total = views(world, named: viewName).map(\.cellsReused).reduce(0, +)
            return (comparison.holds(for: total), "\(total) reused")
        case .visibleCount(let comparison, let viewName):
            let total = views(world, named: viewName).map(\.visible.count).reduce(0, +)
            return (comparison.holds(for: total), "\(total) visible")
        case .visibleCell(let indexPath, let className, let viewName):
            let wanted = normalizeIndexPath(indexPath)
            let cells = views(world, named: viewName).flatMap(\.visible).filter { normalizeIndexPath($0.indexPath) == wanted }
            let found = cells.contains { EventMatcher.baseName($0.cell) == className }
            return (found, cells.isEmpty ? "no visible cell at \(indexPath)" : "\(indexPath) shows " + cells.map(\.cell).joined(separator: ", "))
        case .queueCount(let identifier, let comparison, let viewName):
            let total = views(world, named: viewName).flatMap(\.queues).filter { $0.identifier == identifier }.map(\.cells.count).reduce(0, +)
            return (comparison.holds(for: total), "queue \"\(identifier)\" holds \(total)")
        case .viewsCount(let comparison):
            return (comparison.holds(for: world.views.count), "\(world.views.count) view\(world.views.count == 1 ? "" : "s")")
        }
    }

    /// The goal language's name for a status (`compile-error`, …).
    public static func goalName(of status: RunStatus) -> String {
        switch status {
        case .ran: return GoalStatus.ran.rawValue
        case .compileError: return GoalStatus.compileError.rawValue
        case .crashed: return GoalStatus.crashed.rawValue
        case .stoppedByLimit: return GoalStatus.stoppedByLimit.rawValue
        case .usage: return "usage-error"
        }
    }

    private static func views(_ world: PoolSnapshot, named name: String?) -> [ViewSnapshot] {
        guard let name else { return world.views }
        return world.views.filter { $0.name == name }
    }

    private static func trimTrailing(_ line: Substring) -> String {
        var text = String(line)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }

    private static func firstLine(of text: String) -> String {
        String(text.split(separator: "\n", omittingEmptySubsequences: true).first ?? "")
    }

    private static func describeOutput(_ output: String) -> String {
        if output.isEmpty { return "nothing was printed" }
        let lines = output.split(separator: "\n")
        let shown = lines.prefix(3).joined(separator: " ⏎ ")
        return "printed: \(shown)\(lines.count > 3 ? " …" : "")"
    }

    /// `[0,3]`, `[0, 3]` and `0-3` all name the same index path.
    private static func normalizeIndexPath(_ text: String) -> String {
        text.filter { $0.isNumber || $0 == "," || $0 == "-" }.replacingOccurrences(of: "-", with: ",")
    }
}

/// Matches event lines such as `created MyCell#1 for "Cell" in tableView` against a pattern.
public enum EventMatcher {
    /// The first word must equal the kind; the pattern's other words must appear after it, in order.
    /// `MyCell` matches `MyCell#1`, so lessons need not know instance numbers.
    public static func matches(_ event: String, _ pattern: EventPattern) -> Bool {
        let tokens = GoalTokenizer.eventTokens(in: event)
        guard let kind = tokens.first, kind == pattern.kind else { return false }
        var remaining = tokens.dropFirst()[...]
        for word in pattern.words {
            guard let index = remaining.firstIndex(where: { $0 == word || baseName($0) == word }) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }

    /// `MyCell#2` → `MyCell`.
    public static func baseName(_ token: String) -> String {
        guard let hash = token.firstIndex(of: "#"), token[token.index(after: hash)...].allSatisfy(\.isNumber),
              hash != token.startIndex else { return token }
        return String(token[..<hash])
    }
}
