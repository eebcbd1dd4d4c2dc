// A struct's computed setter changes the struct it is called on: in a variable, a function's local, a nested struct and through a mutating method.
struct Temperature {
    var celsius = 0.0
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}

struct Badge { var count = 0 }

struct RowModel {
    var badge = Badge()
    var unread: Int {
        get { badge.count }
        set { badge.count = max(0, newValue) }
    }
    mutating func clear() { unread = 0 }
}

var room = Temperature()
room.fahrenheit = 212
print(room.celsius)

func adjust() {
    var row = RowModel()
    row.unread = 5
    row.unread -= 2
    print(row.unread, row.badge.count)
    row.clear()
    print(row.unread)
    row.unread = -4
    print(row.badge.count)
}
adjust()

var rows = [RowModel(), RowModel()]
rows[1].unread = 9
print(rows.map(\.unread))

// expect: 100.0
// expect: 3 3
// expect: 0
// expect: 0
// expect: [0, 9]
