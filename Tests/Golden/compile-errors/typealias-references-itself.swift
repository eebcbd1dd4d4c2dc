// Two aliases naming each other never reach a type.
typealias Row = Cell
typealias Cell = Row
let row: Row? = nil
// expect-error: type alias 'Row' references itself
// expect-note: while resolving type 'Cell'
// expect-note: while resolving type 'Row'
// expect-note: through reference here
