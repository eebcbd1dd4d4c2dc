import Foundation
import ReuseLabSimulator
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One world: the declarations, globals and simulated UIKit of a session, built from the preludes.
final class SessionState {
    let types = TypeWorld()
    /// The standard operators plus those the learner declared (`infix operator`, `precedencegroup`).
    var operators = OperatorTable.standardOperators
    private(set) var interpreter: Interpreter
    var host: InterpreterHost!
    var onOutput: ((String) -> Void)?
    var onEvent: ((SimEvent) -> Void)?
    /// The REPL's `$R0: Int = 3`: bare expressions are named and shown (see `SessionState+Results.swift`).
    var namesResults = false
    /// Called with an entry's rendered warnings after it checked and before it runs.
    var onWarnings: ((String) -> Void)?
    /// `--warnings-as-errors`: a warning stops the entry as an error would.
    var warningsAsErrors = false
    /// Off: an entry's facts hold its events only (see `Session.collectsEntryFacts`).
    var collectsEntryFacts = true
    private(set) var loadedModules: Set<String> = []
    private var trees: [SourceFileSyntax] = []
    var viewNaming = ViewNaming()
    let bundleFolder: ReuseLabSimulator.Bundle.Folder
    /// The folded syntax tree of the last entry that got as far as checking: the session keeps those of
    /// accepted entries, so replaying them (after a crash, `:undo`, `:redo`) neither parses nor folds again.
    private(set) var lastTree: SourceFileSyntax?

    /// The checked top-level code of the preludes and accepted entries, in the order it ran.
    var ranSteps: [RanStep] = []
    /// How to put the world back if the entry running now crashes (see `SessionState+Rollback.swift`).
    var pendingRollback: Rollback?
    /// Indexes in `ranSteps` of the entries that keep their `before` (the last `undoableEntries`).
    var keptUndoPoints: [Int] = []
    /// The checkers of the loaded preludes, kept for the function bodies they check on first call.
    var preludeCheckers: [Checker] = []
    /// Check every prelude function body while loading (the test that no prelude body has an error);
    /// otherwise each is checked on its first call.
    let checksPreludeBodiesEagerly: Bool
    /// Declare every prelude type's members while loading; otherwise each type's are declared on first use
    /// (see `Checker+PreludeMembersOnFirstUse.swift`).
    let declaresPreludeMembersEagerly: Bool
    /// The top-level names of the preludes alone (the Swift core, and UIKit and the units loaded so far), while
    /// UIKit and the units wait to be named (see `SessionState+UIKitOnFirstUse.swift`); nil when all load at the start.
    var topLevelNamesOfPreludes: TypeWorld.TopLevelNames?

    /// `loadsUIKitOnFirstUse`: UIKit's prelude waits for the first entry that names it (`Session`'s worlds).
    /// `declaresPreludeMembersEagerly`: by default, as eagerly as the bodies are checked.
    init(
        bundleFolder: ReuseLabSimulator.Bundle.Folder, limits: RunLimits, checksPreludeBodiesEagerly: Bool = false,
        declaresPreludeMembersEagerly: Bool? = nil, loadsUIKitOnFirstUse: Bool = false
    ) {
        self.checksPreludeBodiesEagerly = checksPreludeBodiesEagerly
        self.declaresPreludeMembersEagerly = declaresPreludeMembersEagerly ?? checksPreludeBodiesEagerly
        self.bundleFolder = bundleFolder
        interpreter = Interpreter(world: types, limits: limits)
        attachSimulator()
        if !loadsUIKitOnFirstUse { PreludeTrees.shared.parseInBackground("UIKit", source: UIKitPrelude.core) }
        load("Swift", SwiftPrelude.core, file: "Swift.swift")
        if loadsUIKitOnFirstUse {
            topLevelNamesOfPreludes = types.topLevelNames
        } else {
            for unit in PreludeUnits.swift { loadPreludeUnit(unit) }
            load("UIKit", UIKitPrelude.core, file: "UIKit.swift")
            for unit in PreludeUnits.uikit { loadPreludeUnit(unit) }
        }
    }

