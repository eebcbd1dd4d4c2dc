import Foundation
import ReuseLabLanguage
import ReuseLabSimulator
import ReuseLabTutor

/// REPL semantics shared by the interactive shell and batch mode: runs one entry or meta-command,
/// prints its output, diagnostics and pool diagram, keeps `:why`, `:trace`, `:record` state.
public final class ReplController {
    public enum Disposition: Equatable {
        case continueWith(status: Int32)
        case quit
    }

    /// The shell's own session, or the running lesson's.
    public private(set) var engine: ReplEngine
    /// The learner's own session, kept while a lesson runs so `:lesson off` comes back to it.
    private let playground: ReplEngine
    let lessons: LessonMode?
    let options: ShellOptions
    let io: ShellIO
    let interactive: Bool
    let outStyle: TextStyle
    let errStyle: TextStyle
    /// The pool diagram, as wide as the terminal is now (read at every draw, so a resize takes effect); the
    /// presenter display (`:present on`) fills the whole width and shows more rows.
    var diagram: PoolDiagram {
        let columns = Terminal.measuredColumns(fd: 1, environment: options.environment)
        let width = workshop.presenting ? max(40, (columns ?? 80) - 1) : PoolDiagram.width(forColumns: columns)
        var diagram = PoolDiagram(unicode: unicode, width: width, style: outStyle)
        diagram.maximumVisibleRows = workshop.presenting ? 12 : 8
        return diagram
    }
    /// Draw the pool after entries that change the world. On by default interactively, off in batch
    /// mode, where output should be the program's own unless asked for (`:pool on`).
    public private(set) var showsPoolAutomatically: Bool
    public private(set) var isTracing = false
    public private(set) var lastExplanation: String?
    /// `:record`'s transcript or handout; `reuselab export` sets a handout here directly.
    var transcript: SessionRecorder?
    private var entryNumber = 0
    /// The last Swift entry and the lesson step it was typed in (the prompt's label), for `:edit`.
    var lastEntry: (source: String, step: String?)?
    /// How `:edit` runs the editor; tests put a fake here.
    var editorLauncher: EditorLauncher = .system
    /// Told of each entry written with `:edit`, so the line editor's history has it.
    var onEditedEntry: ((String) -> Void)?
    /// Set by the interactive shell, so Ctrl-C reaches a running entry.
    var interruptWatcher: InterruptWatcher?
    /// A confirmed lesson solution for the line editor to put at the next prompt.
    private var solutionToPrefill: String?
    let unicode: Bool
    /// `:timeline`, `:demo` and `:present` (ReplController+Workshop.swift).
    let workshop = WorkshopState()

    public init(engine: ReplEngine, options: ShellOptions, io: ShellIO, interactive: Bool, lessons: LessonMode? = nil) {
        self.engine = engine
        self.playground = engine
        self.lessons = lessons
        self.options = options
        self.io = io
        self.interactive = interactive
        let environment = options.environment
        outStyle = TextStyle(
            enabled: Terminal.colorEnabled(mode: options.color, isTerminal: Terminal.isTerminal(1), environment: environment))
        errStyle = TextStyle(
            enabled: Terminal.colorEnabled(mode: options.color, isTerminal: Terminal.isTerminal(2), environment: environment))
        unicode = Terminal.unicodeEnabled(asciiRequested: options.ascii, environment: environment)
        showsPoolAutomatically = interactive
        lessons?.onEngineChange = { [unowned self] engine in switchEngine(to: engine ?? playground) }
        // Batch input has nobody to confirm with: `:solution` prints the solution at once, as the README says.
        lessons?.controller.confirmsSolution = interactive
    }

    /// Tells the tutor about an undo or redo on the lesson's own engine (never the playground's).
    private func lessonEngineNote(_ tell: (LessonController) -> String?) -> String? {
        guard let lessons, lessons.isActive, engine !== playground else { return nil }
        return tell(lessons.controller)
    }

