// A throwing call without try, in a function that cannot throw.
func load() throws -> Int { 1 }
func show() {
    print(load())
}
show()
// expect-error: call can throw, but it is not marked with 'try' and the error is not handled
