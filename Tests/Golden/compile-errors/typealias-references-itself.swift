// Two aliases naming each other never reach a type.
typealias Row = Cell
typealias Cell = Row
let row: Row? = nil
// expect-error: type alias 'Row' references itself
