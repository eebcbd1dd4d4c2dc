import ReuseLabLanguage

/// What must hold for a step to be done: every check, one per line of a `goal` block.
///
/// Goals look at what happened and at the simulated world, never at the learner's text, so any
/// equivalent Swift passes. `Lessons/README.md` documents the language for lesson authors.
public struct Goal: Sendable, Equatable {
    public var checks: [GoalCheck]

    public init(checks: [GoalCheck]) {
        self.checks = checks
    }

    /// True when a check counts cells or looks at what is on screen or queued: `:goal` then draws the
    /// expected pool beside the learner's.
    public var isAboutThePool: Bool {
        checks.contains { check in
            switch check.condition {
            case .created, .reused, .visibleCount, .visibleCell, .queueCount: return true
            default: return false
            }
        }
    }
}

/// One line of a goal, with the text it was written as (for reports) and its line in the lesson file.
public struct GoalCheck: Sendable, Equatable {
    public var condition: GoalCondition
    /// `not` in front of the check inverts it.
    public var negated: Bool
    public var source: String
    public var line: Int

    public init(condition: GoalCondition, negated: Bool = false, source: String, line: Int) {
        self.condition = condition
        self.negated = negated
        self.source = source
        self.line = line
    }
}

/// How an entry ended, as goals name it.
public enum GoalStatus: String, Sendable, CaseIterable {
    case ran
    case compileError = "compile-error"
    case crashed
    case stoppedByLimit = "stopped-by-limit"
}

/// A comparison of a count: `>= 1`, `== 10`, or a bare number meaning `==`.
public struct CountComparison: Sendable, Equatable, CustomStringConvertible {
    public enum Operator: String, Sendable, CaseIterable {
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
    }

    public var op: Operator
    public var value: Int

    public init(_ op: Operator, _ value: Int) {
        self.op = op
        self.value = value
    }

    public func holds(for count: Int) -> Bool {
        switch op {
        case .equal: return count == value
        case .notEqual: return count != value
        case .less: return count < value
        case .lessOrEqual: return count <= value
        case .greater: return count > value
        case .greaterOrEqual: return count >= value
        }
    }

    public var description: String { "\(op.rawValue) \(value)" }
}

/// The checks the goal language offers.
public enum GoalCondition: Sendable, Equatable {
    /// How the step's latest entry ended.
    case status(GoalStatus)
    /// Everything printed during the step contains the text.
    case outputContains(String)
    /// Some printed line equals the text (trailing spaces ignored).
    case outputLine(String)
    /// Some printed line equals the text, and the step's code could not have spelled it from its literals
    /// (see `GoalEvaluator+Computed.swift`): printed from types and values, not typed in.
    case computedOutputLine(String)
    /// Nothing was printed during the step.
    case outputEmpty
    /// The latest entry's diagnostics (compile errors, crash reasons) contain the text.
    case diagnosticsContains(String)
    /// Events during the step matching the pattern; `count` nil means "at least one".
    case event(EventPattern, count: CountComparison?)
    /// The identifier is registered on some view (or the named one) for a role, optionally to a given source.
    case registered(identifier: String, source: String?, view: String?, role: RoleFilter = .cell)
    /// A type declared during the step: `declared class GreetingCell inherits UITableViewCell`.
    case declared(kind: String, name: String, inherits: String?)
    /// The latest entry crashed this way: `crash uikit "unable to dequeue"`; `outsideEntry` asks that the
    /// crash was raised by code declared earlier or in a library, not by the entry's own text.
    case crash(CrashFact.Origin, text: String?, outsideEntry: Bool)
    /// The latest entry was refused with a compiler error whose message (not its source excerpt) contains the text.
    case compileError(String)
    /// The program was handed views during the step (dequeue calls), of a class, made from a source.
    case dequeued(DequeuePattern, count: CountComparison?)
    /// `prepareForReuse()` ran on views of the class during the step.
    case preparedForReuse(className: String, count: CountComparison?)
    /// The step's code (entries that ran) refers to the name: a method, property or type, never text in a string.
    case uses(String)
    /// Cells created / reused so far, summed over views (or in the named view).
    case created(CountComparison, view: String?)
    case reused(CountComparison, view: String?)
    /// Visible cells now, summed over views (or in the named view).
    case visibleCount(CountComparison, view: String?)
    /// The visible cell at an index path (`[0, 3]`) is of this class.
    case visibleCell(indexPath: String, className: String, view: String?)
    /// Cells waiting in the queue for an identifier.
    case queueCount(identifier: String, CountComparison, view: String?)
    /// Table and collection views that exist.
    case viewsCount(CountComparison)
}

/// Which registrations a check looks at: cells (the default), header/footer views of a table view,
/// a collection view's supplementary views (of any kind or one kind), or any.
public enum RoleFilter: Sendable, Equatable, CustomStringConvertible {
    case cell, headerFooter
    case supplementary(kind: String?)
    case any

    public func matches(_ role: String) -> Bool {
        switch self {
        case .cell: return role == "cell"
        case .headerFooter: return role == "header/footer"
        case .supplementary(let kind): return role != "cell" && role != "header/footer" && (kind == nil || kind == role)
        case .any: return true
        }
    }

    /// For feedback: `cells`, `header/footer views`, `supplementary views`.
    public var description: String {
        switch self {
        case .cell: return "cells"
        case .headerFooter: return "header/footer views"
        case .supplementary(let kind): return kind.map { "supplementary views of kind \($0)" } ?? "supplementary views"
        case .any: return "any view"
        }
    }
}

/// `dequeued MyCell from nib "MyCell" for "Cell"`: what a dequeue handed out.
public struct DequeuePattern: Sendable, Equatable {
    public var className: String
    /// `class MyCell` or `nib "MyCell"` (as registrations show it), or `nib`/`class` for any of that kind.
    public var source: String?
    public var identifier: String?
    public var role: RoleFilter
    /// The view's name (`in tableView`), nil for any view.
    public var view: String?

    public init(className: String, source: String? = nil, identifier: String? = nil, role: RoleFilter = .cell, view: String? = nil) {
        self.className = className
        self.source = source
        self.identifier = identifier
        self.role = role
        self.view = view
    }
}

/// `created MyCell "Cell"`: the event's first word, then words that must follow it in order.
public struct EventPattern: Sendable, Equatable, CustomStringConvertible {
    public var kind: String
    public var words: [String]

    public init(kind: String, words: [String]) {
        self.kind = kind
        self.words = words
    }

    public var description: String { ([kind] + words).joined(separator: " ") }
}
