// A `map` whose closure throws is itself a throwing call: it needs `try`, as swiftc says.
struct LoadError: Error {}
func load(_ id: Int) throws -> String {
    if id < 0 { throw LoadError() }
    return "row \(id)"
}
let rows = [1, 2].map { try load($0) }
print(rows)
// expect-error: call can throw but is not marked with 'try'
// expect-note: did you mean to use 'try'?
// expect-note: did you mean to handle error as optional value?
// expect-note: did you mean to disable error propagation?