    convenience init(
        bundleDirectory: URL, limits: RunLimits, checksPreludeBodiesEagerly: Bool = false,
        declaresPreludeMembersEagerly: Bool? = nil, loadsUIKitOnFirstUse: Bool = false
    ) {
        self.init(
            bundleFolder: .url(bundleDirectory), limits: limits, checksPreludeBodiesEagerly: checksPreludeBodiesEagerly,
            declaresPreludeMembersEagerly: declaresPreludeMembersEagerly, loadsUIKitOnFirstUse: loadsUIKitOnFirstUse)
    }

    /// Gives the interpreter its simulated UIKit (at start, and when the run-time half is rebuilt).
    func attachSimulator() {
        interpreter.stackFloor = LargeStack.floor
        host = InterpreterHost(interpreter: interpreter)
        interpreter.sim = Simulation(host: host, bundle: ReuseLabSimulator.Bundle(folder: bundleFolder))
        interpreter.sim.eventLimit = interpreter.limits.eventHistory
        interpreter.loadUIKitUnitDeclaring = { [unowned self] name in self.loadUIKitUnit(declaring: name) }
        interpreter.sim.describeObject = { [unowned self] object in
            if let o = object as? Instance { return "<\(self.interpreter.runtimeName(.nominal(o.decl, []))): \(o.address)>" }
            return "\(object)"
        }
    }

    /// Replaces the run-time half (interpreter, Simulator) with an empty one over the same declarations.
    func replaceInterpreter() {
        let old = interpreter
        interpreter = Interpreter(world: types, limits: old.limits)
        interpreter.interruptFlag = old.interruptFlag
        interpreter.moduleOfFile = old.moduleOfFile
        old.globals = []
        old.staticValues = [:]
        old.natives = [:]
        old.output = { _ in }
        old.sim = nil
        attachSimulator()
    }

    /// `unit`: one of the module's units (`PreludeUnits.swift`), loaded and parsed as `module/unit`.
    func load(_ module: String, _ source: String, file: String, unit: String? = nil) {
        let key = unit.map { "\(module)/\($0)" } ?? module
        guard !loadedModules.contains(key) else { return }
        loadedModules.insert(key)
        let sourceHash = PreludeTrees.shared.sourceHash(of: key, source: source)
        let (tree, lines) = PreludeTrees.shared.tree(for: key, source: source) { PreludeTrees.parseAndFold(source, sourceHash: sourceHash) }
        trees.append(tree)
        let checker = Checker(world: types, fileName: file, tree: tree, isPrelude: true, lines: lines)
        checker.defersFunctionBodies = !checksPreludeBodiesEagerly
        checker.defersPreludeMembers = !declaresPreludeMembersEagerly
        let top = checker.check(tree)
        checker.namesAtLoad = types.topLevelNames
        preludeCheckers.append(checker)
        interpreter.moduleOfFile[file] = module
        let report = { [unowned checker] (diagnostics: [CompileDiagnostic]) in
            let text = diagnostics.prefix(5).map { d in
                let l = checker.lines.location(for: d.position)
                return "\(file):\(l.line):\(l.column): \(d.message)"
            }.joined(separator: "\n")
            FileHandle.standardError.write(Data("ReuseLab's \(module) prelude did not check:\n\(text)\n".utf8))
        }
        if !checker.diagnostics.isEmpty { report(checker.diagnostics) }
        checker.reportDeferredErrors = report
        _ = try? interpreter.run(top, in: Frame(size: Self.preludeFrameSize, parent: nil))
        ranSteps.append(RanStep(top: top, frameSize: Self.preludeFrameSize, isPrelude: true, before: nil))
    }

    static let preludeFrameSize = 64

    func parse(_ source: String) -> SourceFileSyntax { fold(Parser.parse(source: source)) }

    private func fold(_ tree: SourceFileSyntax) -> SourceFileSyntax {
        // `infix operator **: PowerPrecedence` and `precedencegroup` declarations join the session's table.
        operators.addSourceFile(tree) { _ in }
        let folded = operators.foldAll(tree) { _ in }
        return folded.as(SourceFileSyntax.self) ?? tree
    }

