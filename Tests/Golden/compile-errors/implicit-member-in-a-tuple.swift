// In a tuple of no declared type, `.regular` has no type to be looked up in.
enum Density { case compact, regular }
let pair = (.regular, 2)
// expect-error: cannot infer contextual base in reference to member 'regular'
// expect-errors: 1
