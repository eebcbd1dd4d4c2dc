// A let with an initial value can never be decoded, so swiftc warns about it; the program still runs.
struct Settings: Codable {
    let version = 2
    var theme: String
}
print(Settings(theme: "dark").version)
// expect-warning: immutable property will not be decoded because it is declared with an initial value which cannot be overwritten
// expect-note: set the initial value via the initializer or explicitly define a CodingKeys enum including a 'version' case to silence this warning
// expect-note: make the property mutable instead
// expect: 2
