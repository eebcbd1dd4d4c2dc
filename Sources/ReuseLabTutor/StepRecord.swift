import ReuseLabLanguage
import ReuseLabSimulator

/// What happened during one step so far: every entry the learner made since the step began.
///
/// Output and events accumulate over the step (a learner may register in one entry and dequeue in the
/// next); status and diagnostics are the latest entry's, because that is the one the learner is looking at.
public struct StepRecord: Sendable {
    public private(set) var outcomes: [EntryOutcome] = []

    public init(outcomes: [EntryOutcome] = []) {
        self.outcomes = outcomes
    }

    public mutating func append(_ outcome: EntryOutcome) {
        outcomes.append(outcome)
    }

    /// Takes out the latest entry that ran (the one an undo takes back), if this step made one.
    public mutating func removeLatestRanEntry() -> EntryOutcome? {
        guard let index = outcomes.lastIndex(where: { $0.status == .ran }) else { return nil }
        return outcomes.remove(at: index)
    }

    /// nil before the first entry of the step.
    public var latestStatus: RunStatus? { outcomes.last?.status }
    public var latestDiagnostics: String { outcomes.last?.diagnostics ?? "" }
    public var output: String { outcomes.map(\.output).joined() }
    /// The Simulator's events of the step as it logged them (views named as they were at the time).
    public var events: [SimEvent] { outcomes.flatMap(\.events) }
    /// The same events with each view named as the session names it after the entry (`tableView`).
    public var simEvents: [SimEvent] { outcomes.flatMap(\.facts.events) }
    /// The latest entry's crash, when it crashed.
    public var latestCrash: CrashFact? { outcomes.last?.facts.crash }
    public var latestCompileErrors: [CompileErrorFact] { outcomes.last?.facts.compileErrors ?? [] }
    /// Types declared by entries of the step that ran (a refused or crashed entry declares nothing).
    public var declaredTypes: [DeclaredTypeFact] {
        outcomes.filter { $0.status == .ran }.flatMap(\.facts.declaredTypes)
    }
    /// The literal texts of every entry of the step that ran or crashed (those are the ones that printed).
    public var literalTexts: [String] {
        outcomes.filter { $0.status == .ran || $0.status == .crashed }.flatMap(\.facts.literalTexts)
    }
    /// Names referred to by the step's entries that ran.
    public var referencedNames: Set<String> {
        outcomes.filter { $0.status == .ran }.reduce(into: Set<String>()) { $0.formUnion($1.facts.referencedNames) }
    }
}
