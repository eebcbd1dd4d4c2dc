import Foundation

/// The playground in a terminal: banner, prompts, line editing, history, completion, Ctrl-C.
final class InteractiveShell {
    static let prompt = "reuse> "
    /// As wide as `prompt`, so continuation lines align with the first.
    static let continuationPrompt = "  ...> "

    let controller: ReplController
    let options: ShellOptions
    private var accumulator = EntryAccumulator(blankLineSubmits: true)
    private var historyFile: HistoryFile?

    init(controller: ReplController, options: ShellOptions) {
        self.controller = controller
        self.options = options
    }

    func run() -> Int32 {
        let io = controller.io
        defer { controller.close() }
        #if LineEditing
            guard let editor = LineEditor(programName: "reuselab", historySize: 1000) else {
                // No line editor (an odd terminal): carry on in batch mode rather than not at all.
                io.err("reuselab: cannot start the line editor; reading input without editing.\n")
                return BatchRunner(controller: controller, options: options).run(input: StandardInputLines())
            }
            return run(editor: editor)
        #else
            io.err("reuselab: built without line editing (the LineEditing trait); reading input without editing.\n")
            return BatchRunner(controller: controller, options: options).run(input: StandardInputLines())
        #endif
    }

    #if LineEditing
        private func run(editor: LineEditor) -> Int32 {
            let io = controller.io
            controller.interruptWatcher = InterruptWatcher()
            controller.onEditedEntry = { [unowned self] entry in
                editor.addToHistory(entry)
                historyFile?.append(entry)
            }
            editor.completion = { [unowned self] before in
                completer.complete(lineBeforeCursor: before, pendingText: accumulator.pendingText)
            }
            editor.listWidth = { [options] in Terminal.columns(fd: 1, environment: options.environment) }

            if options.historyEnabled,
                let path = HistoryLocation.resolve(environment: options.environment, homeDirectory: NSHomeDirectory())
            {
                let file = HistoryFile(path: path)
                for entry in file.load() { editor.addToHistory(entry) }
                historyFile = file
                showHistoryWarning()
            }

            let style = controller.outStyle
            io.out(style.bold("ReuseLab") + " · a Swift playground for iOS cell reuse on a simulated UIKit\n")
            io.out(style.dim("Type Swift, or :help for commands. Tab completes; Ctrl-D or :quit leaves.") + "\n")
            if let status = controller.begin() { return status }

            while true {
                switch editor.readLine(prompt: style.prompt(currentPrompt()), prefill: controller.takeSolutionToPrefill()) {
                case .endOfInput:
                    if accumulator.isContinuing {
                        // Ctrl-D inside an unfinished entry drops the entry rather than the session.
                        accumulator.discard()
                        io.out("\n")
                        continue
                    }
                    io.out("\n")
                    return 0
                case .interrupted(let wasEmpty):
                    if wasEmpty && !accumulator.isContinuing {
                        io.out(style.dim("(To leave, press Ctrl-D or type :quit)") + "\n")
                    }
                    accumulator.discard()
                    controller.declineDemoEntry()
                case .line(let text):
                    // A multi-line entry recalled from history (or a pre-filled solution) arrives as one text.
                    // A demo's entry runs whole, as the script's author cut it (comments and all).
                    let entries =
                        controller.runsWhole(text)
                        ? [text]
                        : text.contains("\n") ? accumulator.add(block: text) : accumulator.add(text).map { [$0] } ?? []
                    for entry in entries {
                        editor.addToHistory(entry)
                        historyFile?.append(entry)
                        showHistoryWarning()
                        if controller.handle(entry) == .quit { return 0 }
                    }
                }
            }
        }

    #endif

    /// `reuse> `, or `[02 · 3/4] reuse> ` in a lesson; the continuation prompt is as wide.
    private func currentPrompt() -> String {
        let label = controller.promptStatus.map { $0 + " " } ?? ""
        guard accumulator.isContinuing else { return label + Self.prompt }
        return String(repeating: " ", count: displayWidth(label)) + Self.continuationPrompt
    }

    private lazy var completer = Completer(
        metaCommandNames: MetaCommand.names,
        commandsTakingArguments: [
            "help", "pool", "load", "save", "record", "edit", "source", "nib", "trace", "lesson", "reset", "progress", "timeline", "demo",
            "present", "pack",
        ],
        preludeNames: controller.engine.preludeModuleNames,
        helpTopics: HelpText.topics,
        lessons: { [unowned self] in controller.lessons?.completableLessons ?? [] },
        languageCompletions: { [unowned self] text in controller.engine.completions(forLine: text) },
        offersCommand: { [unowned self] name in controller.offers(command: name) }
    )

    private func showHistoryWarning() {
        if let warning = historyFile?.takeWarning() {
            controller.io.err(controller.errStyle.warning("warning:") + " " + warning + "\n")
        }
    }
}
