// In an untyped array literal, `.placeholder()` is an element of type `Any`, which has no such member; `[.placeholder]`
// alone would have no type at all.
struct Row {
    let title: String
    static func placeholder() -> Row { Row(title: "…") }
}
let rows = [.placeholder()]
// expect-error: type 'Any' has no member 'placeholder'
// expect-errors: 1
