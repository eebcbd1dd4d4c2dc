import Foundation
import ReuseLabLanguage
import ReuseLabSimulator

/// What the workshop commands keep between entries: recent entries' timelines, the demo under way, the
/// presenter display.
final class WorkshopState {
    /// The most recent entries' timelines, oldest first; older ones are forgotten.
    private(set) var timelines: [EntryTimeline] = []
    static let keptTimelines = 20
    /// Events kept over all timelines (the latest entry's are always kept, up to the Simulator's own limit).
    static let keptEvents = 200_000
    private var entriesSeen = 0
    var demo: DemoProgress?
    /// Per demo entry run: whether the session accepted it (so `:demo back` knows whether to undo).
    var demoAccepted: [Bool] = []
    /// Ctrl-C at a prompt holding the demo's entry: the presenter wants the prompt for something else.
    /// The next Swift entry is theirs, not the demo's; the demo's entry comes back after it (or at `:demo`).
    var demoEntryDeclined = false
    var presenting = false
    /// Keys for `:timeline` when the shell is interactive; tests put scripted keys here.
    var keys: (() -> TimelineKeyReading)?

    func record(source: String, before: PoolSnapshot, events: [SimEvent], eventLimit: Int) {
        entriesSeen += 1
        let truncated = eventLimit > 0 && events.count >= eventLimit
        timelines.append(
            EntryTimeline(
                entryNumber: entriesSeen, source: source, start: before, events: events, isTruncated: truncated))
        if timelines.count > Self.keptTimelines { timelines.removeFirst(timelines.count - Self.keptTimelines) }
        // A few long scrolls must not hold hundreds of megabytes of events: the oldest timelines go first.
        var kept = timelines.reduce(0) { $0 + $1.events.count }
        while kept > Self.keptEvents, timelines.count > 1 {
            kept -= timelines.removeFirst().events.count
        }
    }

    /// The numbered entry's timeline, or the latest one with events.
    func timeline(entry: Int?) -> EntryTimeline? {
        if let entry { return timelines.first { $0.entryNumber == entry } }
        return timelines.last { !$0.events.isEmpty }
    }

    func forgetTimelines() {
        timelines = []
    }
}

/// The workshop commands' names and `:help` lines; `MetaCommand` parses them as `.workshop`.
enum WorkshopCommand {
    static let catalogue: [(name: String, arguments: String, summary: String)] = [
        ("timeline", "[N] [play [PACE]]", "step through an entry's reuse events on a phone screen"),
        ("demo", "FILE|back|skip|off", "replay a prepared script entry by entry"),
        ("present", "[on|off]", "presenter display: large diagrams, slower playback"),
    ]

    static let names: Set<String> = Set(catalogue.map(\.name))

    /// `300ms`, `1s`, `1.5s` or a plain number of milliseconds.
    static func milliseconds(_ text: String) -> Int? {
        let lowered = text.lowercased()
        if lowered.hasSuffix("ms") { return Int(lowered.dropLast(2)).flatMap { $0 > 0 ? $0 : nil } }
        if lowered.hasSuffix("s"), let seconds = Double(lowered.dropLast()), seconds > 0, seconds < 3600 {
            return Int(seconds * 1000)
        }
        return Int(lowered).flatMap { $0 > 0 ? $0 : nil }
    }
}

extension ReplController {
    // MARK: - Recording

    /// Called for every Swift entry (typed, loaded or a demo's): keeps its timeline for `:timeline`.
    func entryFinished(source: String, before: PoolSnapshot, outcome: EntryOutcome) {
        workshop.record(source: source, before: before, events: outcome.facts.events, eventLimit: options.limits.eventHistory)
    }

    /// Called after an entry typed at the prompt (not `:load`): a demo under way moves on to its next entry.
    func demoEntryRan(acceptedBefore: Int) {
        if workshop.demoEntryDeclined {
            workshop.demoEntryDeclined = false
        } else if var demo = workshop.demo, !demo.isFinished {
            demo.next += 1
            workshop.demo = demo
            workshop.demoAccepted.append(engine.acceptedEntries.count > acceptedBefore)
            if demo.isFinished {
                io.out(outStyle.dim("(That was the demo's last entry. :demo back takes it back; :demo off ends the demo.)") + "\n")
            }
        }
    }

    /// The demo's next entry, for the prompt.
    var demoEntryToOffer: String? {
        workshop.demoEntryDeclined ? nil : workshop.demo?.current
    }

    /// Ctrl-C at the prompt: see `WorkshopState.demoEntryDeclined`.
    func declineDemoEntry() {
        if workshop.demo?.isFinished == false { workshop.demoEntryDeclined = true }
    }

