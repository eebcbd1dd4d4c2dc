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
        GoalResult(
            results: goal.checks.map { check in
                let (holds, observed) = evaluate(check.condition, record: record, world: world)
                return CheckResult(check: check, passed: holds != check.negated, observed: observed)
            })
    }

    static func evaluate(_ condition: GoalCondition, record: StepRecord, world: PoolSnapshot) -> (Bool, String) {
        switch condition {
        case .status(let wanted):
            guard let status = record.latestStatus else { return (false, "nothing has run in this step yet") }
            let name = goalName(of: status)
            return (name == wanted.rawValue, describe(status: status))
        case .outputContains(let text):
            return (record.output.contains(text), describeOutput(record.output))
        case .outputLine(let text):
            let lines = record.output.split(separator: "\n", omittingEmptySubsequences: false).map(trimTrailing)
            return (lines.contains(text), describeOutput(record.output))
        case .computedOutputLine(let text):
            return evaluateComputedOutputLine(text, record: record)
        case .outputEmpty:
            return (record.output.isEmpty, describeOutput(record.output))
        case .diagnosticsContains(let text):
            let diagnostics = record.latestDiagnostics
            return (diagnostics.contains(text), diagnostics.isEmpty ? "no diagnostics" : "diagnostics: \(firstLine(of: diagnostics))")
        case .event(let pattern, let count):
            let matching = record.events.filter { EventMatcher.matches($0.description, pattern) }.count
            let comparison = count ?? CountComparison(.greaterOrEqual, 1)
            let seen =
                matching == 0
                ? "no event `\(pattern)` happened in this step yet"
                : "`\(pattern)` happened \(times(matching)) in this step"
            return (comparison.holds(for: matching), seen)
        case .registered(let identifier, let source, let viewName, let role):
            let registrations = views(world, named: viewName).flatMap(\.registrations)
                .filter { $0.identifier == identifier && role.matches($0.role) }
            let found = registrations.contains { source == nil || $0.source == source }
            if registrations.isEmpty {
                let elsewhere = views(world, named: viewName).flatMap(\.registrations).filter { $0.identifier == identifier }
                if let other = elsewhere.first {
                    return (false, "\"\(identifier)\" is registered for \(roleName(other.role)), not for \(role)")
                }
                return (false, "nothing is registered for \(role) under \"\(identifier)\" yet")
            }
            return (found, "\"\(identifier)\" is registered to " + registrations.map { "`\($0.source)`" }.joined(separator: ", "))
        case .declared(let kind, let name, let inherits):
            let declared = record.declaredTypes.filter { $0.name == name }
            guard let type = declared.last else {
                return (false, "no \(kind) `\(name)` was declared in this step yet")
            }
            guard type.kind == kind else { return (false, "`\(name)` was declared as a \(type.kind), not a \(kind)") }
            if let inherits, !type.superclasses.contains(inherits), !type.protocols.contains(inherits) {
                return (false, "`\(name)` was declared, but it does not inherit from `\(inherits)`")
            }
            return (true, "`\(name)` was declared" + (inherits.map { " and inherits from `\($0)`" } ?? ""))
        case .crash(let origin, let text, let outsideEntry):
            return evaluateCrash(origin, text: text, outsideEntry: outsideEntry, record: record)
        case .compileError(let text):
            guard record.latestStatus == .compileError else {
                return (
                    false,
                    record.latestStatus == nil ? "nothing has run in this step yet" : "the latest entry was not refused by the compiler"
                )
            }
            let messages = record.latestCompileErrors.map(\.message)
            return (messages.contains { $0.contains(text) }, "the compiler said: " + messages.prefix(2).joined(separator: "; "))
        case .dequeued(let pattern, let count):
            let matching = dequeues(record: record, world: world).filter { dequeue in
                pattern.role.matches(dequeue.role) && EventMatcher.baseName(dequeue.cell) == pattern.className
                    && (pattern.identifier == nil || pattern.identifier == dequeue.identifier)
                    && (pattern.view == nil || pattern.view == dequeue.view)
                    && (pattern.source == nil || dequeue.source == pattern.source
                        || dequeue.source?.hasPrefix(pattern.source! + " ") == true)
            }.count
            let comparison = count ?? CountComparison(.greaterOrEqual, 1)
            return (comparison.holds(for: matching), describeDequeues(matching, pattern))
        case .preparedForReuse(let className, let count):
            let matching = record.simEvents.filter {
                if case .reused(_, let cell, _, _) = $0 { return EventMatcher.baseName(cell) == className }
                return false
            }.count
            let comparison = count ?? CountComparison(.greaterOrEqual, 1)
            return (
                comparison.holds(for: matching),
                matching == 0
                    ? "`prepareForReuse()` has not run on a `\(className)` in this step yet"
                    : "`prepareForReuse()` ran \(times(matching)) on `\(className)` cells in this step"
            )
        case .uses(let name):
            let used = record.referencedNames.contains(name)
            return (used, used ? "your code uses `\(name)`" : "your code in this step does not use `\(name)` yet")
        case .created(let comparison, let viewName):
            let total = views(world, named: viewName).map(\.cellsCreated).reduce(0, +)
            return (comparison.holds(for: total), "\(cells(total)) created so far")
        case .reused(let comparison, let viewName):
            let total = views(world, named: viewName).map(\.cellsReused).reduce(0, +)
            return (comparison.holds(for: total), "\(cells(total)) handed out again from a queue so far")
        case .visibleCount(let comparison, let viewName):
            let total = views(world, named: viewName).map(\.visible.count).reduce(0, +)
            return (comparison.holds(for: total), "\(cells(total)) on screen now")
        case .visibleCell(let indexPath, let className, let viewName):
            let wanted = normalizeIndexPath(indexPath)
            let cells = views(world, named: viewName).flatMap(\.visible).filter { normalizeIndexPath($0.indexPath) == wanted }
            let found = cells.contains { EventMatcher.baseName($0.cell) == className }
            return (
                found,
                cells.isEmpty ? "no cell is on screen at \(indexPath)" : "\(indexPath) shows " + cells.map(\.cell).joined(separator: ", ")
            )
        case .queueCount(let identifier, let comparison, let viewName):
            let total = views(world, named: viewName).flatMap(\.queues).filter { $0.identifier == identifier }.map(\.cells.count).reduce(
                0, +)
            return (comparison.holds(for: total), "the queue \"\(identifier)\" holds \(cells(total))")
        case .viewsCount(let comparison):
            return (
                comparison.holds(for: world.views.count),
                "\(world.views.count) table or collection view\(world.views.count == 1 ? "" : "s") exist"
            )
        }
    }

    private static func evaluateCrash(_ origin: CrashFact.Origin, text: String?, outsideEntry: Bool, record: StepRecord) -> (Bool, String) {
        guard let status = record.latestStatus else { return (false, "nothing has run in this step yet") }
        guard let crash = record.latestCrash else { return (false, describe(status: status)) }
        if crash.origin != origin {
            return (false, "it crashed, but the crash came from \(describe(origin: crash.origin)), not from \(describe(origin: origin))")
        }
        if let text, !crash.message.contains(text) {
            return (false, "\(describe(origin: origin)) stopped it, but for another reason: \(firstLine(of: crash.message))")
        }
        if outsideEntry, crash.raisedInEntry {
            return (false, "the crash was raised by your entry's own code, not by the code the step is about")
        }
        return (true, "\(describe(origin: origin)) stopped it: \(firstLine(of: crash.message))")
    }

    /// One dequeue during the step, with the registration source the view made it from when known.
    struct Dequeue {
        var view: String
        var cell: String
        var role: String
        var identifier: String
        var source: String?
    }

    /// The step's dequeues, each paired with the registration it was served from: the latest registration
    /// event for its view, role and identifier before it, else the one in the world now.
    static func dequeues(record: StepRecord, world: PoolSnapshot) -> [Dequeue] {
        var registrations: [String: String] = [:]
        var found: [Dequeue] = []
        func key(_ view: String, _ role: String, _ identifier: String) -> String { "\(view)|\(role)|\(identifier)" }
        for event in record.simEvents {
            switch event {
            case .registered(let view, let role, let identifier, let source):
                registrations[key(view, role, identifier)] = source
            case .dequeued(let view, let cell, let role, let identifier, _, _):
                let source =
                    registrations[key(view, role, identifier)]
                    ?? world.views.first { $0.name == view }?.registrations.first { $0.role == role && $0.identifier == identifier }?.source
                    ?? world.views.flatMap(\.registrations).first { $0.role == role && $0.identifier == identifier }?.source
                found.append(Dequeue(view: view, cell: cell, role: role, identifier: identifier, source: source))
            default:
                break
            }
        }
        return found
    }

    private static func describeDequeues(_ count: Int, _ pattern: DequeuePattern) -> String {
        var what = pattern.role == .cell ? "`\(pattern.className)` cell" : "`\(pattern.className)` view"
        if let source = pattern.source {
            switch source {
            case "nib": what += " made from a nib"
            case "class": what += " made from its class"
            default: what += " made from the " + source.replacingOccurrences(of: "\"", with: "`")
            }
        }
        if let identifier = pattern.identifier { what += " for \"\(identifier)\"" }
        if let view = pattern.view { what += " from \(view)" }
        if count == 0 { return "no \(what) was dequeued in this step yet" }
        return "\(count) \(what)\(count == 1 ? " was" : "s were") dequeued in this step"
    }

    private static func describe(status: RunStatus) -> String {
        switch status {
        case .ran: return "the latest entry ran to the end"
        case .compileError: return "the compiler refused the latest entry"
        case .crashed: return "the latest entry crashed"
        case .stoppedByLimit: return "the latest entry was stopped by a limit"
        case .usage: return "the latest entry could not run"
        }
    }

    private static func describe(origin: CrashFact.Origin) -> String {
        switch origin {
        case .uikit: return "UIKit"
        case .swiftRuntime: return "the Swift runtime"
        case .fatalError: return "a `fatalError` call"
        }
    }

    private static func roleName(_ role: String) -> String {
        RoleFilter.cell.matches(role) ? "cells" : role == "header/footer" ? "header/footer views" : "supplementary views (\(role))"
    }

    private static func times(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }

    private static func cells(_ count: Int) -> String { count == 1 ? "1 cell" : "\(count) cells" }

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

    static func trimTrailing(_ line: Substring) -> String {
        var text = String(line)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }

    private static func firstLine(of text: String) -> String {
        String(text.split(separator: "\n", omittingEmptySubsequences: true).first ?? "")
    }

    static func describeOutput(_ output: String) -> String {
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
            hash != token.startIndex
        else { return token }
        return String(token[..<hash])
    }
}
