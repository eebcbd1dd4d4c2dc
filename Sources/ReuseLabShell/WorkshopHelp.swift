/// `:help timeline`, `:help demo`, `:help present` and `:help workshop`: the teaching commands in full.
enum WorkshopHelp {
    static let topics = ["workshop"]

    static func topic(_ key: String) -> String? {
        switch key {
        case "timeline":
            return """
                :timeline [N] [play [PACE]]
                  Steps through the simulated UIKit's events of the last entry that had any (or of entry N,
                  see :timeline list): a cell leaves the screen, waits in its queue, prepareForReuse() runs,
                  dequeue hands it back for row 12, the data source returns it configured.
                  Each step draws the view as a small phone screen, a row per visible index path with the
                  cell instance showing it (PhotoCell#3), its reuse queues and the cell in hand beside it.
                  Rows sit where the content offset puts them; a row scrolled past an edge but not yet
                  queued is listed above (↑) or below (↓) the phone. Section headers and footers have
                  lines of their own (a table's with its titleForHeaderInSection title; a plain table's
                  header floats at the top over the rows passing under it, and a line under the phone
                  names the row it covers: header §0 floats over [0, 2] NameCell#3). A reloadData that
                  changes the sections redraws them at the step the table asks its data source again
                  ("tableView asks its data source how many sections and rows it has"); a collection view's items
                  are drawn where its layout put them, a grid in columns, an orthogonal section as a row
                  (› when it runs on past the edge). Moved rows move, also into another section.
                  The row or queued cell the step touched is marked ▶.
                  Keys: n, Space, → next · p, ← back · a number then Return jumps · g / G first / last ·
                  P plays · q or Esc returns to the prompt.
                  play [PACE] advances by itself (400ms; 800ms with :present on; PACE like 300ms or 1s);
                  any key pauses. In batch mode every step is printed, one after the other.

                """
        case "demo":
            return """
                :demo FILE          replay a prepared script (also: reuselab demo FILE.swift)
                  Entries are the script's top-level statements and declarations, comments going with the
                  entry after them; or, if the script has `// ---` lines, the blocks between them.
                  Each entry comes to the prompt: edit it if you like, Return runs it, the pool follows.
                  Ctrl-C puts the entry aside: type your own entry, and the demo's comes back after it.
                :demo back          take the last demo entry back (undone) and offer it again
                :demo skip          move past the entry at the prompt without running it
                :demo off           end the demo (the session keeps what ran)
                :demo               where the demo is
                  In batch mode (reuselab demo FILE < /dev/null, for CI) every entry runs with its echo
                  and the pool diagram; the exit status is the worst entry's.

                """
        case "present":
            return """
                :present on|off     the presenter display (also: --present)
                  Pool diagrams as wide as the terminal (never wider), a large phone with room between its
                  rows in :timeline, slower :timeline play, and no (:why …) hints. Colour still follows
                  NO_COLOR and TERM=dumb (ASCII then).

                """
        case "workshop":
            return """
                Teaching a workshop:
                  reuselab --pack DIR                  the class's lessons: DIR/workshop.md lists them in
                                                       order, with hints off, solutions hidden, a time box
                                                       (also :pack DIR; reuselab lesson check --pack DIR)
                  reuselab demo FILE.swift --present   replay a prepared script, one entry per Return
                  :timeline                            step through the last entry's reuse, row by row
                  :timeline play 300ms                 the same, by itself, at a pace
                  reuselab lesson report RESULTS…      how the class did: per lesson and step, who finished,
                                                       attempts, hints, the most common error
                                                       (--format table|markdown|csv|json; --pack DIR:
                                                       the workshop's lessons only, in its order)
                  :record FILE.html                    a handout: one HTML page of the session
                  reuselab export --html OUT.html FILE the same page from a prepared script
                  The time box is shown at the prompt ([12 min · 78 left]) and by :progress; it
                  informs and never stops or fails anything.
                See :help timeline, :help demo, :help present, and Lessons/README.md, "Running a workshop".

                """
        default:
            return nil
        }
    }
}
