// `if let (a, b) = value` needs an optional tuple: a plain one is refused at `let`, named without its labels.
let corner = (x: 0, y: 10)
if let (x, y) = corner {
    print(x, y)
}
// expect-error: initializer for conditional binding must have Optional type, not '(Int, Int)'
// expect-errors: 1
