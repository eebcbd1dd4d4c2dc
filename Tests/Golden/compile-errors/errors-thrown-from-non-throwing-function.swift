// A try inside a function that neither throws nor catches: the error has nowhere to go.
func load() throws -> Int { 1 }
func show() {
    let value = try load()
    print(value)
}
show()
// expect-error: errors thrown from here are not handled
