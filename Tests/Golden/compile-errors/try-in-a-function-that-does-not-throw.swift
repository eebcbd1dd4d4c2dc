// try? handles its own error, but a plain try in a function that neither throws nor catches has nowhere to send it.
enum LoadError: Error { case missing }
func load() throws -> String { throw LoadError.missing }
func show() {
    let text = try? load()
    print(text ?? "none")
    print(try load())
}
show()
// expect-error: errors thrown from here are not handled
