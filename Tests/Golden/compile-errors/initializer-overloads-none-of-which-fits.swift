// An initializer with several overloads, none taking a Bool: swiftc's message leaves the name out.
struct Badge {
    init(_ count: Int) {}
    init(_ text: String) {}
}
let badge = Badge(false)
// expect-error: no exact matches in call to initializer 
// expect-errors: 1
