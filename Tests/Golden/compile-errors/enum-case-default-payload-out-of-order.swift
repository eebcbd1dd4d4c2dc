// A case whose payloads have defaults still takes its arguments in order: swiftc names the one that must come first.
enum Badge {
    case count(_ value: Int = 1, tint: String = "red")
}
let badge = Badge.count(tint: "blue", 3)
print(badge)
// expect-error: unnamed argument #2 must precede argument 'tint'
// expect-errors: 1
