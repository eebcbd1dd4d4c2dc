// A closure made inside a method keeps `self` after the call returns, for classes and structs alike.
final class Counter {
    var count = 0
    var handler: (() -> Void)?

    func arm() {
        handler = { self.count += 1 }
    }
}

struct Model {
    var rows: [Int] = [1, 2]

    func counter() -> () -> Int {
        return { self.rows.count }
    }

    mutating func add(_ row: Int) {
        rows.append(row)
    }
}

let counter = Counter()
counter.arm()
counter.handler?()
counter.handler?()
print(counter.count)
// expect: 2

var model = Model()
let before = model.counter()
model.add(3)
print(before(), model.counter()(), model.rows)
// expect: 2 3 [1, 2, 3]
