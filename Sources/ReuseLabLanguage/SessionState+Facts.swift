import ReuseLabSimulator
import SwiftDiagnostics
import SwiftSyntax

/// The typed facts of an entry (`EntryOutcome.facts`), gathered from what `run` already has at hand.
extension SessionState {
    func facts(events: [SimEvent], tree: SourceFileSyntax, typesBefore: [String: NominalDecl]) -> EntryFacts {
        var facts = EntryFacts()
        facts.events = events
        guard collectsEntryFacts else { return facts }
        facts.declaredTypes = types.types.values.filter { !$0.fromPrelude && typesBefore[$0.name] !== $0 }
            .sorted { $0.name < $1.name }.map(DeclaredTypeFact.init)
        facts.referencedNames = ReferencedNameCollector.names(in: tree)
        facts.literalTexts = LiteralTextCollector.texts(in: tree)
        return facts
    }

    func crashFact(_ trap: Trap, displayName: String) -> CrashFact? {
        let inEntry = trap.loc.file == displayName
        switch trap.kind {
        case .uikit(let exception):
            return CrashFact(
                origin: .uikit, exceptionName: exception.name, message: exception.reason, file: trap.loc.file, raisedInEntry: inEntry)
        case .swift(let text):
            if let message = trap.fatalErrorCallMessage {
                return CrashFact(origin: .fatalError, exceptionName: nil, message: message, file: trap.loc.file, raisedInEntry: inEntry)
            }
            // `main/<repl-3>:2: Fatal error: Unexpectedly found nil…`: the message without the place.
            let message = text.range(of: ": Fatal error: ").map { String(text[$0.upperBound...]) } ?? text
            return CrashFact(origin: .swiftRuntime, exceptionName: nil, message: message, file: trap.loc.file, raisedInEntry: inEntry)
        case .limit:
            return nil
        }
    }

    func compileErrorFacts(_ diagnostics: [CompileDiagnostic], tree: SourceFileSyntax) -> [CompileErrorFact] {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return diagnostics.map { d in
            let location = converter.location(for: d.position)
            return CompileErrorFact(message: d.message, line: location.line, column: location.column, id: d.id)
        }
    }

    func compileErrorFacts(_ diagnostics: [Diagnostic], tree: SourceFileSyntax) -> [CompileErrorFact] {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return diagnostics.map { d in
            let location = converter.location(for: d.position)
            return CompileErrorFact(message: d.message, line: location.line, column: location.column)
        }
    }

    /// A view made in this entry is named only after it: its events say `UITableView 0x…` where the
    /// world says `tableView`. Renames the events' views as the world names them now.
    func eventsWithViewNames(_ events: [SimEvent], namesBefore: [String]) -> [SimEvent] {
        let namesAfter = interpreter.sim.snapshot().views.map(\.name)
        guard namesBefore.count == namesAfter.count else { return events }
        var renamed: [String: String] = [:]
        for (old, new) in zip(namesBefore, namesAfter) where old != new { renamed[old] = new }
        return renamed.isEmpty ? events : events.map { $0.renamingView(renamed) }
    }
}
