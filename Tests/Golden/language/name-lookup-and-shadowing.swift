// Name lookup: a property and methods sharing a base name, overloads by labels and arity, self versus globals, shadowing.
let total = 100

func describe(_ x: Int) -> String { "one \(x)" }
func describe(_ x: Int, _ y: Int) -> String { "two \(x) \(y)" }
func describe(value x: Int) -> String { "labelled \(x)" }

class Grid {
    var collectionView: [String] = ["a", "b", "c"]
    var total = 3

    func collectionView(_ view: [String], numberOfItemsInSection section: Int) -> Int { view.count }
    func collectionView(_ view: [String], cellForItemAt index: Int) -> String { view[index] }

    func report() {
        print(collectionView(collectionView, numberOfItemsInSection: 0))
        print(collectionView(collectionView, cellForItemAt: 1))
        print(collectionView.count)
        print(total, self.total)
    }

    func shadow(x: Int) {
        print(x)
        if x > 0 {
            let x = x * 10
            print(x)
        }
        let total = 7
        print(total, self.total)
    }
}

let grid = Grid()
grid.report()
grid.shadow(x: 2)
print(describe(1), describe(1, 2), describe(value: 3))
let maybe: Int? = 5
if let maybe = maybe { print(maybe + 1) }
func unwrap(_ name: String?) {
    guard let name = name else { return }
    print(name)
}
unwrap("guarded")
print(total)
// expect: 3
// expect: b
// expect: 3
// expect: 3 3
// expect: 2
// expect: 20
// expect: 7 3
// expect: one 1 two 1 2 labelled 3
// expect: 6
// expect: guarded
// expect: 100
