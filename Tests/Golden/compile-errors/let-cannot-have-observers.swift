// Only a var can have willSet/didSet.
class Counter {
    let limit = 10 {
        didSet { print("changed") }
    }
}
// expect-error: 'let' declarations cannot be observing properties
