// A task's value arrives later, so reading it is an async property access.
func summary() async -> Int {
    let count = Task { 3 }
    return count.value + 1
}
// expect-error: expression is 'async' but is not marked with 'await'
// expect-note: property access is 'async'
