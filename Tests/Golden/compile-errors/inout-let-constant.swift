// A let constant cannot be passed inout: the function would change it.
func double(_ value: inout Int) { value *= 2 }
let count = 3
double(&count)
// expect-error: cannot pass immutable value as inout argument: 'count' is a 'let' constant
// expect-note: change 'let' to 'var' to make it mutable
