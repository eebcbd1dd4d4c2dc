// A top-level `let` without a value cannot be given one from a closure, which could run any number of times.
let total: Int
let reset = { total = 0 }
reset()
// expect-error: cannot assign to value: 'total' is a 'let' constant
