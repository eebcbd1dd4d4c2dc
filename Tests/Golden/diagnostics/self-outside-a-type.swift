// 'Self' outside a type is a name not found, and nothing else is reported after it.
let heights: [Int] = [1, 2].map { _ in Self }

// expect-error: cannot find 'Self' in scope
