/// What `:help` and `:help TOPIC` print.
enum HelpText {
    static let topics = ["keys", "pool", "history", "multiline", "batch"] + MetaCommand.catalogue.map(\.name)

    static func overview(extensions: [(name: String, summary: String)]) -> String {
        var rows = MetaCommand.catalogue
            .filter { entry in !(entry.name == "lesson" && extensions.contains { $0.name == "lesson" }) }
            .map { (":" + $0.name + ($0.arguments.isEmpty ? "" : " " + $0.arguments), $0.summary) }
        rows += extensions.map { (":" + $0.name, $0.summary) }
        let width = min(22, rows.map { displayWidth($0.0) }.max() ?? 0)
        var text = "Type Swift to run it against the simulated UIKit.\nLines starting with : are commands:\n\n"
        for (usage, summary) in rows {
            let column = displayWidth(usage) > width ? usage + "\n" + String(repeating: " ", count: width + 4) : pad(usage, toWidth: width) + "  "
            text += "  " + column + summary + "\n"
        }
        text += "\nMore: :help keys, pool, multiline, history, batch, or a command name.\n"
        return text
    }

    static func topic(_ name: String, extensions: [(name: String, summary: String)]) -> String? {
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
        default:
            if let entry = MetaCommand.catalogue.first(where: { $0.name == key.lowercased() }) {
                return ":\(entry.name)\(entry.arguments.isEmpty ? "" : " " + entry.arguments)\n  \(entry.summary)\n"
            }
            if let entry = extensions.first(where: { $0.name == key.lowercased() }) {
                return ":\(entry.name)\n  \(entry.summary)\n"
            }
            return nil
        }
    }
}
