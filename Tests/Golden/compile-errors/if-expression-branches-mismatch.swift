// The branches of an if expression must have one type.
let compact = true
let height = if compact { 44 } else { "tall" }
print(height)
// expect-error: branches have mismatching types 'Int' and 'String'
