// A catch clause that matches only some errors leaves the rest unhandled in a non-throwing function.
enum Problem: Error { case bad, worse }
func risky() throws {}
func run() {
    do {
        try risky()
    } catch Problem.bad {
        print("bad")
    }
}
run()
// expect-error: errors thrown from here are not handled because the enclosing catch is not exhaustive
