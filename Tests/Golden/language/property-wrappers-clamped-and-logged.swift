// Property wrappers that run: a clamped volume on a struct, a generic logging wrapper on a class with `$` for its projection and `_title` for its storage.
@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>

    init(wrappedValue: Int, range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

struct Player {
    @Clamped(range: 0...10) var volume = 3
    var name = "Radio"
}

var player = Player()
print(player.volume)
player.volume = 14
print(player.volume)
player.volume -= 20
print(player.volume)

@propertyWrapper
struct Logged<Value> {
    private var stored: Value
    private(set) var changes = 0
    init(wrappedValue: Value) { stored = wrappedValue }
    var wrappedValue: Value {
        get { stored }
        set {
            print("set to \(newValue)")
            stored = newValue
            changes += 1
        }
    }
    var projectedValue: Int { changes }
}

final class CellModel {
    @Logged var title: String = "Untitled"
    @Logged var rows = 0

    func rename(_ newTitle: String) {
        title = newTitle
        print("renamed \($title) time(s), backing says \(_title.wrappedValue)")
    }
}

let model = CellModel()
model.rename("Inbox")
model.rename("Archive")
model.rows += 2
print(model.title, model.rows, model.$rows)

// expect: 3
// expect: 10
// expect: 0
// expect: set to Inbox
// expect: renamed 1 time(s), backing says Inbox
// expect: set to Archive
// expect: renamed 2 time(s), backing says Archive
// expect: set to 2
// expect: Archive 2 1
