// A generic wrapper on a local keeps every value it was given: its didSet sees the old one, a compound assignment goes through the wrapper once, and a settable projection ($title = …) replaces the history.
@propertyWrapper
struct History<Value> {
    private(set) var values: [Value]
    init(wrappedValue: Value) { values = [wrappedValue] }
    var wrappedValue: Value {
        get { values.last! }
        set { values.append(newValue) }
    }
    var projectedValue: [Value] {
        get { values }
        set { values = newValue }
    }
}
func edit() {
    @History var title = "Draft" {
        didSet { print("title:", oldValue, "->", title) }
    }
    title = "Final"
    title += "!"
    print($title)
    $title = ["reset"]
    print(title, $title)
}
edit()
// expect: title: Draft -> Final
// expect: title: Final -> Final!
// expect: ["Draft", "Final", "Final!"]
// expect: reset ["reset"]
