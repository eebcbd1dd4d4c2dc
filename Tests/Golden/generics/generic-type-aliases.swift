// Generic type aliases and aliases declared inside types, used from outside.
typealias Handler<T> = (T) -> Void
typealias Pair<T> = (T, T)
typealias Lookup<Value> = [String: Value]
typealias Transform<A, B> = (A) -> B

struct Row {
    typealias ID = Int
    typealias Formatter = (ID) -> String
    let id: ID
}

extension Row {
    typealias Title = String
}

func apply<A, B>(_ f: Transform<A, B>, to x: A) -> B { f(x) }

let printDouble: Handler<Int> = { print($0 * 2) }
printDouble(21)
let corners: Pair<String> = ("top", "bottom")
print(corners.0, corners.1)
var ages: Lookup<Int> = ["ada": 36]
ages["alan"] = 41
print(ages["alan"] ?? 0, ages.count)
print(apply({ String($0) + "!" }, to: 7))
let id: Row.ID = 4
let format: Row.Formatter = { "row \($0)" }
let title: Row.Title = "Cells"
print(format(Row(id: id).id), title)
let handlers: [Handler<String>] = [{ print("a:", $0) }, { print("b:", $0) }]
for h in handlers { h("go") }
// expect: 42
// expect: top bottom
// expect: 41 2
// expect: 7!
// expect: row 4 Cells
// expect: a: go
// expect: b: go