    /// What runs before the first entry: the lesson asked for on the command line. Returns a status
    /// to exit with when it cannot start.
    func begin() -> Int32? {
        if let notice = lessons?.controller.progressNotice {
            io.err(errStyle.warning("warning:") + " " + notice + "\n")
        }
        if options.present { setPresenting(true) }
        if let demo = options.startDemo, case .continueWith(let status) = handle(":demo " + demo), status != 0 || !interactive {
            return status
        }
        guard let lesson = options.startLesson else {
            // `reuselab --pack DIR`: the workshop's welcome and its lessons greet the class.
            if lessons?.controller.library.pack != nil { _ = handle(":lesson") }
            return nil
        }
        guard lessons != nil else { return failureStatus("Lessons are not available in this shell.") }
        if case .continueWith(let status) = handle(":lesson " + lesson), status != 0 { return status }
        return nil
    }

    /// Runs one entry: a meta-command line, or Swift.
    public func handle(_ entry: String) -> Disposition {
        if let command = MetaCommand.parse(entry) {
            transcript?.record(metaCommand: entry.trimmingWhitespace())
            let name = MetaCommand.canonicalName(of: entry)
            guard offers(command: name) else { return refuse(name) }
            return run(command)
        }
        let acceptedBefore = engine.acceptedEntries.count
        let status = runEntry(entry)
        demoEntryRan(acceptedBefore: acceptedBefore)
        return .continueWith(status: status.rawValue)
    }

    /// False for a command the running lesson restricts: refused when typed, left out of `:help`, not offered by Tab.
    func offers(command name: String) -> Bool {
        lessons?.allows(MetaCommand.canonicalName(of: ":" + name)) ?? true
    }

    private func refuse(_ name: String) -> Disposition {
        failure("This lesson does not use :\(name). :goal shows what to do; :help lists the commands.")
    }

    // MARK: - Swift entries

    @discardableResult
    func runSwift(_ source: String, displayName: String) -> RunStatus {
        let worldBefore = engine.snapshot()
        let before = showsPoolAutomatically ? worldBefore : nil
        var streamed = ""
        eventsShown = 0
        engine.onOutput = { [io] text in
            streamed += text
            io.out(text)
        }
        // Warnings per entry, before what it prints (they never stop it).
        engine.onWarnings = { [io, errStyle] text in io.err(errStyle.diagnostics(text)) }
        let outcome: EntryOutcome
        if let interruptWatcher {
            outcome = interruptWatcher.run(engine: engine) { engine.submit(source, displayName: displayName) }
        } else {
            outcome = engine.submit(source, displayName: displayName)
        }
        engine.onOutput = nil
        engine.onWarnings = nil
        if isTracing, eventsShown == 0 {
            // A session that reports events only in the outcome still gets them traced.
            for event in outcome.events { showEvent(event) }
        }

        // The session may stream output, return it, or both: print whatever was not streamed yet.
        if outcome.output.hasPrefix(streamed) {
            io.out(String(outcome.output.dropFirst(streamed.count)))
        }
        let printed = streamed.count >= outcome.output.count ? streamed : outcome.output
        if interactive, !printed.isEmpty, !printed.hasSuffix("\n") {
            io.out("\n")  // keep the next prompt at the start of a line
        }
        // Swift's REPL shows named results (`$R0: Int = 3`) after what the entry printed.
        io.out(outcome.results)
        if !outcome.diagnostics.isEmpty {
            let text = outcome.diagnostics.hasSuffix("\n") ? outcome.diagnostics : outcome.diagnostics + "\n"
            io.err(errStyle.diagnostics(text))
        }
        if let explanation = outcome.explanation {
            lastExplanation = explanation
            // The presenter display hides the hint: the room watches the error, not the tool.
            if interactive, !workshop.presenting { io.err(errStyle.dim("(:why explains this)") + "\n") }
        }
        transcript?.record(entry: source, printed: printed, outcome: outcome, worldBefore: worldBefore) { [engine] in engine.snapshot() }
        if outcome.changedWorld, let before {
            // A crash reports a change but leaves the world as it was: nothing to draw then.
            drawIfChanged(before: before)
        }
        entryFinished(source: source, before: worldBefore, outcome: outcome)
        if let message = lessons?.evaluate(outcome) {
            io.out(outStyle.accent(VisibleText.escapingControlCharacters(message)) + "\n")
        }
        return outcome.status
    }

