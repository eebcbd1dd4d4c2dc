import ReuseLabLanguage
import ReuseLabShell
import ReuseLabSimulator

/// A scripted engine: each source text maps to an outcome and, optionally, the world after it.
final class FakeEngine: ReplEngine {
    var outcomes: [String: EntryOutcome] = [:]
    var worlds: [String: PoolSnapshot] = [:]
    /// Text to stream through `onOutput` before returning, by source.
    var streamed: [String: String] = [:]
    var events: [String: [SimEvent]] = [:]
    var names: [String] = []
    private(set) var submitted: [String] = []
    private(set) var displayNames: [String] = []
    private(set) var nibs: [(String, String, String, String?)] = []
    private var world = PoolSnapshot(views: [])
    private var accepted: [String] = []
    var onOutput: ((String) -> Void)?
    var onEvent: ((SimEvent) -> Void)?

    static func outcome(
        _ status: RunStatus = .ran, output: String = "", diagnostics: String = "",
        explanation: String? = nil, changedWorld: Bool = false
    ) -> EntryOutcome {
        EntryOutcome(
            status: status, output: output, diagnostics: diagnostics, events: [], explanation: explanation,
            changedWorld: changedWorld)
    }

    func submit(_ source: String, displayName: String) -> EntryOutcome {
        submitted.append(source)
        displayNames.append(displayName)
        if let text = streamed[source] { onOutput?(text) }
        for event in events[source] ?? [] { onEvent?(event) }
        let outcome = outcomes[source] ?? Self.outcome()
        if outcome.status == .ran { accepted.append(source) }
        if let next = worlds[source] { world = next }
        return outcome
    }

    func completions(forLine line: String) -> [String] { names }
    func snapshot() -> PoolSnapshot { world }
    var acceptedEntries: [String] { accepted }
    func undo() -> Bool { accepted.popLast() != nil }
    func redo() -> Bool { false }
    func reset() {
        accepted = []
        world = PoolSnapshot(views: [])
    }
    func defineNib(named name: String, rootElement: String, className: String, reuseIdentifier: String?) {
        nibs.append((name, rootElement, className, reuseIdentifier))
    }
    let interruptFlag = InterruptFlag()
    func preludeModuleSource(named name: String) -> String? { name == "Reusable" ? "public protocol Reusable {}\n" : nil }
    var preludeModuleNames: [String] { ["UIKit", "Reusable"] }
}
