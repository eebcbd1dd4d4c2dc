// `Bool("true")` reads exactly "true" or "false"; any other text, capitals included, is nil.
let flags = ["true", "false", "TRUE", "1"]
print(flags.map { Bool($0) })
// expect: [Optional(true), Optional(false), nil, nil]
print(Bool("true")!, Bool("maybe") ?? false)
// expect: true false
