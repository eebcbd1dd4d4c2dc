// Set is hash-indexed: thousands of inserts, lookups and removals, equality whatever the order, sets of sets,
// optional elements, a learner's own Hashable type, and copies that do not share changes.
struct Seat: Hashable {
    let row: Int
    let letter: Character
}

var squares = Set<Int>()
for i in 0..<3000 { squares.insert(i * i) }
var hits = 0
for n in 0..<10000 where squares.contains(n) { hits += 1 }
for i in 0..<2500 { squares.remove(i * i) }
print(squares.count, hits, squares.contains(2499 * 2499), squares.contains(2500 * 2500))
print(squares.min()!, squares.max()!)

let a: Set = [1, 2, 3]
let b: Set = [3, 2, 1]
print(a == b, a == [1, 2], a.union([4]) == [4, 3, 2, 1])

let groups: Set<Set<Int>> = [[1, 2], [2, 1], [3]]
print(groups.count, groups.contains([2, 1]))

var maybe: Set<Int?> = [1, nil, 2, nil]
print(maybe.count, maybe.contains(nil))
maybe.remove(nil)
print(maybe.count, maybe.contains(nil))

var taken: Set<Seat> = [Seat(row: 1, letter: "A"), Seat(row: 1, letter: "B")]
print(taken.insert(Seat(row: 1, letter: "A")).inserted, taken.insert(Seat(row: 2, letter: "A")).inserted, taken.count)

var original: Set = ["x", "y"]
var copy = original
copy.insert("z")
original.remove("x")
print(original.sorted(), copy.sorted())
copy.removeAll()
print(copy.isEmpty, original.count)

// expect: 500 100 false true
// expect: 6250000 8994001
// expect: true false true
// expect: 2 true
// expect: 3 true
// expect: 2 false
// expect: false true 3
// expect: ["y"] ["x", "y", "z"]
// expect: true 1