    func defineNib(_ name: String, _ root: String, _ cls: String, _ id: String?) {
        let object = IBObject(
            elementName: root, id: "nib-\(name)", customClass: cls, reuseIdentifier: id, storyboardIdentifier: nil,
            uikitClassName: IBObject.uikitClassName(forElement: root))
        interpreter.sim.bundle.defineNib(named: name, document: NibDocument(topLevelObjects: [object]))
    }

    /// Checks then runs one entry or script. `parsed`: the entry's folded tree from an earlier run of the same
    /// entry after the same entries (a replay), which skips the parser and the operator folding.
    func run(_ source: String, displayName: String, silent: Bool = false, parsed: SourceFileSyntax? = nil) -> EntryOutcome {
        pendingRollback = nil
        let operatorsBefore = operators
        let modulesBefore = loadedModules.count
        var output = ""
        interpreter.output = { [weak self] text in
            output += text
            if !silent { self?.onOutput?(text) }
        }
        let eventStart = interpreter.sim.recordedEventCount
        // Describing every event costs time in long loops: only when someone listens.
        interpreter.sim.onEvent = silent || onEvent == nil ? nil : { [weak self] e in self?.onEvent?(e) }
        lastTree = nil
        let tree: SourceFileSyntax
        if let parsed {
            // Its operator declarations still join this world's table.
            operators.addSourceFile(parsed) { _ in }
            tree = parsed
        } else {
            switch parseAndFold(source, displayName: displayName) {
            case .tree(let folded): tree = folded
            case .refused(let outcome): return outcome
            }
        }
        lastTree = tree
        let words = EntryWords(tree)
        loadPreludeUnitsIfNamed(by: words, in: tree)
        loadUIKitIfNamed(by: words)
        if imports("Reusable", in: tree.statements) {
            loadReusable()
        }
        trees.append(tree)
        // A replayed (silent) entry checked before and checks again: it needs no snapshot to fall back on,
        // and copying every type's member tables cost more than checking a small entry.
        let before = silent ? nil : types.snapshot()
        let typesBefore = before?.types ?? [:]
        let checker = Checker(world: types, fileName: displayName, tree: tree, isPrelude: false)
        checker.interruptRequested = { [interruptFlag = interpreter.interruptFlag] in interruptFlag.isRaised }
        checker.namesTopLevelResults = namesResults
        var top = checker.check(tree)
        if checker.interrupted || !checker.diagnostics.isEmpty || (warningsAsErrors && !checker.warnings.isEmpty) {
            if let before { types.restore(before) }
            if checker.interrupted {
                interpreter.interruptFlag.clear()
                return EntryOutcome(
                    status: .stoppedByLimit, output: "", diagnostics: "Interrupted while checking; nothing ran.\n",
                    events: [], explanation: nil, changedWorld: false)
            }
            // Errors and warnings together, in source order, as swiftc prints them.
            let warnings = checker.distinctWarnings.map { warningsAsErrors ? $0.asError : $0 }
            let errors = checker.diagnostics.filter { !$0.isFollowOn }
            let all = (errors.isEmpty ? checker.diagnostics : errors) + warnings
            let diags = all.map(\.rendered)
            let first = all.first(where: \.isError) ?? all[0]
            var outcome = EntryOutcome(
                status: .compileError, output: "", diagnostics: render(diags, tree: tree, displayName: displayName),
                events: [],
                explanation: Explanations.forCompileError(first) { note in
                    let l = SourceLocationConverter(fileName: displayName, tree: tree).location(for: note.position)
                    return (l.line, l.column)
                }, changedWorld: false)
            outcome.facts.compileErrors = compileErrorFacts(all.filter(\.isError), tree: tree)
            outcome.facts.warnings = compileErrorFacts(all.filter { !$0.isError }, tree: tree)
            return outcome
        }
        var namedResults: [NamedResult] = []
        if namesResults { (top, namedResults) = nameResults(in: top, tree: tree, displayName: displayName) }
        // Warnings are shown before the program's output, and do not stop it.
        let warnings = silent ? [] : checker.distinctWarnings
        let warningText = renderedWarnings(warnings, tree: tree, displayName: displayName)
        if !warningText.isEmpty { onWarnings?(warningText) }
        interpreter.steps = 0
        interpreter.callSites.removeAll(keepingCapacity: true)
        interpreter.beginMemoryAccounting()
        interpreter.random.reset()
        interpreter.stackFloor = LargeStack.floor
        let worldBefore = silent ? nil : interpreter.sim.snapshot()
        if let before { pendingRollback = Rollback(types: before, operators: operatorsBefore, loadedModuleCount: modulesBefore) }
        let frameSize = max(checker.context.frameSize, 1)
        do {
            do {
                try interpreter.runEntry(top, frameSize: frameSize)
            } catch let thrown as ThrownError {
                throw try interpreter.topLevelTrap(for: thrown)
            }
        } catch let trap as Trap {
            let simEvents = interpreter.sim.events(since: eventStart)
            var text = trap.consoleText + "\n"
            text += crashSite(
                at: innermostLearnerLoc(trap, displayName: displayName), tree: tree, displayName: displayName, isLimit: trap.isLimit)
            text += callChain(trap, tree: tree, displayName: displayName)
            var outcome = EntryOutcome(
                status: trap.isLimit ? .stoppedByLimit : .crashed, output: output, diagnostics: text,
                events: simEvents, explanation: Explanations.forTrap(trap, world: interpreter.sim.snapshot()), changedWorld: true)
            outcome.facts = facts(events: simEvents, tree: tree, typesBefore: typesBefore)
            outcome.facts.crash = crashFact(trap, displayName: displayName)
            outcome.warnings = warningText
            outcome.facts.warnings = compileErrorFacts(warnings, tree: tree)
            return outcome
        } catch {
            return EntryOutcome(
                status: .crashed, output: output, diagnostics: "\(error)\n", events: [], explanation: nil, changedWorld: true)
        }
        recordAcceptedEntry(top, frameSize: frameSize, before: pendingRollback)
        pendingRollback = nil
        // Views take their variables' names after every entry that ran, replayed ones included, so undo,
        // redo and a crash's rollback (a replay) keep them.
        let namesBefore = silent ? [] : interpreter.sim.snapshot().views.map(\.name)
        viewNaming.update(globals: types.globals, values: interpreter.globals, in: interpreter.sim)
        let simEvents = interpreter.sim.events(since: eventStart)
        // A view made, renamed or dropped changes the world without an event: `let tableView = UITableView()`.
        let changedWorld = interpreter.sim.recordedEventCount > eventStart || worldBefore.map { interpreter.sim.snapshot() != $0 } ?? false
        var outcome = EntryOutcome(
            status: .ran, output: output, diagnostics: "", events: simEvents, explanation: nil,
            changedWorld: changedWorld)
        if !silent {
            outcome.results = resultsText(namedResults)
            outcome.facts = facts(events: eventsWithViewNames(simEvents, namesBefore: namesBefore), tree: tree, typesBefore: typesBefore)
        }
        outcome.warnings = warningText
        outcome.facts.warnings = compileErrorFacts(warnings, tree: tree)
        return outcome
    }

