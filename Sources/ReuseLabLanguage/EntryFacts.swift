import Foundation
import ReuseLabSimulator
import SwiftSyntax

/// Typed facts about one entry, for the tutor's goals: what crashed and where, which compiler errors
/// (by message, never by the source excerpt), the Simulator's events as values, the types declared and
/// the names the code refers to. Text (`output`, `diagnostics`) is for people; these are for checks.
public struct EntryFacts: @unchecked Sendable {
    /// Set when the entry crashed.
    public var crash: CrashFact?
    /// The compiler's errors, in order; empty unless the entry was refused.
    public var compileErrors: [CompileErrorFact] = []
    /// The warnings the entry was checked with (it ran, unless they came with errors).
    public var warnings: [CompileErrorFact] = []
    /// The Simulator's events during the entry, as values (the `events` strings describe the same ones).
    public var events: [SimEvent] = []
    /// Types the entry declared (or declared again).
    public var declaredTypes: [DeclaredTypeFact] = []
    /// Names the entry's code refers to (`identifier`, `reuseID`, `register`), from the syntax tree: a
    /// name inside a string literal or a comment is not a reference.
    public var referencedNames: Set<String> = []
    /// The text of the literals the entry spells out (string pieces, numbers, `true`/`false`), from the
    /// syntax tree: what a learner could have printed by typing it rather than computing it.
    public var literalTexts: [String] = []

    public init() {}
}

public struct CrashFact: Sendable, Equatable {
    public enum Origin: String, Sendable, CaseIterable {
        /// An uncaught Objective-C exception raised by (simulated) UIKit.
        case uikit
        /// A trap of the Swift runtime: a failed `as!`, nil unwrapped, an index out of range, overflow.
        case swiftRuntime = "swift-runtime"
        /// A call of `fatalError(_:)` or `preconditionFailure(_:)` in Swift code (the learner's or a library's).
        case fatalError = "fatal-error"
    }

    public var origin: Origin
    /// `NSInternalInconsistencyException` for UIKit; nil otherwise.
    public var exceptionName: String?
    /// UIKit's reason, the runtime's message or the `fatalError` message, without file and line.
    public var message: String
    /// The file the crash was raised in: the entry's display name, an earlier entry's, or `Reusable.swift`.
    public var file: String
    /// True when the crash was raised by the entry's own text (not by code declared earlier or in a library).
    public var raisedInEntry: Bool

    public init(origin: Origin, exceptionName: String? = nil, message: String, file: String, raisedInEntry: Bool) {
        self.origin = origin
        self.exceptionName = exceptionName
        self.message = message
        self.file = file
        self.raisedInEntry = raisedInEntry
    }
}

public struct CompileErrorFact: Sendable, Equatable {
    /// The error's message alone, e.g. `cannot find 'x' in scope`.
    public var message: String
    public var line: Int
    public var column: Int
    /// The declared message's identifier (`Diagnostics`), e.g. `cannotFindInScope`; empty for the parser's.
    public var id: String

    public init(message: String, line: Int, column: Int, id: String = "") {
        self.message = message
        self.line = line
        self.column = column
        self.id = id
    }
}

public struct DeclaredTypeFact: Sendable, Equatable {
    /// `class`, `struct`, `enum` or `protocol`.
    public var kind: String
    public var name: String
    /// Superclasses, nearest first (`UITableViewCell`, `UIView`, …).
    public var superclasses: [String]
    /// Protocols the type or its superclasses declare conformance to, or a protocol's parents.
    public var protocols: [String]

    public init(kind: String, name: String, superclasses: [String] = [], protocols: [String] = []) {
        self.kind = kind
        self.name = name
        self.superclasses = superclasses
        self.protocols = protocols
    }
}

extension DeclaredTypeFact {
    init(_ decl: NominalDecl) {
        switch decl.kind {
        case .classType: kind = "class"
        case .structType: kind = "struct"
        case .enumType: kind = "enum"
        case .protocolType: kind = "protocol"
        case .builtin: kind = "builtin"
        }
        name = decl.name
        let chain = decl.classChain
        superclasses = chain.dropFirst().map(\.name)
        var seen: [String] = []
        var pending = chain.flatMap(\.conformances)
        while let next = pending.first {
            pending.removeFirst()
            guard !seen.contains(next.name), seen.count < 64 else { continue }
            seen.append(next.name)
            pending += next.conformances
        }
        protocols = seen
    }
}

/// Collects the names an entry refers to: identifiers and member names, never text in literals.
final class ReferencedNameCollector: SyntaxVisitor {
    private(set) var names: Set<String> = []

    static func names(in tree: some SyntaxProtocol) -> Set<String> {
        let collector = ReferencedNameCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.names
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text.trimmingCharacters(in: CharacterSet(charactersIn: "`")))
        return .visitChildren
    }
}

extension SimEvent {
    /// The same event with its view called by the name the view took after the entry (`tableView`
    /// rather than `UITableView 0x…`), so goals that name a view match events of a view made in the entry.
    func renamingView(_ names: [String: String]) -> SimEvent {
        func name(_ view: String) -> String { names[view] ?? view }
        switch self {
        case .registered(let view, let role, let identifier, let source):
            return .registered(view: name(view), role: role, identifier: identifier, source: source)
        case .unregistered(let view, let role, let identifier):
            return .unregistered(view: name(view), role: role, identifier: identifier)
        case .created(let view, let cell, let role, let identifier, let indexPath):
            return .created(view: name(view), cell: cell, role: role, identifier: identifier, indexPath: indexPath)
        case .dequeued(let view, let cell, let role, let identifier, let indexPath, let reused):
            return .dequeued(view: name(view), cell: cell, role: role, identifier: identifier, indexPath: indexPath, reused: reused)
        case .reused(let view, let cell, let role, let identifier):
            return .reused(view: name(view), cell: cell, role: role, identifier: identifier)
        case .enqueued(let view, let cell, let role, let identifier, let indexPath):
            return .enqueued(view: name(view), cell: cell, role: role, identifier: identifier, indexPath: indexPath)
        case .displayed(let view, let cell, let indexPath, let frame, let role):
            return .displayed(view: name(view), cell: cell, indexPath: indexPath, frame: frame, role: role)
        case .scrolled(let view, let contentOffset):
            return .scrolled(view: name(view), contentOffset: contentOffset)
        case .laidOut(let view, let visibleCount, let first, let last, let bounds):
            return .laidOut(view: name(view), visibleCount: visibleCount, first: first, last: last, bounds: bounds)
        case .changed(let view, let what, let frame):
            return .changed(view: name(view), what: what, frame: frame)
        case .counted(let view, let sections, let rows, let bands):
            return .counted(view: name(view), sections: sections, rows: rows, bands: bands)
        case .exception:
            return self
        }
    }
}
