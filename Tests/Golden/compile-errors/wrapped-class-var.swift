// A property wrapper on a `class var` makes it a class stored property, which swiftc refuses: `static` is the spelling it suggests.
@propertyWrapper
struct Clamped {
    private var value: Int
    init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 3) }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 3) }
    }
}

class Player {
    @Clamped class var lives = 5
}
print(Player.lives)
// expect-error: class stored properties not supported in classes; did you mean 'static'?
// expect-errors: 1
