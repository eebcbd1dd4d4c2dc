// Only classes have deinitializers: a struct value is never shared, so it is never "freed".
struct Token {
    deinit { print("gone") }
}
// expect-error: deinitializer cannot be declared in struct 'Token' that conforms to 'Copyable'
// expect-note: consider adding '~Copyable' to struct 'Token'
