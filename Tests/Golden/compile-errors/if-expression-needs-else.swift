// An if used as a value must have an else.
let compact = true
let height = if compact { 44 }
print(height)
// expect-error: 'if' must have an unconditional 'else' to be used as expression