    /// True for a multi-line text submitted while a demo runs that is complete as it stands: it is the
    /// demo's entry (perhaps edited), run as one entry rather than cut statement by statement.
    func runsWhole(_ text: String) -> Bool {
        guard let demo = workshop.demo, !demo.isFinished, text.contains("\n") else { return false }
        return !MetaCommand.looksLikeMetaCommand(text) && !Session.isIncomplete(text)
    }

    var demoPromptLabel: String? {
        guard let demo = workshop.demo, !demo.isFinished else { return nil }
        return "[" + demo.label + "]"
    }

    // MARK: - Commands

    func runWorkshop(name: String, arguments: String) -> Disposition {
        switch name {
        case "timeline": return runTimeline(arguments)
        case "demo": return runDemo(arguments)
        case "present": return runPresent(arguments)
        default: return workshopFailure("Unknown command :\(name).")
        }
    }

    private func workshopFailure(_ message: String) -> Disposition {
        io.err(message + "\n")
        return .continueWith(status: RunStatus.usage.rawValue)
    }

    // MARK: :timeline

    private func runTimeline(_ arguments: String) -> Disposition {
        var words = arguments.split(whereSeparator: \.isWhitespace).map(String.init)
        var entry: Int?
        var pace: Int?
        if let first = words.first, let number = Int(first) {
            entry = number
            words.removeFirst()
        }
        if let first = words.first, first.lowercased() == "play" {
            words.removeFirst()
            pace = TimelinePlayer.pace(presenting: workshop.presenting)
            if let text = words.first {
                guard let value = WorkshopCommand.milliseconds(text) else {
                    return workshopFailure("usage: :timeline [N] play [PACE]  (PACE like 300ms or 1s)")
                }
                pace = value
                words.removeFirst()
            }
        }
        if words == ["list"] { return listTimelines() }
        guard words.isEmpty else { return workshopFailure("usage: :timeline [N] [play [PACE]]  (:timeline list shows the entries)") }
        guard let timeline = workshop.timeline(entry: entry) else {
            if let entry { return workshopFailure("No timeline for entry \(entry). :timeline list shows the entries kept.") }
            return workshopFailure("No entry has made the simulated UIKit do anything yet: nothing to step through.")
        }
        guard !timeline.isTruncated else {
            return workshopFailure(
                "Entry \(timeline.entryNumber) made more than \(options.limits.eventHistory) events; ReuseLab keeps only the last ones, so its timeline cannot be rebuilt. Try a shorter scroll."
            )
        }
        guard !timeline.events.isEmpty else {
            io.out("Entry \(timeline.entryNumber) did nothing in the simulated UIKit: no steps.\n")
            return .continueWith(status: 0)
        }
        let columns = Terminal.columns(fd: 1, environment: options.environment)
        let screen = PhoneScreen(unicode: unicode, style: outStyle, large: workshop.presenting, columns: columns)
        var player = TimelinePlayer(timeline: timeline, screen: screen, io: io)
        guard interactive else {
            player.printAll()
            return .continueWith(status: 0)
        }
        player.clearsScreen = Terminal.isTerminal(1) && options.environment["TERM"] != "dumb"
        player.playKeyPace = TimelinePlayer.pace(presenting: workshop.presenting)
        let reader = workshop.keys?() ?? TerminalKeyReader()
        player.run(keys: reader, playing: pace)
        (reader as? TerminalKeyReader)?.restore()
        io.out("Back at the prompt (entry \(timeline.entryNumber) had \(timeline.stepCount) steps).\n")
        return .continueWith(status: 0)
    }

    private func listTimelines() -> Disposition {
        let kept = workshop.timelines.filter { !$0.events.isEmpty }
        guard !kept.isEmpty else {
            io.out("No entry has made the simulated UIKit do anything yet.\n")
            return .continueWith(status: 0)
        }
        for timeline in kept {
            let firstLine = timeline.source.split(separator: "\n").first.map(String.init) ?? ""
            let shown = VisibleText.escapingControlCharacters(truncate(firstLine, toWidth: 50), keepingNewlines: false)
            io.out("  \(pad(String(timeline.entryNumber), toWidth: 4)) \(pad("\(timeline.stepCount) steps", toWidth: 12)) \(shown)\n")
        }
        return .continueWith(status: 0)
    }

    // MARK: :present

    private func runPresent(_ arguments: String) -> Disposition {
        let word = arguments.trimmingWhitespace()
        if word.isEmpty {
            io.out("The presenter display is \(workshop.presenting ? "on" : "off"). :present on|off\n")
            return .continueWith(status: 0)
        }
        guard let toggle = MetaCommand.Toggle(word) else { return workshopFailure("usage: :present [on|off]") }
        setPresenting(toggle == .on)
        io.out(
            workshop.presenting
                ? "Presenter display: diagrams as wide as the terminal, a large phone in :timeline, slower playback.\n"
                : "Presenter display is off.\n")
        return .continueWith(status: 0)
    }

