// `nil` alone is an implicit return only as the whole body of a failable initializer; anywhere else it has
// no type to take, and swiftc says so instead of warning about an unused value.
struct Token {
    let value: Int
    init?(value: Int) {
        if value < 0 { nil } else { self.value = value }
    }
}
// expect-error: 'nil' requires a contextual type
// expect-errors: 1
