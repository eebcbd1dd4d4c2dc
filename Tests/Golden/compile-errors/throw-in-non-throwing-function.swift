// throw needs a throwing function (or a do/catch) around it.
enum Problem: Error { case bad }
func check(_ ok: Bool) {
    if !ok { throw Problem.bad }
}
check(true)
// expect-error: error is not handled because the enclosing function is not declared 'throws'
