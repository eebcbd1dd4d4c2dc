// Values change in place through any path, and a copy taken before never sees the change.
struct Row {
    var title: String
    var tags: [String]
}

struct Model {
    var rows: [Row]
    var counts: [String: Int] = [:]

    mutating func add(_ title: String) {
        rows.append(Row(title: title, tags: []))
        counts[title] = rows.count
    }
}

final class Store {
    var model = Model(rows: [])
    var log: [String] = []
}

var model = Model(rows: [Row(title: "a", tags: []), Row(title: "b", tags: [])])
let snapshot = model
model.rows[1].title = "B"
model.rows[1].tags.append("new")
model.rows[1].tags[0] += "!"
model.rows.append(Row(title: "c", tags: ["x"]))
model.add("d")
print(model.rows.map { $0.title })
// expect: ["a", "B", "c", "d"]
print(model.rows[1].tags)
// expect: ["new!"]
print(snapshot.rows.map { $0.title }, snapshot.rows[1].tags)
// expect: ["a", "b"] []
print(model.counts)
// expect: ["d": 4]

var copy = model.rows
copy[0].title = "changed"
copy.removeLast()
print(model.rows.count, copy.count, model.rows[0].title, copy[0].title)
// expect: 4 3 a changed

let store = Store()
let alias = store
store.model.add("first")
alias.model.rows[0].tags.append("shared")
store.log.append("one")
store.log += ["two"]
print(alias.model.rows[0].title, store.model.rows[0].tags, alias.log)
// expect: first ["shared"] ["one", "two"]

var text = "row"
let before = text
text += "s"
text += "!"
print(text, before)
// expect: rows! row

var grid = [[0, 0], [0, 0]]
grid[1][0] = 5
grid[0].append(9)
print(grid)
// expect: [[0, 0, 9], [5, 0]]
