// Calling a throwing function needs try, even at the top level where the error could propagate.
func load() throws -> Int { 1 }
let value = load()
print(value)
// expect-error: call can throw but is not marked with 'try'
// expect-note: did you mean to use 'try'?
// expect-note: did you mean to handle error as optional value?
// expect-note: did you mean to disable error propagation?
