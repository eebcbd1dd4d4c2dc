// `.compact` names a member of a type the context must give: as a variable's whole value, or an element of an
// untyped literal, there is none.
enum Density { case compact, regular }
let chosen = .compact
// expect-error: reference to member 'compact' cannot be resolved without a contextual type
// expect-errors: 1