    // MARK: - Lessons

    /// The running lesson and step for the prompt, e.g. `[02 · 3/4]`.
    var promptLabel: String? { lessons?.promptLabel(unicode: unicode) ?? demoPromptLabel }
    /// The prompt's whole label: the step, and a workshop's time box after it.
    var promptStatus: String? {
        let parts = [promptLabel, lessons?.timeBoxLabel(unicode: unicode)].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// The solution confirmed by the last `:solution`, once, for the line editor to pre-fill.
    func takeSolutionToPrefill() -> String? {
        defer { solutionToPrefill = nil }
        return solutionToPrefill ?? demoEntryToOffer
    }

    /// Entries go to `newEngine` from now on (a lesson's, whose bundle is the lesson folder, or the playground).
    private func switchEngine(to newEngine: ReplEngine) {
        guard newEngine !== engine else { return }
        engine.onEvent = nil
        engine = newEngine
        lastExplanation = nil
        setTracing(isTracing)
    }

    private func runLesson(name: String, arguments: String) -> Disposition {
        guard let lessons else {
            return failure("Lessons are not available in this shell; try `reuselab lesson`.")
        }
        let engineBefore = engine
        let before = engine.snapshot()
        let (rawReply, failed) = lessons.handle(name: name, arguments: arguments)
        // Replies quote lesson files and the learner's identifiers (a goal's observations): no raw escapes.
        let visible = VisibleText.escapingControlCharacters(rawReply)
        // Lesson prose is Markdown: rendered on a colour terminal, left as written otherwise.
        let reply = failed ? visible : TerminalMarkdown(style: outStyle, unicode: unicode).render(visible)
        let text = reply.hasSuffix("\n") ? reply : reply + "\n"
        if failed {
            io.err(text)
            return .continueWith(status: RunStatus.usage.rawValue)
        }
        io.out(text)
        if name == "goal", let expected = lessons.controller.expectedWorld() {
            let columns = Terminal.columns(fd: 1, environment: options.environment)
            io.out(
                GoalPoolView(diagram: diagram.fittingTwoSideBySide(in: columns), columns: columns).render(
                    expected: expected, current: engine.snapshot()) + "\n")
        }
        if name == "solution", let solution = lessons.takeSolutionToPaste(), interactive {
            // Batch mode has no prompt to fill: the reply above already shows the solution.
            solutionToPrefill = solution
            io.out(outStyle.dim("It is at the prompt: edit it, Return runs it, Ctrl-C drops it.") + "\n")
        }
        if engine !== engineBefore {
            // Another world (a lesson's start state, or the playground after `:lesson off`): draw it whole.
            let world = engine.snapshot()
            if showsPoolAutomatically, !world.views.isEmpty { io.out(diagram.render(world) + "\n") }
        } else {
            drawIfChanged(before: before)
        }
        return .continueWith(status: 0)
    }

    // MARK: - Meta-commands

    private func run(_ command: MetaCommand) -> Disposition {
        switch command {
        case .quit:
            return .quit
        case .help(let topic):
            guard let topic else {
                io.out(HelpText.overview(offers: offers(command:)))
                return .continueWith(status: 0)
            }
            let topicName = MetaCommand.canonicalName(of: ":" + topic.trimmingPrefix(":"))
            if MetaCommand.names.contains(topicName), !offers(command: topicName) { return refuse(topicName) }
            guard let text = HelpText.topic(topic) else {
                return failure("No help on “\(topic)”. Topics: \(HelpText.topics.joined(separator: ", ")).")
            }
            io.out(text)
        case .reset:
            let before = engine.snapshot()
            engine.reset()
            io.out("The session is reset: no entries, a fresh world.\n")
            if lessons?.isActive == true {
                io.out(outStyle.dim("(:reset lesson would rebuild the lesson's start state instead.)") + "\n")
            }
            drawIfChanged(before: before)
        case .undo:
            let before = engine.snapshot()
            guard engine.undo() else {
                io.out("Nothing to undo.\n")
                return .continueWith(status: 0)
            }
            io.out("Took back the last entry.\n")
            if let note = lessonEngineNote({ $0.entryUndone() }) { io.out(note + "\n") }
            drawIfChanged(before: before)
        case .redo:
            let before = engine.snapshot()
            guard engine.redo() else {
                io.out("Nothing to redo.\n")
                return .continueWith(status: 0)
            }
            io.out("Put back the entry.\n")
            if let note = lessonEngineNote({ $0.entryRedone() }) { io.out(note + "\n") }
            drawIfChanged(before: before)
        case .pool(nil):
            io.out(diagram.render(engine.snapshot()) + "\n")
        case .pool(.on?):
            showsPoolAutomatically = true
            io.out("The pool diagram will follow every entry that changes the world.\n")
        case .pool(.off?):
            showsPoolAutomatically = false
            io.out("The pool diagram is off; :pool draws it on request.\n")
        case .trace(nil):
            io.out("Tracing is \(isTracing ? "on" : "off"). :trace on|off\n")
        case .trace(.some(let toggle)):
            setTracing(toggle == .on)
            io.out(isTracing ? "Tracing: the simulated UIKit's events will print as they happen.\n" : "Tracing is off.\n")
        case .load(let path):
            return load(path)
        case .save(let path):
            return save(path)
        case .record(let request):
            return record(request)
        case .source(let name):
            guard
                let source = engine.preludeModuleSource(named: name)
                    ?? engine.preludeModuleNames.first(where: { $0.lowercased() == name.lowercased() }).flatMap(
                        engine.preludeModuleSource(named:))
            else {
                return failure("No prelude module named “\(name)”. Known: \(engine.preludeModuleNames.joined(separator: ", ")).")
            }
            io.out(source.hasSuffix("\n") ? source : source + "\n")
        case .nib(let name, let rootElement, let className, let identifier):
            let before = engine.snapshot()
            engine.defineNib(named: name, rootElement: rootElement, className: className, reuseIdentifier: identifier)
            io.out(
                "Defined nib “\(name)”: a \(rootElement) of class \(className), reuse identifier “\(identifier)”.\n"
                    + "Use it with UINib(nibName: \"\(name)\", bundle: nil).\n")
            drawIfChanged(before: before)
        case .why:
            if let lastExplanation {
                io.out(lastExplanation.hasSuffix("\n") ? lastExplanation : lastExplanation + "\n")
            } else {
                io.out("Nothing to explain yet: no entry has stopped with an error.\n")
            }
        case .lesson(let name, let arguments):
            return runLesson(name: name, arguments: arguments)
        case .workshop(let name, let arguments):
            return runWorkshop(name: name, arguments: arguments)
        case .edit(let path):
            return edit(path)
        case .usageError(let message):
            return failure(message)
        case .unknown(let name):
            let suggestion =
                MetaCommand.closestName(to: name, among: MetaCommand.names.filter(offers(command:)))
                .map { " Did you mean :\($0)?" } ?? ""
            return failure("Unknown command :\(name).\(suggestion) Type :help for the list.")
        }
        return .continueWith(status: 0)
    }

    /// A Swift entry typed (or written with `:edit`): numbered `<repl-N>` and remembered for `:edit`.
    func runEntry(_ source: String) -> RunStatus {
        entryNumber += 1
        lastEntry = (source, promptLabel)
        return runSwift(source, displayName: "<repl-\(entryNumber)>")
    }

    func failure(_ message: String) -> Disposition {
        .continueWith(status: failureStatus(message))
    }

    private func failureStatus(_ message: String) -> Int32 {
        io.err(message + "\n")
        return RunStatus.usage.rawValue
    }

    private func drawIfChanged(before: PoolSnapshot) {
        let after = engine.snapshot()
        if showsPoolAutomatically, after != before {
            io.out(diagram.render(after, previous: before) + "\n")
        }
    }

    private var eventsShown = 0

    func setTracing(_ on: Bool) {
        isTracing = on
        engine.onEvent = on ? { [unowned self] event in showEvent(event) } : nil
    }

    private func showEvent(_ event: SimEvent) {
        eventsShown += 1
        // Events quote the learner's identifiers and class names: no raw control characters on the terminal.
        let line = VisibleText.escapingControlCharacters(event.description, keepingNewlines: false)
        io.out(outStyle.dim("trace:") + " " + line + "\n")
    }

    static func resolvePath(_ path: String) -> String {
        var path = path.trimmingWhitespace()
        if path.count >= 2, let first = path.first, first == path.last, first == "\"" || first == "'" {
            path = String(path.dropFirst().dropLast())
        }
        return NSString(string: path).expandingTildeInPath
    }

    /// The largest file `:load` reads: far beyond any playground script, far below what would exhaust memory.
    static let maximumLoadBytes = 4 << 20

    static func describeSize(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\((Double(bytes) / Double(1 << 20) * 10).rounded() / 10) MB" : "\(bytes) bytes"
    }

    private func load(_ rawPath: String) -> Disposition {
        let path = Self.resolvePath(rawPath)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return failure("Cannot load \(path): no such file.")
        }
        guard !isDirectory.boolValue else { return failure("Cannot load \(path): it is a directory.") }
        // A FIFO or device would block or never end, and a huge file would be held whole in memory, then parsed.
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            return failure("Cannot load \(path): it is not a regular file.")
        }
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= Self.maximumLoadBytes else {
            return failure(
                "Cannot load \(path): it is \(Self.describeSize(size)); :load takes Swift files up to \(Self.describeSize(Self.maximumLoadBytes))."
            )
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return failure("Cannot load \(path): it cannot be read.")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return failure("Cannot load \(path): it is not UTF-8 text.")
        }
        guard !text.allSatisfy(\.isWhitespace) else { return .continueWith(status: 0) }
        let status = runSwift(text, displayName: (path as NSString).lastPathComponent)
        return .continueWith(status: status.rawValue)
    }

    private func save(_ arguments: String) -> Disposition {
        let (rawPath, force) = UserFileDestination.parse(arguments: arguments)
        let path = Self.resolvePath(rawPath)
        let entries = engine.acceptedEntries
        let text = entries.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined()
        do {
            try UserFileDestination(path: path, force: force).writeAtomically(Data(text.utf8))
        } catch {
            return failure("Cannot save to \(path): \(error)")
        }
        io.out("Saved \(entries.count) entr\(entries.count == 1 ? "y" : "ies") to \(path).\n")
        return .continueWith(status: 0)
    }

    private func record(_ request: MetaCommand.RecordRequest) -> Disposition {
        switch request {
        case .status:
            io.out(transcript.map { "Recording to \($0.path). :record off stops.\n" } ?? "Not recording. :record FILE starts.\n")
        case .stop:
            guard let current = transcript else { return failure("Not recording.") }
            current.close()
            transcript = nil
            io.out("Stopped recording; the transcript is in \(current.path).\n")
        case .start(let arguments):
            // A second :record would start over a transcript in progress (or the same file): stop first.
            if let current = transcript {
                return failure("Already recording to \(current.path); :record off stops it first.")
            }
            let (rawPath, force) = UserFileDestination.parse(arguments: arguments)
            let path = Self.resolvePath(rawPath)
            do {
                let recorder = try makeSessionRecorder(destination: UserFileDestination(path: path, force: force))
                transcript = recorder
                io.out(
                    recorder is HandoutRecorder
                        ? "Recording a handout (an HTML page of entries, output, diagnostics and pool diagrams) to \(path).\n"
                        : "Recording entries, output and diagnostics to \(path).\n")
            } catch {
                return failure("Cannot record to \(path): \(error)")
            }
        }
        return .continueWith(status: 0)
    }

    /// Ends a transcript cleanly when the shell exits.
    func close() {
        transcript?.close()
        transcript = nil
    }
}
