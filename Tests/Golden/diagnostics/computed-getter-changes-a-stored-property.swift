// A computed property's getter cannot change the struct it reads: swiftc refuses `+=` there and offers no note (a `mutating get` would be needed).
struct IdentifierSource {
    var counter = 0

    var nextIdentifier: String {
        counter += 1
        return "cell-\(counter)"
    }
}

var source = IdentifierSource()
print(source.nextIdentifier)

// expect-error: left side of mutating operator isn't mutable: 'self' is immutable
