// Taking an optional tuple apart in a binding: a tuple of another length, or no tuple at all, gets swiftc's
// error; names a `case var` or `if var` binds but never changes get its warning.
func widths(_ width: Int?) {
    if case var w? = width { print(w) }
}
func grown(_ pair: (Int, Int)?) {
    if var (a, b) = pair { a += 1; print(a, b) }
}
func corners(_ pair: (Int, Int)?, _ name: String?) {
    if let (c, d, e) = pair { print(c, d, e) }
    if let (f, g) = name { print(f, g) }
}
// expect-warning: variable 'w' was never mutated; consider changing to 'let' constant
// expect-warning: variable 'b' was never mutated; consider changing to 'let' constant
// expect-error: cannot assign value of type 'String?' to type 'Optional<(_, _)>'
// expect-error: cannot assign value of type '(Int, Int)?' to type 'Optional<(_, _, _)>'
// expect-errors: 2
