// Inside an async function, calling another async function needs `await`: swiftc points at the whole expression and notes the call.
func fetchTitle(for row: Int) async -> String {
    return "row \(row)"
}

func titles() async -> [String] {
    let first = fetchTitle(for: 0)
    return [first]
}
// expect-error: expression is 'async' but is not marked with 'await'
// expect-note: call is 'async'
