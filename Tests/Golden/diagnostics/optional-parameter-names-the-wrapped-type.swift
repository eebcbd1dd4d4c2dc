// A non-optional argument that does not fit an optional parameter: swiftc names the wrapped type.
func greet(_ name: String?) {
    print("Hello, \(name ?? "you")")
}
greet(42)

// expect-error: cannot convert value of type 'Int' to expected argument type 'String'
