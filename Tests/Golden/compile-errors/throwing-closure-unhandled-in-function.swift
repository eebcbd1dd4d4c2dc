// A rethrowing call inside a function that does not throw: the error has nowhere to go.
struct LoadError: Error {}
func load(_ id: Int) throws -> String {
    if id < 0 { throw LoadError() }
    return "row \(id)"
}
func titles() -> [String] {
    return try [1, 2].map { try load($0) }
}
print(titles())
// expect-error: errors thrown from here are not handled
