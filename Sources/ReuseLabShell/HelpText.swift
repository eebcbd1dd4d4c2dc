/// What `:help` and `:help TOPIC` print.
enum HelpText {
    static let topics =
        ["keys", "pool", "history", "multiline", "batch", "lessons"] + WorkshopHelp.topics
        + MetaCommand.catalogue.map(\.name) + MetaCommand.lessonCatalogue.map(\.name).filter { $0 != "reset" }

    /// `offers` is false for the commands the running lesson restricts: they are left out.
    static func overview(offers: (String) -> Bool = { _ in true }) -> String {
        let commands = MetaCommand.catalogue.filter { offers($0.name) }
        var text = "Type Swift to run it against the simulated UIKit.\nLines starting with : are commands:\n\n"
        text += table(commands)
        if commands.count < MetaCommand.catalogue.count { text += "  (This lesson turns the other commands off.)\n" }
        text += "\nGuided lessons (the prompt shows the lesson and step while one runs):\n\n"
        text += table(MetaCommand.lessonCatalogue)
        text += "\nMore: :help keys, pool, multiline, history, batch, lessons, workshop, COMMAND.\n"
        return text
    }

    private static func table(_ entries: [(name: String, arguments: String, summary: String)]) -> String {
        let rows = entries.map { (":" + $0.name + ($0.arguments.isEmpty ? "" : " " + $0.arguments), $0.summary) }
        let width = 22
        return rows.map { usage, summary in
            let column =
                displayWidth(usage) > width ? usage + "\n" + String(repeating: " ", count: width + 4) : pad(usage, toWidth: width) + "  "
            return "  " + column + summary + "\n"
        }.joined()
    }

    static func topic(_ name: String) -> String? {
        let key = name.hasPrefix(":") ? String(name.dropFirst()) : name
        switch key.lowercased() {
        case "keys":
            return """
                Editing keys (emacs style):
                  Tab            complete a name, command or file; list the choices when there are several
                  ↑ / ↓          walk the history (a multi-line entry comes back whole)
                  Ctrl-R         search the history backwards
                  Ctrl-A / Ctrl-E  start / end of line      Ctrl-K  delete to the end
                  Ctrl-W         delete the word before the cursor
                  Ctrl-C         clear the input, or stop a running entry
                  Ctrl-D         on an empty line: leave (like :quit)

                """
        case "pool":
            return """
                The pool diagram shows each table or collection view:
                  title       its name and class, with cells created and reused so far
                  registered  identifier → what it creates (class or nib)
                  visible     index path → the cell instance showing it (MyCell#2 is the second MyCell made)
                  queued      each reuse queue: cells waiting to be handed back by a dequeue
                  held        cells your code dequeued outside layout and still keeps (in a variable, $R0…)
                Marks compare with the world before the entry: + new, * changed, - gone.
                :pool draws it now; :pool off stops drawing it after each entry; :pool on resumes.

                """
        case "multiline", "multi-line":
            return """
                An entry continues while it is unfinished: an open brace, bracket or parenthesis, a trailing
                operator, an open \"\"\" string. The prompt then reads   ...>  . Press Return on an empty line
                to submit anyway (you will see the error), or Ctrl-C to throw the entry away.

                """
        case "history":
            return """
                Entries are saved as you go to $REUSELAB_HISTORY if set (empty: no history), else
                $XDG_STATE_HOME/reuselab/history, else ~/.local/state/reuselab/history.
                --no-history keeps this session out of it.

                """
        case "batch":
            return """
                With standard input not a terminal (reuselab < script.swift), entries run one by one with the
                same rules, without prompts. --echo prints each entry first (prefixed "> "); --bail stops at
                the first entry that fails. Exit status: 0 ran, 1 compile error, 2 usage or file error,
                3 crash, 4 stopped by a limit (the worst seen, or the first failure with --bail).

                """
        case "lessons", "lesson":
            return """
                :lesson lists the lessons with your progress; :lesson N starts (or resumes) one.
                Its start state runs first, and the prompt shows the lesson and step: [02 · 3/4].
                Type Swift as usual: after every entry the step's goal is checked against the
                simulated world, and a ✓ line says when it is met. Any Swift that gets there passes.
                  :goal       what is checked, each line marked as it stands now; on a step
                              about the pool, the expected pool drawn beside yours
                  :hint       the next hint; the first is a nudge, the last nearly the answer
                  :solution   asks first; then puts the solution at the prompt to edit, not run
                  :next       the next step (an unmet one is replaced by its reference solution)
                  :back       the step before, with its world rebuilt
                  :reset lesson  start this lesson again from its start state
                  :reset all  forget every lesson's progress (asks first)
                  :progress   what you have done, with a par of entries and hints against the
                              reference; :progress export FILE [--force] / import FILE move it
                  :lesson off leave the lesson for your own playground; progress is kept
                Plain :reset still gives a fresh, empty world. :undo of the entry that met a
                goal takes the step's ✓ back until an entry meets it again.

                """
        default:
            if let text = WorkshopHelp.topic(key.lowercased()) { return text }
            let entries = MetaCommand.catalogue + MetaCommand.lessonCatalogue
            let matching = entries.filter { $0.name == key.lowercased() }
            guard !matching.isEmpty else { return nil }
            return matching.map { ":\($0.name)\($0.arguments.isEmpty ? "" : " " + $0.arguments)\n  \($0.summary)\n" }.joined()
        }
    }
}
