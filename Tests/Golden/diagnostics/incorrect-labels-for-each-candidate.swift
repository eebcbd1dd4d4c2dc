// Overloads that differ only by label: swiftc finds no exact match and notes each candidate's labels.
struct Feed {
    func load(page: Int) { print("page", page) }
    func load(row: Int) { print("row", row) }
}

Feed().load(pge: 2)

// expect-error: no exact matches in call to instance method 'load'
// expect-note: incorrect labels for candidate (have: '(pge:)', expected: '(page:)')
// expect-note: incorrect labels for candidate (have: '(pge:)', expected: '(row:)')
