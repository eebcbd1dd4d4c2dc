// A protocol type, `Any` included, has no initializers: `.init()` needs a concrete type to make.
protocol Theme { var name: String { get } }
let fallback: Theme = .init()
// expect-error: 'any Theme' cannot be constructed because it has no accessible initializers
// expect-errors: 1
