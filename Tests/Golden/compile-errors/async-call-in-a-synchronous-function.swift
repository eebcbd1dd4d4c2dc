// `await` cannot make a call from a function that is not async itself: swiftc asks for `async` on the enclosing function.
func fetchTitle(for row: Int) async -> String {
    return "row \(row)"
}

func configure(row: Int) {
    let title = await fetchTitle(for: row)
    print(title)
}
// expect-error: 'async' call in a function that does not support concurrency
// expect-note: add 'async' to function 'configure(row:)' to make it asynchronous