    private enum ParsedEntry {
        case tree(SourceFileSyntax)
        /// Refused before checking: too deep, too long, a syntax error or an unsupported directive.
        case refused(EntryOutcome)
    }

    /// The entry parsed and its operators folded, or the outcome that refuses it.
    private func parseAndFold(_ source: String, displayName: String) -> ParsedEntry {
        // Shapes that would take the parser or the checker minutes are refused before they start.
        if let offset = SourceComplexity.firstTooDeepBracket(in: source) {
            let text = SourceComplexity.render(SourceComplexity.tooDeepMessage, atUTF8Offset: offset, in: source, displayName: displayName)
            var outcome = EntryOutcome(
                status: .compileError, output: "", diagnostics: text, events: [], explanation: nil, changedWorld: false)
            outcome.facts.compileErrors = [CompileErrorFact(message: SourceComplexity.tooDeepMessage, line: 0, column: 0)]
            return .refused(outcome)
        }
        let unfolded = Parser.parse(source: source)
        let overlong = SourceComplexity.overlongExpressions(in: unfolded)
        if !overlong.isEmpty {
            let diags = overlong.map { node, count in
                Diagnostic(
                    node: node,
                    message: CheckerMessage(Diagnostics.tooManyOperators(count, limit: SourceComplexity.maximumOperatorsPerExpression)))
            }
            var outcome = EntryOutcome(
                status: .compileError, output: "", diagnostics: render(diags, tree: unfolded, displayName: displayName),
                events: [], explanation: nil, changedWorld: false)
            outcome.facts.compileErrors = compileErrorFacts(diags, tree: unfolded)
            return .refused(outcome)
        }
        let tree = fold(unfolded)
        // Syntax errors first, as swiftc reports them.
        let parseDiagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        if !parseDiagnostics.isEmpty {
            var outcome = EntryOutcome(
                status: .compileError, output: "", diagnostics: render(parseDiagnostics, tree: tree, displayName: displayName),
                events: [], explanation: Explanations.forCompileError(parseDiagnostics.first?.message ?? ""), changedWorld: false)
            outcome.facts.compileErrors = compileErrorFacts(parseDiagnostics, tree: tree)
            return .refused(outcome)
        }
        let directives = UnsupportedDirectives.sourceLocations(in: tree)
        if !directives.isEmpty {
            let diags = directives.map { Diagnostic(node: $0, message: CheckerMessage(Diagnostics.sourceLocationDirective)) }
            return .refused(
                EntryOutcome(
                    status: .compileError, output: "", diagnostics: render(diags, tree: tree, displayName: displayName),
                    events: [], explanation: nil, changedWorld: false))
        }
        return .tree(tree)
    }

