// An error thrown at the top level and not caught stops the program with Swift's message.
struct ValidationError: Error {
    let field: String
    let code: Int
}

func validate(_ value: String) throws {
    if value.isEmpty { throw ValidationError(field: "title", code: 7) }
}

try validate("ok")
print("first value is valid")
try validate("")
print("not reached")
// expect: first value is valid
// expect-crash: Fatal error: Error raised at top level: main.ValidationError(field: "title", code: 7)
