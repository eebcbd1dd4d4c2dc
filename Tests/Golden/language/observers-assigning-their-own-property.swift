// Assigning a property inside its own `willSet`/`didSet` sets it without calling the observers again: a clamp in
// `didSet` runs once, on structs, classes, `static` properties and globals alike; another instance's property still
// calls its observers.
struct VolumeControl {
    var history: [String] = []
    var level = 5 {
        willSet { history.append("will \(newValue)") }
        didSet {
            if level > 10 { level = 10 }
            if level < 0 { self.level = 0 }
            history.append("did \(oldValue)->\(level)")
        }
    }
}

var volume = VolumeControl()
volume.level = 7
volume.level = 14
volume.level -= 20
print(volume.history)

final class Badge {
    let name: String
    weak var mirror: Badge?
    var count = 0 {
        didSet {
            print("\(name): \(oldValue) -> \(count)")
            if count > 99 { count = 99 }
            if let mirror, mirror.count != count { mirror.count = count }
        }
    }
    init(name: String) { self.name = name }
}

let inbox = Badge(name: "inbox")
let tab = Badge(name: "tab")
inbox.mirror = tab
tab.mirror = inbox
inbox.count = 120
print(inbox.count, tab.count)

enum Layout {
    static var columns = 2 {
        didSet { if columns < 1 { columns = 1 } }
    }
}
Layout.columns = 0
print(Layout.columns)

var unread = 0 {
    didSet {
        if unread < 0 { unread = 0 }
        print("unread \(oldValue) -> \(unread)")
    }
}
unread = -3
unread += 4
// expect: ["will 7", "did 5->7", "will 14", "did 7->10", "will -10", "did 10->0"]
// expect: inbox: 0 -> 120
// expect: tab: 0 -> 99
// expect: 99 99
// expect: 1
// expect: unread 0 -> 0
// expect: unread 0 -> 4