    /// `import Reusable` at the top level, also inside `#if canImport(Reusable)` (any clause: loading the
    /// prelude for an inactive one is harmless).
    func imports(_ module: String, in items: CodeBlockItemListSyntax) -> Bool {
        items.contains { item in
            guard case .decl(let d) = item.item else { return false }
            if let imp = d.as(ImportDeclSyntax.self) { return imp.path.first?.name.text == module }
            guard let ifConfig = d.as(IfConfigDeclSyntax.self) else { return false }
            return ifConfig.clauses.contains { clause in
                if case .statements(let inner)? = clause.elements { return imports(module, in: inner) }
                return false
            }
        }
    }

    func completions(forLine line: String) -> [String] {
        loadUIKit()
        // Reusable's units only once it is imported: listing them must not make its names visible.
        for unit in PreludeUnits.all where unit.module != "Reusable" || loadedModules.contains("Reusable") { loadPreludeUnit(unit) }
        let word = String(line.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        var names = Set(types.types.keys).union(types.globals.keys).union(types.functions.names).union(types.typealiases.keys)
        let beforeWord = line.dropLast(word.count)
        if beforeWord.hasSuffix(".") {
            let receiver = String(beforeWord.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
            names = []
            var decl: NominalDecl? = nil
            var isStatic = false
            if let g = types.globals[receiver] {
                decl = g.type.unwrappedFully.nominalDecl ?? g.type.unwrappedFully.arrayElement.map { _ in types.arrayDecl }
            } else if let t = types.types[receiver] {
                decl = t
                isStatic = true
            }
            for c in decl.map { Array($0.classChain) } ?? [] {
                for (n, fs) in c.methods where fs.contains(where: { $0.isStatic == isStatic }) && !n.hasPrefix("_") { names.insert(n) }
                for (n, vs) in c.properties where vs.contains(where: { $0.isStatic == isStatic }) && !n.hasPrefix("_") { names.insert(n) }
                if isStatic { names.formUnion(c.cases.keys) }
            }
        }
        return names.filter { $0.hasPrefix(word) && !$0.hasPrefix("_") }.sorted()
    }
}