    /// Large diagrams fill the terminal's width (never past it); colour still follows NO_COLOR and TERM=dumb.
    func setPresenting(_ on: Bool) {
        workshop.presenting = on  // `diagram` reads it at every draw
    }

    // MARK: :demo

    private func runDemo(_ arguments: String) -> Disposition {
        let word = arguments.trimmingWhitespace()
        workshop.demoEntryDeclined = false
        switch word.lowercased() {
        case "":
            guard let demo = workshop.demo else {
                io.out("No demo is running. :demo FILE starts one.\n")
                return .continueWith(status: 0)
            }
            let state =
                demo.isFinished
                ? "all \(demo.script.entries.count) entries have run" : "next is entry \(demo.next + 1) of \(demo.script.entries.count)"
            io.out("Demo \(demo.path): \(state). Return runs the entry at the prompt; :demo back, skip, off.\n")
        case "off":
            guard workshop.demo != nil else { return workshopFailure("No demo is running.") }
            workshop.demo = nil
            workshop.demoAccepted = []
            io.out("The demo is over; the session keeps what it ran.\n")
        case "skip":
            guard var demo = workshop.demo, !demo.isFinished else { return workshopFailure("No demo entry to skip.") }
            demo.next += 1
            workshop.demo = demo
            workshop.demoAccepted.append(false)
            io.out("Skipped entry \(demo.next) of \(demo.script.entries.count).\n")
        case "back":
            return demoBack()
        default:
            return startDemo(path: word)
        }
        return .continueWith(status: 0)
    }

    private func demoBack() -> Disposition {
        guard var demo = workshop.demo, demo.next > 0 else { return workshopFailure("No demo entry to take back.") }
        let before = engine.snapshot()
        let accepted = workshop.demoAccepted.popLast() ?? false
        if accepted { engine.undo() }
        demo.next -= 1
        workshop.demo = demo
        io.out("Took back demo entry \(demo.next + 1); it is at the prompt again.\n")
        let after = engine.snapshot()
        if showsPoolAutomatically, after != before { io.out(diagram.render(after, previous: before) + "\n") }
        return .continueWith(status: 0)
    }

    private func startDemo(path rawPath: String) -> Disposition {
        let path = Self.resolvePath(rawPath)
        let script: DemoScript
        switch Self.readScript(at: path) {
        case .success(let text): script = DemoScript(source: text)
        case .failure(let message): return workshopFailure("Cannot open the demo \(path): \(message)")
        }
        guard !script.entries.isEmpty else { return workshopFailure("The demo \(path) has no entries.") }
        guard interactive else { return runDemoInBatch(script) }
        workshop.demo = DemoProgress(path: path, script: script)
        workshop.demoAccepted = []
        io.out(
            "Demo \((path as NSString).lastPathComponent): \(script.entries.count) entries. Each comes to the prompt: "
                + "edit it if you like, Return runs it. :demo back takes one back; :demo off ends.\n")
        return .continueWith(status: 0)
    }

    /// Batch mode (CI): every entry, echoed like `--echo`, one after the other; the worst status wins.
    private func runDemoInBatch(_ script: DemoScript) -> Disposition {
        var worst: Int32 = 0
        for (index, entry) in script.entries.enumerated() {
            io.out(outStyle.dim((unicode ? "── " : "-- ") + "demo entry \(index + 1) of \(script.entries.count)") + "\n")
            io.out(entry.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 + "\n" }.joined())
            let before = engine.snapshot()
            worst = max(worst, runSwift(entry, displayName: "<demo-\(index + 1)>").rawValue)
            // The pool follows a demo even in batch mode, where it is otherwise off: it is what the room watches.
            let after = engine.snapshot()
            if !showsPoolAutomatically, after != before { io.out(diagram.render(after, previous: before) + "\n") }
            if options.bail, worst != 0 { break }
        }
        return .continueWith(status: worst)
    }

    enum ScriptRead {
        case success(String)
        case failure(String)
    }

    /// A regular UTF-8 file no larger than `:load` takes.
    static func readScript(at path: String) -> ScriptRead {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .failure("no such file.") }
        guard !isDirectory.boolValue else { return .failure("it is a directory.") }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else { return .failure("it is not a regular file.") }
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumLoadBytes else { return .failure("it is \(describeSize(size)), more than \(describeSize(maximumLoadBytes)).") }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure("it cannot be read.") }
        guard let text = String(data: data, encoding: .utf8) else { return .failure("it is not UTF-8 text.") }
        return .success(text)
    }
}
